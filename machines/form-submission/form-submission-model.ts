/**
 * Test model of the form-submission machine: the visitor's actions (a valid
 * or an invalid submit, as the form validated it), the site's and the retry
 * timer's outcomes, and the journal events a reload restores. Danish
 * descriptions for QA paths and charts.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import {
  formSubmissionMachine,
  submissionStatus,
  type FormSubmissionMachine,
  type FormSubmissionSnapshot,
  type Lead,
  type LeadPostResult,
  type LeadReceipt,
} from './form-submission-machine.ts'

/** The model's lead: a test-drive booking of the spec's example vehicle. */
export const modelLead: Lead = {
  key: 'model-lead-0001',
  formId: 'vehicle-test-drive',
  subject: { vehicleId: '104233-1-mercedes-benz-glc-300e-4matic' },
  values: {
    name: 'Mette Hansen',
    email: 'mette@example.dk',
    phone: '20 30 40 50',
    location: 'bilhuset-nord-greve',
    preferredDate: '2026-12-03',
    preferredTime: 'morning',
    consent: true,
  },
  honeypot: '',
  locale: 'da-DK',
}

export const modelReceipt: LeadReceipt = {
  submissionId: 'lead-0123456789abcdef',
  receivedAt: '2026-11-22T10:00:00.000Z',
  message: 'Tak for din booking af en prøvetur. Vi bekræfter tidspunktet inden for én arbejdsdag.',
}

/** A second lead, for the submits the machine must ignore (another key than the one on its way). */
const secondLead: Lead = { ...modelLead, key: 'model-lead-0002' }
const answers: Record<LeadPostResult['outcome'], LeadPostResult> = {
  accepted: { outcome: 'accepted', receipt: modelReceipt },
  rejected: { outcome: 'rejected', fieldErrors: { preferredDate: ['Vælg en dato fra i morgen og frem.'] }, formErrors: [] },
  refused: { outcome: 'refused', reason: 'spam' },
  // The lead limit holds the lead back until 10.10 (the e2e suite's instant is 10.00, Copenhagen).
  deferred: { outcome: 'deferred', retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 600 },
  unavailable: { outcome: 'unavailable' },
}

function formSubmissionModelEvents(snapshot: FormSubmissionSnapshot): AnyEventObject[] {
  // "Send" (valid or not) is tried everywhere: only editing takes it (no double submit, no late validation result).
  const events: AnyEventObject[] = [
    { type: 'form.submit', lead: snapshot.value === 'editing' ? modelLead : secondLead },
    { type: 'form.invalid', problem: 'incomplete' },
  ]
  switch (snapshot.value) {
    case 'editing':
      events.push({ type: 'form.invalid', problem: 'invalid' }, { type: 'lead.queued', lead: modelLead }, { type: 'lead.delivered', receipt: modelReceipt })
      break
    case 'submitting':
      for (const answer of Object.values(answers)) events.push({ type: 'xstate.done.actor.submitLead', output: answer })
      events.push({ type: 'xstate.error.actor.submitLead', error: new TypeError('Failed to fetch') })
      break
    case 'waiting':
      events.push({ type: 'xstate.done.actor.waitForRetry' }, { type: 'lead.retry' })
      break
    case 'deferred':
      // "Prøv igen nu", a resume and going online do not shorten the site's window.
      events.push({ type: 'xstate.done.actor.waitForWindow' }, { type: 'lead.retry' }, { type: 'outbox.resume' })
      break
    case 'queued':
      events.push(
        { type: 'outbox.resume' },
        { type: 'lead.retry' },
        { type: 'lead.delivered', receipt: modelReceipt },
        { type: 'lead.failed', reason: 'rate-limited' },
        { type: 'lead.rejected' },
      )
      break
    case 'failed':
      events.push({ type: 'lead.retry' }, { type: 'form.edit' }, { type: 'lead.queued', lead: modelLead })
      break
    case 'succeeded':
      events.push({ type: 'form.reset' })
      break
  }
  return events
}

function describePostResult(result: LeadPostResult): string {
  switch (result.outcome) {
    case 'accepted':
      return 'Sitet svarer: modtaget'
    case 'rejected':
      return `Sitet svarer: felter afvist (${Object.keys(result.fieldErrors).join(', ')})`
    case 'refused':
      return `Sitet afviser henvendelsen (${result.reason})`
    case 'deferred':
      return 'Sitet svarer: for mange henvendelser på kort tid (429), sendes kl. 10.10'
    case 'unavailable':
      return 'Sitet svarer: produkt-API’et er utilgængeligt (503)'
  }
}

const statusNames: Record<string, string> = {
  editing: 'udfylder',
  sending: 'sender',
  queued: 'i kø',
  sent: 'sendt',
  failed: 'ikke sendt',
}

export const formSubmissionModel: MachineModel<FormSubmissionMachine> = {
  id: 'form-submission',
  title: 'Afsendelse af formularer (henvendelser)',
  summary:
    'Prøvetur, interesse, kontakt og byttebil: formularen valideres, og henvendelsen gemmes i browserens kø, før den sendes til sitet, ' +
    'som validerer igen og sender den til produkt-API’et med en idempotensnøgle. Er API’et eller nettet nede, bliver henvendelsen i køen ' +
    'og sendes igen med samme nøgle (også efter en genindlæsning), til den er modtaget – præcis én gang. Den besøgende ser hele tiden, ' +
    'om henvendelsen er sendt, i kø eller ikke sendt.',
  machine: formSubmissionMachine,
  persisted: true,
  events: formSubmissionModelEvents,
  stateKey: (snapshot) => {
    const { lead, attempts, receipt, failure, problem, rejection, deferral } = snapshot.context
    return JSON.stringify([
      snapshot.value,
      lead?.key ?? null,
      attempts,
      receipt?.submissionId ?? null,
      failure,
      problem,
      rejection !== null,
      deferral?.retryAt ?? null,
    ])
  },
  describeEvent(event) {
    switch (event.type) {
      case 'form.submit':
        return 'Den besøgende trykker "Send" (formularen er gyldig)'
      case 'form.invalid':
        return `Den besøgende trykker "Send" med fejl i formularen (${(event as unknown as { problem: string }).problem})`
      case 'form.edit':
        return 'Den besøgende trykker "Ret henvendelsen"'
      case 'form.reset':
        return 'Den besøgende trykker "Send en ny henvendelse"'
      case 'lead.retry':
        return 'Den besøgende trykker "Prøv igen nu"'
      case 'outbox.resume':
        return 'Siden er indlæst: køen genoptages'
      case 'lead.queued':
        return 'Genskab fra køen: henvendelsen venter'
      case 'lead.delivered':
        return 'Genskab fra køen: henvendelsen er modtaget'
      case 'lead.failed':
        return `Genskab fra køen: henvendelsen blev afvist (${(event as unknown as { reason: string }).reason})`
      case 'lead.rejected':
        return 'Genskab fra køen: henvendelsen skal rettes'
      case 'xstate.done.actor.submitLead':
        return describePostResult((event as unknown as { output: LeadPostResult }).output)
      case 'xstate.error.actor.submitLead':
        return 'Sitet kan ikke nås (netværksfejl eller offline)'
      case 'xstate.done.actor.waitForRetry':
        return 'Ventetiden er gået (eller browseren er online igen)'
      case 'xstate.done.actor.waitForWindow':
        return 'Tidspunktet, sitet gav, er nået'
      default:
        return event.type
    }
  },
  describeSnapshot(snapshot) {
    const { attempts, failure, deferral } = snapshot.context
    const status = statusNames[submissionStatus(snapshot)] ?? String(snapshot.value)
    const details = [
      attempts > 0 ? `${attempts} mislykkede forsøg` : '',
      failure ? `årsag: ${failure}` : '',
      deferral ? `holdt tilbage til ${deferral.retryAt}` : '',
    ].filter(Boolean)
    return details.length ? `${status} (${details.join(', ')})` : status
  },
  eventTypes: {
    'form.submit':
      'Den besøgende trykker "Send", og formularen er gyldig: hændelsen bærer henvendelsen med en ny idempotensnøgle (ignoreres, mens en henvendelse sendes eller er i kø).',
    'form.invalid': 'Den besøgende trykker "Send", og formularen har fejl eller mangler: "incomplete" (kun tomme pligtfelter) eller "invalid".',
    'form.edit': 'Den besøgende vil rette en afvist henvendelse.',
    'form.reset': 'Den besøgende vil sende en ny henvendelse efter en modtaget.',
    'lead.retry': 'Den besøgende trykker "Prøv igen nu" (samme idempotensnøgle).',
    'outbox.resume': 'Siden er indlæst: en henvendelse i køen sendes igen.',
    'lead.queued': 'Journal: henvendelsen er gemt i køen (skrives før første forsøg).',
    'lead.delivered': 'Journal: henvendelsen er modtaget (kun kvitteringen gemmes).',
    'lead.failed': 'Journal: henvendelsen blev afvist af sitet.',
    'lead.rejected': 'Journal: felter blev afvist; henvendelsen skal rettes.',
    'xstate.done.actor.submitLead':
      'Sitets svar: modtaget, felter afvist, holdt tilbage af grænsen for henvendelser (429, med tidspunkt), afvist (spam, nøglekonflikt) eller API utilgængeligt (503).',
    'xstate.error.actor.submitLead': 'Sitet kunne ikke nås (netværksfejl, offline).',
    'xstate.done.actor.waitForRetry': 'Ventetiden før næste forsøg er gået, eller browseren er online igen.',
    'xstate.done.actor.waitForWindow': 'Tidspunktet, hvor sitets grænse for henvendelser lukker henvendelsen ind, er nået.',
  },
}

/**
 * What a browser test can make happen (tests/form-submission-paths.spec.ts):
 * a valid or an empty "Send", the site accepting the lead, the browser being
 * offline on the first attempt (no request: "unavailable"), the lead request
 * cut on the way (the site cannot be reached) on the first two attempts, the
 * retry timer or the browser coming back online, "Prøv igen nu" and "Send en
 * ny henvendelse". Refusals need the product API's or the site's own answers,
 * and the journal events need a reload with a stored lead: vitest and the
 * forms specs cover those.
 */
export function formSubmissionUiEvents(snapshot: FormSubmissionSnapshot): AnyEventObject[] {
  const { attempts } = snapshot.context
  return formSubmissionModelEvents(snapshot).filter((event) => {
    switch (event.type) {
      case 'form.submit':
      case 'form.invalid':
        return snapshot.value === 'editing' && (event.type === 'form.submit' || (event as unknown as { problem: string }).problem === 'incomplete')
      case 'xstate.done.actor.submitLead': {
        const outcome = (event as unknown as { output: LeadPostResult }).output.outcome
        return outcome === 'accepted' || (outcome === 'unavailable' && attempts === 0)
      }
      case 'xstate.error.actor.submitLead':
        return attempts <= 1
      case 'xstate.done.actor.waitForRetry':
      case 'form.reset':
        return true
      case 'lead.retry':
        return snapshot.value === 'waiting'
      default:
        return false
    }
  })
}
