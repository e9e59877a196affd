/**
 * The lease and finance calculator (spec 2.1 lease calculator; issue 14): the
 * visitor changes the down payment, duration, distance or residual value, and
 * a quote comes from the product API's lease calculation through the site
 * (nothing is priced in the browser).
 *
 * - The page is server-rendered with a quote for the inputs in the address
 *   (it works without JavaScript: a GET form). After hydration the page sends
 *   `calculator.start` with what the server rendered, and the machine takes over.
 * - Quotes are debounced: each change restarts a short wait (`waitForPause`,
 *   an invoked actor, so model tests control it); the request starts when the
 *   visitor pauses.
 * - Late answers are ignored: a change while a request is on its way leaves
 *   `quoting`, which stops the request's actor, so its answer never arrives
 *   in the machine; the quote shown is always the answer to the inputs it says.
 * - While new inputs wait for their quote, the previous quote is shown as
 *   stale (dimmed, "Beregner …"); without one the calculator is `editing`.
 * - A failed request (network, site or product API down, inputs refused) is
 *   `error` with a retry; a vehicle or price type that can no longer be
 *   calculated (sold, not offered) is `unavailable`.
 *
 * The quote type is the site's (src/leasing); the machine only carries it.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { requiredActor } from '../kit/required-actor.ts'
import { exampleInputs, sameInputs, type CalculatorInputs, type CalculatorProblem, type QuoteAnswer } from './lease-calculator-inputs.ts'
// The plain parts (inputs, problems, answers) live in lease-calculator-inputs.ts, so pages can
// validate inputs without loading xstate (first-load JavaScript).

export type LeaseCalculatorEvent<TQuote> =
  /** Hydrated: what the server rendered (a quote for the inputs, or why there is none). */
  | { type: 'calculator.start'; quote: TQuote | null; problem: CalculatorProblem | null }
  | { type: 'inputs.change'; inputs: CalculatorInputs }
  | { type: 'quote.retry' }

export interface LeaseCalculatorContext<TQuote> {
  inputs: CalculatorInputs
  /** The quote shown (possibly stale), and the inputs it answers. */
  quote: TQuote | null
  quotedInputs: CalculatorInputs | null
  problem: CalculatorProblem | null
}

export interface LeaseCalculatorInput {
  inputs: CalculatorInputs
}

function answerOf<TQuote>(event: unknown): QuoteAnswer<TQuote> {
  return (event as { output: QuoteAnswer<TQuote> }).output
}

export function createLeaseCalculatorMachine<TQuote>() {
  type Context = LeaseCalculatorContext<TQuote>
  type Event = LeaseCalculatorEvent<TQuote>
  // Each guard below is only ever asked about its own event type.
  const startOf = (event: Event) => event as Extract<Event, { type: 'calculator.start' }>
  const changedInputs = (event: Event) => (event as Extract<Event, { type: 'inputs.change' }>).inputs
  return setup({
    // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as LeaseCalculatorInput | undefined,
    },
    actors: {
      /** Resolves when the visitor has paused changing inputs (the debounce). */
      waitForPause: requiredActor<undefined, undefined>('leaseCalculator', 'waitForPause'),
      /** Asks the site (a server function → the product API) for a quote of the inputs. */
      requestQuote: requiredActor<QuoteAnswer<TQuote>, { inputs: CalculatorInputs }>('leaseCalculator', 'requestQuote'),
    },
    guards: {
      startsQuoted: ({ event }) => startOf(event).quote != null,
      startsUnavailable: ({ event }) => startOf(event).problem?.kind === 'unavailable',
      startsFailed: ({ event }) => {
        const kind = startOf(event).problem?.kind
        return kind === 'failed' || kind === 'rejected'
      },
      hasQuote: ({ context }) => context.quote !== null,
      changesInputs: ({ context, event }) => !sameInputs(changedInputs(event), context.inputs),
      /** Only asked in `stale`, which always shows a quote (and the inputs it answers). */
      backToQuotedInputs: ({ context, event }) => sameInputs(changedInputs(event), context.quotedInputs),
      isQuoted: ({ event }) => answerOf<TQuote>(event).outcome === 'quoted',
      isRejected: ({ event }) => answerOf<TQuote>(event).outcome === 'rejected',
    },
    actions: {
      takeStart: assign(({ context, event }) => {
        assertEvent(event, 'calculator.start')
        return event.quote !== null ? { quote: event.quote, quotedInputs: context.inputs, problem: null } : { problem: event.problem }
      }),
      takeInputs: assign(({ event }) => {
        assertEvent(event, 'inputs.change')
        return { inputs: event.inputs, problem: null }
      }),
      takeQuote: assign(({ context, event }) => {
        const answer = answerOf<TQuote>(event) as Extract<QuoteAnswer<TQuote>, { outcome: 'quoted' }>
        return { quote: answer.quote, quotedInputs: context.inputs, problem: null }
      }),
      takeRejection: assign(({ event }) => {
        const answer = answerOf<TQuote>(event) as Extract<QuoteAnswer<TQuote>, { outcome: 'rejected' }>
        return { problem: { kind: 'rejected' as const, messages: answer.messages } }
      }),
      takeUnavailable: assign(({ event }) => {
        const answer = answerOf<TQuote>(event) as Extract<QuoteAnswer<TQuote>, { outcome: 'unavailable' }>
        return { problem: { kind: 'unavailable' as const, reason: answer.reason } }
      }),
      takeFailure: assign({ problem: { kind: 'failed' as const } }),
      clearProblem: assign({ problem: null }),
    },
  }).createMachine({
    id: 'leaseCalculator',
    context: ({ input }) => ({ inputs: input?.inputs ?? exampleInputs, quote: null, quotedInputs: null, problem: null }),
    initial: 'idle',
    states: {
      idle: {
        description: 'Serverens beregning for adressens valg vises (siden virker også uden JavaScript). Browseren har ikke overtaget endnu.',
        on: {
          'calculator.start': [
            { guard: 'startsQuoted', target: 'quoted', actions: 'takeStart', description: 'Siden er klar, og serveren havde en ydelse: den vises.' },
            {
              guard: 'startsUnavailable',
              target: 'unavailable',
              actions: 'takeStart',
              description: 'Serveren fandt, at bilen eller prisformen ikke kan beregnes.',
            },
            { guard: 'startsFailed', target: 'error', actions: 'takeStart', description: 'Serverens beregning mislykkedes: fejlbesked og "Prøv igen".' },
            { target: 'editing', actions: 'takeStart', description: 'Ingen beregning fra serveren: der beregnes, når siden er klar.' },
          ],
          'inputs.change': {
            target: 'editing',
            actions: 'takeInputs',
            description: 'Den besøgende ændrer et valg, før siden er klar.',
          },
        },
      },
      editing: {
        description: 'Valgene er ændret, og der er ingen ydelse at vise endnu. Der beregnes, når den besøgende holder en kort pause.',
        invoke: { id: 'waitForPause', src: 'waitForPause', onDone: { target: 'quoting', description: 'Pausen er gået: beregningen bestilles.' } },
        on: {
          'inputs.change': {
            target: 'editing',
            reenter: true,
            actions: 'takeInputs',
            description: 'Endnu en ændring: ventetiden starter forfra (debounce).',
          },
        },
      },
      stale: {
        description: 'Valgene er ændret: den forrige ydelse vises nedtonet som forældet, indtil den nye er beregnet.',
        invoke: { id: 'waitForPause', src: 'waitForPause', onDone: { target: 'quoting', description: 'Pausen er gået: beregningen bestilles.' } },
        on: {
          'inputs.change': [
            {
              guard: 'backToQuotedInputs',
              target: 'quoted',
              actions: 'takeInputs',
              description: 'Tilbage til de valg, den viste ydelse gælder: den er gyldig igen, ingen ny beregning.',
            },
            { target: 'stale', reenter: true, actions: 'takeInputs', description: 'Endnu en ændring: ventetiden starter forfra (debounce).' },
          ],
        },
      },
      quoting: {
        description: 'Beregningen er bestilt hos sitet (serverfunktion → produkt-API’ets leaseberegning). "Beregner …"',
        invoke: {
          id: 'requestQuote',
          src: 'requestQuote',
          input: ({ context }) => ({ inputs: context.inputs }),
          onDone: [
            { guard: 'isQuoted', target: 'quoted', actions: 'takeQuote', description: 'Ydelsen og det repræsentative eksempel vises.' },
            {
              guard: 'isRejected',
              target: 'error',
              actions: 'takeRejection',
              description: 'Produkt-API’et afviste valgene: beskederne vises ved felterne.',
            },
            { target: 'unavailable', actions: 'takeUnavailable', description: 'Bilen er solgt, eller prisformen tilbydes ikke.' },
          ],
          onError: { target: 'error', actions: 'takeFailure', description: 'Sitet eller produkt-API’et svarede ikke: fejlbesked og "Prøv igen".' },
        },
        on: {
          'inputs.change': [
            {
              guard: 'hasQuote',
              target: 'stale',
              actions: 'takeInputs',
              description: 'Ændret undervejs: beregningen opgives, og dens svar ignoreres, når det kommer.',
            },
            { target: 'editing', actions: 'takeInputs', description: 'Ændret undervejs: beregningen opgives, og dens svar ignoreres, når det kommer.' },
          ],
        },
      },
      quoted: {
        description: 'Ydelsen for de viste valg med hele det repræsentative eksempel (ÅOP, kreditomkostninger, samlet beløb …).',
        on: {
          'inputs.change': {
            guard: 'changesInputs',
            target: 'stale',
            actions: 'takeInputs',
            description: 'Den besøgende ændrer et valg: ydelsen bliver forældet.',
          },
        },
      },
      error: {
        description:
          'Beregningen mislykkedes ("Beregningen kunne ikke hentes") eller blev afvist med beskeder. Den besøgende kan prøve igen eller ændre valgene.',
        on: {
          'quote.retry': { target: 'quoting', actions: 'clearProblem', description: 'Den besøgende trykker "Prøv igen".' },
          'inputs.change': [
            { guard: 'hasQuote', target: 'stale', actions: 'takeInputs', description: 'Nye valg: der beregnes igen efter en pause.' },
            { target: 'editing', actions: 'takeInputs', description: 'Nye valg: der beregnes igen efter en pause.' },
          ],
        },
      },
      unavailable: {
        description: 'Bilen kan ikke længere beregnes (solgt) eller tilbydes ikke med prisformen. Siden henviser til lageret.',
      },
    },
  })
}

/** The machine as drawn, model-tested and shown on /statecharts (the quote type does not change its states). */
export const leaseCalculatorMachine = createLeaseCalculatorMachine<{ forInputs: string }>()

export type LeaseCalculatorMachine = typeof leaseCalculatorMachine
export type LeaseCalculatorSnapshot = SnapshotFrom<LeaseCalculatorMachine>
