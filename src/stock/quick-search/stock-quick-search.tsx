import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useFieldsAtHydration } from '#src/ui/use-fields-at-hydration.ts'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { brands, routeSegments } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import { analyticsEvents, pushAnalyticsEvent } from '#src/analytics/data-layer.ts'
import type { QuickSearchOptions } from '#content-model/block-data.ts'
import type { FacetValue } from '#src/product-api/contract/common.ts'
import { acquisitionTypeLabels, fuelLabels, fuels } from '#src/product-api/contract/vocabulary.ts'
import { formatInteger, formatKr, formatKrPerMonth } from '#src/format/format.ts'
import { loadQuickSearchOptions } from '../stock.functions.ts'
import { SelectField } from '#src/ui/form-fields/select-field.tsx'
import { numericOptions, type Option } from '../overview/filter-fields.tsx'
import type { StockCategory } from '../search/stock-search-params.ts'
import type { QuickSearchInput } from './quick-search-params.ts'
import { fieldsDiffer, monthlySteps, priceSteps, quickSearchMonthlyTypes, type QuickSearchVariant } from './quick-search-choices.ts'

/**
 * The schema that reads the block's choices and makes them /lager's search, loaded when the block needs it
 * (its first focus, a submit, choices made before the scripts ran): zod is not on the page's first load (ADR 0031).
 */
const loadChoiceParsing = () => Promise.all([import('./quick-search-params.ts'), import('./quick-search-fields.ts')])

export interface StockQuickSearchProps {
  /** car-company: one brand's stock; default: any brand; financial: monthly price instead of cash price. */
  variant: 'car-company' | 'default' | 'financial'
  /** Brand slug (app.config brands). Fixed for car-company; preselected otherwise. */
  brand?: string
  /** Heading of the block; defaults to a Danish heading per variant. */
  heading?: string
  /** Limits the search to new cars, used cars or vans (a fixed filter of the block). */
  category?: StockCategory
  /** Text of the search button before the live count is known; defaults to "Søg på lager". */
  submitLabel?: string
  /** Options loaded on the server (`loadQuickSearchOptions`), so the block renders complete without JavaScript. */
  initialOptions?: QuickSearchOptions
}

/** Options before the live ones arrive: the group's brands and every fuel, without counts. */
const staticBrands: FacetValue[] = brands.map((b) => ({ value: b.slug, label: b.name, count: 0 }))
const staticFuels: FacetValue[] = fuels.map((f) => ({ value: f, label: fuelLabels[f], count: 0 }))

const toOptions = (values: readonly FacetValue[], withCount: boolean): Option[] =>
  values.map((v) => ({ value: v.value, label: withCount ? `${v.label} ${m.stock_facet_count({ count: formatInteger(v.count) })}` : v.label }))

function defaultHeading(variant: QuickSearchVariant): string {
  switch (variant) {
    case 'car-company':
      return m.stock_quick_heading_brand()
    case 'financial':
      return m.stock_quick_heading_financial()
    case 'default':
      return m.stock_quick_heading()
  }
}

/**
 * Quick search block for content pages (spec 2.1): brand, model, fuel and a
 * price ceiling (financial: price type and monthly ceiling). A GET form to
 * /lager that works without JavaScript; with it, the options and the result
 * count follow each choice and the search opens /lager without a reload.
 */
export function StockQuickSearch({ variant, brand: brandProp, heading, category, submitLabel, initialOptions }: StockQuickSearchProps) {
  const id = useId()
  const navigate = useNavigate()
  const fixedBrand = variant === 'car-company' ? brandProp : undefined
  const [input, setInput] = useState<QuickSearchInput>({ brand: brandProp, type: category })
  const [options, setOptions] = useState<QuickSearchOptions | undefined>(initialOptions)
  // Options loaded with the page are those of the first choices: no need to ask again on hydration.
  const haveInitialOptions = useRef(initialOptions !== undefined)
  const formId = `quick-search-${variant}`
  const form = useRef<HTMLFormElement>(null)

  // Choices made before the page's scripts took over are the ones the options, the count and the search follow.
  // Read when they differ from the block's state (fields read again then: the visitor may have gone on choosing).
  useFieldsAtHydration(form, (fields) => {
    if (!fieldsDiffer(fields, input)) return
    void loadChoiceParsing().then(
      ([, { quickSearchInputFromFields }]) => {
        if (form.current) setInput(quickSearchInputFromFields(new FormData(form.current)))
      },
      () => {
        // Not loaded (offline, a new release): a submit sends the fields as they are (onSubmit).
      },
    )
  })

  // Live options and count for the current choices (a count-only search on the server). The text is
  // applied when the search is submitted, so typing does not query on every keystroke.
  const { type, brand, model, fuel, priceMax, monthlyMax, acquisition } = input
  useEffect(() => {
    if (haveInitialOptions.current) {
      haveInitialOptions.current = false
      return
    }
    let current = true
    loadQuickSearchOptions({ data: { type, brand, model, fuel, priceMax, monthlyMax, acquisition } })
      .then((next) => {
        if (current) setOptions(next)
      })
      // Without live options the block still works with the static ones.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [type, brand, model, fuel, priceMax, monthlyMax, acquisition])

  const change = (key: keyof QuickSearchInput, raw: string, parse: (raw: string) => QuickSearchInput[typeof key]) => {
    const value = raw === '' ? undefined : parse(raw)
    setInput((prev) => ({ ...prev, [key]: value, ...(key === 'brand' ? { model: undefined, q: undefined } : {}) }))
    pushAnalyticsEvent(
      analyticsEvents.adjustVehicleQuicksearchFilter({
        form_id: formId,
        filter_name: key,
        filter_value: raw,
        filter_action: raw === '' ? 'clear' : 'set',
      }),
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const target = event.currentTarget
    void loadChoiceParsing().then(
      ([{ toQuickSearchSearch }]) => navigate({ to: '/{-$brand}/stock', params: { brand: undefined }, search: toQuickSearchSearch(input) }),
      // The schema could not be loaded: the GET form to /lager, as without scripts.
      () => target.submit(),
    )
  }

  const live = options !== undefined
  const brandOptions = toOptions(options?.brands ?? staticBrands, live)
  const fuelOptions = toOptions(options?.fuels ?? staticFuels, live)
  const modelOptions = toOptions(options?.models ?? [], live)
  const text = (v: string) => v

  return (
    <section className="quick-search" data-variant={variant} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="quick-search__heading">
        {heading ?? defaultHeading(variant)}
      </h2>
      <form
        ref={form}
        className="quick-search__form"
        method="get"
        action={`/${routeSegments.stock}`}
        onSubmit={onSubmit}
        // The first focus loads what a submit needs, so the search opens without waiting for it.
        onFocus={() => void loadChoiceParsing().catch(() => undefined)}
        role="search"
        aria-labelledby={`${id}-heading`}
      >
        {category && <input type="hidden" name="type" value={category} />}
        {fixedBrand ? (
          <input type="hidden" name="brand" value={fixedBrand} />
        ) : (
          <SelectField
            compact
            id={`${id}-brand`}
            name="brand"
            label={m.stock_filter_brand()}
            placeholder={m.stock_quick_all_brands()}
            options={brandOptions}
            value={input.brand ?? ''}
            onChange={(v) => change('brand', v, text)}
          />
        )}
        {modelOptions.length > 0 ? (
          <SelectField
            compact
            id={`${id}-model`}
            name="model"
            label={m.stock_filter_model()}
            placeholder={m.stock_quick_all_models()}
            options={modelOptions}
            value={input.model ?? ''}
            onChange={(v) => change('model', v, text)}
          />
        ) : (
          // Until a brand's models are known (and without JavaScript), the model is searched as text.
          <div className="select-field">
            <label htmlFor={`${id}-q`}>{m.stock_quick_model_text()}</label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              maxLength={100}
              autoComplete="off"
              value={input.q ?? ''}
              onChange={(e) => {
                // Read now: React may run the update later, when the event's currentTarget is gone (null).
                const q = e.currentTarget.value || undefined
                setInput((prev) => ({ ...prev, q }))
              }}
            />
          </div>
        )}
        <SelectField
          compact
          id={`${id}-fuel`}
          name="fuel"
          label={m.stock_filter_fuel()}
          placeholder={m.stock_quick_all_fuels()}
          options={fuelOptions}
          value={input.fuel ?? ''}
          onChange={(v) => change('fuel', v, (raw) => raw as QuickSearchInput['fuel'])}
        />
        {variant === 'financial' ? (
          <>
            <SelectField
              compact
              id={`${id}-acquisition`}
              name="acquisition"
              label={m.stock_quick_acquisition()}
              placeholder={m.stock_quick_all_acquisitions()}
              options={quickSearchMonthlyTypes.map((t) => ({ value: t, label: acquisitionTypeLabels[t] }))}
              value={input.acquisition ?? ''}
              onChange={(v) => change('acquisition', v, (raw) => raw as QuickSearchInput['acquisition'])}
            />
            <SelectField
              compact
              id={`${id}-monthlyMax`}
              name="monthlyMax"
              label={m.stock_quick_monthly_max()}
              placeholder={m.stock_filter_any()}
              options={numericOptions(monthlySteps, input.monthlyMax, formatKrPerMonth)}
              value={input.monthlyMax?.toString() ?? ''}
              onChange={(v) => change('monthlyMax', v, Number)}
            />
          </>
        ) : (
          <SelectField
            compact
            id={`${id}-priceMax`}
            name="priceMax"
            label={m.stock_quick_price_max()}
            placeholder={m.stock_filter_any()}
            options={numericOptions(priceSteps, input.priceMax, formatKr)}
            value={input.priceMax?.toString() ?? ''}
            onChange={(v) => change('priceMax', v, Number)}
          />
        )}
        <p className="visually-hidden" role="status">
          {live ? m.stock_results_count({ count: options.total, shown: formatInteger(options.total) }) : ''}
        </p>
        <button type="submit" className="btn btn--primary btn--large quick-search__submit">
          <Search className="btn__icon" aria-hidden="true" />
          <span>{live && !input.q ? m.stock_filters_show({ count: formatInteger(options.total) }) : (submitLabel ?? m.stock_quick_submit())}</span>
        </button>
      </form>
    </section>
  )
}
