/**
 * The /lager filter panel's search (spec 2.1 "Stock overview"; issue 32, item
 * 4, made it a machine): the visitor's latest choice of filters or sort shows
 * in the panel at once, while the cars for it load; when they land, the panel
 * shows the search whose cars are shown. The search lives in the address (the
 * page works without JavaScript as a GET form, and a search can be shared),
 * so a choice is a navigation of the router, made only once the choice's cars
 * have loaded (src/navigation/navigate-when-loaded.ts): while they load, the
 * address and the cars are the ones the visitor had.
 *
 * - `showingResults`: the panel shows the search whose cars are on the page.
 * - `loadingChoice`: the panel shows the visitor's choice; its cars load, and
 *   the router then navigates to its address (`showResults`, an invoked
 *   actor). Another choice meanwhile replaces it and starts anew.
 * - `failed`: the choice's cars could not be loaded. The visitor keeps the
 *   cars they had, the panel shows their search again, and a message near the
 *   results offers "Prøv igen" (`search.retry`: the same choice again).
 *
 * The choice is done with when the cars of any search land (`results.change`:
 * the route's search changed, normally to the choice), or when the address
 * moves anywhere but to the choice's own address (`address.change`: back or
 * forward while its cars loaded; leaving `loadingChoice` stops `showResults`,
 * whose aborted signal keeps a late navigation from overriding the visitor's
 * back). The choice's own navigation moving the address to `choiceHref` (the
 * router's href of its destination, known when it is chosen) is not the end:
 * its cars land next. A navigation to where the page already is (the choice
 * is the search shown: nothing to load) ends when it is done. The failure's
 * message goes with the next choice, back or forward, or new results.
 *
 * Generic in the search's type: the site's is `StockSearch`
 * (src/stock/search/stock-search-params.ts); machines import nothing from
 * `src/`, and the chart and model use `stockSearchMachine` below.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { requiredActor } from '../kit/required-actor.ts'

export type StockSearchEvent<TSearch> =
  /**
   * The visitor chose filters or a sort order (`href`: the page's address at that moment; `to`: the address the
   * choice's navigation goes to).
   */
  | { type: 'filters.choose'; search: TSearch; href: string; to: string }
  /** "Prøv igen" after a failed choice: the same choice again. */
  | { type: 'search.retry' }
  /** The route's search changed: the cars of a search have landed. */
  | { type: 'results.change' }
  /** The page's address changed (the choice's navigation, back or forward, another link). */
  | { type: 'address.change'; href: string }

export interface StockSearchContext<TSearch> {
  /** The visitor's choice whose cars are loading (the panel shows it), or whose cars could not be loaded (`failed`); else null. */
  choice: TSearch | null
  /** The address the choice was made on. */
  fromHref: string
  /** The address the choice's navigation goes to, or null without a choice. */
  choiceHref: string | null
}

export type StockSearchState = 'showingResults' | 'loadingChoice' | 'failed'

export function createStockSearchMachine<TSearch>() {
  return setup({
    // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
    types: {
      context: {} as StockSearchContext<TSearch>,
      events: {} as StockSearchEvent<TSearch>,
    },
    actors: {
      /** Loads the choice's cars, then navigates to its address; rejects if they could not be loaded. */
      // Stryker disable next-line StringLiteral: the message of an implementation the feature forgot to provide
      showResults: requiredActor<undefined, { search: TSearch }>('stock-search', 'showResults'),
    },
    guards: {
      /** The address moved somewhere other than the choice's own address (back or forward while its cars loaded). */
      leftForOtherAddress: ({ context, event }) => {
        assertEvent(event, 'address.change')
        return event.href !== context.choiceHref
      },
      /** The choice's address is where the page already is: the search shown was chosen, nothing moves. */
      addressUnchanged: ({ context }) => context.choiceHref === context.fromHref,
    },
    actions: {
      takeChoice: assign(({ event }) => {
        assertEvent(event, 'filters.choose')
        return { choice: event.search, fromHref: event.href, choiceHref: event.to }
      }),
      dropChoice: assign({ choice: null, choiceHref: null }),
    },
  }).createMachine({
    id: 'stock-search',
    // Stryker disable next-line StringLiteral: equivalent; `fromHref` is read only with a choice, and every way to one sets it
    context: { choice: null, fromHref: '', choiceHref: null },
    initial: 'showingResults',
    states: {
      showingResults: {
        description: 'Filtrene viser den søgning, hvis biler vises på siden.',
        on: {
          'filters.choose': {
            target: 'loadingChoice',
            actions: 'takeChoice',
            description: 'Den besøgende vælger et filter eller en sortering: valget vises i filtrene med det samme, og bilerne hentes.',
          },
        },
      },
      loadingChoice: {
        description: 'Filtrene viser den besøgendes valg, mens bilerne til det hentes; adressen og bilerne er de hidtidige.',
        invoke: {
          id: 'showResults',
          src: 'showResults',
          input: ({ context }) => ({ search: context.choice as TSearch }),
          onDone: {
            guard: 'addressUnchanged',
            target: 'showingResults',
            actions: 'dropChoice',
            description: 'Valget er den søgning, der allerede vises: der kommer ingen nye biler.',
          },
          onError: {
            target: 'failed',
            description: 'Bilerne kunne ikke hentes: den besøgende beholder de biler, der vises, og kan prøve igen.',
          },
        },
        on: {
          'filters.choose': {
            target: 'loadingChoice',
            reenter: true,
            actions: 'takeChoice',
            description: 'Et nyt valg, før bilerne er hentet: det nye valg vises, og dets biler hentes i stedet.',
          },
          'results.change': {
            target: 'showingResults',
            actions: 'dropChoice',
            description: 'Bilerne er hentet: filtrene viser den søgning, hvis biler vises.',
          },
          'address.change': {
            guard: 'leftForOtherAddress',
            target: 'showingResults',
            actions: 'dropChoice',
            description: 'Tilbage eller frem, mens bilerne blev hentet: valget opgives, og filtrene viser den søgning, hvis biler vises.',
          },
        },
      },
      failed: {
        description: 'Bilerne til valget kunne ikke hentes: filtrene viser den søgning, hvis biler vises, og en besked tilbyder at prøve igen.',
        on: {
          'search.retry': {
            target: 'loadingChoice',
            description: 'Den besøgende trykker »Prøv igen«: samme valg vises, og bilerne hentes igen.',
          },
          'filters.choose': {
            target: 'loadingChoice',
            actions: 'takeChoice',
            description: 'Et nyt valg: beskeden forsvinder, valget vises, og dets biler hentes.',
          },
          'results.change': {
            target: 'showingResults',
            actions: 'dropChoice',
            description: 'Nye biler vises: beskeden forsvinder.',
          },
          'address.change': {
            target: 'showingResults',
            actions: 'dropChoice',
            description: 'Tilbage eller frem: beskeden forsvinder, og filtrene viser den søgning, hvis biler vises.',
          },
        },
      },
    },
  })
}

/** The machine the chart, the model test and the mutation test use (a search is any object there). */
export const stockSearchMachine = createStockSearchMachine<Readonly<Record<string, string>>>()

export type StockSearchMachine = typeof stockSearchMachine
export type StockSearchSnapshot = SnapshotFrom<StockSearchMachine>

export function stockSearchState(snapshot: { value: unknown }): StockSearchState {
  return snapshot.value as StockSearchState
}
