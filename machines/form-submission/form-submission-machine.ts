/**
 * Submitting a lead (test drive, interest, contact, trade-in): the visitor
 * edits the form, the form validates it and sends the machine either the
 * lead (`form.submit`, with a fresh idempotency key) or the form-level
 * problem (`form.invalid`); the lead is posted to the site (which validates
 * it again and calls the product API with the lead's idempotency key), and
 * it ends sent or failed, with retry. The machine never calls back into the
 * form. A lead is never lost:
 *
 * - It is written to browser storage (the journal) before the first attempt,
 *   and stays there until the site has accepted it. When the site or the
 *   product API is unreachable, or the browser is offline, the lead waits in
 *   the queue and is posted again with the same idempotency key (with
 *   back-off, at once when the browser comes back online, and after a reload)
 *   until it is accepted: the product API stores it exactly once.
 * - A lead the site holds back (too many leads from the same sender or
 *   address in a short time: 429) stays in the queue too, and is posted
 *   again with the same key when the site says the window has passed; the
 *   visitor is told when (the site's time, in Danish).
 * - A second submit while one is sending or queued is ignored.
 *
 * Persisted: one journal per form instance (`form-submission.<form key>`).
 * Journaled events only lead into resting states (editing, queued,
 * succeeded, failed), so replay never starts an actor; after a reload the
 * store sends `outbox.resume` and a queued lead is posted again. Personal
 * data leaves the journal as soon as the lead is accepted (compaction keeps
 * only the receipt). See docs/decisions/0008-forms.md.
 */
import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate'
import { z } from 'zod'
import { journalRecordType, type JournalRecordEmitted, type PersistedMachineDefinition } from '../kit/persisted-machine.ts'
import { requiredActor } from '../kit/required-actor.ts'

// ---------------------------------------------------------------------------
// The lead and the site's answers
// ---------------------------------------------------------------------------

/** Idempotency keys as the product API accepts them (8-100 of A-Z a-z 0-9 _ -). */
export const leadKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/)

/** A form value: text fields give strings, checkboxes and toggles booleans. */
export const leadValueSchema = z.union([z.string().max(5_000), z.boolean()])

/**
 * What the visitor submitted, as the outbox keeps it. The form feature
 * (src/forms) gives `formId`, `subject` and `values` their exact shapes; the
 * machine only carries them.
 */
export const leadSchema = z.object({
  /** Idempotency key: one per validated submission, reused for every retry. */
  key: leadKeySchema,
  /** Which form (`vehicle-test-drive`, `direct-contact`, …). */
  formId: z.string().min(1).max(60),
  /** What the lead is about: vehicle id, brand and model, fixed topic … */
  subject: z.record(z.string().max(40), z.string().max(200)),
  values: z.record(z.string().max(60), leadValueSchema),
  /** The spam trap field's content (empty for people). */
  honeypot: z.string().max(500),
  /**
   * The interface locale the form was filled in (spec 4), passed on to the
   * product API. Leads queued before it was recorded are Danish.
   */
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/)
    .default('da-DK'),
})
export type Lead = z.infer<typeof leadSchema>

export const receiptSchema = z.object({
  submissionId: z.string().min(1).max(100),
  receivedAt: z.string().min(1).max(40),
  /** Danish confirmation for the visitor, from the product API. */
  message: z.string().max(1_000),
})
export type LeadReceipt = z.infer<typeof receiptSchema>

/** Why the site refused a lead for good (retrying later may help for rate-limited). */
export const failureReasons = ['rate-limited', 'spam', 'conflict'] as const
export type FailureReason = (typeof failureReasons)[number]
export const failureReasonSchema = z.enum(failureReasons)

/**
 * A lead the site holds back for now (the lead limit): when it may be posted
 * again, as the site's clock says (an ISO instant, shown to the visitor) and
 * as a delay (what the browser waits, whatever its own clock says).
 */
export const deferralSchema = z.object({
  retryAt: z.iso.datetime({ offset: true }),
  retryAfterSeconds: z
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60),
})
export type Deferral = z.infer<typeof deferralSchema>

/** The site's answer to a posted lead. */
export type LeadPostResult =
  | { outcome: 'accepted'; receipt: LeadReceipt }
  | { outcome: 'rejected'; fieldErrors: Record<string, string[]>; formErrors: string[] }
  | { outcome: 'refused'; reason: FailureReason }
  | ({ outcome: 'deferred' } & Deferral)
  | { outcome: 'unavailable' }

/** Form-level validation problem: some field is wrong, or required fields are empty. */
export type FormProblem = 'invalid' | 'incomplete'

export interface Rejection {
  fieldErrors: Record<string, string[]>
  formErrors: string[]
}

/** Back-off steps: the wait before the n-th retry is `retryDelaysMs[min(n, len) - 1]`. */
export const retryDelaysMs: readonly number[] = [2_000, 5_000, 15_000, 30_000]
export const maxAttemptsCounted = retryDelaysMs.length

export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), retryDelaysMs.length) - 1
  return retryDelaysMs[index] ?? 30_000
}

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

/** Journaled events: each leads into a resting state, so replay starts no actor. */
export const formSubmissionJournalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lead.queued'), lead: leadSchema }),
  z.object({ type: z.literal('lead.delivered'), receipt: receiptSchema }),
  z.object({ type: z.literal('lead.failed'), reason: failureReasonSchema }),
  z.object({ type: z.literal('lead.rejected') }),
  z.object({ type: z.literal('form.edit') }),
  z.object({ type: z.literal('form.reset') }),
])
export type FormSubmissionJournalEvent = z.infer<typeof formSubmissionJournalEventSchema>

export type FormSubmissionEvent =
  | FormSubmissionJournalEvent
  /** The form validated and built the lead (with a fresh idempotency key). */
  | { type: 'form.submit'; lead: Lead }
  /** The form found invalid or missing fields; the machine keeps the form-level message. */
  | { type: 'form.invalid'; problem: FormProblem }
  | { type: 'lead.retry' }
  | { type: 'outbox.resume' }

export type FormSubmissionNotice =
  /** The lead is journaled and on its way (analytics: form_submit). */
  | { type: 'notice.queued'; lead: Lead }
  | { type: 'notice.rejected'; rejection: Rejection }
  | { type: 'notice.delivered'; receipt: LeadReceipt }
  | { type: 'notice.failed'; reason: FailureReason }

export interface FormSubmissionContext {
  /** The lead on its way (queued, sending or failed); null while editing and once delivered. */
  lead: Lead | null
  /** Failed delivery attempts since the lead was queued (capped; drives the back-off). */
  attempts: number
  receipt: LeadReceipt | null
  failure: FailureReason | null
  /** The form-level message after a submit with invalid fields. */
  problem: FormProblem | null
  /** Field errors the site or the product API answered with. */
  rejection: Rejection | null
  /** While the site holds the lead back: when it is posted again. */
  deferral: Deferral | null
}

type DoneOutput<T> = { output: T }

function outputOf<T>(event: unknown): T {
  return (event as DoneOutput<T>).output
}

function postResult(event: unknown): LeadPostResult {
  return outputOf<LeadPostResult>(event)
}

// ---------------------------------------------------------------------------
// Machine
// ---------------------------------------------------------------------------

export const formSubmissionMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    emitted: {} as JournalRecordEmitted<FormSubmissionJournalEvent> | FormSubmissionNotice,
  },
  actors: {
    /** Posts the lead to the site; resolves with the site's answer, rejects when the site cannot be reached. */
    submitLead: requiredActor<LeadPostResult, { lead: Lead }>('formSubmission', 'submitLead'),
    /** Waits before the next attempt (back-off), or until the browser is back online. */
    waitForRetry: requiredActor<undefined, { attempts: number }>('formSubmission', 'waitForRetry'),
    /** Waits until the site's lead limit lets the lead in (the delay the site answered with). */
    waitForWindow: requiredActor<undefined, { seconds: number }>('formSubmission', 'waitForWindow'),
  },
  guards: {
    isAccepted: ({ event }) => postResult(event).outcome === 'accepted',
    isRejected: ({ event }) => postResult(event).outcome === 'rejected',
    isRefused: ({ event }) => postResult(event).outcome === 'refused',
    isDeferred: ({ event }) => postResult(event).outcome === 'deferred',
  },
  actions: {
    takeSubmittedLead: assign(({ event }) => {
      assertEvent(event, 'form.submit')
      return { lead: event.lead, attempts: 0, problem: null, rejection: null }
    }),
    takeProblem: assign(({ event }) => {
      assertEvent(event, 'form.invalid')
      return { problem: event.problem, rejection: null }
    }),
    takeQueuedLead: assign(({ event }) => {
      assertEvent(event, 'lead.queued')
      return { lead: event.lead, attempts: 0, failure: null, receipt: null }
    }),
    takeReceipt: assign(({ event }) => {
      const receipt = event.type === 'lead.delivered' ? event.receipt : (postResult(event) as Extract<LeadPostResult, { outcome: 'accepted' }>).receipt
      // The lead's personal data is no longer needed once the dealer has it.
      return { receipt, lead: null, attempts: 0, failure: null }
    }),
    takeRejection: assign(({ event }) => {
      const result = postResult(event) as Extract<LeadPostResult, { outcome: 'rejected' }>
      return { lead: null, attempts: 0, rejection: { fieldErrors: result.fieldErrors, formErrors: result.formErrors } }
    }),
    dropLead: assign({ lead: null, attempts: 0 }),
    takeFailure: assign({
      failure: ({ event }) => (event.type === 'lead.failed' ? event.reason : (postResult(event) as Extract<LeadPostResult, { outcome: 'refused' }>).reason),
      attempts: 0,
    }),
    clearFailure: assign({ failure: null, attempts: 0 }),
    takeDeferral: assign(({ event }) => {
      const { retryAt, retryAfterSeconds } = postResult(event) as Extract<LeadPostResult, { outcome: 'deferred' }>
      return { deferral: { retryAt, retryAfterSeconds }, attempts: 0 }
    }),
    clearDeferral: assign({ deferral: null }),
    clearReceipt: assign({ receipt: null, rejection: null, problem: null }),
    countAttempt: assign({ attempts: ({ context }) => Math.min(context.attempts + 1, maxAttemptsCounted) }),

    /** Journals the accepted event itself (the store appends it; replay never runs actions). */
    record: emit(({ event }) => ({ type: journalRecordType, event: event as FormSubmissionJournalEvent })),
    /** Journals the lead before it is sent: from here on it survives a reload or a crash. */
    recordQueued: emit(({ context }) => ({
      type: journalRecordType,
      event: { type: 'lead.queued' as const, lead: context.lead as Lead },
    })),
    recordDelivered: emit(({ context }) => ({
      type: journalRecordType,
      event: { type: 'lead.delivered' as const, receipt: context.receipt as LeadReceipt },
    })),
    recordFailed: emit(({ context }) => ({
      type: journalRecordType,
      event: { type: 'lead.failed' as const, reason: context.failure as FailureReason },
    })),
    recordRejected: emit({ type: journalRecordType, event: { type: 'lead.rejected' } }),

    notifyQueued: emit(({ context }) => ({ type: 'notice.queued' as const, lead: context.lead as Lead })),
    // Runs after takeRejection, which sets the rejection.
    notifyRejected: emit(({ context }) => ({ type: 'notice.rejected' as const, rejection: context.rejection as Rejection })),
    notifyDelivered: emit(({ context }) => ({ type: 'notice.delivered' as const, receipt: context.receipt as LeadReceipt })),
    notifyFailed: emit(({ context }) => ({ type: 'notice.failed' as const, reason: context.failure as FailureReason })),
  },
}).createMachine({
  id: 'formSubmission',
  context: { lead: null, attempts: 0, receipt: null, failure: null, problem: null, rejection: null, deferral: null },
  initial: 'editing',
  states: {
    editing: {
      description:
        'Den besøgende udfylder formularen. Fejl vises ved feltet, når det forlades (afkrydsningsfelter straks, når de ændres). Intet er gemt i browseren.',
      on: {
        'form.submit': {
          target: 'submitting',
          actions: ['takeSubmittedLead', 'recordQueued', 'notifyQueued'],
          description:
            'Den besøgende trykker "Send", og formularen er gyldig (samme regler som serveren): henvendelsen har fået en idempotensnøgle og gemmes i browserens kø, før den sendes.',
        },
        'form.invalid': {
          actions: 'takeProblem',
          description:
            'Den besøgende trykker "Send" med fejl i formularen: "Beklager, ikke alle felter er udfyldt korrekt." (eller "Formularen er ikke udfyldt færdig."); formularen flytter fokus til det første felt med fejl.',
        },
        'lead.queued': {
          target: 'queued',
          actions: ['takeQueuedLead', 'record'],
          description: 'Genskabt fra browserens kø (genindlæsning): en henvendelse venter på at blive sendt.',
        },
        'lead.delivered': {
          target: 'succeeded',
          actions: ['takeReceipt', 'record'],
          description: 'Genskabt fra browserens kø: henvendelsen er modtaget (kun kvitteringen er gemt).',
        },
      },
    },
    submitting: {
      description: 'Henvendelsen sendes til sitet, som validerer den igen og sender den til produkt-API’et med idempotensnøglen. "Sender …"',
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => ({ lead: context.lead as Lead }),
        onDone: [
          {
            guard: 'isAccepted',
            target: 'succeeded',
            actions: ['takeReceipt', 'recordDelivered', 'notifyDelivered'],
            description: 'Modtaget: kvitteringen vises, og persondata slettes fra browserens kø.',
          },
          {
            guard: 'isRejected',
            target: 'editing',
            actions: ['takeRejection', 'recordRejected', 'notifyRejected'],
            description: 'Sitet eller produkt-API’et afviste felter: fejlene vises ved felterne, så de kan rettes.',
          },
          {
            guard: 'isDeferred',
            target: 'deferred',
            actions: 'takeDeferral',
            description: 'Holdt tilbage (429: for mange henvendelser på kort tid fra samme afsender eller adresse): henvendelsen bliver i køen.',
          },
          {
            guard: 'isRefused',
            target: 'failed',
            actions: ['takeFailure', 'recordFailed', 'notifyFailed'],
            description: 'Afvist (spamfælde eller nøglekonflikt).',
          },
          {
            target: 'waiting',
            actions: 'countAttempt',
            description: 'Produkt-API’et er utilgængeligt (sitet svarer 503): henvendelsen bliver i køen.',
          },
        ],
        onError: {
          target: 'waiting',
          actions: 'countAttempt',
          description: 'Sitet kunne ikke nås (netværksfejl, offline): henvendelsen bliver i køen.',
        },
      },
    },
    waiting: {
      description:
        'I kø: "Din henvendelse er gemt og sendes automatisk." Næste forsøg efter 2, 5, 15 og derefter 30 sekunder, eller straks når browseren er online igen.',
      invoke: {
        id: 'waitForRetry',
        src: 'waitForRetry',
        input: ({ context }) => ({ attempts: context.attempts }),
        onDone: { target: 'submitting', description: 'Ventetiden er gået, eller browseren er online igen: samme nøgle sendes igen.' },
      },
      on: { 'lead.retry': { target: 'submitting', description: 'Den besøgende trykker "Prøv igen nu".' } },
    },
    deferred: {
      description:
        'Holdt tilbage af sitets grænse for henvendelser: "Din henvendelse er gemt og sendes automatisk kl. 10.10." (sitets tid). Den sendes igen med samme nøgle, når tiden er gået; efter en genindlæsning straks (sitet svarer igen med tidspunktet).',
      exit: 'clearDeferral',
      invoke: {
        id: 'waitForWindow',
        src: 'waitForWindow',
        // Entered only through takeDeferral, which sets the deferral.
        input: ({ context }) => ({ seconds: (context.deferral as Deferral).retryAfterSeconds }),
        onDone: { target: 'submitting', description: 'Tidspunktet er nået: samme nøgle sendes igen (tæller ikke med i grænsen igen).' },
      },
    },
    queued: {
      description: 'I kø efter en genindlæsning (eller i et andet faneblad): henvendelsen sendes igen, så snart siden er klar.',
      on: {
        'outbox.resume': { target: 'submitting', description: 'Siden er indlæst: køen genoptages med samme nøgle.' },
        'lead.retry': { target: 'submitting', description: 'Den besøgende trykker "Prøv igen nu".' },
        'lead.delivered': {
          target: 'succeeded',
          actions: ['takeReceipt', 'record'],
          description: 'Genskabt: henvendelsen blev modtaget.',
        },
        'lead.failed': { target: 'failed', actions: ['takeFailure', 'record'], description: 'Genskabt: henvendelsen blev afvist.' },
        'lead.rejected': {
          target: 'editing',
          actions: ['dropLead', 'record'],
          description: 'Genskabt: henvendelsen havde fejl og skal rettes.',
        },
      },
    },
    succeeded: {
      description: 'Sendt: "Tak for din henvendelse" med produkt-API’ets bekræftelse. Kun kvitteringen er gemt i browseren.',
      on: {
        'form.reset': {
          target: 'editing',
          actions: ['clearReceipt', 'record'],
          description: 'Den besøgende vil sende en ny henvendelse.',
        },
      },
    },
    failed: {
      description: 'Ikke sendt: årsagen vises med "Prøv igen" (samme nøgle) og "Ret henvendelsen". Henvendelsen er stadig gemt.',
      on: {
        'lead.retry': {
          target: 'submitting',
          actions: ['clearFailure', 'recordQueued'],
          description: 'Den besøgende prøver igen med samme nøgle og indhold.',
        },
        'form.edit': {
          target: 'editing',
          actions: ['clearFailure', 'dropLead', 'record'],
          description: 'Den besøgende vil rette henvendelsen (felterne udfyldes med det sendte).',
        },
        'lead.queued': {
          target: 'queued',
          actions: ['takeQueuedLead', 'record'],
          description: 'Genskabt: henvendelsen blev sendt igen og venter i køen.',
        },
      },
    },
  },
})

export type FormSubmissionMachine = typeof formSubmissionMachine
export type FormSubmissionSnapshot = SnapshotFrom<FormSubmissionMachine>

/** What the visitor is told about the lead. */
export type SubmissionStatus = 'editing' | 'sending' | 'queued' | 'sent' | 'failed'

export function submissionStatus(snapshot: FormSubmissionSnapshot): SubmissionStatus {
  switch (snapshot.value) {
    case 'submitting':
      return 'sending'
    case 'waiting':
    case 'deferred':
    case 'queued':
      return 'queued'
    case 'succeeded':
      return 'sent'
    case 'failed':
      return 'failed'
    default:
      return 'editing'
  }
}

/** What the journal stands for: the lead's place in the outbox. */
export type OutboxState = 'none' | 'pending' | 'delivered' | 'failed'

export function outboxState(snapshot: FormSubmissionSnapshot): OutboxState {
  switch (submissionStatus(snapshot)) {
    case 'sending':
    case 'queued':
      return 'pending'
    case 'sent':
      return 'delivered'
    case 'failed':
      return 'failed'
    default:
      return 'none'
  }
}

/** Journal name of the machine; each form instance appends `.<form key>`. */
export const formSubmissionMachineId = 'form-submission'

export const formSubmissionDefinition: PersistedMachineDefinition<FormSubmissionMachine, FormSubmissionJournalEvent> = {
  machine: formSubmissionMachine,
  // compactAfter 1: a delivered lead's journal shrinks to its receipt at once.
  journal: { machineId: formSubmissionMachineId, version: 1, eventSchema: formSubmissionJournalEventSchema, compactAfter: 1 },
  project: (snapshot) => ({
    outbox: outboxState(snapshot),
    lead: snapshot.context.lead,
    receipt: snapshot.context.receipt,
    failure: snapshot.context.failure,
  }),
  // A pending or failed lead is in the context, a failure has its reason and a delivery its receipt.
  compact: (snapshot): FormSubmissionJournalEvent[] => {
    const { lead, receipt, failure } = snapshot.context
    switch (outboxState(snapshot)) {
      case 'pending':
        return [{ type: 'lead.queued', lead: lead as Lead }]
      case 'delivered':
        return [{ type: 'lead.delivered', receipt: receipt as LeadReceipt }]
      case 'failed':
        return [
          { type: 'lead.queued', lead: lead as Lead },
          { type: 'lead.failed', reason: failure as FailureReason },
        ]
      default:
        return []
    }
  },
}

/** The definition of one form instance: its own journal (`form-submission.<formKey>`). */
export function formSubmissionDefinitionFor(formKey: string): PersistedMachineDefinition<FormSubmissionMachine, FormSubmissionJournalEvent> {
  return {
    ...formSubmissionDefinition,
    journal: { ...formSubmissionDefinition.journal, machineId: `${formSubmissionMachineId}.${formKey}` },
  }
}
