/**
 * Session recording in the browser (issue 32): the session-recording machine
 * (machines/session-recording) with the site's actors, driving Sentry's replay
 * integration through its public API only: `addIntegration(replayIntegration())`
 * the first time recording starts, then `getReplay()` and its `startBuffering()`,
 * `start()`, `flush()` and `stop({ flush: false })`.
 *
 * Loaded with the SDK (error-reporting.ts imports it dynamically), so neither
 * xstate nor the machine counts against first load. Sentry.init gets replay
 * sample rates of 0: the SDK never starts or converts a replay by itself, the
 * machine does, with spec 9's rates.
 *
 * What the machine hears: the visitor's statistics consent (src/consent, through
 * the `ConsentSource` error reporting was started with), their
 * activity (clicks, keys, touches, scrolling; at most one event a second), each
 * error event Sentry is about to send (its `beforeSendEvent` hook; a sampled
 * one is tagged with the replay's id, as Sentry does itself when it samples) and a replay Sentry
 * stopped by itself (its `replayEnd` hook, e.g. `sendError` after its retries).
 */
import type * as SentryTypes from '@sentry/react'
import { createActor, fromPromise } from 'xstate'
import {
  sessionRecordingMachine,
  sessionRecordingState,
  type ReplayEndReason,
  type SessionRecordingInput,
  type SessionRecordingState,
} from '#machines/session-recording/session-recording-machine.ts'
import { consentAllows } from '#machines/consent/consent-view.ts'
import { delayActor } from '#machines/kit/wait-actor.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { replayOptions, type ConsentSource, type ReplayControl } from './sentry-options.ts'

/** What the page tells the recording, and what it can read back. */
export interface SessionRecordingHandle {
  /** The visitor did something (the page throttles these). */
  activity(): void
  /** An error event reached Sentry. */
  errorCaptured(): void
  /** Send the buffer now (a forced flush). */
  flush(): void
  /** Sentry stopped the replay by itself (its `replayEnd` hook). */
  replayEnded(reason: ReplayEndReason): void
  state(): SessionRecordingState
}

export interface SessionRecordingOptions {
  /** The draws for the sample rates, in [0, 1) (Math.random; fixed in tests). */
  random?: () => number
  /** Other waits or rates than app.config.ts's (tests). */
  input?: SessionRecordingInput
  /** Told the machine's state value (`stateAttribute`) at the start and on every change. */
  onState?: (value: string) => void
}

/**
 * Session replay follows statistics consent and the session-recording machine:
 * added and started when consent is given, stopped when it is withdrawn,
 * started again (with the visit's same draw) when it is given again.
 */
export function followStatisticsConsent(Sentry: ReplayControl, consent: ConsentSource, options: SessionRecordingOptions = {}): SessionRecordingHandle {
  const random = options.random ?? Math.random
  /** The replay integration, added on first use (never without consent). */
  const replay = () => {
    if (!Sentry.getReplay()) Sentry.addIntegration(Sentry.replayIntegration(replayOptions()))
    return Sentry.getReplay()
  }
  const machine = sessionRecordingMachine.provide({
    actors: {
      holdRecording: fromPromise<undefined, undefined>(
        ({ signal }) =>
          new Promise(() => {
            // Leaving `enabled` (consent withdrawn, session expired or cut, Sentry gave up): nothing pending is sent.
            signal.addEventListener('abort', () => void Sentry.getReplay()?.stop({ flush: false }))
          }),
      ),
      // A replay that already runs is left alone (start() and startBuffering() would only log that it does).
      startBuffering: fromPromise<undefined, undefined>(async () => {
        const r = replay()
        if (r && !r.getReplayId()) r.startBuffering()
        return undefined
      }),
      startSession: fromPromise<undefined, undefined>(async () => {
        const r = replay()
        if (r && !r.getReplayId()) r.start()
        return undefined
      }),
      flushReplay: fromPromise<undefined, undefined>(async () => {
        await replay()?.flush()
        return undefined
      }),
      wait: delayActor,
    },
  })
  const actor = createActor(machine, { input: options.input })
  const { onState } = options
  if (onState) {
    let shown: string | null = null
    actor.subscribe((snapshot) => {
      const value = stateAttribute(snapshot.value)
      if (value === shown) return
      shown = value
      onState(value)
    })
  }
  actor.start()
  const sendConsent = () => actor.send({ type: 'consent.change', statistics: consentAllows(consent.current(), 'statistics'), draw: random() })
  sendConsent()
  consent.subscribe(sendConsent)
  return {
    activity: () => actor.send({ type: 'visitor.activity', draw: random() }),
    errorCaptured: () => actor.send({ type: 'error.captured', draw: random() }),
    flush: () => actor.send({ type: 'recording.flush' }),
    replayEnded: (reason) => actor.send({ type: 'replay.ended', reason }),
    state: () => sessionRecordingState(actor.getSnapshot()),
  }
}

/** What counts as the visitor's activity (Sentry's own: clicks, typing, navigation; plus touch and scroll). */
export const activityEvents = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const
/** At most one activity event a second reaches the machine (the waits are minutes long). */
export const activityThrottleMs = 1_000

/** Sentry's own error about a replay it could not send (never a reason to send a replay: that would loop). */
const unableToSendReplay = 'Unable to send Replay'

/** Connects the page and Sentry's client hooks to the recording. */
export function connectSessionRecording(
  recording: SessionRecordingHandle,
  client: Pick<NonNullable<ReturnType<typeof SentryTypes.getClient>>, 'on'> | undefined,
  replayId: () => string | undefined,
  target: Pick<Window, 'addEventListener'> = window,
  now: () => number = () => performance.now(),
): void {
  client?.on('beforeSendEvent', (event) => {
    // An error event (no type; transactions, replays and feedback have one) with an exception, as Sentry's own check.
    if (event.type !== undefined || !event.exception || event.message?.startsWith(unableToSendReplay)) return
    recording.errorCaptured()
    // Sampled in buffer mode: the error names the replay its buffer is sent as (in session mode Sentry tags it itself).
    // The hook runs before the envelope is made, so the tag goes with the event.
    const id = recording.state() === 'flushing' ? replayId() : undefined
    if (id) event.tags = { ...event.tags, replayId: id }
  })
  client?.on('replayEnd', ({ reason }) => recording.replayEnded(reason))
  let last = Number.NEGATIVE_INFINITY
  const onActivity = () => {
    const at = now()
    if (at - last < activityThrottleMs) return
    last = at
    recording.activity()
  }
  for (const type of activityEvents) target.addEventListener(type, onActivity, { capture: true, passive: true })
}

/**
 * Starts session recording for the loaded SDK (error-reporting.ts, once Sentry runs), following `consent`.
 * The recording is invisible to the visitor; `<html data-session-recording>` carries the machine's state
 * (`stateAttribute`, e.g. `enabled.session.paused`) for QA and the browser path tests.
 */
export function startSessionRecording(Sentry: ReplayControl & Pick<typeof SentryTypes, 'getClient'>, consent: ConsentSource): SessionRecordingHandle {
  const recording = followStatisticsConsent(Sentry, consent, {
    onState: (value) => {
      document.documentElement.dataset.sessionRecording = value
    },
  })
  connectSessionRecording(recording, Sentry.getClient(), () => Sentry.getReplay()?.getReplayId())
  return recording
}
