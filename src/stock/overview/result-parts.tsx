/**
 * Parts of the result column: the chosen filters as removable chips, the
 * no-results message, the sort order and the pagination. All of them are
 * links or form fields, so they work without JavaScript.
 */
import { useHydrated } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { analyticsEvents, pushAnalyticsEvent } from '#src/analytics/data-layer.ts'
import { stockSortLabels, stockSortOptions } from '#src/product-api/contract/vocabulary.ts'
import { Pagination } from '#src/ui/pagination.tsx'
import { withoutFilter, withoutFilters, type StockSearch } from '../search/stock-search-params.ts'
import type { FilterChip } from './active-filters.ts'
import { filterFormId, type ApplySearch } from './filter-form.tsx'
import { RouterLink } from '#src/ui/server-link.tsx'

const pushRemoval = (chip: FilterChip) =>
  pushAnalyticsEvent(analyticsEvents.adjustVehicleOverviewFilter({ filter_name: chip.key, filter_value: chip.value ?? '', filter_action: 'remove' }))

const pushClear = () => pushAnalyticsEvent(analyticsEvents.adjustVehicleOverviewFilter({ filter_name: 'all', filter_value: '', filter_action: 'clear' }))

/** Removable chips of the chosen filters, and a link that clears them all. */
export function ActiveFilters({ search, chips }: { search: StockSearch; chips: FilterChip[] }) {
  if (chips.length === 0) return null
  return (
    <div className="active-filters">
      <h3 className="visually-hidden">{m.stock_active_filters_heading()}</h3>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={`${chip.key}-${chip.value ?? ''}`}>
            <RouterLink
              to="/{-$brand}/stock"
              search={withoutFilter(search, chip.key, chip.value)}
              resetScroll={false}
              className="chip"
              aria-label={m.stock_remove_filter({ label: chip.label })}
              onClick={() => pushRemoval(chip)}
            >
              <span>{chip.label}</span>
              <X aria-hidden="true" width={16} height={16} />
            </RouterLink>
          </li>
        ))}
        <li>
          <RouterLink to="/{-$brand}/stock" search={withoutFilters(search)} resetScroll={false} className="chip chip--clear" onClick={pushClear}>
            {m.stock_clear_filters()}
          </RouterLink>
        </li>
      </ul>
    </div>
  )
}

/** No vehicle matches: say so in Danish and offer one-click ways to loosen the search. */
export function NoResults({ search, chips }: { search: StockSearch; chips: FilterChip[] }) {
  // The most recently narrowed filters are the likeliest culprits: offer the last few first.
  const suggestions = chips.slice(-3).reverse()
  return (
    <div className="no-results">
      <h3>{m.stock_no_results_title()}</h3>
      <p>{m.stock_no_results_text()}</p>
      {suggestions.length > 0 && (
        <ul className="no-results__actions">
          {suggestions.map((chip) => (
            <li key={`${chip.key}-${chip.value ?? ''}`}>
              <RouterLink
                to="/{-$brand}/stock"
                search={withoutFilter(search, chip.key, chip.value)}
                resetScroll={false}
                className="btn btn--secondary btn--medium"
                onClick={() => pushRemoval(chip)}
              >
                <span>{m.stock_no_results_remove({ label: chip.label })}</span>
              </RouterLink>
            </li>
          ))}
          <li>
            <RouterLink to="/{-$brand}/stock" search={withoutFilters(search)} resetScroll={false} className="btn btn--primary btn--medium" onClick={pushClear}>
              <span>{m.stock_no_results_clear()}</span>
            </RouterLink>
          </li>
        </ul>
      )}
    </div>
  )
}

/** Sort order; a field of the filter form (form attribute), applied at once with JavaScript. */
export function SortSelect({ search, apply }: { search: StockSearch; apply: ApplySearch }) {
  const hydrated = useHydrated()
  return (
    <div className="sort-select">
      <label htmlFor="f-sort">{m.stock_sort_label()}</label>
      <select
        id="f-sort"
        name="sort"
        form={filterFormId}
        value={search.sort ?? 'newest'}
        onChange={(e) => {
          const value = e.currentTarget.value as StockSearch['sort'] | 'newest'
          apply(
            { ...search, sort: value === 'newest' ? undefined : value, page: undefined },
            { filter_name: 'sort', filter_value: value ?? 'newest', filter_action: 'set' },
          )
        }}
      >
        {stockSortOptions.map((s) => (
          <option key={s} value={s}>
            {stockSortLabels[s]}
          </option>
        ))}
      </select>
      {!hydrated && (
        // Hidden from the first paint when scripting is on (stock.css), as hydration removes it.
        <button type="submit" form={filterFormId} className="btn btn--secondary btn--small sort-select__submit">
          <span>{m.stock_sort_submit()}</span>
        </button>
      )}
    </div>
  )
}

/**
 * Pagination links (spec 2.1 "pagination"). `onChoose` is told when a link is
 * followed, so the page can move focus to the new results when they land.
 */
export function StockPagination({ search, page, pageCount, onChoose }: { search: StockSearch; page: number; pageCount: number; onChoose: () => void }) {
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      link={({ page: p, ...props }) => (
        <RouterLink {...props} to="/{-$brand}/stock" search={{ ...search, page: p > 1 ? p : undefined }} resetScroll={false} onClick={onChoose} />
      )}
    />
  )
}
