import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useHydrated, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { analyticsEvents, pushAnalyticsEvent, registerVehicle } from '#src/analytics/data-layer.ts'
import { Breadcrumbs } from '#src/shell/breadcrumbs.tsx'
import { routeSegments } from '#app.config'
import { formatInteger } from '#src/format/format.ts'
import { displayPriceType, effectiveVat, inSearchOrder, type StockSearch } from '../search/stock-search-params.ts'
import { loadStockOverviewAnalytics } from '../stock.functions.ts'
import { filterChips } from './active-filters.ts'
import { FilterForm, type ApplySearch } from './filter-form.tsx'
import { cardAlt, cardImage, cardPrice, type StockOverviewData, type VehicleCard as Card } from './overview-data.ts'
import { overviewFacets } from './overview-facets.ts'
import { ActiveFilters, NoResults, SortSelect, StockPagination } from './result-parts.tsx'
import { VehicleCard } from './vehicle-card.tsx'
import { useStockSearch } from './use-stock-search.ts'
import { BeforePriceNote } from '#src/pricing/price-summary.tsx'

/** Cards whose pictures load at once (the first row on a wide screen). */
const eagerCards = 3

interface StockOverviewPageProps {
  /** The committed search (the route's validated search). */
  search: StockSearch
  data: StockOverviewData
  /**
   * Slot for each card's compare and favourite checkboxes (spec 2.1), owned
   * by the compare/favourites feature; the route passes them in. `headingId`
   * is the card's heading, which names the vehicle.
   */
  cardActions?: (card: Card, headingId: string) => ReactNode
  /**
   * Slot under the active filters for "Gem søgning og få besked om nye biler"
   * (issue 35), owned by the forms feature; the route passes it in. Gets the
   * chosen filters' Danish labels (the search's description in the mails).
   */
  searchAgent?: (filterLabels: string[]) => ReactNode
}

/**
 * /lager: filters, the active filter chips, sort, result count (announced),
 * vehicle cards and pagination.
 */
export function StockOverviewPage({ search: committed, data, cardActions, searchAgent }: StockOverviewPageProps) {
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const loading = useRouterState({ select: (s) => s.status === 'pending' })
  const resultsRef = useRef<HTMLHeadingElement>(null)
  /** Set by a pagination link: when its page lands, focus moves to the results heading (issue 17). */
  const focusResultsOnLand = useRef(false)
  const [filtersOpen, setFiltersOpen] = useState(false)

  // The panel's search (machines/stock-search): the shopper's latest choice shows at once while its cars load,
  // then the search whose cars are shown (also after back or forward); cars that could not be loaded leave the
  // page as it was, with a message and "Prøv igen".
  const router = useRouter()
  const latestHref = useRouterState({ select: (s) => s.location.publicHref })
  const navigation = useMemo(
    () => ({
      router,
      destination: (next: StockSearch) => ({ to: '/{-$brand}/stock', params: { brand: undefined }, search: inSearchOrder(next), resetScroll: false }) as const,
    }),
    [router],
  )
  const { state: searchState, search, choose, retry } = useStockSearch({ committed, href: latestHref, navigation })
  const busy = loading || searchState === 'loadingChoice'

  const apply: ApplySearch = (next, change) => {
    choose(next)
    pushAnalyticsEvent(analyticsEvents.adjustVehicleOverviewFilter(change))
  }

  // One overview view per result page shown (after each filter change, too), but not again when only
  // a facet was shown whole or folded (`vis`): the same results loaded with more of the facet.
  // The cards' vehicles are registered as analytics entities first (spec 3); they are asked for
  // after hydration instead of riding in every page's hydration data (issue 21). Without them
  // (the request failed) the view is still counted.
  const viewKey = JSON.stringify({ ...committed, vis: undefined })
  const visKey = committed.vis?.join() ?? ''
  const viewed = useRef<{ key: string; vis: string } | null>(null)
  useEffect(() => {
    const last = viewed.current
    viewed.current = { key: viewKey, vis: visKey }
    if (last && last.key === viewKey && last.vis !== visKey) return
    const ids = data.cards.map((c) => c.id)
    const view = analyticsEvents.viewVehicleOverview({ result_count: data.total, vehicle_ids: ids, page_number: data.page })
    if (ids.length === 0) return pushAnalyticsEvent(view)
    void loadStockOverviewAnalytics({ data: { search: committed, ids } })
      .then((entities) => entities.forEach(registerVehicle))
      .catch((error: unknown) => console.warn('Analysedata for lagerbilerne kunne ikke hentes:', error))
      .finally(() => pushAnalyticsEvent(view))
    // The committed search is the one `data` was loaded for; it changes with `viewKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, viewKey, visKey])

  const filtersHeadingRef = useRef<HTMLHeadingElement>(null)
  /** The phone's filter button (in the sort-and-filter bar): the panel opens above the results and takes focus. */
  const toggleFilters = () => {
    const opening = !filtersOpen
    setFiltersOpen(opening)
    if (opening) requestAnimationFrame(() => filtersHeadingRef.current?.focus())
  }
  /** Focus on the results heading, scrolled to the top of the screen (below the sticky header). */
  const focusResults = () => {
    const heading = resultsRef.current
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: 'start' })
  }
  useEffect(() => {
    if (!focusResultsOnLand.current) return
    focusResultsOnLand.current = false
    focusResults()
  }, [data])

  const facets = useMemo(() => overviewFacets(data.facets), [data.facets])
  const chips = filterChips(committed, facets, data.near)
  const priceType = displayPriceType(committed)
  const vat = effectiveVat(committed)
  const countText = m.stock_results_count({ count: data.total, shown: formatInteger(data.total) })

  return (
    <div className="container stock-overview">
      <Breadcrumbs items={[{ href: `/${routeSegments.stock}`, label: m.stock_overview_crumb() }]} />
      <h1>{m.stock_overview_title()}</h1>
      {/* Past the filters straight to the cars (issue 17: 67 Tab presses before the first result). */}
      <a
        className="stock-overview__skip"
        href="#stock-results-heading"
        onClick={(event) => {
          // Focus and scroll without a new history entry (which would make the router load the page again).
          if (!resultsRef.current) return
          event.preventDefault()
          focusResults()
        }}
      >
        {m.stock_skip_to_results()}
      </a>
      <div className="stock-overview__layout" data-filters-open={filtersOpen} data-enhanced={hydrated}>
        <aside className="stock-filters" aria-labelledby="stock-filters-heading" data-state={searchState}>
          <div className="stock-filters__head">
            <h2 id="stock-filters-heading" className="stock-filters__heading" ref={filtersHeadingRef} tabIndex={-1}>
              {m.stock_filters_heading()}
            </h2>
          </div>
          {/* The open panel on a phone is an area floating buttons keep clear of (src/ui/floating-step-aside.ts). */}
          <div id="stock-filters-body" className="stock-filters__body" data-primary-area={filtersOpen || undefined}>
            <FilterForm
              search={search}
              data={data}
              facets={facets}
              apply={apply}
              onShowResults={() => {
                setFiltersOpen(false)
                // Once the panel has closed (React commits the click's update before the next frame): focused and
                // scrolled before, the heading moved up by the panel's height and the first cars were skipped (issue 29).
                requestAnimationFrame(focusResults)
              }}
              showFacet={(next) =>
                void navigate({ to: '/{-$brand}/stock', params: { brand: undefined }, search: inSearchOrder(next), resetScroll: false, replace: true })
              }
            />
          </div>
        </aside>

        <section className="stock-results" aria-labelledby="stock-results-heading" aria-busy={busy}>
          <div className="stock-results__head">
            <h2 id="stock-results-heading" ref={resultsRef} tabIndex={-1}>
              {m.stock_results_heading()}
            </h2>
            <p className="stock-results__count" role="status">
              {countText}
            </p>
            {/* Only in the browser, after a choice whose cars could not be loaded (never in the server's HTML); last in
              the head, so the cards' ids (useId) and the server's HTML stay as they were. The same words come as a
              toast (announced, and seen by a visitor far down the filters: stock-search-actor.ts), so this one is
              not a second alert. */}
            {searchState === 'failed' && (
              <div className="stock-results__problem">
                <p>{m.stock_choice_failed()}</p>
                <button
                  type="button"
                  className="btn btn--small btn--secondary"
                  onClick={() => {
                    // The button goes while the cars load again: focus stays by the results, not lost to the page.
                    resultsRef.current?.focus({ preventScroll: true })
                    retry()
                  }}
                >
                  <span>{m.stock_choice_retry()}</span>
                </button>
              </div>
            )}
          </div>
          {/* Sort and filter: on a phone a bar that stays under the header while the cars scroll (issue 17). */}
          <div className="stock-results__bar">
            {hydrated ? (
              <button
                type="button"
                className="btn btn--secondary btn--small stock-filters__toggle"
                aria-expanded={filtersOpen}
                aria-controls="stock-filters-body"
                onClick={toggleFilters}
              >
                <span>{filtersOpen ? m.stock_filters_hide() : m.stock_filters_open({ count: String(chips.length) })}</span>
              </button>
            ) : (
              // Small screens with scripting fold the filters from the first paint, so hydration
              // shifts nothing (stock.css, ADR 0009); until then the toggle is a link that shows them.
              <a className="btn btn--secondary btn--small stock-filters__toggle" href="#stock-filters-body">
                <span>{m.stock_filters_open({ count: String(chips.length) })}</span>
              </a>
            )}
            <SortSelect search={search} apply={apply} />
          </div>
          <ActiveFilters search={committed} chips={chips} />
          {searchAgent?.(chips.map((c) => c.label))}
          {data.cards.length === 0 ? (
            <NoResults search={committed} chips={chips} />
          ) : (
            <ol className="vehicle-grid" data-loading={busy}>
              {data.cards.map((card, i) => (
                <li key={card.id}>
                  <VehicleCard
                    card={card}
                    src={cardImage(data, card)}
                    alt={cardAlt(data, card)}
                    priceType={priceType}
                    vat={vat}
                    eager={i < eagerCards}
                    priority={i === 0}
                    actions={cardActions && ((headingId) => cardActions(card, headingId))}
                  />
                </li>
              ))}
            </ol>
          )}
          <BeforePriceNote prices={data.cards.map((c) => cardPrice(c.price))} />
          <StockPagination
            search={committed}
            page={data.page}
            pageCount={data.pageCount}
            onChoose={() => {
              focusResultsOnLand.current = true
            }}
          />
        </section>
      </div>
    </div>
  )
}
