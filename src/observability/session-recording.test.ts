/**
 * The wiring of session recording (issue 32): the session-recording machine's
 * actor, as the site starts it, driving a stand-in for Sentry's replay that
 * behaves as the SDK documents it (docs.sentry.io … session-replay/understanding-sessions/:
 * with both sample rates at 0 nothing records until start() or startBuffering();
 * flush() sends the buffer and goes on as a session; stop() ends it). The
 * expected calls are written from spec 4, 8 and 9 and the consent rules, not
 * read from the machine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConsentView } from '#machines/consent/consent-view.ts'
import type { ConsentSource, ReplayControl } from './sentry-options.ts'
import { activityThrottleMs, connectSessionRecording, followStatisticsConsent } from './session-recording.ts'

const answered = (statistics: boolean): ConsentView => ({
  status: 'answered',
  choice: { functional: true, statistics, marketing: false, at: '2026-11-27T10:00:00.000Z', policyVersion: 1 },
})

function consentSource(initial: ConsentView): ConsentSource & { set(view: ConsentView): void } {
  let view = initial
  const listeners = new Set<(v: ConsentView) => void>()
  return {
    current: () => view,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      view = next
      listeners.forEach((l) => l(next))
    },
  }
}

/** Sentry's replay as documented, in manual mode (both client sample rates 0); records every call. */
function fakeSentry() {
  const calls: string[] = []
  let integrated = false
  let mode: 'buffer' | 'session' | undefined
  let sessions = 0
  let id: string | undefined
  const replay = {
    getReplayId: () => id,
    getRecordingMode: () => mode,
    start: () => {
      calls.push('start')
      mode = 'session'
      id = `r${++sessions}`
    },
    startBuffering: () => {
      calls.push('startBuffering')
      mode = 'buffer'
      id = `r${++sessions}`
    },
    flush: async () => {
      calls.push('flush')
      mode = 'session'
    },
    stop: async (options?: { flush?: boolean }) => {
      calls.push(`stop(flush: ${String(options?.flush)})`)
      mode = undefined
      id = undefined
    },
  }
  const sdk = {
    getReplay: () => (integrated ? replay : undefined),
    replayIntegration: () => ({ name: 'Replay' }),
    addIntegration: (integration: { name: string }) => {
      calls.push(`add ${integration.name}`)
      integrated = true
    },
  } as unknown as ReplayControl
  return { sdk, calls, mode: () => mode }
}

/** Sentry's client hooks, fired by the test. */
function fakeClient() {
  const hooks = new Map<string, ((...args: unknown[]) => void)[]>()
  return {
    on: ((hook: string, callback: (...args: unknown[]) => void) => {
      hooks.set(hook, [...(hooks.get(hook) ?? []), callback])
      return () => undefined
    }) as never,
    fire: (hook: string, ...args: unknown[]) => hooks.get(hook)?.forEach((c) => c(...args)),
  }
}

const flushed = () => new Promise((r) => setTimeout(r, 0))

describe('session recording drives Sentry’s replay (consent, errors, flush)', () => {
  it('nothing is added or recorded without statistics consent, whatever happens on the page', () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(false)), { random: () => 0.05 })
    recording.activity()
    recording.errorCaptured()
    recording.flush()
    expect(calls).toEqual([])
  })

  it('consent given: the integration is added and buffers (90 %); an error sends the buffer and records the session', async () => {
    const { sdk, calls, mode } = fakeSentry()
    const consent = consentSource({ status: 'unanswered' })
    const recording = followStatisticsConsent(sdk, consent, { random: () => 0.5 })
    consent.set(answered(true))
    expect(calls).toEqual(['add Replay', 'startBuffering'])
    recording.errorCaptured()
    await flushed()
    expect(calls).toEqual(['add Replay', 'startBuffering', 'flush'])
    expect(mode()).toBe('session')
    expect(recording.state()).toBe('recording')
  })

  it('a visit drawn into the 10 % records the whole session from the start', () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.09 })
    expect(calls).toEqual(['add Replay', 'start'])
    expect(recording.state()).toBe('recording')
  })

  it('consent withdrawn: the replay is stopped without sending what is pending, in buffer and in session mode', async () => {
    for (const draw of [0.5, 0.05]) {
      const { sdk, calls } = fakeSentry()
      const consent = consentSource(answered(true))
      followStatisticsConsent(sdk, consent, { random: () => draw })
      consent.set(answered(false))
      expect(calls.at(-1)).toBe('stop(flush: false)')
      expect(calls.filter((c) => c.startsWith('stop'))).toHaveLength(1)
    }
  })

  it('a forced flush sends the buffer', async () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.5 })
    recording.flush()
    await flushed()
    expect(calls).toEqual(['add Replay', 'startBuffering', 'flush'])
  })
})

describe('session recording over time (fake timers: 5, 15 and 60 minutes)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('pauses after 5 minutes idle, resumes on activity, expires after 15 minutes idle; the next activity records anew', async () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.05 })
    await vi.advanceTimersByTimeAsync(299_999)
    expect(recording.state()).toBe('recording')
    await vi.advanceTimersByTimeAsync(1)
    expect(recording.state()).toBe('paused')
    recording.activity()
    expect(recording.state()).toBe('recording')
    await vi.advanceTimersByTimeAsync(900_000)
    expect(recording.state()).toBe('expired')
    expect(calls).toEqual(['add Replay', 'start', 'stop(flush: false)'])
    recording.activity()
    expect(calls).toEqual(['add Replay', 'start', 'stop(flush: false)', 'start'])
  })

  it('a session is cut at 60 minutes even while the visitor stays active', async () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.05 })
    for (let minute = 1; minute < 60; minute++) {
      await vi.advanceTimersByTimeAsync(60_000)
      recording.activity()
    }
    expect(recording.state()).toBe('recording')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(recording.state()).toBe('cut')
    expect(calls).toEqual(['add Replay', 'start', 'stop(flush: false)'])
  })
})

describe('the page and Sentry’s hooks reach the recording', () => {
  it('an error event Sentry sends is captured and names the replay; transactions, messages and Sentry’s own replay error are not', async () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.5 })
    const client = fakeClient()
    connectSessionRecording(recording, client, () => sdk.getReplay()?.getReplayId(), new EventTarget() as unknown as Window)
    client.fire('beforeSendEvent', { type: 'transaction' })
    client.fire('beforeSendEvent', { message: 'no exception' })
    client.fire('beforeSendEvent', { message: 'Unable to send Replay - max retries exceeded', exception: { values: [{ type: 'Error' }] } })
    await flushed()
    expect(calls).toEqual(['add Replay', 'startBuffering'])
    const error: { exception: object; tags?: Record<string, string> } = { exception: { values: [{ type: 'Error' }] }, tags: { side: 'browser' } }
    client.fire('beforeSendEvent', error)
    expect(error.tags).toEqual({ side: 'browser', replayId: 'r1' })
    await flushed()
    expect(calls).toEqual(['add Replay', 'startBuffering', 'flush'])
    // Now a session: Sentry tags errors itself, and no further flush is asked.
    const next: { exception: object; tags?: Record<string, string> } = { exception: { values: [{ type: 'Error' }] } }
    client.fire('beforeSendEvent', next)
    expect(next.tags).toBeUndefined()
    expect(calls).toEqual(['add Replay', 'startBuffering', 'flush'])
  })

  it('Sentry giving up sending (replayEnd: sendError) stops recording for the rest of the page', () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.05 })
    const client = fakeClient()
    connectSessionRecording(recording, client, () => undefined, new EventTarget() as unknown as Window)
    client.fire('replayEnd', { sessionId: 'r1', reason: 'sendError' })
    expect(recording.state()).toBe('failed')
    recording.activity()
    expect(calls).toEqual(['add Replay', 'start', 'stop(flush: false)'])
  })

  it('the visitor’s clicks, keys, touches and scrolling are activity, at most one a second', () => {
    const page = new EventTarget()
    let now = 0
    const seen: number[] = []
    const recording = { activity: () => seen.push(now), errorCaptured() {}, flush() {}, replayEnded() {}, state: () => 'off' as const }
    connectSessionRecording(
      recording,
      undefined,
      () => undefined,
      page as unknown as Window,
      () => now,
    )
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'scroll']) {
      page.dispatchEvent(new Event(type))
      now += activityThrottleMs
    }
    page.dispatchEvent(new Event('pointerdown'))
    now += activityThrottleMs - 1
    page.dispatchEvent(new Event('pointerdown'))
    expect(seen).toEqual([0, 1_000, 2_000, 3_000, 4_000])
  })
})

describe('the wiring’s own details', () => {
  it('an error event with a message of its own is an error like any other (only Sentry’s replay error is left out)', async () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.5 })
    const client = fakeClient()
    connectSessionRecording(recording, client, () => sdk.getReplay()?.getReplayId(), new EventTarget() as unknown as Window)
    client.fire('beforeSendEvent', { message: 'Betalingen fejlede', exception: { values: [{ type: 'Error' }] } })
    await flushed()
    expect(calls).toEqual(['add Replay', 'startBuffering', 'flush'])
  })

  it('an event with a type (transaction, replay, feedback) is no error, even with an exception', async () => {
    const { sdk, calls } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.5 })
    const client = fakeClient()
    connectSessionRecording(recording, client, () => sdk.getReplay()?.getReplayId(), new EventTarget() as unknown as Window)
    for (const type of ['transaction', 'replay_event', 'feedback']) client.fire('beforeSendEvent', { type, exception: { values: [{ type: 'Error' }] } })
    await flushed()
    expect(calls).toEqual(['add Replay', 'startBuffering'])
    expect(recording.state()).toBe('buffer')
  })

  it('activity listeners are passive and in the capture phase (they never delay scrolling, and see scrolls that do not bubble)', () => {
    const added: [string, unknown][] = []
    const target = { addEventListener: (type: string, _listener: unknown, options: unknown) => added.push([type, options]) }
    const recording = { activity() {}, errorCaptured() {}, flush() {}, replayEnded() {}, state: () => 'off' as const }
    connectSessionRecording(recording, undefined, () => undefined, target as unknown as Window)
    const options = { capture: true, passive: true }
    expect(added).toEqual([
      ['pointerdown', options],
      ['keydown', options],
      ['touchstart', options],
      ['scroll', options],
    ])
  })

  it('the activity throttle reads the page’s clock by default: two events at once count once', () => {
    const page = new EventTarget()
    let seen = 0
    const recording = { activity: () => seen++, errorCaptured() {}, flush() {}, replayEnded() {}, state: () => 'off' as const }
    connectSessionRecording(recording, undefined, () => undefined, page as unknown as Window)
    page.dispatchEvent(new Event('pointerdown'))
    page.dispatchEvent(new Event('keydown'))
    expect(seen).toBe(1)
  })

  it('a Sentry without a replay (no client: the integration is not added) is left alone, and nothing throws', async () => {
    const calls: string[] = []
    const sdk = {
      getReplay: () => undefined,
      replayIntegration: () => ({ name: 'Replay' }),
      addIntegration: () => calls.push('add Replay'),
    } as unknown as ReplayControl
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    process.on('uncaughtException', onError)
    try {
      const consent = consentSource(answered(true))
      const recording = followStatisticsConsent(sdk, consent, { random: () => 0.5 })
      await flushed()
      // Nothing to send: the forced flush is done, and the recording goes on (not failed).
      recording.flush()
      await flushed()
      expect(recording.state()).toBe('recording')
      consent.set(answered(false))
      await flushed()
      expect(recording.state()).toBe('off')
    } finally {
      process.off('uncaughtException', onError)
    }
    expect(errors).toEqual([])
    expect(calls.every((c) => c === 'add Replay')).toBe(true)
  })
})

describe('the recording’s waits can be set (tests, other rates)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a shorter idle pause given as input is the one used', async () => {
    const { sdk } = fakeSentry()
    const recording = followStatisticsConsent(sdk, consentSource(answered(true)), { random: () => 0.05, input: { idlePauseMs: 1_000 } })
    expect(recording.state()).toBe('recording')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(recording.state()).toBe('paused')
  })
})
