/**
 * "Gem søgning og få besked om nye biler" and "Giv mig besked, hvis prisen
 * falder" (issue 35): the visitor opens the form, gives an e-mail address
 * (and, for a search, how often), and the request goes to the site, which
 * asks the dealer's backend to create the agent and mail the confirmation
 * link (double opt-in). The browser then waits for the link to be opened.
 *
 * - `submitting`: the request is on its way through the lead outbox
 *   (src/forms/outbox.ts), with one idempotency key: offline or with the
 *   site or backend down it waits there and is posted again until the site
 *   answers, and the backend stores it once (`deliver`, an invoked actor).
 * - The site's answers: accepted and pending → `awaitingConfirmation`
 *   ("Tjek din e-mail"); accepted and already active (the same agent was
 *   confirmed before) → `saved`; fields refused (invalid address, no filters,
 *   20 agents on the address) → back to `editing` with the messages;
 *   held back by the site's limit → `rateLimited` until the time it gave,
 *   when the outbox posts it again; refused for good or unreachable →
 *   `failed`, with "Prøv igen" (same key) and "Ret".
 * - `awaitingConfirmation` → `saved` when the confirmation link is opened in
 *   this browser (another tab tells this one, `awaitConfirmation`).
 *
 * Not persisted: the outbox keeps the request itself (its journal), and
 * delivers it after a reload too. Effects are invoked actors, provided by
 * the page (src/forms/search-agent/); model tests control them.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { requiredActor } from '../kit/required-actor.ts'

/** What the visitor asked for, as the form validated it (the outbox posts it with `key`). */
export interface AgentRequest {
  /** Idempotency key: one per validated submission, reused for every retry. */
  key: string
  kind: 'search' | 'price_drop'
  email: string
  frequency: 'instant' | 'daily' | 'weekly'
}

export interface AgentReceipt {
  agentId: string
  status: 'pending' | 'active'
  message: string
}

export type FailureReason = 'unavailable' | 'refused'

/** The outcome of a delivery, as the outbox reports it. */
export type DeliveryOutcome =
  | { outcome: 'accepted'; receipt: AgentReceipt }
  | { outcome: 'rejected'; fieldErrors: Record<string, string[]>; formErrors: string[] }
  | { outcome: 'deferred'; retryAt: string }
  | { outcome: 'failed'; reason: FailureReason }

export type SearchAgentEvent =
  | { type: 'agent.open' }
  | { type: 'agent.close' }
  /** The form validated the input and built the request (with a fresh key). */
  | { type: 'form.submit'; request: AgentRequest }
  /** "Gem" with errors in the form: the form shows them at the fields. */
  | { type: 'form.invalid' }
  | { type: 'agent.retry' }
  | { type: 'agent.edit' }

export interface SearchAgentContext {
  request: AgentRequest | null
  receipt: AgentReceipt | null
  rejection: { fieldErrors: Record<string, string[]>; formErrors: string[] } | null
  /** When the site lets the held-back request in (an ISO instant, the site's clock). */
  retryAt: string | null
  failure: FailureReason | null
  /** The form was sent with errors (its error summary shows). */
  invalid: boolean
}

const outcomeOf = (event: unknown) => (event as { output: DeliveryOutcome }).output

export const searchAgentMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
  types: {
    context: {} as SearchAgentContext,
    events: {} as SearchAgentEvent,
  },
  actors: {
    /** Posts the request through the outbox (or keeps watching it) until the site has decided. */
    deliver: requiredActor<DeliveryOutcome, { request: AgentRequest }>('searchAgent', 'deliver'),
    /** Resolves when the confirmation link of the agent is opened in this browser. */
    awaitConfirmation: requiredActor<undefined, { agentId: string }>('searchAgent', 'awaitConfirmation'),
  },
  guards: {
    isPending: ({ event }) => {
      const o = outcomeOf(event)
      return o.outcome === 'accepted' && o.receipt.status === 'pending'
    },
    isActive: ({ event }) => outcomeOf(event).outcome === 'accepted',
    isRejected: ({ event }) => outcomeOf(event).outcome === 'rejected',
    isDeferred: ({ event }) => outcomeOf(event).outcome === 'deferred',
  },
  actions: {
    takeRequest: assign(({ event }) => {
      assertEvent(event, 'form.submit')
      return { request: event.request, rejection: null, failure: null, retryAt: null, invalid: false, receipt: null }
    }),
    markInvalid: assign({ invalid: true }),
    takeReceipt: assign(({ event }) => {
      const o = outcomeOf(event) as Extract<DeliveryOutcome, { outcome: 'accepted' }>
      return { receipt: o.receipt, retryAt: null }
    }),
    takeRejection: assign(({ event }) => {
      const o = outcomeOf(event) as Extract<DeliveryOutcome, { outcome: 'rejected' }>
      return { rejection: { fieldErrors: o.fieldErrors, formErrors: o.formErrors }, request: null, retryAt: null }
    }),
    takeDeferral: assign(({ event }) => ({ retryAt: (outcomeOf(event) as Extract<DeliveryOutcome, { outcome: 'deferred' }>).retryAt })),
    takeFailure: assign(({ event }) => ({ failure: (outcomeOf(event) as Extract<DeliveryOutcome, { outcome: 'failed' }>).reason, retryAt: null })),
    takeUnreachable: assign({ failure: 'unavailable' as const, retryAt: null }),
    clearFailure: assign({ failure: null }),
    forget: assign({ request: null, receipt: null, rejection: null, retryAt: null, failure: null, invalid: false }),
  },
}).createMachine({
  id: 'searchAgent',
  context: { request: null, receipt: null, rejection: null, retryAt: null, failure: null, invalid: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'Knappen vises: "Gem søgning og få besked om nye biler" (/lager) eller "Giv mig besked, hvis prisen falder" (bilside, favoritter).',
      on: {
        'agent.open': {
          target: 'editing',
          actions: 'forget',
          description: 'Den besøgende trykker på knappen: formularen åbner, og fokus går til e-mailfeltet.',
        },
      },
    },
    editing: {
      description: 'Formularen: e-mailadresse og (søgeagent) hvor ofte: straks, dagligt eller ugentligt. Fejl vises ved felterne; sitets afvisninger også.',
      on: {
        'form.submit': {
          target: 'submitting',
          actions: 'takeRequest',
          description: 'Den besøgende trykker "Gem", og felterne er gyldige: forespørgslen får en idempotensnøgle og lægges i browserens udbakke.',
        },
        'form.invalid': { actions: 'markInvalid', description: 'Den besøgende trykker "Gem" med fejl: fejlopsummeringen vises, og fokus går til første fejl.' },
        'agent.close': { target: 'idle', actions: 'forget', description: 'Den besøgende lukker formularen (Luk eller Escape): fokus tilbage på knappen.' },
      },
    },
    submitting: {
      description: 'Sender …: forespørgslen er i udbakken og sendes til sitet (offline: så snart der er forbindelse igen, med samme nøgle).',
      invoke: {
        id: 'deliver',
        src: 'deliver',
        input: ({ context }) => ({ request: context.request as AgentRequest }),
        onDone: [
          {
            guard: 'isPending',
            target: 'awaitingConfirmation',
            actions: 'takeReceipt',
            description: 'Modtaget: bekræftelsesmailen er sendt. "Tjek din e-mail" – intet andet sendes, før linket er åbnet.',
          },
          { guard: 'isActive', target: 'saved', actions: 'takeReceipt', description: 'Samme søgeagent var allerede bekræftet på adressen: den er gemt.' },
          {
            guard: 'isRejected',
            target: 'editing',
            actions: 'takeRejection',
            description: 'Afvist: ugyldig adresse, en søgning uden filtre eller 20 søgeagenter på adressen. Beskederne vises ved felterne.',
          },
          {
            guard: 'isDeferred',
            target: 'rateLimited',
            actions: 'takeDeferral',
            description: 'Holdt tilbage (for mange på kort tid fra samme adresse): tidspunktet vises, og udbakken sender igen da.',
          },
          { target: 'failed', actions: 'takeFailure', description: 'Afvist for godt (spamfælde, nøglekonflikt): fejlbesked med "Prøv igen".' },
        ],
        onError: { target: 'failed', actions: 'takeUnreachable', description: 'Udbakken kunne ikke bruges: fejlbesked med "Prøv igen".' },
      },
    },
    rateLimited: {
      description: '"Du har bedt om mange beskeder på kort tid. Vi sender din kl. 10.10." Udbakken sender forespørgslen igen på tidspunktet.',
      invoke: {
        id: 'deliver',
        src: 'deliver',
        input: ({ context }) => ({ request: context.request as AgentRequest }),
        onDone: [
          { guard: 'isPending', target: 'awaitingConfirmation', actions: 'takeReceipt', description: 'Sendt på tidspunktet: bekræftelsesmailen er sendt.' },
          { guard: 'isActive', target: 'saved', actions: 'takeReceipt', description: 'Sendt på tidspunktet: søgeagenten var allerede bekræftet.' },
          { guard: 'isRejected', target: 'editing', actions: 'takeRejection', description: 'Sendt på tidspunktet, men afvist: beskederne vises ved felterne.' },
          { guard: 'isDeferred', target: 'rateLimited', reenter: true, actions: 'takeDeferral', description: 'Holdt tilbage igen: det nye tidspunkt vises.' },
          { target: 'failed', actions: 'takeFailure', description: 'Afvist for godt: fejlbesked med "Prøv igen".' },
        ],
        onError: { target: 'failed', actions: 'takeUnreachable', description: 'Udbakken kunne ikke bruges: fejlbesked med "Prøv igen".' },
      },
    },
    awaitingConfirmation: {
      description: '"Tjek din e-mail": linket er sendt til adressen; søgeagenten gemmes først, når det er åbnet (ellers slettes den efter 7 dage).',
      invoke: {
        id: 'awaitConfirmation',
        src: 'awaitConfirmation',
        input: ({ context }) => ({ agentId: context.receipt?.agentId ?? '' }),
        onDone: { target: 'saved', description: 'Linket i mailen er åbnet i denne browser (et andet faneblad): søgeagenten er gemt.' },
      },
      on: { 'agent.close': { target: 'idle', actions: 'forget', description: 'Den besøgende lukker beskeden.' } },
    },
    saved: {
      description: '"Din søgeagent er gemt": der kommer besked med den valgte hyppighed; hver mail kan afmeldes med ét klik.',
      on: { 'agent.close': { target: 'idle', actions: 'forget', description: 'Den besøgende lukker beskeden.' } },
    },
    failed: {
      description: 'Ikke gemt: årsagen vises med "Prøv igen" (samme nøgle) og "Ret oplysningerne".',
      on: {
        'agent.retry': { target: 'submitting', actions: 'clearFailure', description: 'Den besøgende trykker "Prøv igen": samme forespørgsel og nøgle.' },
        'agent.edit': { target: 'editing', actions: 'clearFailure', description: 'Den besøgende vil rette oplysningerne.' },
        'agent.close': { target: 'idle', actions: 'forget', description: 'Den besøgende lukker formularen.' },
      },
    },
  },
})

export type SearchAgentMachine = typeof searchAgentMachine
export type SearchAgentSnapshot = SnapshotFrom<SearchAgentMachine>
