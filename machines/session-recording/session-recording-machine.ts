/**
 * Session recording (spec 4, spec 8 and spec 9; issue 32): Sentry's session
 * replay, driven through its public API (`getReplay()`: `startBuffering()`,
 * `start()`, `flush()`, `stop()`), only while the visitor allows statistics.
 *
 * - Modes (spec 4): `buffer` keeps the last minute in the browser and sends
 *   nothing until an error; `session` records the whole visit and sends it.
 *   A visit is drawn into `session` at spec 9's 10 % (`replaysSessionSampleRate`),
 *   otherwise it buffers. The draw is made once and kept when consent is
 *   withdrawn and given again on the same page (toggling consent must not raise
 *   the share of whole sessions); a session that expired or was cut draws anew,
 *   as Sentry does when it starts a new session.
 * - Buffer becomes session when an error is sampled (spec 9: 100 % of errors,
 *   `replaysOnErrorSampleRate`) or a flush is forced: the buffer is sent
 *   (`flush()`) and the recording goes on as a session.
 * - States (spec 4): enabled, paused, stopped. A session pauses after 5 minutes
 *   without the visitor doing anything, resumes when they do, expires after
 *   15 minutes idle and is cut at 60 minutes; the next activity starts a new
 *   recording. Spec 4 does not show the values: they are Sentry's documented
 *   defaults ("After 15 minutes of user inactivity, or a maximum duration of 60
 *   minutes, the session will end", docs.sentry.io/platforms/javascript/session-replay/understanding-sessions/;
 *   pause after 5 minutes, getsentry/sentry-javascript#7955), kept in
 *   app.config.ts and pinned to the installed SDK by sentry-sdk-values.test.ts.
 *   Sentry pauses and resumes the DOM recording itself at the same moments (its
 *   public API has no pause); the machine follows, so it knows when the session
 *   has expired.
 * - Replay send errors are retried by the SDK (3 times, pinned by the same
 *   test), then it stops the replay and says so (`replayEnd`, reason
 *   `sendError`): recording stays stopped for the rest of the page.
 * - Without statistics consent nothing is recorded; withdrawing it stops the
 *   replay at once without sending what is pending (`stop({ flush: false })`).
 *
 * Sentry is initialised with both replay sample rates at 0, so the SDK never
 * starts or converts a replay on its own ("If both replaysSessionSampleRate and
 * replaysOnErrorSampleRate are 0, the recording won't start, but you'll be able
 * to record manually", same page): the machine decides, with spec 9's rates.
 * Draws come in with the events (a number in [0, 1) the page draws), so the
 * machine stays deterministic.
 *
 * Not persisted (each page load starts without a recording). Effects are
 * invoked actors the feature provides (src/observability/session-recording.ts).
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { constants } from '#app.config'
import { requiredActor } from '../kit/required-actor.ts'

/** Why the SDK stopped a replay (the `replayEnd` hook's reasons, @sentry/core's ReplayStopReason). */
export type ReplayEndReason = 'manual' | 'sessionExpired' | 'sendError' | 'mutationLimit' | 'eventBufferError' | 'eventBufferOverflow'

export type SessionRecordingEvent =
  /** The visitor's statistics consent as it is now; `draw` in [0, 1) decides the mode if a recording starts. */
  | { type: 'consent.change'; statistics: boolean; draw: number }
  /** The visitor clicked, typed, touched or scrolled; `draw` decides the mode if a new recording starts. */
  | { type: 'visitor.activity'; draw: number }
  /** An error report reached Sentry; `draw` in [0, 1) decides whether it is sampled for replay. */
  | { type: 'error.captured'; draw: number }
  /** The page wants the buffer sent now (a forced flush). */
  | { type: 'recording.flush' }
  /** Sentry stopped the replay by itself (its `replayEnd` hook). */
  | { type: 'replay.ended'; reason: ReplayEndReason }

export type RecordingMode = 'buffer' | 'session'

export interface SessionRecordingContext {
  /** The visit's draw: the mode a recording starts in; null until drawn (and after a session ended). */
  sample: RecordingMode | null
  sessionSampleRate: number
  errorSampleRate: number
  idlePauseMs: number
  idleExpireMs: number
  maxDurationMs: number
}

export type SessionRecordingInput = Partial<Omit<SessionRecordingContext, 'sample'>>

/** The mode a draw in [0, 1) gives at a session sample rate: below the rate records the whole session. */
export function modeOfDraw(draw: number, sessionSampleRate: number): RecordingMode {
  return draw < sessionSampleRate ? 'session' : 'buffer'
}

type Event = SessionRecordingEvent
const drawOf = (event: Event) => (event as Extract<Event, { draw: number }>).draw
const endReasonOf = (event: Event) => (event as Extract<Event, { type: 'replay.ended' }>).reason
/** The mode a recording starts in now: the visit's draw, or this event's when none is kept. */
const startingMode = (context: SessionRecordingContext, event: Event) => context.sample ?? modeOfDraw(drawOf(event), context.sessionSampleRate)

/** A new recording after a session ended: the visitor's next activity draws its mode. */
const startRecording = [
  {
    guard: 'drawsSession',
    target: '#session-recording.enabled.session',
    actions: 'keepSample',
    description: 'Den besøgende er aktiv igen, og den nye optagelse er trukket til hel session (10 %).',
  },
  {
    target: '#session-recording.enabled.buffer',
    actions: 'keepSample',
    description: 'Den besøgende er aktiv igen: den nye optagelse gemmer det seneste minut i buffer (90 %).',
  },
] as const

const withdrawnWhileStopped = {
  guard: 'statisticsWithdrawn',
  target: '#session-recording.off',
  description: 'Den besøgende trækker samtykket tilbage: der startes ingen ny optagelse.',
} as const

export const sessionRecordingMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
  types: {
    context: {} as SessionRecordingContext,
    events: {} as SessionRecordingEvent,
    input: {} as SessionRecordingInput | undefined,
  },
  actors: {
    /** Holds the replay while recording is enabled; stops it (`stop({ flush: false })`) when it ends. */
    holdRecording: requiredActor<undefined, undefined>('session-recording', 'holdRecording'),
    /** Starts buffering (`startBuffering()`), adding Sentry's replay integration first if needed. */
    startBuffering: requiredActor<undefined, undefined>('session-recording', 'startBuffering'),
    /** Starts recording the whole session (`start()`; nothing to do after a flush, which already made it one). */
    startSession: requiredActor<undefined, undefined>('session-recording', 'startSession'),
    /** Sends the buffer and goes on as a session (`flush()`). */
    flushReplay: requiredActor<undefined, undefined>('session-recording', 'flushReplay'),
    /** Resolves after `delayMs` (the idle pause, the expiry, the maximum duration). */
    wait: requiredActor<undefined, { delayMs: number }>('session-recording', 'wait'),
  },
  guards: {
    statisticsGiven: ({ event }) => {
      assertEvent(event, 'consent.change')
      return event.statistics
    },
    statisticsWithdrawn: ({ event }) => {
      assertEvent(event, 'consent.change')
      return !event.statistics
    },
    statisticsGivenForSession: ({ context, event }) => {
      assertEvent(event, 'consent.change')
      return event.statistics && startingMode(context, event) === 'session'
    },
    drawsSession: ({ context, event }) => startingMode(context, event) === 'session',
    errorSampled: ({ context, event }) => drawOf(event) < context.errorSampleRate,
    sessionExpiredBySdk: ({ event }) => endReasonOf(event) === 'sessionExpired',
    stoppedBySdk: ({ event }) => endReasonOf(event) !== 'manual',
  },
  actions: {
    keepSample: assign({ sample: ({ context, event }) => startingMode(context, event) }),
    forgetSample: assign({ sample: null }),
  },
}).createMachine({
  id: 'session-recording',
  context: ({ input }) => {
    const r = constants.errorReporting
    return {
      sample: null,
      sessionSampleRate: input?.sessionSampleRate ?? r.replaysSessionSampleRate,
      errorSampleRate: input?.errorSampleRate ?? r.replaysOnErrorSampleRate,
      idlePauseMs: input?.idlePauseMs ?? r.replaySession.idlePauseMs,
      idleExpireMs: input?.idleExpireMs ?? r.replaySession.idleExpireMs,
      maxDurationMs: input?.maxDurationMs ?? r.replaySession.maxDurationMs,
    }
  },
  initial: 'off',
  states: {
    off: {
      description: 'Den besøgende har ikke givet samtykke til statistik (eller har trukket det tilbage): intet optages.',
      on: {
        'consent.change': [
          {
            guard: 'statisticsGivenForSession',
            target: 'enabled.session',
            actions: 'keepSample',
            description: 'Samtykke til statistik, og besøget er trukket til hel session (10 %): hele besøget optages og sendes.',
          },
          {
            guard: 'statisticsGiven',
            target: 'enabled.buffer',
            actions: 'keepSample',
            description: 'Samtykke til statistik (90 % af besøgene): det seneste minut gemmes i browseren og sendes kun ved en fejl.',
          },
        ],
      },
    },
    enabled: {
      description: 'Optagelsen kører (samtykke til statistik er givet).',
      invoke: { id: 'holdRecording', src: 'holdRecording' },
      on: {
        'consent.change': {
          guard: 'statisticsWithdrawn',
          target: 'off',
          description: 'Den besøgende trækker samtykket tilbage: optagelsen stoppes straks, og intet ventende sendes.',
        },
        'replay.ended': [
          {
            guard: 'sessionExpiredBySdk',
            target: 'stopped.expired',
            actions: 'forgetSample',
            description: 'Sentry afsluttede selv den udløbne session: næste aktivitet starter en ny.',
          },
          {
            guard: 'stoppedBySdk',
            target: 'stopped.failed',
            description: 'Sentry stoppede optagelsen (afsendelsen fejlede efter 3 forsøg, eller siden ændrer sig for meget).',
          },
        ],
      },
      initial: 'buffer',
      states: {
        buffer: {
          description: 'Buffer: det seneste minut gemmes i browseren; intet sendes, før der sker en fejl.',
          invoke: { id: 'startBuffering', src: 'startBuffering' },
          on: {
            'error.captured': {
              guard: 'errorSampled',
              target: 'flushing',
              description: 'En fejl er rapporteret og udtaget (100 % af fejlene): bufferen sendes med fejlen.',
            },
            'recording.flush': { target: 'flushing', description: 'Siden beder om at sende bufferen nu.' },
          },
        },
        flushing: {
          description: 'Bufferen sendes til Sentry; derefter optages resten af besøget som session.',
          invoke: {
            id: 'flushReplay',
            src: 'flushReplay',
            onDone: { target: 'session', description: 'Bufferen er sendt: optagelsen fortsætter som hel session.' },
            onError: { target: '#session-recording.stopped.failed', description: 'Bufferen kunne ikke sendes: optagelsen stoppes.' },
          },
        },
        session: {
          description: 'Hel session: besøget optages og sendes løbende, højst 60 minutter.',
          invoke: [
            { id: 'startSession', src: 'startSession' },
            {
              id: 'maxDuration',
              src: 'wait',
              input: ({ context }) => ({ delayMs: context.maxDurationMs }),
              onDone: {
                target: '#session-recording.stopped.cut',
                actions: 'forgetSample',
                description: 'Sessionen har varet 60 minutter: optagelsen afbrydes.',
              },
            },
          ],
          initial: 'recording',
          states: {
            recording: {
              description: 'Optager. Hver aktivitet fra den besøgende starter ventetiden på 5 minutter forfra.',
              invoke: {
                id: 'idlePause',
                src: 'wait',
                input: ({ context }) => ({ delayMs: context.idlePauseMs }),
                onDone: { target: 'paused', description: '5 minutter uden aktivitet: optagelsen holder pause.' },
              },
              on: {
                'visitor.activity': { target: 'recording', reenter: true, description: 'Den besøgende er aktiv: ventetiden starter forfra.' },
              },
            },
            paused: {
              description: 'Pause: intet optages, men sessionen lever videre, hvis den besøgende vender tilbage inden for i alt 15 minutter.',
              invoke: {
                id: 'idleExpiry',
                src: 'wait',
                input: ({ context }) => ({ delayMs: context.idleExpireMs - context.idlePauseMs }),
                onDone: {
                  target: '#session-recording.stopped.expired',
                  actions: 'forgetSample',
                  description: '15 minutter uden aktivitet i alt: sessionen er udløbet.',
                },
              },
              on: {
                'visitor.activity': { target: 'recording', description: 'Den besøgende er aktiv igen: samme session optager videre.' },
              },
            },
          },
        },
      },
    },
    stopped: {
      description: 'Optagelsen er stoppet.',
      initial: 'expired',
      states: {
        expired: {
          description: 'Sessionen udløb efter 15 minutter uden aktivitet. Næste aktivitet starter en ny optagelse (ny lodtrækning).',
          on: { 'visitor.activity': startRecording, 'consent.change': withdrawnWhileStopped },
        },
        cut: {
          description: 'Sessionen blev afbrudt efter 60 minutter. Næste aktivitet starter en ny optagelse (ny lodtrækning).',
          on: { 'visitor.activity': startRecording, 'consent.change': withdrawnWhileStopped },
        },
        failed: {
          description: 'Optagelsen kunne ikke sendes (Sentry prøvede 3 gange) eller blev stoppet af Sentry: resten af sidevisningen optages ikke.',
        },
      },
    },
  },
})

export type SessionRecordingMachine = typeof sessionRecordingMachine
export type SessionRecordingSnapshot = SnapshotFrom<SessionRecordingMachine>
export type SessionRecordingState = 'off' | 'buffer' | 'flushing' | 'recording' | 'paused' | 'expired' | 'cut' | 'failed'

/** The leaf state, by name (the machine's states have unique leaf names). */
export function sessionRecordingState(snapshot: SessionRecordingSnapshot): SessionRecordingState {
  let value: unknown = snapshot.value
  // Stryker disable next-line ConditionalExpression: equivalent; a state value is never null
  while (typeof value === 'object' && value !== null) value = Object.values(value)[0]
  return value as SessionRecordingState
}

/** What the SDK is doing in this state, in its words: the mode it records in, or none. */
export function recordingModeOf(snapshot: SessionRecordingSnapshot): RecordingMode | null {
  const state = sessionRecordingState(snapshot)
  if (state === 'buffer' || state === 'flushing') return 'buffer'
  if (state === 'recording' || state === 'paused') return 'session'
  return null
}
