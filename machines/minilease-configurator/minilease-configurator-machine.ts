/**
 * The minilease configurator (the content block minilease_configurator; spec
 * 3 "Minilease configuration", spec 9; issue 32 made its pricing a machine, as
 * the lease calculator's): the visitor picks a car, a colour, a duration, the
 * monthly distance and whether it is a renewal, and the price comes from the
 * product API through the site.
 *
 * - The page is server-rendered with the price of the address's choice (a GET
 *   form: it works without JavaScript). The machine is loaded at the visitor's
 *   first change; `configurator.start` hands it what the server rendered (the
 *   price, or why there is none), and the change follows.
 * - Prices are debounced: each change restarts a short wait (`waitForPause`,
 *   an invoked actor), and the price is asked when the visitor pauses.
 * - A late answer is ignored: a change while a price is on its way leaves
 *   `pricing`, which stops the request's actor, so its answer never arrives.
 * - While a new choice waits for its price, the previous price is shown as
 *   stale (dimmed, "Beregner …"); without one the configurator is `editing`.
 * - A failed request (network, site or product API down), or a choice the
 *   product API refused (with its Danish messages), is `failed`, with "Prøv
 *   igen"; a new choice asks again after the pause.
 *
 * The choice and price types are the site's (src/leasing/minilease); the
 * machine only carries them.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { requiredActor } from '../kit/required-actor.ts'

/** Why there is no price to show. */
export type MinileaseProblem = { kind: 'failed' } | { kind: 'rejected'; messages: string[] }

/** The site's answer to a price request (a request that cannot reach the site rejects instead). */
export type MinileaseAnswer<TPrice> = { outcome: 'priced'; price: TPrice } | { outcome: 'rejected'; messages: string[] }

export type MinileaseConfiguratorEvent<TChoice, TPrice> =
  /** What the server rendered for the page's choice: its price, or why there is none. */
  | { type: 'configurator.start'; price: TPrice | null; problem: MinileaseProblem | null }
  /** The visitor changed the choice; `notices` say what the page moved to the nearest on offer. */
  | { type: 'choice.change'; choice: TChoice; notices: string[] }
  | { type: 'price.retry' }

export interface MinileaseConfiguratorContext<TChoice, TPrice> {
  choice: TChoice
  /** The price shown (possibly stale), and the choice it is for. */
  price: TPrice | null
  pricedChoice: TChoice | null
  problem: MinileaseProblem | null
  /** Shown with the price of the choice they came with. */
  notices: string[]
}

export interface MinileaseConfiguratorInput<TChoice> {
  /** The choice the server rendered. */
  choice: TChoice
  notices?: string[]
}

function answerOf<TPrice>(event: unknown): MinileaseAnswer<TPrice> {
  return (event as { output: MinileaseAnswer<TPrice> }).output
}

/** `fallback`: what a machine started without input begins with (the chart and the model; the site always gives input). */
export function createMinileaseConfiguratorMachine<TChoice, TPrice>(fallback?: MinileaseConfiguratorInput<TChoice>) {
  type Context = MinileaseConfiguratorContext<TChoice, TPrice>
  type Event = MinileaseConfiguratorEvent<TChoice, TPrice>
  const newChoice = [
    { guard: 'hasPrice', target: 'stale', actions: 'takeChoice', description: 'Nyt valg: den viste pris bliver forældet; der beregnes efter en kort pause.' },
    { target: 'editing', actions: 'takeChoice', description: 'Nyt valg: der beregnes efter en kort pause.' },
  ] as const
  return setup({
    // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as MinileaseConfiguratorInput<TChoice> | undefined,
    },
    actors: {
      /** Resolves when the visitor has paused changing the choice (the debounce). */
      waitForPause: requiredActor<undefined, undefined>('minilease-configurator', 'waitForPause'),
      /** Asks the site (a server function → the product API) for the choice's price. */
      requestPrice: requiredActor<MinileaseAnswer<TPrice>, { choice: TChoice }>('minilease-configurator', 'requestPrice'),
    },
    guards: {
      hasPrice: ({ context }) => context.price !== null,
      startsPriced: ({ event }) => {
        assertEvent(event, 'configurator.start')
        return event.price !== null
      },
      isPriced: ({ event }) => answerOf<TPrice>(event).outcome === 'priced',
    },
    actions: {
      takeStart: assign(({ context, event }) => {
        assertEvent(event, 'configurator.start')
        return event.price !== null
          ? { price: event.price, pricedChoice: context.choice, problem: null }
          : { problem: event.problem ?? { kind: 'failed' as const } }
      }),
      takeChoice: assign(({ event }) => {
        assertEvent(event, 'choice.change')
        return { choice: event.choice, notices: event.notices, problem: null }
      }),
      takePrice: assign(({ context, event }) => {
        const answer = answerOf<TPrice>(event) as Extract<MinileaseAnswer<TPrice>, { outcome: 'priced' }>
        return { price: answer.price, pricedChoice: context.choice, problem: null }
      }),
      takeRejection: assign(({ event }) => {
        const answer = answerOf<TPrice>(event) as Extract<MinileaseAnswer<TPrice>, { outcome: 'rejected' }>
        return { problem: { kind: 'rejected' as const, messages: answer.messages }, notices: [] }
      }),
      takeFailure: assign({ problem: { kind: 'failed' as const } }),
      clearProblem: assign({ problem: null }),
    },
  }).createMachine({
    id: 'minilease-configurator',
    context: ({ input }) => {
      const start = input ?? fallback
      if (!start) throw new Error('minilease-configurator: started without input')
      return { choice: start.choice, price: null, pricedChoice: null, problem: null, notices: start.notices ?? [] }
    },
    initial: 'idle',
    states: {
      idle: {
        description: 'Serverens pris for adressens valg vises (siden virker også uden JavaScript). Browseren har ikke overtaget endnu.',
        on: {
          'configurator.start': [
            { guard: 'startsPriced', target: 'priced', actions: 'takeStart', description: 'Den besøgende ændrer noget: serverens pris overtages.' },
            { target: 'failed', actions: 'takeStart', description: 'Den besøgende ændrer noget: serverens beregning var mislykkedes.' },
          ],
        },
      },
      editing: {
        description: 'Valget er ændret, og der er ingen pris at vise endnu. Der beregnes, når den besøgende holder en kort pause.',
        invoke: { id: 'waitForPause', src: 'waitForPause', onDone: { target: 'pricing', description: 'Pausen er gået: prisen bestilles.' } },
        on: {
          'choice.change': { target: 'editing', reenter: true, actions: 'takeChoice', description: 'Endnu en ændring: ventetiden starter forfra (debounce).' },
        },
      },
      stale: {
        description: 'Valget er ændret: den forrige pris vises nedtonet som forældet, indtil den nye er beregnet.',
        invoke: { id: 'waitForPause', src: 'waitForPause', onDone: { target: 'pricing', description: 'Pausen er gået: prisen bestilles.' } },
        on: {
          'choice.change': { target: 'stale', reenter: true, actions: 'takeChoice', description: 'Endnu en ændring: ventetiden starter forfra (debounce).' },
        },
      },
      pricing: {
        description: 'Prisen er bestilt hos sitet (serverfunktion → produkt-API’ets miniLease-pris). "Beregner ny ydelse …"',
        invoke: {
          id: 'requestPrice',
          src: 'requestPrice',
          input: ({ context }) => ({ choice: context.choice }),
          onDone: [
            { guard: 'isPriced', target: 'priced', actions: 'takePrice', description: 'Prisen pr. måned, depositum, gebyr og samlet pris vises.' },
            { target: 'failed', actions: 'takeRejection', description: 'Produkt-API’et afviste valget: dets beskeder vises.' },
          ],
          onError: { target: 'failed', actions: 'takeFailure', description: 'Sitet eller produkt-API’et svarede ikke: fejlbesked og "Prøv igen".' },
        },
        on: { 'choice.change': newChoice },
      },
      priced: {
        description: 'Prisen for det viste valg, og "Bestil minilease".',
        on: {
          'choice.change': { target: 'stale', actions: 'takeChoice', description: 'Nyt valg: prisen bliver forældet; der beregnes efter en kort pause.' },
        },
      },
      failed: {
        description: 'Prisen kunne ikke hentes ("Beregningen kunne ikke hentes lige nu") eller valget blev afvist med beskeder. "Prøv igen" eller et nyt valg.',
        on: {
          'price.retry': { target: 'pricing', actions: 'clearProblem', description: 'Den besøgende trykker "Prøv igen".' },
          'choice.change': newChoice,
        },
      },
    },
  })
}

/** The machine as drawn, model-tested and shown on /statecharts (the choice and price types do not change its states). */
// Stryker disable next-line ObjectLiteral,StringLiteral: equivalent; the drawn machine's placeholder choice, any value draws and walks the same
export const minileaseConfiguratorMachine = createMinileaseConfiguratorMachine<{ label: string }, { forChoice: string }>({ choice: { label: 'A' } })

export type MinileaseConfiguratorMachine = typeof minileaseConfiguratorMachine
export type MinileaseConfiguratorSnapshot = SnapshotFrom<MinileaseConfiguratorMachine>
export type MinileaseConfiguratorState = 'idle' | 'editing' | 'stale' | 'pricing' | 'priced' | 'failed'
