/** Labels of the session-recording machine (machines/session-recording). */
import { constants } from '#app.config'
import type { MachineLabels } from './label-types.ts'

const r = constants.errorReporting
const percent = (rate: number) => `${Math.round(rate * 100)} %`

export const sessionRecordingLabels: MachineLabels = {
  guards: {
    statisticsGiven: 'samtykke til statistik er givet',
    statisticsWithdrawn: 'samtykke til statistik er afvist eller trukket tilbage',
    statisticsGivenForSession: `samtykke givet, og besøget er trukket til hel session (${percent(r.replaysSessionSampleRate)})`,
    drawsSession: `den nye optagelse er trukket til hel session (${percent(r.replaysSessionSampleRate)})`,
    errorSampled: `fejlen er udtaget til optagelse (${percent(r.replaysOnErrorSampleRate)} af fejlene)`,
    sessionExpiredBySdk: 'Sentry melder sessionen udløbet',
    stoppedBySdk: 'Sentry stoppede optagelsen af sig selv',
  },
  actions: {
    keepSample: 'husker besøgets lodtrækning (hel session eller buffer)',
    forgetSample: 'glemmer lodtrækningen: næste optagelse trækkes på ny',
  },
  states: {
    off: 'slået fra (intet samtykke til statistik)',
    enabled: 'slået til',
    'enabled.buffer': 'buffer (gemmer indtil en fejl)',
    'enabled.flushing': 'sender bufferen',
    'enabled.session': 'hel session',
    'enabled.session.recording': 'optager',
    'enabled.session.paused': 'på pause (ingen aktivitet)',
    stopped: 'stoppet',
    'stopped.expired': 'udløbet (15 minutter uden aktivitet)',
    'stopped.cut': 'afskåret (60 minutter)',
    'stopped.failed': 'afsendelse opgivet',
  },
  actors: {
    holdRecording: 'optagelsen',
    startBuffering: 'bufferen',
    flushReplay: 'afsendelsen',
    startSession: 'sessionen',
    maxDuration: 'de 60 minutter',
    idlePause: 'de 5 minutter',
    idleExpiry: 'de 15 minutter',
  },
  events: {
    'consent.change': 'ændrer samtykket',
    'visitor.activity': 'er aktiv på siden',
    'error.captured': 'en fejl er rapporteret',
    'recording.flush': 'siden beder om at sende',
    'replay.ended': 'Sentry stopper optagelsen',
    'xstate.done.actor.flushReplay': 'Bufferen er sendt',
    'xstate.error.actor.flushReplay': 'Bufferen kunne ikke sendes',
    'xstate.done.actor.idlePause': '5 minutter uden aktivitet',
    'xstate.done.actor.idleExpiry': '15 minutter uden aktivitet',
    'xstate.done.actor.maxDuration': '60 minutter er gået',
  },
}
