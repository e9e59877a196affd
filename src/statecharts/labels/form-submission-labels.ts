/** Labels of the form-submission machine (machines/form-submission). */
import { m } from '#src/i18n/paraglide/messages.js'
import type { MachineLabels } from './label-types.ts'

export const formSubmissionLabels: MachineLabels = {
  guards: {
    isAccepted: 'sitet har modtaget henvendelsen',
    isRejected: 'sitet afviser felter i henvendelsen',
    isRefused: 'sitet nægter at sende den (fx for mange henvendelser eller spam)',
  },
  actions: {
    takeSubmittedLead: 'husker den udfyldte henvendelse og nulstiller forsøg',
    takeProblem: 'husker, hvad der er galt med formularen',
    takeQueuedLead: 'henter den gemte henvendelse fra køen',
    takeReceipt: 'gemmer kvitteringen og sletter de personlige oplysninger',
    takeRejection: 'husker felterne, sitet afviste',
    dropLead: 'glemmer henvendelsen',
    takeFailure: 'husker, hvorfor den ikke blev sendt',
    clearFailure: 'glemmer den tidligere fejl',
    clearReceipt: 'glemmer kvittering og fejl, så formularen er tom',
    countAttempt: 'tæller forsøget (til ventetiden før næste forsøg)',
    record: 'skriver hændelsen i logbogen i browseren',
    recordQueued: 'gemmer henvendelsen i browserens kø, før den sendes',
    recordDelivered: 'skriver kvitteringen i logbogen',
    recordFailed: 'skriver fejlen i logbogen',
    recordRejected: 'skriver afvisningen i logbogen',
    notifyQueued: `viser »${m.forms_status_queued_title()}«`,
    notifyRejected: 'viser fejlene ved felterne',
    notifyDelivered: `viser »${m.forms_outbox_delivered_toast()}«`,
    notifyFailed: `viser »${m.forms_status_failed_title()}« med årsagen`,
  },
}
