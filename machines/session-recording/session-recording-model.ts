/**
 * Test model of session recording: the visitor gives or withdraws statistics
 * consent with a draw that lands in the 10 % of whole sessions (0.05) or not
 * (0.5), is active, an error report reaches Sentry, the page forces a flush,
 * Sentry stops the replay by itself (send error, expired session, our own
 * stop), the idle pause, the expiry and the maximum duration pass, and the
 * flush succeeds or fails.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { sessionRecordingMachine, sessionRecordingState, type SessionRecordingMachine, type SessionRecordingSnapshot } from './session-recording-machine.ts'

/** A draw inside spec 9's 10 % of whole sessions, and one outside it. */
export const draws = { session: 0.05, buffer: 0.5 } as const

function events(snapshot: SessionRecordingSnapshot): AnyEventObject[] {
  const list: AnyEventObject[] = [
    { type: 'consent.change', statistics: true, draw: draws.session },
    { type: 'consent.change', statistics: true, draw: draws.buffer },
    { type: 'consent.change', statistics: false, draw: draws.buffer },
    { type: 'visitor.activity', draw: draws.session },
    { type: 'visitor.activity', draw: draws.buffer },
    { type: 'error.captured', draw: 0.99 },
    { type: 'recording.flush' },
    { type: 'replay.ended', reason: 'sendError' },
    { type: 'replay.ended', reason: 'sessionExpired' },
    { type: 'replay.ended', reason: 'manual' },
  ]
  const state = sessionRecordingState(snapshot)
  if (state === 'flushing') list.push({ type: 'xstate.done.actor.flushReplay' }, { type: 'xstate.error.actor.flushReplay', error: new Error('offline') })
  if (state === 'recording') list.push({ type: 'xstate.done.actor.idlePause' })
  if (state === 'paused') list.push({ type: 'xstate.done.actor.idleExpiry' })
  if (state === 'recording' || state === 'paused') list.push({ type: 'xstate.done.actor.maxDuration' })
  return list
}

const stateNames: Record<string, string> = {
  off: 'intet optages (intet samtykke)',
  buffer: 'optager i buffer',
  flushing: 'sender bufferen',
  recording: 'optager hel session',
  paused: 'pause (inaktiv)',
  expired: 'stoppet: sessionen udløb',
  cut: 'stoppet: 60 minutter nået',
  failed: 'stoppet: kunne ikke sende',
}

const drawName = (draw: unknown) => (typeof draw === 'number' && draw < 0.1 ? 'trukket til hel session' : 'ikke trukket til hel session')

export const sessionRecordingModel: MachineModel<SessionRecordingMachine> = {
  id: 'session-recording',
  title: 'Optagelse af besøget (session replay)',
  summary:
    'Med samtykke til statistik optager sitet besøget til fejlsøgning (Sentrys session replay, tekst og billeder skjult). ' +
    '10 % af besøgene optages helt; de øvrige gemmer kun det seneste minut i browseren og sender det, hvis der sker en fejl, ' +
    'hvorefter resten af besøget optages. Efter 5 minutter uden aktivitet holder optagelsen pause, efter 15 minutter udløber ' +
    'sessionen, og efter 60 minutter afbrydes den; næste aktivitet starter en ny. Kan optagelsen ikke sendes (Sentry prøver 3 gange), ' +
    'stopper den. Trækkes samtykket tilbage, stopper optagelsen straks, og intet ventende sendes.',
  machine: sessionRecordingMachine,
  persisted: false,
  events,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.sample]),
  describeEvent(event) {
    const e = event as AnyEventObject & Record<string, unknown>
    switch (event.type) {
      case 'consent.change':
        return e.statistics ? `Den besøgende giver samtykke til statistik (${drawName(e.draw)})` : 'Den besøgende afviser eller trækker samtykket tilbage'
      case 'visitor.activity':
        return `Den besøgende klikker eller skriver (${drawName(e.draw)})`
      case 'error.captured':
        return 'En fejl rapporteres til Sentry'
      case 'recording.flush':
        return 'Siden beder om at sende bufferen'
      case 'replay.ended':
        return e.reason === 'sendError'
          ? 'Sentry opgiver at sende optagelsen'
          : e.reason === 'sessionExpired'
            ? 'Sentry afslutter den udløbne session'
            : 'Sentry melder, at sitet selv stoppede optagelsen'
      case 'xstate.done.actor.flushReplay':
        return 'Bufferen er sendt'
      case 'xstate.error.actor.flushReplay':
        return 'Bufferen kunne ikke sendes'
      case 'xstate.done.actor.idlePause':
        return 'Der går 5 minutter uden aktivitet'
      case 'xstate.done.actor.idleExpiry':
        return 'Der går 10 minutter mere uden aktivitet'
      case 'xstate.done.actor.maxDuration':
        return 'Sessionen har varet 60 minutter'
      default:
        return event.type
    }
  },
  describeSnapshot: (snapshot) => stateNames[sessionRecordingState(snapshot)] ?? JSON.stringify(snapshot.value),
  eventTypes: {
    'consent.change': 'Den besøgende giver, afviser eller trækker samtykke til statistik tilbage (cookiebanneret eller "Cookieindstillinger").',
    'visitor.activity': 'Den besøgende klikker, skriver, rører skærmen eller ruller.',
    'error.captured': 'En fejlrapport er nået frem til Sentry.',
    'recording.flush': 'Siden beder om at sende bufferen med det samme.',
    'replay.ended': 'Sentry stoppede optagelsen af sig selv (afsendelse opgivet, sessionen udløbet) eller melder sitets egen stop.',
    'xstate.done.actor.flushReplay': 'Bufferen er sendt til Sentry.',
    'xstate.error.actor.flushReplay': 'Bufferen kunne ikke sendes.',
    'xstate.done.actor.idlePause': '5 minutter uden aktivitet fra den besøgende.',
    'xstate.done.actor.idleExpiry': '15 minutter uden aktivitet i alt.',
    'xstate.done.actor.maxDuration': 'Sessionen har varet 60 minutter.',
  },
}

/**
 * What a browser test can make happen (tests/session-recording-paths.spec.ts), on a page whose draws
 * (Math.random) the test fixes: the visitor gives statistics consent ("Accepter alle") or withdraws it
 * ("Afvis alle" in "Cookieindstillinger"), presses a key (activity), an error is thrown in the page (Sentry
 * reports it and the buffer is sent), the mock's Sentry stand-in cuts a whole session's replay uploads off (the
 * SDK retries, then gives up: `sendError`), and 5, 15 or 60 minutes pass on Playwright's clock. The 60-minute cut
 * is driven for a session drawn whole only: one made from a buffer Sentry dates from the earliest buffered event
 * (up to a minute before the error, `session.started = earliestEvent` in @sentry/replay), so its own
 * `sessionExpired` may come before the machine's 60 minutes from the flush. The page never forces a flush, a
 * failed flush is retried inside the SDK (it gives up with `sendError` instead), and Sentry's own
 * `sessionExpired` is otherwise preceded by the machine's own expiry; those are the model tests' only.
 */
export function sessionRecordingUiEvents(snapshot: SessionRecordingSnapshot): AnyEventObject[] {
  const state = sessionRecordingState(snapshot)
  return events(snapshot).filter((event) => {
    const e = event as AnyEventObject & { statistics?: boolean; draw?: number; reason?: string }
    switch (event.type) {
      case 'consent.change':
        return e.statistics ? state === 'off' : state !== 'off' && state !== 'failed' && state !== 'flushing'
      case 'visitor.activity':
        return state === 'expired' || state === 'cut' || ((state === 'recording' || state === 'paused') && e.draw === draws.buffer)
      case 'error.captured':
        return state === 'buffer'
      case 'replay.ended':
        return e.reason === 'sendError' && state === 'recording'
      case 'xstate.done.actor.maxDuration':
        return state === 'recording' && snapshot.context.sample === 'session'
      case 'xstate.done.actor.flushReplay':
      case 'xstate.done.actor.idlePause':
      case 'xstate.done.actor.idleExpiry':
        return true
      default:
        return false
    }
  })
}
