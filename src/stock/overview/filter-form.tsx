import { useState, type FormEvent } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { routeSegments } from '#app.config'
import type { FilterChange } from '#src/analytics/data-layer.ts'
import { acquisitionTypeLabels } from '#src/product-api/contract/vocabulary.ts'
import { formatInteger, formatKg, formatKm, formatKr, formatKrPerMonth } from '#src/format/format.ts'
import { monthlySteps, priceSteps } from '../quick-search/quick-search-choices.ts'
import { NearFields, nearParam } from './near-fields.tsx'
import {
  defaultNearRadius,
  facetPreviewSize,
  withFacetShown,
  withToggled,
  withValue,
  type StockListKey,
  type StockSearch,
  type StockSearchKey,
} from '../search/stock-search-params.ts'
import type { FacetValue } from '#src/product-api/contract/common.ts'
import { CheckboxList, FilterGroup, RadioList, numericOptions, type FacetToggle } from './filter-fields.tsx'
import { SelectField } from '#src/ui/form-fields/select-field.tsx'
import { minimumOptions, seatSteps, towingSteps } from './minimum-options.ts'
import type { StockOverviewData } from './overview-data.ts'
import type { OverviewFacets } from './overview-facets.ts'

export const filterFormId = 'lagerfiltre'

const mileageSteps = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000] as const
const rangeSteps = [100, 200, 300, 400, 500, 600, 700] as const

export type ApplySearch = (next: StockSearch, change: FilterChange) => void

interface FilterFormProps {
  search: StockSearch
  data: StockOverviewData
  /** The data's facets with their labels. */
  facets: OverviewFacets
  apply: ApplySearch
  /** Called when the shopper submits (with JavaScript): show the results. */
  onShowResults: () => void
  /** Shows a long facet expanded or folded (a search that differs in `vis` only). */
  showFacet: (next: StockSearch) => void
}

/** Years offered: the range of the matching vehicles, plus the chosen ones. */
function yearOptions(data: StockOverviewData, search: StockSearch) {
  const years = new Set<number>()
  const range = data.yearRange
  if (range) for (let y = range.max; y >= range.min && years.size < 40; y--) years.add(y)
  if (search.yearMin) years.add(search.yearMin)
  if (search.yearMax) years.add(search.yearMax)
  return [...years].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }))
}

/**
 * The filter form: a GET form to /lager that works without JavaScript, and
 * applies each change at once with it. Field names are the search parameters.
 */
export function FilterForm({ search, data, facets, apply, onShowResults, showFacet }: FilterFormProps) {
  // Without JavaScript the count is the current result's, not the pending choice's: say "update" instead.
  const hydrated = useHydrated()

  const toggle = (key: StockListKey) => (value: string, on: boolean) =>
    apply(withToggled(search, key, value, on), { filter_name: key, filter_value: value, filter_action: on ? 'add' : 'remove' })

  function set<K extends Exclude<StockSearchKey, StockListKey | 'page'>>(key: K, parse: (raw: string) => StockSearch[K]) {
    return (raw: string) => {
      const value = raw === '' ? undefined : parse(raw)
      apply(withValue(search, key, value), { filter_name: key, filter_value: raw, filter_action: raw === '' ? 'clear' : 'set' })
    }
  }
  const asNumber = (raw: string) => Number(raw)

  /** A facet shown whole: its group is open, where "Vis alle" left the shopper. */
  const whole = (key: StockListKey) => search.vis?.includes(key) ?? false
  /** "Vis alle (N)" under a facet sent shortened, "Vis færre" under a long one shown whole. */
  const more = (key: StockListKey, shown: number): FacetToggle | undefined => {
    const expanded = whole(key)
    const size = data.facetSizes[key]
    if (expanded ? shown <= facetPreviewSize : size === undefined) return undefined
    return { expanded, size: size ?? shown, search: withFacetShown(search, key, !expanded), onToggle: showFacet }
  }
  const checkboxes = (key: StockListKey, legend: string, values: readonly FacetValue[], long = false) => (
    <CheckboxList name={key} legend={legend} values={values} selected={search[key]} onToggle={toggle(key)} long={long} more={more(key, values.length)} />
  )

  // The free-text search applies when submitted or left, not on every keystroke.
  const [draft, setDraft] = useState<{ base: string | undefined; text: string } | null>(null)
  const text = draft && draft.base === search.q ? draft.text : (search.q ?? '')
  const applyText = () => {
    const q = text.trim() || undefined
    // Applied, the text is the URL's: a draft kept would come back when a chip removes the search again.
    setDraft(null)
    if (q !== search.q) apply(withValue(search, 'q', q), { filter_name: 'q', filter_value: q ?? '', filter_action: q ? 'set' : 'clear' })
  }

  // The postcode or town of "inden for N km af" applies the same way (issue 17).
  const nearText = String(search.near ?? '')
  const [nearDraft, setNearDraft] = useState<{ base: string; text: string } | null>(null)
  const nearInput = nearDraft && nearDraft.base === nearText ? nearDraft.text : nearText
  const nearNext = (base: StockSearch): StockSearch | null => {
    const near = nearParam(nearInput)
    return String(near ?? '') === nearText ? null : withValue(base, 'near', near)
  }
  const applyNear = () => {
    const next = nearNext(search)
    setNearDraft(null)
    if (next) apply(next, { filter_name: 'near', filter_value: String(next.near ?? ''), filter_action: next.near === undefined ? 'clear' : 'set' })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Choices are already applied; submitting applies the search texts and takes the shopper to the results.
    event.preventDefault()
    setDraft(null)
    setNearDraft(null)
    const q = text.trim() || undefined
    const withText = q !== search.q ? withValue(search, 'q', q) : search
    const next = nearNext(withText) ?? withText
    if (next !== search) {
      const near = next.near !== search.near
      apply(
        next,
        near
          ? { filter_name: 'near', filter_value: String(next.near ?? ''), filter_action: next.near === undefined ? 'clear' : 'set' }
          : { filter_name: 'q', filter_value: q ?? '', filter_action: q ? 'set' : 'clear' },
      )
    }
    onShowResults()
  }

  const categoryOptions = [
    { value: '', label: m.stock_category_all() },
    { value: 'new', label: m.stock_category_new(), count: data.categoryCounts.new },
    { value: 'used', label: m.stock_category_used(), count: data.categoryCounts.used },
    { value: 'van', label: m.stock_category_van(), count: data.categoryCounts.van },
  ]
  const acquisitionCounts = new Map(facets.acquisitionType.map((f) => [f.value, f.count]))
  const acquisitionOptions = [
    { value: '', label: m.stock_price_display_cash() },
    ...(['private_lease', 'private_finance', 'business_lease', 'business_finance'] as const).map((t) => ({
      value: t,
      label: acquisitionTypeLabels[t],
      count: acquisitionCounts.get(t) ?? 0,
    })),
  ]
  // "At least" filters: a radio per step with what choosing it would give.
  const seatOptions = [
    { value: '', label: m.stock_filter_any() },
    ...minimumOptions(seatSteps, facets.seats, search.seatsMin).map((o) => ({
      value: String(o.value),
      label: m.stock_filter_seats_min({ count: formatInteger(o.value) }),
      count: o.count,
    })),
  ]
  const towingOptions = [
    { value: '', label: m.stock_filter_any() },
    ...minimumOptions(towingSteps, facets.towingWeight, search.towingMin).map((o) => ({
      value: String(o.value),
      label: m.stock_filter_towing_min({ weight: formatKg(o.value) }),
      count: o.count,
    })),
  ]
  const priceLabel = (n: number) => formatKr(n)
  const monthlyLabel = (n: number) => formatKrPerMonth(n)

  return (
    <form
      id={filterFormId}
      className="stock-filters__form"
      method="get"
      action={`/${routeSegments.stock}`}
      aria-label={m.stock_filters_heading()}
      onSubmit={onSubmit}
    >
      {/* Facets shown whole stay so when the form is sent without JavaScript. */}
      {search.vis?.map((key) => (
        <input key={key} type="hidden" name="vis" value={key} />
      ))}
      <div className="filter-search">
        <label htmlFor="f-q">{m.stock_filter_search()}</label>
        <input
          id="f-q"
          type="search"
          name="q"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(e) => setDraft({ base: search.q, text: e.currentTarget.value })}
          onBlur={applyText}
        />
      </div>

      <FilterGroup id="filter-type" legend={m.stock_filter_category()} chosen={search.type ? 1 : 0} open>
        <RadioList name="type" options={categoryOptions} value={search.type ?? ''} onSelect={set('type', (v) => v as StockSearch['type'])} />
      </FilterGroup>

      <FilterGroup id="filter-brand" legend={m.stock_filter_brand()} chosen={search.brand?.length ?? 0} open>
        {checkboxes('brand', m.stock_filter_brand(), facets.brand, true)}
      </FilterGroup>

      <FilterGroup id="filter-model" legend={m.stock_filter_model()} chosen={search.model?.length ?? 0} open={!!search.brand || whole('model')}>
        {/* Model names are only clear within a brand (and the list is long): models follow the brand choice. */}
        {(search.brand || search.model) && facets.model ? (
          checkboxes('model', m.stock_filter_model(), facets.model, true)
        ) : (
          <p className="filter-group__empty">{m.stock_filter_model_choose_brand()}</p>
        )}
      </FilterGroup>

      <FilterGroup id="filter-body" legend={m.stock_filter_body()} chosen={search.body?.length ?? 0} open={whole('body')}>
        {checkboxes('body', m.stock_filter_body(), facets.bodyStyle)}
      </FilterGroup>

      <FilterGroup id="filter-seats" legend={m.stock_filter_seats()} chosen={search.seatsMin ? 1 : 0}>
        <RadioList name="seatsMin" options={seatOptions} value={search.seatsMin?.toString() ?? ''} onSelect={set('seatsMin', asNumber)} />
      </FilterGroup>

      <FilterGroup id="filter-fuel" legend={m.stock_filter_fuel()} chosen={search.fuel?.length ?? 0} open>
        {checkboxes('fuel', m.stock_filter_fuel(), facets.fuel)}
      </FilterGroup>

      <FilterGroup id="filter-transmission" legend={m.stock_filter_transmission()} chosen={search.transmission?.length ?? 0} open={whole('transmission')}>
        {checkboxes('transmission', m.stock_filter_transmission(), facets.transmission)}
      </FilterGroup>

      <FilterGroup id="filter-drive" legend={m.stock_filter_drive()} chosen={search.drive?.length ?? 0} open={whole('drive')}>
        {checkboxes('drive', m.stock_filter_drive(), facets.driveType)}
      </FilterGroup>

      <FilterGroup id="filter-towing" legend={m.stock_filter_towing()} chosen={search.towingMin ? 1 : 0}>
        <RadioList name="towingMin" options={towingOptions} value={search.towingMin?.toString() ?? ''} onSelect={set('towingMin', asNumber)} />
        <p className="filter-group__hint">{m.stock_filter_towing_hint()}</p>
      </FilterGroup>

      <FilterGroup id="filter-price" legend={m.stock_filter_price()} chosen={(search.priceMin ? 1 : 0) + (search.priceMax ? 1 : 0)} open>
        <div className="range-fields">
          <SelectField
            compact
            id="f-priceMin"
            name="priceMin"
            label={m.stock_filter_from()}
            placeholder={m.stock_filter_any()}
            options={numericOptions(priceSteps, search.priceMin, priceLabel)}
            value={search.priceMin?.toString() ?? ''}
            onChange={set('priceMin', asNumber)}
          />
          <SelectField
            compact
            id="f-priceMax"
            name="priceMax"
            label={m.stock_filter_to()}
            placeholder={m.stock_filter_any()}
            options={numericOptions(priceSteps, search.priceMax, priceLabel)}
            value={search.priceMax?.toString() ?? ''}
            onChange={set('priceMax', asNumber)}
          />
        </div>
      </FilterGroup>

      <FilterGroup id="filter-monthly" legend={m.stock_filter_monthly()} chosen={(search.monthlyMin ? 1 : 0) + (search.monthlyMax ? 1 : 0)}>
        <div className="range-fields">
          <SelectField
            compact
            id="f-monthlyMin"
            name="monthlyMin"
            label={m.stock_filter_from()}
            placeholder={m.stock_filter_any()}
            options={numericOptions(monthlySteps, search.monthlyMin, monthlyLabel)}
            value={search.monthlyMin?.toString() ?? ''}
            onChange={set('monthlyMin', asNumber)}
          />
          <SelectField
            compact
            id="f-monthlyMax"
            name="monthlyMax"
            label={m.stock_filter_to()}
            placeholder={m.stock_filter_any()}
            options={numericOptions(monthlySteps, search.monthlyMax, monthlyLabel)}
            value={search.monthlyMax?.toString() ?? ''}
            onChange={set('monthlyMax', asNumber)}
          />
        </div>
        <p className="filter-group__hint">{m.stock_filter_monthly_hint()}</p>
      </FilterGroup>

      <FilterGroup id="filter-year" legend={m.stock_filter_year()} chosen={(search.yearMin ? 1 : 0) + (search.yearMax ? 1 : 0)}>
        <div className="range-fields">
          <SelectField
            compact
            id="f-yearMin"
            name="yearMin"
            label={m.stock_filter_from()}
            placeholder={m.stock_filter_any()}
            options={yearOptions(data, search)}
            value={search.yearMin?.toString() ?? ''}
            onChange={set('yearMin', asNumber)}
          />
          <SelectField
            compact
            id="f-yearMax"
            name="yearMax"
            label={m.stock_filter_to()}
            placeholder={m.stock_filter_any()}
            options={yearOptions(data, search)}
            value={search.yearMax?.toString() ?? ''}
            onChange={set('yearMax', asNumber)}
          />
        </div>
      </FilterGroup>

      <FilterGroup id="filter-mileage" legend={m.stock_filter_mileage()} chosen={search.mileageMax ? 1 : 0}>
        <SelectField
          compact
          id="f-mileageMax"
          name="mileageMax"
          label={m.stock_filter_mileage_max()}
          placeholder={m.stock_filter_any()}
          options={numericOptions(mileageSteps, search.mileageMax, formatKm)}
          value={search.mileageMax?.toString() ?? ''}
          onChange={set('mileageMax', asNumber)}
        />
      </FilterGroup>

      <FilterGroup id="filter-range" legend={m.stock_filter_range()} chosen={search.rangeMin ? 1 : 0}>
        <SelectField
          compact
          id="f-rangeMin"
          name="rangeMin"
          label={m.stock_filter_range_min()}
          placeholder={m.stock_filter_any()}
          options={numericOptions(rangeSteps, search.rangeMin, formatKm)}
          value={search.rangeMin?.toString() ?? ''}
          onChange={set('rangeMin', asNumber)}
        />
      </FilterGroup>

      <FilterGroup id="filter-colour" legend={m.stock_filter_colour()} chosen={search.colour?.length ?? 0} open={whole('colour')}>
        {checkboxes('colour', m.stock_filter_colour(), facets.colour)}
      </FilterGroup>

      <FilterGroup id="filter-near" legend={m.stock_filter_near()} chosen={data.near?.status === 'found' ? 1 : 0} open>
        <NearFields
          text={nearInput}
          onText={(value) => setNearDraft({ base: nearText, text: value })}
          onLeave={applyNear}
          radius={search.radius ?? defaultNearRadius}
          onRadius={(radius) => {
            const next = withValue(nearNext(search) ?? search, 'radius', radius === defaultNearRadius ? undefined : radius)
            setNearDraft(null)
            apply(next, { filter_name: 'radius', filter_value: String(radius), filter_action: 'set' })
          }}
          near={data.near}
        />
      </FilterGroup>

      <FilterGroup id="filter-location" legend={m.stock_filter_location()} chosen={search.location?.length ?? 0} open={whole('location')}>
        {checkboxes('location', m.stock_filter_location(), facets.location, true)}
      </FilterGroup>

      <FilterGroup id="filter-acquisition" legend={m.stock_filter_acquisition()} chosen={search.acquisition ? 1 : 0} open>
        <RadioList
          name="acquisition"
          options={acquisitionOptions}
          value={search.acquisition ?? ''}
          onSelect={set('acquisition', (v) => v as StockSearch['acquisition'])}
        />
        <div className="choice-list choice-list--single">
          <label>
            <input
              type="checkbox"
              name="vat"
              value="excl"
              checked={search.vat === 'excl'}
              onChange={(e) => {
                const excl = e.currentTarget.checked
                apply(withValue(search, 'vat', excl ? 'excl' : undefined), {
                  filter_name: 'vat',
                  filter_value: excl ? 'excl' : '',
                  filter_action: excl ? 'set' : 'clear',
                })
              }}
            />
            {m.stock_filter_vat_excl()}
          </label>
        </div>
      </FilterGroup>

      <FilterGroup id="filter-equipment" legend={m.stock_filter_equipment()} chosen={search.equipment?.length ?? 0} open={whole('equipment')}>
        {checkboxes('equipment', m.stock_filter_equipment(), facets.equipment, true)}
      </FilterGroup>

      <div className="stock-filters__submit">
        <button type="submit" className="btn btn--primary btn--large">
          <span>{hydrated ? m.stock_filters_show({ count: formatInteger(data.total) }) : m.stock_filters_update()}</span>
        </button>
      </div>
    </form>
  )
}
