// @vitest-environment happy-dom
/**
 * `startSessionRecording` as error-reporting.ts calls it once the SDK runs:
 * the recording follows the consent it was given, hears Sentry's client hooks
 * and the visitor's activity on the page (window), and an error sampled in
 * buffer mode names the replay Sentry sends (its `getReplay().getReplayId()`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConsentView } from '#machines/consent/consent-view.ts'
import type { ConsentSource, ReplayControl } from './sentry-options.ts'
import { startSessionRecording } from './session-recording.ts'

const answered = (statistics: boolean): ConsentView => ({
  status: 'answered',
  choice: { functional: true, statistics, marketing: false, at: '2026-11-27T10:00:00.000Z', policyVersion: 1 },
})
const consentOf = (view: ConsentView): ConsentSource => ({ current: () => view, subscribe: () => () => undefined })

function fakeSentry() {
  const calls: string[] = []
  const hooks = new Map<string, ((...args: unknown[]) => void)[]>()
  let integrated = false
  let id: string | undefined
  const replay = {
    getReplayId: () => id,
    start: () => {
      calls.push('start')
      id = 'replay-7'
    },
    startBuffering: () => {
      calls.push('startBuffering')
      id = 'replay-7'
    },
    flush: async () => void calls.push('flush'),
    stop: async () => {
      calls.push('stop')
      id = undefined
    },
  }
  const sdk = {
    getReplay: () => (integrated ? replay : undefined),
    replayIntegration: () => ({ name: 'Replay' }),
    addIntegration: () => {
      calls.push('add Replay')
      integrated = true
    },
    getClient: () => ({
      on: (hook: string, callback: (...args: unknown[]) => void) => {
        hooks.set(hook, [...(hooks.get(hook) ?? []), callback])
        return () => undefined
      },
    }),
  }
  return {
    sdk: sdk as unknown as ReplayControl & { getClient: typeof sdk.getClient },
    calls,
    fire: (hook: string, ...args: unknown[]) => hooks.get(hook)?.forEach((c) => c(...args)),
  }
}

const flushed = () => new Promise((r) => setTimeout(r, 0))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('startSessionRecording', () => {
  it('without statistics consent: nothing is added, whatever Sentry or the visitor does', async () => {
    const { sdk, calls, fire } = fakeSentry()
    const recording = startSessionRecording(sdk as never, consentOf(answered(false)))
    fire('beforeSendEvent', { exception: { values: [{ type: 'Error' }] } })
    window.dispatchEvent(new Event('pointerdown'))
    await flushed()
    expect(calls).toEqual([])
    expect(recording.state()).toBe('off')
  })

  it('with statistics consent: buffers; an error Sentry sends flushes the buffer and is tagged with the replay’s id', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { sdk, calls, fire } = fakeSentry()
    const recording = startSessionRecording(sdk as never, consentOf(answered(true)))
    expect(calls).toEqual(['add Replay', 'startBuffering'])
    const error: { exception: object; tags?: Record<string, string> } = { exception: { values: [{ type: 'Error' }] } }
    fire('beforeSendEvent', error)
    expect(error.tags).toEqual({ replayId: 'replay-7' })
    await flushed()
    expect(calls).toEqual(['add Replay', 'startBuffering', 'flush'])
    expect(recording.state()).toBe('recording')
  })

  it('a Sentry without a replay (no client: the integration is not added): an error while a flush is asked for is sent untagged, nothing throws', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { sdk, fire } = fakeSentry()
    const noReplay = { ...sdk, getReplay: () => undefined, addIntegration: () => undefined }
    const recording = startSessionRecording(noReplay as never, consentOf(answered(true)))
    recording.flush()
    expect(recording.state()).toBe('flushing')
    const error: { exception: object; tags?: Record<string, string> } = { exception: { values: [{ type: 'Error' }] } }
    expect(() => fire('beforeSendEvent', error)).not.toThrow()
    expect(error.tags).toBeUndefined()
  })

  it('Sentry stopping the replay by itself (replayEnd) reaches the recording', () => {
    const { sdk, fire } = fakeSentry()
    const recording = startSessionRecording(sdk as never, consentOf(answered(true)))
    fire('replayEnd', { sessionId: 'replay-7', reason: 'sendError' })
    expect(recording.state()).toBe('failed')
  })

  it('the visitor’s activity on the page, also a scroll inside it that does not bubble, reaches the recording', async () => {
    vi.useFakeTimers()
    try {
      // A visit drawn into the 10 % of whole sessions: it pauses after 5 minutes idle.
      vi.spyOn(Math, 'random').mockReturnValue(0.05)
      const { sdk } = fakeSentry()
      const recording = startSessionRecording(sdk as never, consentOf(answered(true)))
      await vi.advanceTimersByTimeAsync(300_000)
      expect(recording.state()).toBe('paused')
      const box = document.createElement('div')
      document.body.append(box)
      box.dispatchEvent(new Event('scroll', { bubbles: false }))
      box.remove()
      expect(recording.state()).toBe('recording')
    } finally {
      vi.useRealTimers()
    }
  })
  it('<html data-session-recording> shows the machine’s state as it changes (the invisible recording’s observation point)', async () => {
    vi.useFakeTimers()
    try {
      vi.spyOn(Math, 'random').mockReturnValue(0.05)
      const { sdk } = fakeSentry()
      const html = document.documentElement
      delete html.dataset.sessionRecording
      const seen: (string | undefined)[] = []
      const observer = new MutationObserver(() => seen.push(html.dataset.sessionRecording))
      observer.observe(html, { attributes: true, attributeFilter: ['data-session-recording'] })
      startSessionRecording(sdk as never, consentOf(answered(true)))
      expect(html.dataset.sessionRecording).toBe('enabled.session.recording')
      await vi.advanceTimersByTimeAsync(300_000)
      expect(html.dataset.sessionRecording).toBe('enabled.session.paused')
      await vi.advanceTimersByTimeAsync(600_000)
      expect(html.dataset.sessionRecording).toBe('stopped.expired')
      // Set once per change of state (not on every snapshot).
      await vi.advanceTimersByTimeAsync(0)
      expect(seen).toEqual(['enabled.session.recording', 'enabled.session.paused', 'stopped.expired'])
      observer.disconnect()
    } finally {
      vi.useRealTimers()
    }
  })
})
