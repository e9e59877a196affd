// @vitest-environment happy-dom
/**
 * Error reporting in the browser (spec 8–9, README "Error reporting", issue 32):
 * the SDK never loads on first load, only at the visitor's first interaction or
 * the first error; errors from before are reported once it runs; chunk-loading
 * errors are not reported; bots get nothing (`data-error-reporting="off"`);
 * session replay follows statistics consent from the moment the SDK runs.
 *
 * Sentry is stubbed at the module boundary error-reporting.ts already has (its
 * dynamic `import('@sentry/react')`); isbot and the session recording are the
 * real ones. Each test imports a fresh copy of the module (its state is per page).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConsentView } from '#machines/consent/consent-view.ts'
import type { ConsentSource } from './sentry-options.ts'

const sdk = vi.hoisted(() => {
  const state = {
    calls: [] as string[],
    captured: [] as unknown[],
    initOptions: [] as Record<string, unknown>[],
    initError: null as Error | null,
    integrated: false,
    replayId: undefined as string | undefined,
    hooks: [] as string[],
  }
  const replay = {
    getReplayId: () => state.replayId,
    startBuffering: () => {
      state.calls.push('startBuffering')
      state.replayId = 'r1'
    },
    start: () => {
      state.calls.push('start')
      state.replayId = 'r1'
    },
    flush: async () => void state.calls.push('flush'),
    stop: async () => void state.calls.push('stop'),
  }
  const module = {
    init: (options: Record<string, unknown>) => {
      if (state.initError) throw state.initError
      state.calls.push('init')
      state.initOptions.push(options)
    },
    captureException: (error: unknown) => {
      state.captured.push(error)
      return 'event-id'
    },
    browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
    replayIntegration: () => ({ name: 'Replay' }),
    addIntegration: (integration: { name: string }) => {
      state.calls.push(`add ${integration.name}`)
      state.integrated = true
    },
    getReplay: () => (state.integrated ? replay : undefined),
    getClient: () => ({
      on: (hook: string) => {
        state.hooks.push(hook)
        return () => undefined
      },
    }),
  }
  return { state, module }
})

vi.mock('@sentry/react', () => sdk.module)

const config = { dsn: 'http://k@127.0.0.1:1/sentry/1', environment: 'test' }

/** The events that load the SDK (README: the visitor's first interaction: pointer, key, touch, scroll, focus). */
const interactions = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'focusin']

const answered = (statistics: boolean): ConsentView => ({
  status: 'answered',
  choice: { functional: true, statistics, marketing: false, at: '2026-11-27T10:00:00.000Z', policyVersion: 1 },
})
const consentOf = (view: ConsentView): ConsentSource => ({ current: () => view, subscribe: () => () => undefined })
const noAnswer = consentOf({ status: 'unanswered' })

/** The listeners on window, kept by type, so a test can see what is left and the next test starts clean. */
interface Registration {
  type: string
  listener: EventListenerOrEventListenerObject
  capture: boolean
  passive: boolean
}
let live: Registration[] = []
const captureOf = (options?: boolean | AddEventListenerOptions | EventListenerOptions) => (typeof options === 'boolean' ? options : (options?.capture ?? false))
const originalAdd = window.addEventListener.bind(window)
const originalRemove = window.removeEventListener.bind(window)

async function freshModule() {
  vi.resetModules()
  return import('./error-reporting.ts')
}

/** Until the SDK has loaded (`on`) or was turned away (`off`): the dynamic imports take real time. */
const reporting = (state: 'on' | 'off') => vi.waitFor(() => expect(document.documentElement.dataset.errorReporting).toBe(state), { timeout: 3_000 })

/** Lets anything that would load or report run (for the checks that nothing did). */
const settled = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0))
}

const errorEvent = (init: ErrorEventInit) => new ErrorEvent('error', init)
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason })
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/x.js')
const liveTypes = () => live.map((r) => r.type).sort()
/** Which of the listeners error reporting registered at start are still there. */
const leftOf = (early: Registration[]) => early.filter((r) => live.includes(r))

// The first import of a chunk is transformed once; later fresh copies load within a few ticks.
beforeAll(async () => {
  await Promise.all([import('isbot'), import('./session-recording.ts'), import('./error-reporting.ts')])
}, 30_000)

beforeEach(() => {
  Object.assign(sdk.state, { calls: [], captured: [], initOptions: [], initError: null, integrated: false, replayId: undefined, hooks: [] })
  live = []
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) live.push({ type, listener, capture: captureOf(options), passive: typeof options === 'object' && options.passive === true })
    originalAdd(type, listener, options)
  })
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    live = live.filter((r) => !(r.type === type && r.listener === listener && r.capture === captureOf(options)))
    originalRemove(type, listener, options)
  })
})

afterEach(() => {
  for (const r of live) originalRemove(r.type, r.listener, r.capture)
  vi.restoreAllMocks()
  delete document.documentElement.dataset.errorReporting
})

describe('nothing loads on first load', () => {
  it('without a DSN nothing listens and nothing loads', async () => {
    const { startSentry } = await freshModule()
    startSentry({ dsn: '', environment: 'test' }, noAnswer)
    expect(live).toEqual([])
    window.dispatchEvent(errorEvent({ error: new Error('boom'), message: 'boom' }))
    window.dispatchEvent(new Event('pointerdown'))
    await settled()
    expect(sdk.state.calls).toEqual([])
    expect(document.documentElement.dataset.errorReporting).toBeUndefined()
  })

  it('with a DSN it listens for errors and the first interaction, and loads nothing yet', async () => {
    const { startSentry } = await freshModule()
    startSentry(config, noAnswer)
    expect(liveTypes()).toEqual([...interactions, 'error', 'unhandledrejection'].sort())
    // The interaction listeners are passive and in the capture phase (they never delay scrolling or typing).
    for (const r of live.filter((l) => interactions.includes(l.type))) expect(r).toMatchObject({ capture: true, passive: true })
    await settled()
    expect(sdk.state.calls).toEqual([])
    expect(document.documentElement.dataset.errorReporting).toBeUndefined()
  })

  for (const type of interactions) {
    it(`the first ${type} loads the SDK with spec 9's options, and then nothing is left listening`, async () => {
      const { startSentry } = await freshModule()
      startSentry(config, noAnswer)
      const early = [...live]
      window.dispatchEvent(new Event(type))
      await reporting('on')
      expect(sdk.state.calls).toEqual(['init'])
      expect(sdk.state.initOptions[0]).toMatchObject({ dsn: config.dsn, environment: 'test', tracesSampleRate: 0.1 })
      expect(document.documentElement.dataset.errorReporting).toBe('on')
      expect(leftOf(early)).toEqual([])
      expect(sdk.state.captured).toEqual([])
    })
  }

  it('an interaction inside the page (a scroll that does not bubble) loads it too', async () => {
    const { startSentry } = await freshModule()
    startSentry(config, noAnswer)
    const box = document.createElement('div')
    document.body.append(box)
    box.dispatchEvent(new Event('scroll', { bubbles: false }))
    await reporting('on')
    box.remove()
    expect(sdk.state.calls).toEqual(['init'])
  })

  it('starting twice installs once', async () => {
    const { startSentry } = await freshModule()
    startSentry(config, noAnswer)
    const count = live.length
    startSentry(config, noAnswer)
    expect(live).toHaveLength(count)
    const error = new Error('boom')
    window.dispatchEvent(errorEvent({ error, message: 'boom' }))
    await reporting('on')
    expect(sdk.state.captured).toEqual([error])
  })
})

describe('errors before the SDK runs', () => {
  it('an uncaught error loads the SDK and is reported once it runs; later errors are Sentry’s own', async () => {
    const { startSentry } = await freshModule()
    startSentry(config, noAnswer)
    const early = [...live]
    const first = new Error('first')
    window.dispatchEvent(errorEvent({ error: first, message: 'first' }))
    expect(sdk.state.captured).toEqual([])
    await reporting('on')
    expect(sdk.state.calls).toEqual(['init'])
    expect(sdk.state.captured).toEqual([first])
    expect(document.documentElement.dataset.errorReporting).toBe('on')
    // Sentry's global handlers take over: the early error listeners are gone.
    expect(leftOf(early).filter((r) => r.type === 'error' || r.type === 'unhandledrejection')).toEqual([])
  })

  it('an error event without an error object is reported by its message', async () => {
    const { startSentry } = await freshModule()
    startSentry(config, noAnswer)
    window.dispatchEvent(errorEvent({ message: 'Script error.' }))
    await reporting('on')
    expect(sdk.state.captured).toEqual(['Script error.'])
  })

  it('an unhandled rejection loads the SDK and is reported', async () => {
    const { startSentry } = await freshModule()
    startSentry(config, noAnswer)
    const reason = new Error('rejected')
    window.dispatchEvent(rejection(reason))
    await reporting('on')
    expect(sdk.state.calls).toEqual(['init'])
    expect(sdk.state.captured).toEqual([reason])
  })

  it('errors queued while it loads are all reported, in order', async () => {
    const { startSentry, reportError } = await freshModule()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    startSentry(config, noAnswer)
    const a = new Error('a')
    const b = new Error('b')
    const c = new Error('c')
    window.dispatchEvent(errorEvent({ error: a, message: 'a' }))
    window.dispatchEvent(rejection(b))
    const reported = reportError(c)
    await reported
    expect(sdk.state.calls).toEqual(['init'])
    expect(sdk.state.captured).toEqual([a, b, c])
  })

  it('a chunk that could not load is not reported and loads nothing (build freshness reloads the page)', async () => {
    const { startSentry, reportError } = await freshModule()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    startSentry(config, noAnswer)
    window.dispatchEvent(errorEvent({ error: chunkError(), message: 'x' }))
    window.dispatchEvent(rejection(chunkError()))
    await reportError(chunkError())
    await settled()
    expect(sdk.state.calls).toEqual([])
    expect(sdk.state.captured).toEqual([])
  })
})

describe('reportError in the browser', () => {
  it('is logged to the console and goes nowhere before error reporting was started', async () => {
    const { reportError } = await freshModule()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = new Error('early')
    await reportError(error)
    await settled()
    expect(logged).toHaveBeenCalledWith(error)
    expect(sdk.state.calls).toEqual([])
    expect(warned).not.toHaveBeenCalled()
  })

  it('loads the SDK at once when it has not loaded, then reports directly', async () => {
    const { startSentry, reportError } = await freshModule()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    startSentry(config, noAnswer)
    const first = new Error('first')
    await reportError(first)
    expect(sdk.state.calls).toEqual(['init'])
    expect(sdk.state.captured).toEqual([first])
    const second = new Error('second')
    await reportError(second)
    expect(sdk.state.captured).toEqual([first, second])
    expect(sdk.state.calls).toEqual(['init'])
    expect(logged.mock.calls).toEqual([[first], [second]])
  })

  it('never reaches a server reporter in the browser', async () => {
    const { reportError, reportServerRenderError, setServerErrorReporter, startSentry } = await freshModule()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const server: unknown[] = []
    setServerErrorReporter((error) => server.push(error))
    startSentry(config, noAnswer)
    await reportError(new Error('browser'))
    reportServerRenderError(new Error('render'))
    expect(server).toEqual([])
  })
})

describe('bots and failures', () => {
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

  it('a bot gets no SDK: nothing is reported, nothing keeps listening, and <html> says off', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(googlebot)
    const { startSentry, reportError } = await freshModule()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    startSentry(config, noAnswer)
    window.dispatchEvent(errorEvent({ error: new Error('bot page'), message: 'bot page' }))
    await reporting('off')
    expect(document.documentElement.dataset.errorReporting).toBe('off')
    expect(live.filter((r) => r.type === 'error' || r.type === 'unhandledrejection')).toEqual([])
    await reportError(new Error('later'))
    await settled()
    expect(sdk.state.calls).toEqual([])
    expect(sdk.state.captured).toEqual([])
  })

  it('an SDK that cannot start is warned about once; the page goes on without reporting', async () => {
    const { startSentry, reportError } = await freshModule()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failure = new Error('chunk gone')
    sdk.state.initError = failure
    startSentry(config, noAnswer)
    window.dispatchEvent(new Event('pointerdown'))
    await vi.waitFor(() => expect(warned).toHaveBeenCalled(), { timeout: 3_000 })
    await settled()
    expect(warned.mock.calls).toEqual([['Fejlrapportering kunne ikke starte', failure]])
    sdk.state.initError = null
    await reportError(new Error('after'))
    window.dispatchEvent(errorEvent({ error: new Error('uncaught after'), message: 'uncaught after' }))
    await settled()
    expect(sdk.state.calls).toEqual([])
    expect(sdk.state.captured).toEqual([])
    expect(warned).toHaveBeenCalledTimes(1)
    expect(document.documentElement.dataset.errorReporting).toBeUndefined()
  })
})

describe('replay and traces follow statistics consent once the SDK runs (issue 32)', () => {
  for (const [name, view] of [
    ['before an answer', { status: 'unanswered' }],
    ['while unknown', { status: 'unknown' }],
    ['after "Afvis alle"', answered(false)],
  ] as [string, ConsentView][]) {
    it(`${name}: no replay is added and no trace is sampled`, async () => {
      const { startSentry } = await freshModule()
      startSentry(config, consentOf(view))
      window.dispatchEvent(new Event('pointerdown'))
      await reporting('on')
      expect(sdk.state.calls).toEqual(['init'])
      const sampler = sdk.state.initOptions[0]?.tracesSampler as (context: unknown) => number
      expect(sampler({ inheritOrSampleWith: (rate: number) => rate })).toBe(0)
    })
  }

  it('with statistics consent: the replay is added and buffers, traces are sampled at 10 %, and Sentry’s hooks reach the recording', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { startSentry } = await freshModule()
    startSentry(config, consentOf(answered(true)))
    window.dispatchEvent(new Event('keydown'))
    await reporting('on')
    expect(sdk.state.calls).toEqual(['init', 'add Replay', 'startBuffering'])
    const sampler = sdk.state.initOptions[0]?.tracesSampler as (context: unknown) => number
    expect(sampler({ inheritOrSampleWith: (rate: number) => rate })).toBe(0.1)
    expect(sdk.state.hooks.sort()).toEqual(['beforeSendEvent', 'replayEnd'])
  })
})
