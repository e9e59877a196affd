/**
 * Browser path tests from machines (issue 16, item 4): what the page shows,
 * measured. Each visitor-facing flow's root element carries its machine's
 * state as `data-state` (machines/kit/state-attribute.ts). `recordStates`
 * installs, before the page's scripts, an observer that keeps every value the
 * attribute takes (in sessionStorage, so reloads in the tab keep the record);
 * `PageCoverage` turns the values a path's page showed into state and
 * transition coverage of the machine:
 *
 * - a state counts when the page showed a value in which it is active;
 * - a visitor step's transition counts when the page showed the step's source
 *   state and then its target state (a self-transition: the source state
 *   before and after the step, whose effect the spec checked);
 * - a change of state the page showed with no visitor step behind it (a
 *   check the page starts itself, a timer, the site's answer) counts for the
 *   one transition of the machine that leads from the first value to the
 *   second, when exactly one does.
 *
 * What stays uncovered must have a reason (`GapReasons`): the test prints
 * every gap with it and fails on a gap without one.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Frame, Page, Route, TestInfo } from '@playwright/test'
import { createActor, transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate'
import { describeTransition } from '#machines/kit/coverage.ts'
import { readStructure, transitionKey, type TransitionInfo } from '#machines/kit/machine-structure.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { recordCoverage } from '#machines/kit/coverage-record.ts'
import { expect, test } from './fixtures.ts'
import { serverFunctions } from './server-functions.ts'

const storeKey = 'test:states-seen'

/** Records every value of `attribute` on the first element matching `selector` (`absent` while there is none). */
export async function recordStates(page: Page, selector: string, attribute = 'data-state'): Promise<void> {
  await page.addInitScript(
    ({ selector, attribute, storeKey }) => {
      let seen: string[] = []
      try {
        seen = JSON.parse(sessionStorage.getItem(storeKey) ?? '[]') as string[]
      } catch {
        seen = []
      }
      const note = (value: string) => {
        if (seen.at(-1) === value) return
        seen.push(value)
        sessionStorage.setItem(storeKey, JSON.stringify(seen))
      }
      const current = () => document.querySelector(selector)?.getAttribute(attribute) ?? 'absent'
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes' && r.oldValue !== null && r.target instanceof Element && r.target.matches(selector)) note(r.oldValue)
        }
        note(current())
      })
      const start = () => {
        note(current())
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: [attribute], attributeOldValue: true })
      }
      if (document.documentElement) start()
      else document.addEventListener('DOMContentLoaded', start)
    },
    { selector, attribute, storeKey },
  )
}

/** The values the page (or a framed page, e.g. the visual editor's preview) showed since the tab opened (across reloads). */
export async function statesSeen(page: Page | Frame): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], storeKey)
}

/**
 * Why a gap cannot be closed in the browser: per transition (`<source state id> <event type>[ [guard]]`,
 * e.g. `leaseCalculator.stale inputs.change [backToQuotedInputs]`), per event type (every transition on it)
 * and per state id.
 */
export interface GapReasons {
  transitions?: Record<string, string>
  events?: Record<string, string>
  states?: Record<string, string>
}

export interface PathRecord {
  initial: AnyMachineSnapshot
  steps: { event: AnyEventObject; state: AnyMachineSnapshot }[]
}

/**
 * Every transition XState takes for `event` from `before`, in one macrostep: the event's own and those of
 * the events its actions raise (the list machines' availability answer raises the prune that removes the
 * sold vehicles, and the page shows only where both ended). Taken from the inspection API's microsteps on
 * an actor restored at `before` and stopped at once; the event's own transitions alone if that fails.
 */
function macrostepKeys(machine: AnyStateMachine, before: AnyMachineSnapshot, event: AnyEventObject): string[] {
  const own = machine.getTransitionData(before as never, event as never).map((t) => transitionKey(t))
  const keys: string[] = []
  let listening = false
  try {
    const actor = createActor(machine, {
      snapshot: machine.getPersistedSnapshot(before as never) as never,
      inspect: (inspection) => {
        if (listening && inspection.type === '@xstate.microstep') for (const t of inspection._transitions) keys.push(transitionKey(t))
      },
    })
    actor.subscribe({ error: () => undefined })
    actor.start()
    listening = true
    actor.send(event)
    listening = false
    actor.stop()
  } catch {
    return own
  }
  return [...new Set([...own, ...keys])]
}

export class PageCoverage {
  private readonly machine: AnyStateMachine
  private readonly name: string
  private readonly reasons: GapReasons
  private readonly stateIds: string[]
  private readonly transitions: Map<string, TransitionInfo>
  private readonly statesCovered = new Set<string>()
  private readonly transitionsCovered = new Set<string>()
  private readonly inferred = new Set<string>()
  private paths = 0

  constructor(machine: AnyStateMachine, name: string, reasons: GapReasons) {
    this.machine = machine
    this.name = name
    this.reasons = reasons
    const structure = readStructure(machine)
    this.stateIds = structure.states.map((s) => s.id)
    this.transitions = new Map(structure.transitions.map((t) => [t.key, t]))
  }

  /** State ids active in a `data-state` value (values that are not machine states, e.g. `loading`, give none). */
  idsOf(value: string): string[] {
    const ids = new Set<string>()
    for (const token of value.split(' ')) {
      const parts = token.split('.')
      for (let i = 1; i <= parts.length; i++) ids.add(`${this.machine.id}.${parts.slice(0, i).join('.')}`)
    }
    return this.stateIds.filter((id) => ids.has(id))
  }

  /** Adds what one path's page showed (`seen`), with the steps the test performed on it. */
  addPath(path: PathRecord, seen: readonly string[]): void {
    this.paths++
    for (const value of seen) for (const id of this.idsOf(value)) this.statesCovered.add(id)
    const explained = new Set<number>()
    let pos = -1
    let before = path.initial
    for (const step of path.steps) {
      const a = stateAttribute(before.value)
      const b = stateAttribute(step.state.value)
      const keys = macrostepKeys(this.machine, before, step.event)
      before = step.state
      if (pos < 0 || seen[pos] !== a) pos = seen.indexOf(a, pos + 1)
      if (pos < 0) continue
      if (a !== b) {
        const next = seen.indexOf(b, pos + 1)
        if (next < 0) continue
        for (let i = pos; i < next; i++) explained.add(i)
        pos = next
      }
      for (const key of keys) this.transitionsCovered.add(key)
    }
    // Changes the page showed that no visitor step explains: the one transition leading from one value to the next.
    for (let i = 0; i + 1 < seen.length; i++) {
      if (explained.has(i)) continue
      const from = this.idsOf(seen[i] ?? '')
      const to = this.idsOf(seen[i + 1] ?? '')
      if (from.length === 0 || to.length === 0) continue
      const candidates = [...this.transitions.values()].filter(
        (t) => from.includes(t.sourceId) && !to.includes(t.sourceId) && t.targetIds.length > 0 && t.targetIds.every((id) => to.includes(id)),
      )
      const only = candidates.length === 1 ? candidates[0] : undefined
      if (only && !this.transitionsCovered.has(only.key)) {
        this.transitionsCovered.add(only.key)
        this.inferred.add(only.key)
      }
    }
  }

  /** The printed report and the gaps without a reason (the test fails on those). */
  report(): { text: string; unexplained: string[] } {
    const missingStates = this.stateIds.filter((id) => !this.statesCovered.has(id))
    const missingTransitions = [...this.transitions.values()].filter((t) => !this.transitionsCovered.has(t.key))
    const pct = (covered: number, total: number) => (total === 0 ? '100%' : `${Math.floor((covered / total) * 1000) / 10}%`)
    const states = this.stateIds.length - missingStates.length
    const transitions = this.transitions.size - missingTransitions.length
    const lines = [
      `browser coverage ${this.name} (observed in the page's data-state, ${this.paths} paths): ` +
        `states ${states}/${this.stateIds.length} (${pct(states, this.stateIds.length)}), ` +
        `transitions ${transitions}/${this.transitions.size} (${pct(transitions, this.transitions.size)})`,
    ]
    if (this.inferred.size > 0) {
      lines.push(`  seen without a visitor step: ${[...this.inferred].map((k) => describeTransition(this.transitions.get(k) as TransitionInfo)).join('; ')}`)
    }
    const unexplained: string[] = []
    for (const id of missingStates) {
      const reason = this.reasons.states?.[id]
      lines.push(`  gap: state ${id}: ${reason ?? 'NO REASON'}`)
      if (!reason) unexplained.push(`state ${id}`)
    }
    for (const t of missingTransitions) {
      const reason = this.reasons.transitions?.[`${t.sourceId} ${t.eventType}${t.guard ? ` [${t.guard}]` : ''}`] ?? this.reasons.events?.[t.eventType]
      lines.push(`  gap: ${describeTransition(t)}: ${reason ?? 'NO REASON'}`)
      if (!reason) unexplained.push(describeTransition(t))
    }
    // For npm test's machine report (scripts/machines-report.ts).
    recordCoverage(
      {
        machineId: this.name,
        states: { covered: states, total: this.stateIds.length, missing: missingStates },
        transitions: { covered: transitions, total: this.transitions.size, missing: missingTransitions.map(describeTransition) },
      },
      'browser',
      { paths: this.paths, gaps: lines.slice(1).map((l) => l.trim()) },
    )
    return { text: lines.join('\n'), unexplained }
  }
}

/**
 * The fewest of `paths` (greedily) that take every transition the paths take
 * together: fewer browser runs for the same coverage, which the page then
 * measures for real.
 */
export function pathsCoveringTransitions<T extends PathRecord>(machine: AnyStateMachine, paths: readonly T[]): T[] {
  const keysOf = (path: T) => {
    const keys = new Set<string>()
    let before = path.initial
    for (const step of path.steps) {
      for (const t of machine.getTransitionData(before as never, step.event as never)) keys.add(transitionKey(t))
      before = step.state
    }
    return keys
  }
  const remaining = new Map(paths.map((p) => [p, keysOf(p)]))
  const covered = new Set<string>()
  const chosen: T[] = []
  for (;;) {
    let best: T | undefined
    let gain = 0
    for (const [path, keys] of remaining) {
      const fresh = [...keys].filter((k) => !covered.has(k)).length
      if (fresh > gain) [best, gain] = [path, fresh]
    }
    if (!best) break
    for (const k of remaining.get(best) ?? []) covered.add(k)
    remaining.delete(best)
    chosen.push(best)
  }
  return paths.filter((p) => chosen.includes(p))
}

/**
 * The path with steps the page takes by itself after the visitor's (a check
 * it starts on load, the site's answer the test arranged), computed on the
 * machine with the pure `transition()`: the page must then show them too.
 */
export function withPageSteps<T extends PathRecord>(machine: AnyStateMachine, path: T, events: readonly AnyEventObject[]): PathRecord {
  const steps = [...path.steps]
  let state = steps.at(-1)?.state ?? path.initial
  for (const event of events) {
    const [next] = transition(machine, state as never, event as never)
    state = next as AnyMachineSnapshot
    steps.push({ event, state })
  }
  return { initial: path.initial, steps }
}

/**
 * Where each path test leaves what its page showed, for the coverage test of
 * the same file and project: a failing test restarts the worker, so memory
 * would lose the paths before it. Playwright empties the output folder at the
 * start of every run.
 */
function recordFile(info: TestInfo, machineId: string, pathNumber: number): string {
  return join(info.project.outputDir, '.machine-paths', machineId, info.project.name, `${pathNumber}.json`)
}

export function savePathRecord(info: TestInfo, machineId: string, pathNumber: number, seen: readonly string[]): void {
  const file = recordFile(info, machineId, pathNumber)
  mkdirSync(dirname(file), { recursive: true })
  // Written aside and renamed into place: with --repeat-each and several workers, another copy of the file's
  // coverage test may read the record while this one writes it, and must never see it half written.
  const partial = `${file}.${process.pid}.${info.repeatEachIndex}.tmp`
  writeFileSync(partial, JSON.stringify(seen))
  renameSync(partial, file)
}

/** What the page showed on a path, or null when its test did not get to the end. */
export function loadPathRecord(info: TestInfo, machineId: string, pathNumber: number): string[] | null {
  const file = recordFile(info, machineId, pathNumber)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : null
}

/**
 * The last test of a paths file: the coverage of `machine` observed in the
 * pages of every path test before it (same file and project), printed with a
 * reason for every gap; fails on a gap without one and on a path whose test
 * did not get to its end. `pageSteps` lists the steps the page takes by
 * itself after a path's visitor steps (see `withPageSteps`).
 */
export function pageCoverageTest<T extends PathRecord & { number: number }>(
  machine: AnyStateMachine,
  name: string,
  paths: readonly T[],
  reasons: GapReasons,
  pageSteps?: (path: T) => readonly AnyEventObject[],
): void {
  test('coverage observed in the page: every gap has a reason', () => {
    const coverage = new PageCoverage(machine, name, reasons)
    const unfinished: string[] = []
    for (const path of paths) {
      const seen = loadPathRecord(test.info(), name, path.number)
      if (!seen) {
        unfinished.push(`path ${path.number} did not run to its end`)
        continue
      }
      coverage.addPath(pageSteps ? withPageSteps(machine, path, pageSteps(path)) : path, seen)
    }
    const { text, unexplained } = coverage.report()
    console.log(text)
    expect([...unfinished, ...unexplained]).toEqual([])
  })
}

/**
 * Requests to `url` held until the test answers them: the site's answer becomes a step the test takes when
 * its path says so (`next()` waits for the next held request, event-driven; `answer()` takes the oldest or
 * newest held one, answers it and waits until the answer has reached the page), so a state that lasts one
 * request (loading, sending, quoting) stays on the page until then. `sent` counts the requests the page
 * made. `passThrough()` lets every held and later request through unchanged (the rest of the path talks to
 * the real site).
 */
export class HeldRequests {
  /** Requests held until the test answers them, oldest first. */
  readonly held: Route[] = []
  /** Requests to `url` the page sent (held, handed to `next()` or let through). */
  sent = 0
  private readonly waiting: ((route: Route) => void)[] = []
  private open = false

  static async on(page: Page, url: string | RegExp): Promise<HeldRequests> {
    const requests = new HeldRequests()
    await page.route(url, async (route) => {
      requests.sent++
      if (requests.open) return route.fallback()
      const waiter = requests.waiting.shift()
      if (waiter) waiter(route)
      else requests.held.push(route)
    })
    return requests
  }

  /** The requests to the server function `name` of the build (`npm run build:app` first). */
  static async onServerFunction(page: Page, name: string): Promise<HeldRequests> {
    const fn = serverFunctions().find((f) => f.name === name)
    if (!fn) throw new Error(`${name} is not in the build`)
    return HeldRequests.on(page, `**/_serverFn/${fn.id}*`)
  }

  /** The next request the page makes (or the oldest one held). */
  next(): Promise<Route> {
    const route = this.held.shift()
    return route ? Promise.resolve(route) : new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Waits until the page has sent `count` requests in all. */
  async waitForSent(count: number): Promise<void> {
    await expect.poll(() => this.sent, { timeout: 15_000 }).toBe(count)
  }

  /**
   * Answers the oldest (or newest) held request with `respond` (continue, change, fulfil or abort it), and
   * waits until the answer has reached the page: its response finished, or the request failed.
   */
  async answer(page: Page, respond: (route: Route) => Promise<void>, which: 'oldest' | 'newest' = 'oldest'): Promise<void> {
    const route = which === 'newest' ? this.held.pop() : this.held.shift()
    if (!route) throw new Error('no request is held')
    const request = route.request()
    const settled = Promise.race([
      page.waitForResponse((r) => r.request() === request).then((r) => r.finished()),
      page.waitForEvent('requestfailed', (r) => r === request),
    ])
    await respond(route)
    await settled
  }

  /** Every held request goes on, and so does every later one. */
  async passThrough(): Promise<void> {
    this.open = true
    for (const route of this.held.splice(0)) await route.fallback().catch(() => undefined)
  }
}

/** A step of a generated path: the event, and the snapshot the page must show after it. */
interface PathStep<S> {
  event: AnyEventObject
  state: S
}

/**
 * Walks one generated path of a flow on its page: the page must show `initial`, then each step is done by
 * `act` (told the state it starts from) and the page must show the step's state (`expectState`), each as a
 * Playwright step named by `describe`. The spec says how a step is done and what a state looks like; the
 * walk is the same for every path spec.
 */
export async function walkPath<S>(
  path: { initial: S; steps: readonly PathStep<S>[] },
  describe: (event: AnyEventObject) => string,
  expectState: (state: S) => Promise<void>,
  act: (event: AnyEventObject, before: S) => Promise<void>,
): Promise<void> {
  await expectState(path.initial)
  let before = path.initial
  for (const [i, step] of path.steps.entries()) {
    await test.step(`${i + 1}. ${describe(step.event)}`, async () => {
      await act(step.event, before)
      await expectState(step.state)
      before = step.state
    })
  }
}

/**
 * The oldest held request goes on to the real site, and the test waits for its answer: the answer to a
 * question the visitor has since changed (a load machine's invalidated load), which must not show.
 */
export async function letAnswerThrough(requests: HeldRequests): Promise<void> {
  const left = await requests.next()
  await left.fallback()
  await left.request().response()
}

/** A client address of the test's own, so the site's per-address limits are not shared with other tests. */
export async function ownClientAddress(page: Page): Promise<void> {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
}
