/**
 * The /lager filter panel's search (spec 2.1 "Stock overview"; issue 32, item
 * 4, made it a machine): the visitor's latest choice of filters or sort shows
 * in the panel at once, while the cars for it load; when they land, the panel
 * shows the search whose cars are shown. The search lives in the address (the
 * page works without JavaScript as a GET form, and a search can be shared),
 * so a choice is a navigation of the router.
 *
 * - `showingResults`: the panel shows the search whose cars are on the page.
 * - `loadingChoice`: the panel shows the visitor's choice; the router's
 *   navigation to its address is on its way (`showResults`, an invoked
 *   actor). Another choice meanwhile replaces it and starts a new navigation.
 *
 * The choice is done with when the cars of any search land (`results.change`:
 * the route's search changed, normally to the choice; the page shows that
 * search), or when the address moves on from the one the choice went to
 * (`address.change`: back or forward before its cars landed; the page still
 * shows the search it showed, and the panel shows it again). A navigation that
 * ends where it started (the same search chosen again: nothing to load) ends
 * the choice too, and so does a failed one: the panel never keeps showing a
 * search whose cars will not come.
 *
 * Generic in the search's type: the site's is `StockSearch`
 * (src/stock/search/stock-search-params.ts); machines import nothing from
 * `src/`, and the chart and model use `stockSearchMachine` below.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { requiredActor } from '../kit/required-actor.ts'

export type StockSearchEvent<TSearch> =
  /** The visitor chose filters or a sort order (`href`: the page's address at that moment). */
  | { type: 'filters.choose'; search: TSearch; href: string }
  /** The route's search changed: the cars of a search have landed. */
  | { type: 'results.change' }
  /** The page's address changed (a navigation started, back or forward). */
  | { type: 'address.change'; href: string }

export interface StockSearchContext<TSearch> {
  /** The visitor's choice whose cars are loading (the panel shows it), or null. */
  choice: TSearch | null
  /** The address the choice was made on. */
  fromHref: string
  /** The address the choice's navigation went to, once the page's address has moved there. */
  choiceHref: string | null
}

export type StockSearchState = 'showingResults' | 'loadingChoice'

export function createStockSearchMachine<TSearch>() {
  return setup({
    // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
    types: {
      context: {} as StockSearchContext<TSearch>,
      events: {} as StockSearchEvent<TSearch>,
    },
    actors: {
      /** The router's navigation to the choice's address (resolves when its cars have loaded). */
      // Stryker disable next-line StringLiteral: the message of an implementation the feature forgot to provide
      showResults: requiredActor<undefined, { search: TSearch }>('stock-search', 'showResults'),
    },
    guards: {
      /** The address has moved on from where the choice was made: it is the choice's own address. */
      reachedChoiceAddress: ({ context, event }) => {
        assertEvent(event, 'address.change')
        return context.choiceHref === null && event.href !== context.fromHref
      },
      /** The address has moved on from the choice's own address (back or forward before its cars landed). */
      leftChoiceAddress: ({ context, event }) => {
        assertEvent(event, 'address.change')
        return context.choiceHref !== null && event.href !== context.choiceHref
      },
      /** The navigation ended where it started: the same search was chosen again, nothing loads. */
      addressUnchanged: ({ context }) => context.choiceHref === null,
    },
    actions: {
      takeChoice: assign(({ event }) => {
        assertEvent(event, 'filters.choose')
        return { choice: event.search, fromHref: event.href, choiceHref: null }
      }),
      noteChoiceAddress: assign({
        choiceHref: ({ event }) => {
          assertEvent(event, 'address.change')
          return event.href
        },
      }),
      dropChoice: assign({ choice: null, choiceHref: null }),
    },
  }).createMachine({
    id: 'stock-search',
    // Stryker disable next-line StringLiteral: equivalent; `fromHref` is read only in loadingChoice, and every way in sets it
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
        description: 'Filtrene viser den besøgendes valg, mens bilerne til det hentes.',
        invoke: {
          id: 'showResults',
          src: 'showResults',
          input: ({ context }) => ({ search: context.choice as TSearch }),
          onDone: {
            guard: 'addressUnchanged',
            target: 'showingResults',
            actions: 'dropChoice',
            description: 'Samme søgning valgt igen: der er intet at hente.',
          },
          onError: {
            target: 'showingResults',
            actions: 'dropChoice',
            description: 'Bilerne kunne ikke hentes: filtrene viser igen den søgning, hvis biler vises.',
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
          'address.change': [
            { guard: 'reachedChoiceAddress', actions: 'noteChoiceAddress', description: 'Adressen er valgets egen: bilerne hentes stadig.' },
            {
              guard: 'leftChoiceAddress',
              target: 'showingResults',
              actions: 'dropChoice',
              description: 'Tilbage eller frem, før bilerne kom: filtrene viser igen den søgning, hvis biler vises.',
            },
          ],
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
