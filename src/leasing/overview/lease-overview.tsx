/**
 * The lease overview (the content block lease_overview, spec 2.1): the
 * product API's lease offers of the block's type, filtered by brand, fuel
 * (spec 3's lease vocabulary), highest monthly price and duration, sorted and
 * paged. A GET form and plain links, so it works without JavaScript; with
 * JavaScript the router loads the new filters without a full page load.
 * Every offer shows its monthly price with its representative example.
 */
import { useEffect, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { brands } from '#app.config'
import type { LeaseOverviewData, LeaseOverviewFilters } from '#content-model/block-data.ts'
import type { LeaseOverviewBlok } from '#content-model/blocks/lease-blocks.schema.ts'
import { useContent } from '#content-model/render/content-context.tsx'
import { formatInteger, formatKm, formatKr, formatMonths } from '#src/format/format.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { CreditPriceView, DeliveryNote, EnergyLine } from '#src/pricing/price-summary.tsx'
import type { LeaseVehicleSummary } from '#src/product-api/contract/lease.ts'
import { acquisitionTypeLabels, leaseFuelChoices, leaseFuelLabels, leaseVehicleSortOptions } from '#src/product-api/contract/vocabulary.ts'
import { AppLink } from '#src/ui/app-link.tsx'
import { Button } from '#src/ui/button.tsx'
import { Pagination } from '#src/ui/pagination.tsx'
import leasingCss from '../leasing.css?url'
import { trackLeaseOverview } from '../leasing-analytics.ts'
import { leaseOfferPath } from '../lease-paths.ts'
import { leaseOfferView } from '../offer/lease-offer-view.ts'
import { durationChoices, leaseOverviewHref, monthlyMaxChoices } from './lease-overview-search.ts'

const sortLabels: Record<(typeof leaseVehicleSortOptions)[number], () => string> = {
  monthly_asc: () => m.leasing_sort_monthly_asc(),
  monthly_desc: () => m.leasing_sort_monthly_desc(),
  name: () => m.leasing_sort_name(),
}

export function LeaseOfferCard({ offer, headingLevel = 3 }: { offer: LeaseVehicleSummary; headingLevel?: 3 | 4 }) {
  const { price, energy, delivery } = leaseOfferView(offer)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <article className="lease-card" aria-labelledby={`lease-offer-${offer.id}`} data-lease-vehicle={offer.id}>
      <img className="lease-card__image" src={offer.image.url} alt="" width={offer.image.width} height={offer.image.height} loading="lazy" decoding="async" />
      {offer.campaign && <p className="lease-card__campaign">{offer.campaign}</p>}
      <Heading className="lease-card__title" id={`lease-offer-${offer.id}`}>
        <AppLink href={leaseOfferPath(offer.id)}>{offer.title}</AppLink>
      </Heading>
      <p className="lease-card__facts">
        {leaseFuelLabels[offer.fuel]} · {m.stock_unit_hp({ value: formatInteger(offer.powerHp) })}
        {offer.electricRangeKm !== null && ` · ${formatKm(offer.electricRangeKm)}`}
      </p>
      {price ? (
        <>
          <CreditPriceView price={price} />
          {/* Beside the monthly price: the energy class and WLTP figures, and the delivery costs (issue 30). */}
          <EnergyLine energy={energy} />
          <DeliveryNote cost={delivery.cost} included={delivery.included} />
        </>
      ) : (
        <p className="price price--none">{m.leasing_offer_no_price()}</p>
      )}
    </article>
  )
}

export function LeaseOverviewBlock({ blok, data }: { blok: LeaseOverviewBlok; data: LeaseOverviewData | undefined }) {
  const path = useContent().story.path
  const navigate = useNavigate()
  const anchor = `lease-${blok._uid}`
  const formId = `lease-filters-${blok._uid}`
  const list = data?.list ?? null

  useEffect(() => {
    if (list) trackLeaseOverview(list.items, list.total)
  }, [list])

  if (!data || !list) {
    return (
      <div className="content-empty content-empty--box">
        <link rel="stylesheet" href={leasingCss} precedence="default" />
        <p>{m.leasing_overview_unavailable()}</p>
      </div>
    )
  }
  const { filters } = data
  const brandChoices = blok.brand ? [] : brands.filter((b) => b.stockDetail[blok.lease_type].enabled)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const number = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' && value !== '' ? Number(value) : null
    }
    const sort = leaseVehicleSortOptions.find((s) => s === form.get('sort')) ?? 'monthly_asc'
    const next: LeaseOverviewFilters = {
      brand: form.getAll('brand').filter((v): v is string => typeof v === 'string'),
      fuel: form.getAll('fuel').filter((v): v is string => typeof v === 'string'),
      monthlyMax: number('monthlyMax'),
      duration: number('duration'),
      sort,
      page: 1,
    }
    void navigate({ href: leaseOverviewHref(path, next, anchor), resetScroll: false })
  }

  return (
    <div className="lease-overview__body" data-lease-type={blok.lease_type}>
      <link rel="stylesheet" href={leasingCss} precedence="default" />
      <form
        key={JSON.stringify(filters)}
        id={formId}
        className="lease-overview__filters"
        method="get"
        action={`${path}#${anchor}`}
        onSubmit={onSubmit}
        aria-label={m.leasing_filters_label()}
      >
        {brandChoices.length > 1 && (
          <fieldset className="radio-group">
            <legend>{m.leasing_filter_brand()}</legend>
            <div className="lease-overview__checks">
              {brandChoices.map((b) => (
                <label key={b.slug} className="field--choice">
                  <input type="checkbox" name="brand" value={b.slug} defaultChecked={filters.brand.includes(b.slug)} />
                  <span className="field__label">{b.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="radio-group">
          <legend>{m.leasing_filter_fuel()}</legend>
          <div className="lease-overview__checks">
            {leaseFuelChoices.map((fuel) => (
              <label key={fuel} className="field--choice">
                <input type="checkbox" name="fuel" value={fuel} defaultChecked={filters.fuel.includes(fuel)} />
                <span className="field__label">{leaseFuelLabels[fuel]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-monthly`}>
            {m.leasing_filter_monthly_max()}
          </label>
          <select
            id={`${formId}-monthly`}
            name="monthlyMax"
            className="field__input"
            defaultValue={filters.monthlyMax === null ? '' : String(filters.monthlyMax)}
          >
            <option value="">{m.stock_filter_any()}</option>
            {monthlyMaxChoices.map((amount) => (
              <option key={amount} value={String(amount)}>
                {m.leasing_filter_monthly_max_option({ amount: formatKr(amount) })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-duration`}>
            {m.leasing_filter_duration()}
          </label>
          <select id={`${formId}-duration`} name="duration" className="field__input" defaultValue={filters.duration === null ? '' : String(filters.duration)}>
            <option value="">{m.stock_filter_any()}</option>
            {durationChoices.map((months) => (
              <option key={months} value={String(months)}>
                {formatMonths(months)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-sort`}>
            {m.leasing_sort_label()}
          </label>
          <select id={`${formId}-sort`} name="sort" className="field__input" defaultValue={filters.sort}>
            {leaseVehicleSortOptions.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]()}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="medium">
          {m.leasing_filters_apply()}
        </Button>
      </form>

      <p className="lease-overview__count" role="status">
        {m.leasing_overview_count({ count: String(list.total), type: acquisitionTypeLabels[blok.lease_type].toLocaleLowerCase('da-DK') })}
      </p>
      {list.items.length === 0 ? (
        <div className="content-empty content-empty--box">
          <p>{blok.empty_text || m.leasing_overview_empty()}</p>
          <AppLink href={`${path}#${anchor}`}>{m.leasing_filters_clear()}</AppLink>
        </div>
      ) : (
        <ul className="lease-offers">
          {list.items.map((offer) => (
            <li key={offer.id}>
              <LeaseOfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={filters.page}
        pageCount={list.pageCount}
        label={m.leasing_pagination_label()}
        link={({ page, ...props }) => <AppLink {...props} href={leaseOverviewHref(path, { ...filters, page }, anchor)} />}
      />
    </div>
  )
}
