/**
 * QA export of a machine's generated paths (`npm run machines:paths --
 * --machine NAME --format gherkin|csv`): scenarios a tester follows by hand
 * or feeds to a test tool, in Danish (issue 32: "as written").
 *
 * - Which paths: every path of the model's events (the site's answers and
 *   failures included: an availability check that fails, a chat that cannot
 *   open, a chunk that is gone twice within 10 s, a refused lead), less those
 *   with a step of the machine's own bookkeeping, then the fewest of them
 *   that still take every step the rest take (greedy cover), in path order.
 * - Who acts is read from the model's legend (`eventTypes`), so it stays with
 *   the model: "Den besøgende …" is the visitor, "Journal: …" and "Intern: …"
 *   are the machine's own bookkeeping (never a step; what the machine does by
 *   itself within a step, such as pruning after a check, is part of that
 *   step's result), everything else is the site (answers, timers, page loads).
 * - Every event, the visitor's or the site's, is a "Når" step; "Så"/"Og" are
 *   only what the visitor then sees: the texts the step's actions show (a
 *   toast, a limit message) and what the newly entered states show, as the
 *   caller's `QaTexts` words them (src/statecharts/qa/ takes them from the
 *   messages and names real cars); without texts, the machine's own
 *   descriptions of its states.
 */
import { getMicrosteps, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition } from 'xstate'
import type { MachineModel } from './machine-model.ts'
import { activeStateIds, readStructure } from './machine-structure.ts'
import type { ModelPath } from './model-paths.ts'

export type StepActor = 'visitor' | 'site' | 'internal'

export function stepActor<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, event: AnyEventObject): StepActor {
  const legend = model.eventTypes[event.type] ?? ''
  if (/^(Journal|Intern):/.test(legend)) return 'internal'
  if (/^Den besøgende\b/.test(legend)) return 'visitor'
  return 'site'
}

/** The paths a visitor can walk: none of their steps is internal bookkeeping. */
export function visitorPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, paths: readonly ModelPath<TMachine>[]): ModelPath<TMachine>[] {
  return paths.filter((p) => p.steps.every((s) => stepActor(model, s.event) !== 'internal'))
}

/** How a machine's scenarios are worded; every part is optional. */
export interface QaTexts {
  /** The "Givet" of a scenario (after "Givet "), from its first snapshot. Default: "at siden er vist", and what `sees` says as "Og" lines. */
  given?(snapshot: AnyMachineSnapshot): string
  /** The "Når" of an event (after "Når "), the visitor's or the site's. Default: the model's description of it. */
  when?(event: AnyEventObject): string | undefined
  /**
   * What the visitor sees after a step (each after "Så"/"Og"): `entered` are the ids of the states it entered,
   * `before` the snapshot before it (none for the scenario's start). Default: the machine's own descriptions
   * of the entered leaf states.
   */
  sees?(snapshot: AnyMachineSnapshot, entered: readonly string[], before?: AnyMachineSnapshot): string[]
  /** What an action shows the visitor (after "Så"/"Og"), by action name, from the event it ran for. Actions without one show nothing. */
  shows?: Record<string, (event: AnyEventObject) => string>
}

export interface QaStep {
  actor: 'visitor' | 'site'
  when: string
  /** "Så"/"Og" clauses: what the actions showed, then what the entered states show. */
  then: string[]
}

export interface QaScenario {
  /** The model path's number (`npm run machines:paths -- <machine>` lists the same numbers). */
  number: number
  /** "Givet" and its "Og" lines. */
  given: string[]
  steps: QaStep[]
}

/** An action of the machine by its name in `setup`, and the event it ran for. */
interface TakenAction {
  name: string
  event: AnyEventObject
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') return action.name
  if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string') return action.type
  return ''
}

/**
 * One step of the machine: the snapshot after it and the named actions its transitions took, including
 * those of the events the machine raised for itself within the step (e.g. pruning after a check).
 * XState's pure `getMicrosteps` gives the snapshots; `getTransitionData` names each microstep's transitions.
 */
function takeStep(machine: AnyStateMachine, before: AnyMachineSnapshot, event: AnyEventObject): { after: AnyMachineSnapshot; actions: TakenAction[] } {
  const queue: AnyEventObject[] = [event]
  const actions: TakenAction[] = []
  let at = before
  for (const [next, executed] of getMicrosteps(machine, before, event) as unknown as [
    AnyMachineSnapshot,
    { type: string; params?: { event?: AnyEventObject } }[],
  ][]) {
    const cause = queue.shift() ?? { type: '' }
    const taken = machine.getTransitionData(at as never, cause as never) as AnyTransitionDefinition[]
    for (const t of taken) for (const a of t.actions) actions.push({ name: actionName(a), event: cause })
    for (const a of executed) if (a.type === 'xstate.raise' && a.params?.event) queue.push(a.params.event)
    at = next
  }
  return { after: at, actions }
}

/** A description as the clause after "Når": lower case, and "ikke" before the verb ("sitet kan ikke nås" → "sitet ikke kan nås"). */
const whenClause = (text: string) => (text.charAt(0).toLowerCase() + text.slice(1)).replace(/\b(kan|kunne|vil|er) ikke\b/, 'ikke $1')

/** The steps of the model's visitor paths worded for QA, the fewest paths that take every step (see the header). */
export function qaScenarios<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  paths: readonly ModelPath<TMachine>[],
  texts: QaTexts = {},
): QaScenario[] {
  const logic: AnyStateMachine = model.machine
  const structure = readStructure(logic)
  const description = new Map(structure.states.map((s) => [s.id, s.description ?? '']))
  const leaves = new Set(structure.states.filter((s) => s.children.length === 0).map((s) => s.id))
  const sees = (snapshot: AnyMachineSnapshot, entered: readonly string[], previous?: AnyMachineSnapshot): string[] =>
    texts.sees
      ? texts.sees(snapshot, entered, previous)
      : entered.filter((id) => leaves.has(id) && description.get(id)).map((id) => `ser den besøgende: ${description.get(id) ?? ''}`)

  const candidates = visitorPaths(model, paths).map((path) => {
    let before = path.initial as AnyMachineSnapshot
    const signatures: string[] = []
    const steps = path.steps.map((step): QaStep => {
      const { after, actions } = takeStep(logic, before, step.event)
      const was = new Set(activeStateIds(logic, before.value))
      const entered = activeStateIds(logic, after.value).filter((id) => !was.has(id))
      const shown = actions.flatMap((a) => {
        const show = texts.shows?.[a.name]
        return show ? [show(a.event)] : []
      })
      signatures.push(`${JSON.stringify(before.value)}|${step.event.type}|${JSON.stringify(after.value)}|${actions.map((a) => a.name).join(',')}`)
      const then = [...shown, ...sees(after, entered, before)]
      before = after
      const actor = stepActor(model, step.event) === 'visitor' ? 'visitor' : 'site'
      return { actor, when: texts.when?.(step.event) ?? whenClause(model.describeEvent(step.event)), then }
    })
    const initial = path.initial as AnyMachineSnapshot
    const given = texts.given ? [texts.given(initial)] : ['at siden er vist', ...sees(initial, activeStateIds(logic, initial.value))]
    return { scenario: { number: path.number, given, steps }, signatures }
  })

  // Greedy cover: the path that takes the most steps not taken yet, until none adds one; then in path order.
  const covered = new Set<string>()
  const chosen: QaScenario[] = []
  for (;;) {
    let best: (typeof candidates)[number] | undefined
    let gain = 0
    for (const c of candidates) {
      const adds = new Set(c.signatures.filter((s) => !covered.has(s))).size
      if (adds > gain) [best, gain] = [c, adds]
    }
    if (!best) break
    for (const s of best.signatures) covered.add(s)
    chosen.push(best.scenario)
  }
  return chosen.sort((a, b) => a.number - b.number)
}

/** Danish Gherkin (`# language: da`): Egenskab, Scenarie, Givet, Når for every event, Så/Og for what the visitor sees. */
export function formatGherkin<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, scenarios: readonly QaScenario[]): string {
  const lines = ['# language: da', `Egenskab: ${model.title}`, `  ${model.summary}`, '']
  for (const scenario of scenarios) {
    const last = scenario.steps.at(-1)
    const [given, ...also] = scenario.given
    lines.push(
      `  Scenarie: Sti ${scenario.number}${last ? `: ${last.when}` : ''}`,
      `    Givet ${given ?? 'at siden er vist'}`,
      ...also.map((clause) => `    Og ${clause}`),
    )
    for (const step of scenario.steps) {
      lines.push(`    Når ${step.when}`)
      const [first, ...rest] = step.then.length ? step.then : ['ændrer siden sig ikke']
      lines.push(`    Så ${first}`, ...rest.map((clause) => `    Og ${clause}`))
    }
    lines.push('')
  }
  return lines.join('\n')
}

function csvCell(value: string | number): string {
  const text = String(value)
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Semicolon-separated (what a Danish spreadsheet opens), one row per step, with a header row. */
export function formatCsv<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, scenarios: readonly QaScenario[]): string {
  const rows: (string | number)[][] = [['maskine', 'sti', 'trin', 'hvem', 'handling', 'den besøgende ser']]
  for (const scenario of scenarios) {
    rows.push([model.id, scenario.number, 0, 'start', '', scenario.given.join(' · ')])
    scenario.steps.forEach((step, i) => {
      rows.push([model.id, scenario.number, i + 1, step.actor === 'visitor' ? 'besøgende' : 'sitet', step.when, step.then.join(' · ') || 'ingen ændring'])
    })
  }
  return rows.map((row) => row.map(csvCell).join(';')).join('\n') + '\n'
}
