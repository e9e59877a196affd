import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyEventObject } from 'xstate'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import { buildFreshnessMachine, buildFreshnessState, type BuildFreshnessMachine, type BuildFreshnessState } from './build-freshness-machine.ts'
import { buildFreshnessModel, chunkErrors, reportedBuilds } from './build-freshness-model.ts'
import { reloadedRecently, withReload, parseReloadLog } from './reload-guard.ts'

/**
 * Hand-written from spec 4 and 9 (not read from the machine): for each state,
 * where each visitor or page event leads. Missing entries: the event changes
 * nothing in that state.
 */
const expected: Record<BuildFreshnessState, Record<string, BuildFreshnessState>> = {
  current: {
    'freshness.focus': 'checking',
    'chunk.never': 'reloading',
    'chunk.threeSecondsAgo': 'broken',
    'chunk.twelveSecondsAgo': 'reloading',
    'chunk.otherPathRecently': 'reloading',
    'timer.done': 'checking',
  },
  checking: {
    'check.same': 'current',
    'check.newer': 'stale',
    'check.older': 'current',
    'check.error': 'current',
    'chunk.never': 'reloading',
    'chunk.threeSecondsAgo': 'broken',
    'chunk.twelveSecondsAgo': 'reloading',
    'chunk.otherPathRecently': 'reloading',
  },
  stale: {
    'navigate.clean': 'loadingFully',
    'navigate.unsaved': 'stale',
    'chunk.never': 'reloading',
    'chunk.threeSecondsAgo': 'broken',
    'chunk.twelveSecondsAgo': 'reloading',
    'chunk.otherPathRecently': 'reloading',
  },
  loadingFully: {},
  reloading: {},
  broken: { 'freshness.reload': 'reloading' },
}

function tableKey(event: AnyEventObject): string {
  const e = event as AnyEventObject & Record<string, unknown>
  switch (event.type) {
    case 'navigation.request':
      return e.unsavedInput ? 'navigate.unsaved' : 'navigate.clean'
    case 'chunk.failed': {
      const name = Object.entries(chunkErrors).find(([, c]) => c === event)?.[0]
      if (!name) throw new Error('unknown chunk error in the model')
      return `chunk.${name}`
    }
    case 'xstate.done.actor.waitForCheck':
      return 'timer.done'
    case 'xstate.done.actor.fetchBuild': {
      const output = e.output as { id: string }
      const name = Object.entries(reportedBuilds).find(([, b]) => b.id === output.id)?.[0]
      return `check.${name}`
    }
    case 'xstate.error.actor.fetchBuild':
      return 'check.error'
    default:
      return event.type
  }
}

function checkStep({ event, before, after }: StepContext<BuildFreshnessMachine>) {
  const from = buildFreshnessState(before)
  const to = expected[from][tableKey(event)] ?? from
  expect(buildFreshnessState(after), `${from} + ${tableKey(event)}`).toBe(to)
  // Where the page goes: the clicked address, or the failed path for a reload.
  if (to === 'loadingFully' && from !== to) expect(after.context.href).toBe((event as unknown as { href: string }).href)
  if ((to === 'reloading' || to === 'broken') && event.type === 'chunk.failed') expect(after.context.href).toBe('/lager')
  if (to === 'stale' && from === 'checking') expect(after.context.newer).toEqual(reportedBuilds.newer)
}

describeModelPaths({ model: buildFreshnessModel, onStep: checkStep, minPaths: 10 })

describe('build-freshness reload guard (spec 9: once per 10 s per path)', () => {
  const now = 1_000_000
  it.each([
    [{}, false],
    [{ '/lager': now }, true],
    [{ '/lager': now - 9_999 }, true],
    [{ '/lager': now - 10_000 }, false],
    [{ '/lager': now - 12_000 }, false],
    [{ '/': now - 1_000 }, false],
    // A clock that went back: not "recent" (never lock the visitor out).
    [{ '/lager': now + 5_000 }, false],
  ])('log %o at 1 000 000 → reloaded recently: %s', (log, result) => {
    expect(reloadedRecently(log, '/lager', now)).toBe(result)
  })

  it('keeps only reloads inside the window and records the new one', () => {
    expect(withReload({ '/': now - 20_000, '/lokationer': now - 2_000 }, '/lager', now)).toEqual({ '/lokationer': now - 2_000, '/lager': now })
  })

  it('reads a malformed log as no reloads', () => {
    expect(parseReloadLog(null)).toEqual({})
    expect(parseReloadLog('{')).toEqual({})
    expect(parseReloadLog('[1]')).toEqual({})
    expect(parseReloadLog('{"/a":"x","/b":5}')).toEqual({ '/b': 5 })
  })
})

describe('build-freshness machine with its actors', () => {
  it('asks every check interval, and a page with its own build never goes stale on its own report', async () => {
    const waits: number[] = []
    const own = { id: 'a', builtAt: 100 }
    let reports = 0
    const machine = buildFreshnessMachine.provide({
      actors: {
        waitForCheck: fromPromise(async ({ input }: { input: { delayMs: number } }) => {
          waits.push(input.delayMs)
          return undefined
        }),
        fetchBuild: fromPromise(async () => {
          reports++
          return reports < 3 ? own : { id: 'b', builtAt: 200 }
        }),
      },
    })
    const actor = createActor(machine, { input: { build: own, checkIntervalMs: 300_000 } }).start()
    await expect.poll(() => buildFreshnessState(actor.getSnapshot())).toBe('stale')
    expect(waits).toEqual([300_000, 300_000, 300_000])
    expect(actor.getSnapshot().context.newer).toEqual({ id: 'b', builtAt: 200 })
    actor.stop()
  })

  it('a rollback (another id, built earlier) is not a newer build', async () => {
    const machine = buildFreshnessMachine.provide({
      actors: {
        waitForCheck: fromPromise(() => new Promise<undefined>(() => {})),
        fetchBuild: fromPromise(async () => ({ id: 'old', builtAt: 50 })),
      },
    })
    const actor = createActor(machine, { input: { build: { id: 'a', builtAt: 100 } } }).start()
    actor.send({ type: 'freshness.focus' })
    await expect.poll(() => buildFreshnessState(actor.getSnapshot())).toBe('current')
    expect(actor.getSnapshot().context.newer).toBeNull()
    actor.stop()
  })
})
