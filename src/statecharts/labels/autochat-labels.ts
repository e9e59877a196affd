/** Labels of the autochat machine (machines/autochat). */
import { m } from '#src/i18n/paraglide/messages.js'
import type { MachineLabels } from './label-types.ts'

export const autochatLabels: MachineLabels = {
  guards: {
    hasSession: 'der er allerede en samtale',
    canSend: 'ingen besked venter på at blive sendt',
    hasOutbox: 'en besked venter på at blive sendt',
    isStarted: 'samtalen er startet',
    isTurnedOff: 'forhandleren har slået chatten fra',
    isSent: 'beskeden er modtaget',
    isRateLimited: 'for mange beskeder på kort tid',
    isComplete: 'svaret kom helt',
  },
  actions: {
    takeOpenContext: 'husker, hvor chatten blev åbnet (fx ved en bil)',
    takeSession: 'husker samtalen',
    takeOutbox: 'lægger beskeden klar til afsendelse',
    clearProblem: 'fjerner fejlbeskeden',
    takeSent: 'venter på svaret på den sendte besked',
    failSend: `viser »${m.chat_unsent()}«`,
    limitSend: `viser »${m.chat_rate_limited()}«`,
    appendChunk: 'viser næste bid af svaret',
    takeAnswer: 'viser hele svaret',
    keepPartial: `beholder det modtagne svar, markeret »${m.chat_incomplete()}«`,
    record: 'skriver hændelsen i logbogen i browseren',
    recordStarted: 'skriver den startede samtale i logbogen',
    recordQueued: 'gemmer beskeden i logbogen, før den sendes',
    recordAnswer: 'skriver svaret i logbogen',
    recordPartial: 'skriver det ufuldstændige svar i logbogen',
    recordClose: 'skriver i logbogen, at chatten er lukket',
    notifyOpened: 'giver besked om, at chatten er åbnet (til statistik)',
    notifySent: 'giver besked om, at en besked er sendt (til statistik)',
    notifyAnswered: 'giver besked om, at svaret er kommet',
    notifyCut: `giver besked om, at svaret blev afbrudt (»${m.chat_stream_cut()}«)`,
  },
}
