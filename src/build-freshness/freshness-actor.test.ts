// @vitest-environment happy-dom
/**
 * The build-freshness machine with the site's actors (spec 4, 7 and 9): it
 * asks `/api/build` with a timestamp query, never from the cache, every 5
 * minutes (app.config.ts's `buildCheckIntervalMs`; spec 4 says only
 * "periodically") and on focus; a newer build makes the next in-app
 * navigation a full page load; a chunk error reloads the same path once per
 * 10 s per path (spec 9), recorded in the tab's reload log
 * (`bilhuset-nord:reload-guard` in sessionStorage) before the reload.
 *
 * fetch, location.assign and location.reload are stubbed; time is the site
 * clock (fixed) and Vitest's fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixedClock, resetSiteClock, setSiteClock } from '../clock/clock.ts'
import type { BuildFreshnessState } from '#machines/build-freshness/build-freshness-machine.ts'
import { startFreshnessActor } from './freshness-actor.ts'
import { readReloadLog, reloadGuarded } from './guarded-reload.ts'

const logKey = 'bilhuset-nord:reload-guard'
const nowMs = Date.parse('2026-11-27T10:00:00.000Z')
const fiveMinutes = 5 * 60_000
/** The build unit tests run (build-info.ts outside a build). */
const thisBuild = { id: 'udvikling', builtAt: 0 }

let requests: { url: string; init: RequestInit | undefined }[] = []
let answer: () => Promise<Response> = async () => Response.json(thisBuild)
let reloads = 0
let assigned: string[] = []

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  setSiteClock(fixedClock(nowMs))
  sessionStorage.clear()
  requests = []
  reloads = 0
  assigned = []
  answer = async () => Response.json(thisBuild)
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    requests.push({ url, init })
    return answer()
  })
  vi.spyOn(window.location, 'reload').mockImplementation(() => void reloads++)
  vi.spyOn(window.location, 'assign').mockImplementation((href) => void assigned.push(String(href)))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetSiteClock()
  sessionStorage.clear()
})

describe('the guarded reload (spec 9: once per 10 s per path)', () => {
  it('records the path at the site clock’s time in the tab’s log, then reloads', () => {
    sessionStorage.setItem(logKey, JSON.stringify({ '/lager': nowMs - 3_000 }))
    reloadGuarded('/kontakt')
    expect(reloads).toBe(1)
    expect(JSON.parse(sessionStorage.getItem(logKey) ?? 'null')).toEqual({ '/lager': nowMs - 3_000, '/kontakt': nowMs })
    expect(readReloadLog()).toEqual({ '/lager': nowMs - 3_000, '/kontakt': nowMs })
  })

  it('reloads even when sessionStorage refuses', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => reloadGuarded('/lager')).not.toThrow()
    expect(reloads).toBe(1)
    expect(readReloadLog()).toEqual({})
  })

  it('no log, or a malformed one, reads as no reloads', () => {
    expect(readReloadLog()).toEqual({})
    sessionStorage.setItem(logKey, '{oops')
    expect(readReloadLog()).toEqual({})
  })
})

/** The states told, a repeat of the same state left out (the runtime ignores those). */
const changes = (states: BuildFreshnessState[]) => states.filter((state, i) => state !== states[i - 1])

/** Runs the machine's promise chains after a timer or an event. */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('startFreshnessActor', () => {
  it('starts current and tells each state; asks /api/build every 5 minutes, never from the cache', async () => {
    const states: BuildFreshnessState[] = []
    const actor = startFreshnessActor((state) => states.push(state))
    expect(changes(states)).toEqual(['current'])
    expect(actor.state()).toBe('current')
    await vi.advanceTimersByTimeAsync(fiveMinutes - 1)
    expect(requests).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.url).toBe(`/api/build?t=${nowMs}`)
    expect(requests[0]?.init).toMatchObject({ cache: 'no-store' })
    expect(requests[0]?.init?.signal).toBeInstanceOf(AbortSignal)
    await settle()
    // The same build: current again, and the next check 5 minutes later.
    expect(actor.state()).toBe('current')
    expect(changes(states)).toEqual(['current', 'checking', 'current'])
    await vi.advanceTimersByTimeAsync(fiveMinutes)
    expect(requests).toHaveLength(2)
  })

  it('a newer build makes it stale; the next navigation loads the whole page at that address', async () => {
    answer = async () => Response.json({ id: 'ny-udgave', builtAt: 1_000 })
    const states: BuildFreshnessState[] = []
    const actor = startFreshnessActor((state) => states.push(state))
    actor.send({ type: 'freshness.focus' })
    expect(actor.state()).toBe('checking')
    await settle()
    expect(actor.state()).toBe('stale')
    expect(states.at(-1)).toBe('stale')
    actor.send({ type: 'navigation.request', href: '/lager?fuel=diesel', unsavedInput: false })
    expect(actor.state()).toBe('loadingFully')
    await settle()
    expect(assigned).toEqual(['/lager?fuel=diesel'])
    expect(reloads).toBe(0)
  })

  it('the site reporting this page’s own build is not newer, whatever its build time', async () => {
    answer = async () => Response.json({ id: thisBuild.id, builtAt: 5_000 })
    const actor = startFreshnessActor(() => undefined)
    actor.send({ type: 'freshness.focus' })
    await settle()
    expect(actor.state()).toBe('current')
  })

  for (const [what, reply] of [
    ['an HTTP error', async () => new Response('nej', { status: 503 })],
    ['an answer that is no build', async () => Response.json({ id: '', builtAt: 'i går' })],
    ['no network', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`${what}: current, and asked again later`, async () => {
      answer = reply
      const actor = startFreshnessActor(() => undefined)
      actor.send({ type: 'freshness.focus' })
      await settle()
      expect(actor.state()).toBe('current')
      await vi.advanceTimersByTimeAsync(fiveMinutes)
      expect(requests).toHaveLength(2)
    })
  }

  it('a chunk error reloads the path once, recorded in the tab’s log; a second inside 10 s is the error page', async () => {
    const first = startFreshnessActor(() => undefined)
    first.send({ type: 'chunk.failed', path: '/lager', at: nowMs, reloads: readReloadLog() })
    expect(first.state()).toBe('reloading')
    await settle()
    expect(reloads).toBe(1)
    expect(readReloadLog()).toEqual({ '/lager': nowMs })
    // The reloaded page fails again 4 s later.
    const second = startFreshnessActor(() => undefined)
    second.send({ type: 'chunk.failed', path: '/lager', at: nowMs + 4_000, reloads: readReloadLog() })
    expect(second.state()).toBe('broken')
    await settle()
    expect(reloads).toBe(1)
  })
})
