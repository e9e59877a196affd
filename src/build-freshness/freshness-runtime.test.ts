// @vitest-environment happy-dom
/**
 * What every page runs of build freshness before the machine loads (spec 4
 * and 9; freshness-runtime.ts): a chunk error reloads the same path at most
 * once per 10 s per path (the tab's reload log, `bilhuset-nord:reload-guard`
 * in sessionStorage), and only when the site runs another build; a second
 * failure inside the window is the error page, never a loop. The router's own
 * reload is switched off for the error (its `tanstack_router_reload:<message>`
 * mark), and a router reload that already happened counts as a guarded one.
 * The machine loads on the tab's first focus or 20 s after start, never on
 * first load; with a newer build known, an in-app navigation (PUSH) becomes a
 * full page load unless a POST form holds unsent input.
 *
 * fetch, location.reload and location.assign are stubbed; time is the site
 * clock (fixed) and Vitest's fake timers. Each test imports a fresh copy of
 * the runtime (its state is per page).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

const logKey = 'bilhuset-nord:reload-guard'
const seenMarksKey = 'bilhuset-nord:reload-guard:router-marks'
const nowMs = Date.parse('2026-11-27T10:00:00.000Z')
const chunkMessage = 'Failed to fetch dynamically imported module: /assets/lager-x1.js'
/** The build unit tests run (build-info.ts outside a build). */
const thisBuild = { id: 'udvikling', builtAt: 0 }
const newerBuild = { id: 'ny-udgave', builtAt: 1_000 }

let requests: { url: string; init: RequestInit | undefined }[] = []
let answer: () => Promise<Response> = async () => Response.json(thisBuild)
let reloads = 0
let assigned: string[] = []

type Blocker = (args: { nextLocation: { href: string }; action: string }) => boolean
let blocks: { blockerFn: Blocker; enableBeforeUnload: boolean }[] = []
const history = {
  block(blocker: { blockerFn: Blocker; enableBeforeUnload: boolean }) {
    blocks.push(blocker)
    return () => undefined
  },
}
const navigate = (href: string, action = 'PUSH') => blocks[0]?.blockerFn({ nextLocation: { href }, action })

/** Listeners the runtime added to window and document, removed after each test (each test is a new page). */
const added: [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = []
const originalWindowAdd = window.addEventListener.bind(window)
const originalDocumentAdd = document.addEventListener.bind(document)

async function freshRuntime() {
  vi.resetModules()
  const clock = await import('../clock/clock.ts')
  clock.setSiteClock(clock.fixedClock(nowMs))
  return import('./freshness-runtime.ts')
}

/** Lets dynamic imports and promise chains run (real macrotasks and time; only timers are faked), up to 3 s. */
async function until(condition: () => boolean) {
  const start = Date.now()
  while (!condition() && Date.now() - start < 3_000) await new Promise((r) => setImmediate(r))
  expect(condition()).toBe(true)
}
const ticks = async (n = 20) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r))
}

const preloadError = (payload: unknown) => Object.assign(new Event('vite:preloadError'), { payload })
const freshness = () => document.documentElement.dataset.buildFreshness

beforeAll(async () => {
  await Promise.all([import('./freshness-runtime.ts'), import('./freshness-actor.ts'), import('xstate')])
}, 30_000)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  sessionStorage.clear()
  window.history.replaceState(null, '', '/lager')
  requests = []
  reloads = 0
  assigned = []
  blocks = []
  answer = async () => Response.json(thisBuild)
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    requests.push({ url, init })
    return answer()
  })
  vi.spyOn(window.location, 'reload').mockImplementation(() => void reloads++)
  vi.spyOn(window.location, 'assign').mockImplementation((href) => void assigned.push(String(href)))
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) added.push([window, type, listener, options])
    originalWindowAdd(type, listener, options)
  })
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) added.push([document, type, listener, options])
    originalDocumentAdd(type, listener, options)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options)
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  document.body.replaceChildren()
  delete document.documentElement.dataset.buildFreshness
  delete document.documentElement.dataset.build
})

describe('start', () => {
  it('marks <html> with the build and the pending state, blocks navigations without a beforeunload prompt, and loads nothing', async () => {
    const { startBuildFreshness, freshnessView } = await freshRuntime()
    startBuildFreshness(history)
    expect(freshness()).toBe('pending')
    expect(document.documentElement.dataset.build).toBe('udvikling')
    expect(freshnessView()).toBe('pending')
    expect(blocks).toHaveLength(1)
    expect(blocks[0]?.enableBeforeUnload).toBe(false)
    // No machine yet: navigations go through.
    expect(navigate('/kontakt')).toBe(false)
    await ticks()
    expect(requests).toEqual([])
    expect(freshnessView()).toBe('pending')
  })

  it('starts once per page', async () => {
    const { startBuildFreshness } = await freshRuntime()
    startBuildFreshness(history)
    const listeners = added.length
    startBuildFreshness(history)
    expect(blocks).toHaveLength(1)
    expect(added).toHaveLength(listeners)
  })
})

describe('a chunk error before the machine has loaded', () => {
  it('reloads the path once, recorded in the tab’s log, with the router’s own reload switched off', async () => {
    const { startBuildFreshness, reportChunkError, freshnessView, subscribeFreshness } = await freshRuntime()
    startBuildFreshness(history)
    const seen: string[] = []
    subscribeFreshness(() => seen.push(freshnessView()))
    reportChunkError(new TypeError(chunkMessage))
    expect(reloads).toBe(1)
    expect(freshnessView()).toBe('reloading')
    expect(freshness()).toBe('reloading')
    expect(seen).toEqual(['reloading'])
    expect(JSON.parse(sessionStorage.getItem(logKey) ?? 'null')).toEqual({ '/lager': nowMs })
    expect(sessionStorage.getItem(`tanstack_router_reload:${chunkMessage}`)).toBe('1')
    // A second error of the same load: the page is already leaving.
    reportChunkError(new TypeError(chunkMessage))
    expect(reloads).toBe(1)
    expect(seen).toEqual(['reloading'])
  })

  it('a second failure of the path inside 10 s is the error page, and nothing more after it', async () => {
    sessionStorage.setItem(logKey, JSON.stringify({ '/lager': nowMs - 9_999 }))
    const { startBuildFreshness, reportChunkError, freshnessView } = await freshRuntime()
    startBuildFreshness(history)
    reportChunkError(new TypeError(chunkMessage))
    expect(freshnessView()).toBe('broken')
    expect(freshness()).toBe('broken')
    expect(reloads).toBe(0)
    reportChunkError(new TypeError(chunkMessage))
    expect(freshnessView()).toBe('broken')
    expect(reloads).toBe(0)
  })

  it('a reload of the path 10 s ago or more, or of another path, does not stop it', async () => {
    sessionStorage.setItem(logKey, JSON.stringify({ '/lager': nowMs - 10_000, '/kontakt': nowMs - 1_000 }))
    const { startBuildFreshness, reportChunkError } = await freshRuntime()
    startBuildFreshness(history)
    reportChunkError('Importing a module script failed.')
    expect(reloads).toBe(1)
    // Not an Error: its text is the router's mark.
    expect(sessionStorage.getItem('tanstack_router_reload:Importing a module script failed.')).toBe('1')
  })

  it('a router reload already made for this page counts as a guarded reload (once)', async () => {
    sessionStorage.setItem(`tanstack_router_reload:${chunkMessage}`, '1')
    sessionStorage.setItem('bilhuset-nord:machine:compare', '{}')
    const first = await freshRuntime()
    first.startBuildFreshness(history)
    expect(JSON.parse(sessionStorage.getItem(logKey) ?? 'null')).toEqual({ '/lager': nowMs })
    expect(JSON.parse(sessionStorage.getItem(seenMarksKey) ?? 'null')).toEqual([`tanstack_router_reload:${chunkMessage}`])
    first.reportChunkError(new TypeError(chunkMessage))
    expect(first.freshnessView()).toBe('broken')
    expect(reloads).toBe(0)
  })

  it('a router mark already counted is not counted again on the next page; a new one is', async () => {
    sessionStorage.setItem(`tanstack_router_reload:${chunkMessage}`, '1')
    sessionStorage.setItem(seenMarksKey, JSON.stringify([`tanstack_router_reload:${chunkMessage}`]))
    const page = await freshRuntime()
    page.startBuildFreshness(history)
    expect(sessionStorage.getItem(logKey)).toBeNull()
    blocks = []
    sessionStorage.setItem('tanstack_router_reload:other', '1')
    const next = await freshRuntime()
    next.startBuildFreshness(history)
    expect(JSON.parse(sessionStorage.getItem(logKey) ?? 'null')).toEqual({ '/lager': nowMs })
    expect(JSON.parse(sessionStorage.getItem(seenMarksKey) ?? 'null')).toEqual([`tanstack_router_reload:${chunkMessage}`, 'tanstack_router_reload:other'])
  })

  it('no router marks: nothing is written', async () => {
    const { startBuildFreshness } = await freshRuntime()
    startBuildFreshness(history)
    expect(sessionStorage.getItem(logKey)).toBeNull()
    expect(sessionStorage.getItem(seenMarksKey)).toBeNull()
  })

  it('without sessionStorage it still starts and still reloads', async () => {
    const { startBuildFreshness, reportChunkError } = await freshRuntime()
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => startBuildFreshness(history)).not.toThrow()
    expect(() => reportChunkError(new TypeError(chunkMessage))).not.toThrow()
    expect(reloads).toBe(1)
  })
})

describe('Vite’s preload error', () => {
  it('with another build on the site: switches the router’s reload off at once, asks /api/build (never cached), and reloads', async () => {
    answer = async () => Response.json(newerBuild)
    const { startBuildFreshness } = await freshRuntime()
    startBuildFreshness(history)
    window.dispatchEvent(preloadError(new TypeError(chunkMessage)))
    expect(sessionStorage.getItem(`tanstack_router_reload:${chunkMessage}`)).toBe('1')
    expect(requests).toHaveLength(1)
    expect(requests[0]?.url).toBe(`/api/build?t=${nowMs}`)
    expect(requests[0]?.init).toMatchObject({ cache: 'no-store' })
    await until(() => reloads === 1)
    expect(JSON.parse(sessionStorage.getItem(logKey) ?? 'null')).toEqual({ '/lager': nowMs })
  })

  for (const [what, reply] of [
    ['the same build', async () => Response.json(thisBuild)],
    ['an HTTP error', async () => Response.json(newerBuild, { status: 500 })],
    ['an answer that is no build', async () => Response.json({ version: 2 })],
    ['no network', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`with ${what}: no reload (the feature’s own message stands)`, async () => {
      answer = reply
      const { startBuildFreshness, freshnessView } = await freshRuntime()
      startBuildFreshness(history)
      window.dispatchEvent(preloadError(new TypeError(chunkMessage)))
      await ticks()
      expect(requests).toHaveLength(1)
      expect(reloads).toBe(0)
      expect(freshnessView()).toBe('pending')
    })
  }
})

describe('unsent form input', () => {
  function form(method: 'post' | 'get') {
    const element = document.createElement('form')
    element.method = method
    const input = document.createElement('input')
    element.append(input)
    document.body.append(element)
    return { element, input }
  }

  it('typing into a POST form is unsent input until it is submitted; a GET form (a search) never is', async () => {
    const { startBuildFreshness, hasUnsavedInput } = await freshRuntime()
    startBuildFreshness(history)
    const search = form('get')
    search.input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(hasUnsavedInput()).toBe(false)
    const lead = form('post')
    expect(hasUnsavedInput()).toBe(false)
    lead.input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(hasUnsavedInput()).toBe(true)
    lead.element.dispatchEvent(new Event('submit', { bubbles: true }))
    expect(hasUnsavedInput()).toBe(false)
  })

  it('is seen even when the form’s own handlers stop the events from bubbling', async () => {
    const { startBuildFreshness, hasUnsavedInput } = await freshRuntime()
    startBuildFreshness(history)
    const lead = form('post')
    lead.element.addEventListener('input', (event) => event.stopPropagation())
    lead.element.addEventListener('submit', (event) => event.stopPropagation())
    lead.input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(hasUnsavedInput()).toBe(true)
    lead.element.dispatchEvent(new Event('submit', { bubbles: true }))
    expect(hasUnsavedInput()).toBe(false)
  })

  it('input outside a form is none', async () => {
    const { startBuildFreshness, hasUnsavedInput } = await freshRuntime()
    startBuildFreshness(history)
    const loose = document.createElement('input')
    document.body.append(loose)
    loose.dispatchEvent(new Event('input', { bubbles: true }))
    expect(() => document.dispatchEvent(new Event('input'))).not.toThrow()
    expect(hasUnsavedInput()).toBe(false)
  })
})

describe('the machine, loaded on first focus or after 20 s', () => {
  it('is not loaded before 20 s; at 20 s it runs (current) and checks every 5 minutes', async () => {
    const { startBuildFreshness, freshnessView } = await freshRuntime()
    startBuildFreshness(history)
    await vi.advanceTimersByTimeAsync(19_999)
    await ticks()
    expect(freshnessView()).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await until(() => freshnessView() === 'current')
    expect(freshness()).toBe('current')
    expect(requests).toEqual([])
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(requests).toHaveLength(1)
  })

  it('focus loads it and asks at once; a newer build makes the next in-app navigation a full page load', async () => {
    answer = async () => Response.json(newerBuild)
    const { startBuildFreshness, freshnessView, reportChunkError } = await freshRuntime()
    startBuildFreshness(history)
    window.dispatchEvent(new Event('focus'))
    await until(() => freshnessView() === 'stale')
    expect(requests).toHaveLength(1)
    // Back and forward (POP) and replacements stay in the app.
    expect(navigate('/kontakt', 'POP')).toBe(false)
    expect(navigate('/kontakt', 'REPLACE')).toBe(false)
    expect(freshnessView()).toBe('stale')
    expect(navigate('/kontakt')).toBe(true)
    expect(freshnessView()).toBe('loadingFully')
    await until(() => assigned.length === 1)
    expect(assigned).toEqual(['/kontakt'])
    // Already leaving: a chunk error of this load changes nothing.
    reportChunkError(new TypeError(chunkMessage))
    await ticks()
    expect(reloads).toBe(0)
    expect(freshnessView()).toBe('loadingFully')
  })

  it('with unsent input in a POST form the navigation stays in the app, and the next one tries again', async () => {
    answer = async () => Response.json(newerBuild)
    const { startBuildFreshness, freshnessView } = await freshRuntime()
    startBuildFreshness(history)
    const lead = document.createElement('form')
    lead.method = 'post'
    const input = document.createElement('textarea')
    lead.append(input)
    document.body.append(lead)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    window.dispatchEvent(new Event('focus'))
    await until(() => freshnessView() === 'stale')
    expect(navigate('/kontakt')).toBe(false)
    expect(freshnessView()).toBe('stale')
    lead.dispatchEvent(new Event('submit', { bubbles: true }))
    expect(navigate('/tak')).toBe(true)
    await until(() => assigned.length === 1)
    expect(assigned).toEqual(['/tak'])
  })

  it('with the build current, navigations stay in the app; a second focus asks again, the machine is loaded once', async () => {
    const { startBuildFreshness, freshnessView } = await freshRuntime()
    startBuildFreshness(history)
    window.dispatchEvent(new Event('focus'))
    await until(() => requests.length === 1 && freshnessView() === 'current')
    expect(navigate('/kontakt')).toBe(false)
    window.dispatchEvent(new Event('focus'))
    await until(() => requests.length === 2 && freshnessView() === 'current')
  })

  it('a chunk error once it runs goes to the machine: reloaded once, recorded', async () => {
    const { startBuildFreshness, freshnessView, reportChunkError } = await freshRuntime()
    startBuildFreshness(history)
    window.dispatchEvent(new Event('focus'))
    await until(() => freshnessView() === 'current' && requests.length === 1)
    reportChunkError(new TypeError(chunkMessage))
    expect(freshnessView()).toBe('reloading')
    await until(() => reloads === 1)
    expect(JSON.parse(sessionStorage.getItem(logKey) ?? 'null')).toEqual({ '/lager': nowMs })
    // The machine is reloading: no more checks while the page goes.
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(requests).toHaveLength(1)
    expect(freshnessView()).toBe('reloading')
  })

  it('tells subscribers each change once, and no more after they unsubscribe', async () => {
    answer = async () => Response.json(newerBuild)
    const { startBuildFreshness, freshnessView, subscribeFreshness } = await freshRuntime()
    startBuildFreshness(history)
    const seen: string[] = []
    const unsubscribe = subscribeFreshness(() => seen.push(freshnessView()))
    window.dispatchEvent(new Event('focus'))
    await until(() => freshnessView() === 'stale')
    expect(seen).toEqual(['current', 'checking', 'stale'])
    unsubscribe()
    navigate('/kontakt')
    expect(freshnessView()).toBe('loadingFully')
    expect(seen).toEqual(['current', 'checking', 'stale'])
  })

  it('a machine chunk that cannot load leaves the first-load guard in charge', async () => {
    vi.doMock('./freshness-actor.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/freshness-actor.js')
    })
    try {
      const { startBuildFreshness, freshnessView, reportChunkError } = await freshRuntime()
      startBuildFreshness(history)
      window.dispatchEvent(new Event('focus'))
      await ticks(50)
      expect(freshnessView()).toBe('pending')
      expect(navigate('/kontakt')).toBe(false)
      reportChunkError(new TypeError(chunkMessage))
      expect(reloads).toBe(1)
    } finally {
      vi.doUnmock('./freshness-actor.ts')
    }
  })
})
