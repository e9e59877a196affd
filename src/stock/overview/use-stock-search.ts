/**
 * The /lager filter panel's search in the page (machines/stock-search): the
 * visitor's latest choice shows in the panel at once, while its cars load;
 * then the panel shows the search whose cars are shown. Until the first
 * choice, the panel is what the server rendered (`showingResults`), and
 * neither xstate nor the machine is loaded; at the first choice the machine
 * takes over (machines/kit/use-lazy-actor.ts) and navigates. The panel only
 * shows what this says.
 *
 * The page tells the machine when the route's search changes (the cars of a
 * search have landed) and when the address changes (a navigation started,
 * back or forward), in layout effects, so a choice that is done with is not
 * painted once more.
 */
import { useCallback, useLayoutEffect, useRef } from 'react'
import { useLazyActor } from '#machines/kit/use-lazy-actor.ts'
import type { StockSearchState } from '#machines/stock-search/stock-search-machine.ts'
import type { StockSearch } from '../search/stock-search-params.ts'
import type { StockSearchActor } from './stock-search-actor.ts'

interface View {
  state: StockSearchState
  /** The choice whose cars are loading, or null. */
  choice: StockSearch | null
}

export interface StockSearchView {
  state: StockSearchState
  /** What the panel shows: the choice while its cars load, else the route's search. */
  search: StockSearch
  choose(search: StockSearch): void
}

export function useStockSearch({
  committed,
  href,
  showResults,
}: {
  /** The route's search: the one whose cars are on the page. */
  committed: StockSearch
  /** The page's address (the router's location). */
  href: string
  /** Navigates to a search's address; resolves when its cars have loaded. */
  showResults: (search: StockSearch) => Promise<void>
}): StockSearchView {
  const { view, setView, ensure, isFresh } = useLazyActor<StockSearchActor, View>(
    { state: 'showingResults', choice: null },
    {
      start: () => import('./stock-search-actor.ts').then((module) => module.startStockSearchActor(showResults)),
      toView: ({ value, context }) => ({ state: value as StockSearchState, choice: context.choice }),
      // The machine's code could not load (offline, a new release): the choice is not shown, and the
      // navigation is made without it (below), so the visitor still gets the cars.
      onLoadFailed: () => ({ state: 'showingResults', choice: null }),
    },
  )
  /** Events for a machine that is running or loading (one never started has no choice to end). */
  const tell = useCallback(
    (event: { type: 'results.change' } | { type: 'address.change'; href: string }) => {
      if (isFresh()) return
      ensure()
        .then((running) => running.send(event))
        .catch(() => undefined)
    },
    [ensure, isFresh],
  )

  const choose = useCallback(
    (search: StockSearch) => {
      // Shown at once; the machine's state follows when it has loaded.
      setView({ state: 'loadingChoice', choice: search })
      ensure()
        .then((running) => running.send({ type: 'filters.choose', search, href }))
        .catch(() => void showResults(search).catch(() => undefined))
    },
    [ensure, setView, href, showResults],
  )

  const lastCommitted = useRef(committed)
  useLayoutEffect(() => {
    if (lastCommitted.current === committed) return
    lastCommitted.current = committed
    // Cars of a search landed: whatever the machine does with it, no choice is shown any more (the rule the
    // machine follows in every state), so this render's paint shows the route's search already.
    setView((v) => (v.choice ? { state: 'showingResults', choice: null } : v))
    tell({ type: 'results.change' })
  }, [committed, setView, tell])
  const lastHref = useRef(href)
  useLayoutEffect(() => {
    if (lastHref.current === href) return
    lastHref.current = href
    tell({ type: 'address.change', href })
  }, [href, tell])

  return { state: view.state, search: view.choice ?? committed, choose }
}
