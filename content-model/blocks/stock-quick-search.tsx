import { useId, type FormEvent } from 'react'
import { Search } from 'lucide-react'
import { useRouter } from '@tanstack/react-router'
import { brands, priceTypes, routeSegments } from '../../app.config.ts'
import { m } from '../../src/i18n/paraglide/messages.js'
import { acquisitionTypeLabels, fuelLabels, fuels } from '../../src/product-api/contract/vehicle.ts'
import { defineBlock, type PropsOf } from '../block-definition.ts'
import { blok, optionField, optionalText } from '../fields.ts'
import { editable } from '../render/editable.ts'
import { brandName, brandSlugSchema } from './brands.ts'
import { formatKroner } from './format.ts'
import { z } from 'zod'

export const quickSearchVariants = ['default', 'car_company', 'financial'] as const
const priceSteps = [100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000]
const monthlySteps = [2_000, 3_000, 4_000, 5_000, 6_000, 8_000, 10_000, 15_000]
const financeTypes = priceTypes.filter((t) => t !== 'purchase')

/**
 * Stock quick search (spec 2.1) in three variants: `default` (brand, model,
 * fuel, max price), `car_company` (one brand, fixed), `financial` (monthly
 * payment and financing type instead of price). A plain GET form to the stock
 * list (/lager) with the stock search's parameters, so it works without
 * script; with script, empty fields are left out of the address.
 */
export const stockQuickSearchSchema = blok('stock_quick_search', {
  variant: optionField(quickSearchVariants, 'default'),
  heading: optionalText,
  /** For car_company: the brand searched. */
  brand: z.union([brandSlugSchema, z.literal('')]).nullish().transform((v) => v ?? ''),
  condition: optionField(['all', 'new', 'used'], 'all'),
  vehicle_type: optionField(['all', 'passenger', 'van'], 'all'),
  submit_label: optionalText,
}).refine((b) => b.variant !== 'car_company' || b.brand !== '', { message: 'vælg mærket for bilhusvarianten', path: ['brand'] })

export const stockPath = `/${routeSegments.stock}`

/** The search address for a submitted form: only filled-in fields. */
export function quickSearchHref(data: FormData): string {
  const params = new URLSearchParams()
  for (const [key, value] of data) {
    if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim())
  }
  const query = params.toString()
  return query ? `${stockPath}?${query}` : stockPath
}

export function StockQuickSearch({ blok }: PropsOf<typeof stockQuickSearchSchema>) {
  const router = useRouter()
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void router.navigate({ href: quickSearchHref(new FormData(event.currentTarget)) })
  }
  const heading = blok.heading || (blok.variant === 'car_company' && blok.brand ? m.content_quick_search_heading_brand({ brand: brandName(blok.brand) }) : m.content_quick_search_heading())
  return (
    <section className={`quick-search quick-search--${blok.variant}`} aria-labelledby={`${id}-heading`} {...editable(blok)}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <form method="get" action={stockPath} onSubmit={onSubmit} className="quick-search__form" role="search" aria-labelledby={`${id}-heading`}>
        {blok.condition !== 'all' && <input type="hidden" name="condition" value={blok.condition} />}
        {blok.vehicle_type !== 'all' && <input type="hidden" name="type" value={blok.vehicle_type} />}
        {blok.variant === 'car_company' ? (
          <input type="hidden" name="brand" value={blok.brand} />
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-brand`}>
              {m.content_quick_search_brand()}
            </label>
            <select id={`${id}-brand`} name="brand" className="field__input" defaultValue="">
              <option value="">{m.content_quick_search_all_brands()}</option>
              {brands.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-model`}>
            {m.content_quick_search_model()}
          </label>
          <input id={`${id}-model`} name="q" type="search" className="field__input" maxLength={100} autoComplete="off" placeholder={m.content_quick_search_model_placeholder()} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-fuel`}>
            {m.content_quick_search_fuel()}
          </label>
          <select id={`${id}-fuel`} name="fuel" className="field__input" defaultValue="">
            <option value="">{m.content_quick_search_all_fuels()}</option>
            {fuels.map((f) => (
              <option key={f} value={f}>
                {fuelLabels[f]}
              </option>
            ))}
          </select>
        </div>
        {blok.variant === 'financial' ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-acquisition`}>
                {m.content_quick_search_financing()}
              </label>
              <select id={`${id}-acquisition`} name="acquisitionType" className="field__input" defaultValue="private_lease">
                {financeTypes.map((t) => (
                  <option key={t} value={t}>
                    {acquisitionTypeLabels[t]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-monthly`}>
                {m.content_quick_search_max_monthly()}
              </label>
              <select id={`${id}-monthly`} name="monthlyMax" className="field__input" defaultValue="">
                <option value="">{m.content_quick_search_no_limit()}</option>
                {monthlySteps.map((p) => (
                  <option key={p} value={p}>
                    {m.content_quick_search_per_month({ amount: formatKroner(p) })}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-price`}>
              {m.content_quick_search_max_price()}
            </label>
            <select id={`${id}-price`} name="priceMax" className="field__input" defaultValue="">
              <option value="">{m.content_quick_search_no_limit()}</option>
              {priceSteps.map((p) => (
                <option key={p} value={p}>
                  {formatKroner(p)}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="btn btn--large btn--primary quick-search__submit">
          <Search className="btn__icon" aria-hidden="true" width={20} height={20} />
          <span>{blok.submit_label || m.content_quick_search_submit()}</span>
        </button>
      </form>
    </section>
  )
}

export const stockQuickSearchBlock = defineBlock(stockQuickSearchSchema, StockQuickSearch)
