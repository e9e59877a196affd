/**
 * The /lager filter panel's search in the page (machines/stock-search): the
 * visitor's latest choice shows in the panel at once, while its cars load;
 * then the panel shows the search whose cars are shown. Cars that could not
 * be loaded leave the page as it was, with the state `failed` (the page shows
 * a message with "Prøv igen", which `retry` answers). Until the first choice,
 * the panel is what the server rendered (`showingResults`), and neither
 * xstate nor the machine is loaded; at the first choice the machine takes over
 * (machines/kit/use-lazy-actor.ts), loads the choice's cars and navigates. The
 * panel only shows what this says.
 *
 * A choice's own address (the router's public href of its navigation) goes
 * with it, so the machine can tell its own navigation from back or forward,
 * and so does the address of the search shown, so it knows a choice that is
 * the search shown (nothing will land). The page
 * tells the machine when the address changes and when the route's search
 * changes (the cars of a search have landed), in that order, in layout
 * effects, so a choice that is done with is not painted once more.
 */
import { useCallback, useLayoutEffect, useRef } from 'react'
import { useLazyActor } from '#machines/kit/use-lazy-actor.ts'
import type { StockSearchState } from '#machines/stock-search/stock-search-machine.ts'
import type { StockSearch } from '../search/stock-search-params.ts'
import type { StockSearchActor, StockSearchNavigation } from './stock-search-actor.ts'

interface View {
  state: StockSearchState
  /** The choice whose cars are loading, or whose cars could not be loaded; else null. */
  choice: StockSearch | null
}

export interface StockSearchView {
  state: StockSearchState
  /** What the panel shows: the choice while its cars load, else the route's search. */
  search: StockSearch
  choose(search: StockSearch): void
  /** "Prøv igen" after cars that could not be loaded: the same choice again. */
  retry(): void
}

export function useStockSearch({
  committed,
  href,
  navigation,
}: {
  /** The route's search: the one whose cars are on the page. */
  committed: StockSearch
  /** The page's address as the browser shows it (the router's location's `publicHref`). */
  href: string
  /** The router, and the navigation to a search's cars. */
  navigation: StockSearchNavigation
}): StockSearchView {
  const { view, setView, ensure, isFresh } = useLazyActor<StockSearchActor, View>(
    { state: 'showingResults', choice: null },
    {
      start: () => import('./stock-search-actor.ts').then((module) => module.startStockSearchActor(navigation)),
      toView: ({ value, context }) => ({ state: value as StockSearchState, choice: context.choice }),
      // The machine's code could not load (offline, a new release): the choice is not shown, and the
      // navigation is made without it (below), so the visitor still gets the cars.
      onLoadFailed: () => ({ state: 'showingResults', choice: null }),
    },
  )
  /** Events for a machine that is running or loading (one never started has no choice to end). */
  const tell = useCallback(
    (event: { type: 'results.change' } | { type: 'address.change'; href: string } | { type: 'search.retry' }) => {
      if (isFresh()) return
      ensure()
        .then((running) => running.send(event))
        .catch(() => undefined)
    },
    [ensure, isFresh],
  )

  const { router, destination } = navigation
  const choose = useCallback(
    (search: StockSearch) => {
      // Shown at once; the machine's state follows when it has loaded.
      setView({ state: 'loadingChoice', choice: search })
      // Addresses as the browser shows them, each as the router writes a search (the address a visitor typed may
      // carry more, or another order): where the choice goes, and where the search shown is.
      const to = router.buildLocation(destination(search)).publicHref
      const from = router.buildLocation(destination(committed)).publicHref
      ensure()
        .then((running) => running.send({ type: 'filters.choose', search, href: from, to }))
        .catch(() => void router.navigate(destination(search)).catch(() => undefined))
    },
    [ensure, setView, committed, router, destination],
  )
  const retry = () => tell({ type: 'search.retry' })

  // The address first: the choice's own navigation moves it before its search lands, back and forward too.
  const lastHref = useRef(href)
  useLayoutEffect(() => {
    if (lastHref.current === href) return
    lastHref.current = href
    tell({ type: 'address.change', href })
  }, [href, tell])
  const lastCommitted = useRef(committed)
  useLayoutEffect(() => {
    if (lastCommitted.current === committed) return
    lastCommitted.current = committed
    // Cars of a search landed: whatever the machine does with it, no choice and no failure is shown any more
    // (the rule the machine follows in every state), so this render's paint shows the route's search already.
    setView((v) => (v.state === 'showingResults' ? v : { state: 'showingResults', choice: null }))
    tell({ type: 'results.change' })
  }, [committed, setView, tell])

  return { state: view.state, search: (view.state === 'loadingChoice' ? view.choice : null) ?? committed, choose, retry }
}
