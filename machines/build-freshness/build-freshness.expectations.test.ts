/**
 * Build freshness checked against tables written by hand from spec 4 and 9
 * (issue 16), not from the machine: which reported build counts as newer,
 * how often the page asks, where the full page load and the reload go, and
 * the reload guard's window at its edges ("at most once per 10 seconds per
 * path").
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate'
import { buildFreshnessMachine, buildFreshnessState, type BuildInfo } from './build-freshness-machine.ts'
import { parseReloadLog, reloadedRecently, reloadLogKey, withReload } from './reload-guard.ts'

const own: BuildInfo = { id: 'a', builtAt: 100 }

/** A page running `own` whose actors the test controls; records what each was asked. */
function page({ report = own, checkIntervalMs }: { report?: BuildInfo; checkIntervalMs?: number } = {}) {
  const asked = { waits: [] as number[], loads: [] as string[], reloads: [] as string[] }
  const machine = buildFreshnessMachine.provide({
    actors: {
      waitForCheck: fromPromise(({ input }: { input: { delayMs: number } }) => {
        asked.waits.push(input.delayMs)
        return new Promise<undefined>(() => {})
      }),
      fetchBuild: fromPromise(async () => report),
      loadPage: fromPromise(({ input }: { input: { href: string } }) => {
        asked.loads.push(input.href)
        return new Promise<undefined>(() => {})
      }),
      reloadPage: fromPromise(({ input }: { input: { href: string } }) => {
        asked.reloads.push(input.href)
        return new Promise<undefined>(() => {})
      }),
    },
  })
  const actor = createActor(machine, { input: { build: own, ...(checkIntervalMs === undefined ? {} : { checkIntervalMs }) } }).start()
  return { actor, asked, state: () => buildFreshnessState(actor.getSnapshot()) }
}

describe('which reported build is newer (a different build, built later)', () => {
  const table: [string, BuildInfo, 'stale' | 'current'][] = [
    ['the page’s own build', { id: 'a', builtAt: 100 }, 'current'],
    ['the same build id with a later time', { id: 'a', builtAt: 200 }, 'current'],
    ['another build with the same time', { id: 'b', builtAt: 100 }, 'current'],
    ['another build one millisecond later', { id: 'b', builtAt: 101 }, 'stale'],
    ['another build built earlier (a rollback)', { id: 'b', builtAt: 50 }, 'current'],
  ]
  for (const [what, report, state] of table) {
    it(`${what} → ${state}`, async () => {
      const { actor, state: now } = page({ report })
      actor.send({ type: 'freshness.focus' })
      await expect.poll(now).not.toBe('checking')
      expect(now()).toBe(state)
      expect(actor.getSnapshot().context.newer).toEqual(state === 'stale' ? report : null)
      actor.stop()
    })
  }
})

describe('how often the page asks', () => {
  it('every 5 minutes unless the page says otherwise', () => {
    const { actor, asked } = page()
    expect(asked.waits).toEqual([5 * 60_000])
    actor.stop()
  })

  it('at the interval the page gives', () => {
    const { actor, asked } = page({ checkIntervalMs: 60_000 })
    expect(asked.waits).toEqual([60_000])
    actor.stop()
  })
})

describe('where the page goes', () => {
  it('a clean navigation on a stale page loads the clicked address as a whole page', async () => {
    const { actor, asked, state } = page({ report: { id: 'b', builtAt: 200 } })
    actor.send({ type: 'freshness.focus' })
    await expect.poll(state).toBe('stale')
    actor.send({ type: 'navigation.request', href: '/brugte-biler?maerke=skoda', unsavedInput: false })
    expect(state()).toBe('loadingFully')
    expect(asked.loads).toEqual(['/brugte-biler?maerke=skoda'])
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadPage'])
    actor.stop()
  })

  it('a chunk error reloads the failed path, and "Genindlæs siden" after a second one reloads it again', () => {
    const first = page()
    first.actor.send({ type: 'chunk.failed', path: '/lager', at: 50_000, reloads: {} })
    expect(first.state()).toBe('reloading')
    expect(first.asked.reloads).toEqual(['/lager'])
    expect(Object.keys(first.actor.getSnapshot().children)).toEqual(['reloadPage'])
    first.actor.stop()

    const second = page()
    second.actor.send({ type: 'chunk.failed', path: '/lager', at: 50_000, reloads: { '/lager': 45_000 } })
    expect(second.state()).toBe('broken')
    expect(second.asked.reloads).toEqual([])
    second.actor.send({ type: 'freshness.reload' })
    expect(second.state()).toBe('reloading')
    expect(second.asked.reloads).toEqual(['/lager'])
    second.actor.stop()
  })
})

describe('an actor the page forgot to provide fails loudly, naming the machine and the actor', () => {
  for (const name of ['waitForCheck', 'fetchBuild', 'loadPage', 'reloadPage']) {
    it(name, async () => {
      const logic = (buildFreshnessMachine.implementations.actors as Record<string, AnyActorLogic>)[name]
      if (!logic) throw new Error(`no actor ${name}`)
      await expect(toPromise(createActor(logic, { input: { delayMs: 1, href: '/' } }).start())).rejects.toThrow(
        `build-freshness: the actor "${name}" was not provided`,
      )
    })
  }
})

describe('the reload guard at its edges (10 s per path)', () => {
  const now = 1_000_000
  it('the log keeps another path reloaded this very millisecond and drops one stamped in the future', () => {
    expect(withReload({ '/lokationer': now, '/kontakt': now + 1 }, '/lager', now)).toEqual({ '/lokationer': now, '/lager': now })
  })

  it('the log keeps a reload 9 999 ms old and drops one exactly 10 s old', () => {
    expect(withReload({ '/a': now - 9_999, '/b': now - 10_000 }, '/lager', now)).toEqual({ '/a': now - 9_999, '/lager': now })
  })

  it('a reload of the same path this very millisecond is recent', () => {
    expect(reloadedRecently({ '/lager': now }, '/lager', now)).toBe(true)
  })

  it('reads a stored log: only finite numbers count', () => {
    expect(parseReloadLog('')).toEqual({})
    expect(parseReloadLog('null')).toEqual({})
    expect(parseReloadLog('"/lager"')).toEqual({})
    expect(parseReloadLog('7')).toEqual({})
    expect(parseReloadLog('{"/a":5,"/b":7}')).toEqual({ '/a': 5, '/b': 7 })
    expect(parseReloadLog('{"/a":null,"/b":true,"/c":"5","/d":7}')).toEqual({ '/d': 7 })
  })

  it('the log lives in the tab under the site’s own key prefix', () => {
    expect(reloadLogKey).toMatch(/^bilhuset-nord:/)
  })
})
