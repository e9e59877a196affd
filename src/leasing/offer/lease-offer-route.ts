/**
 * Loader and head of a lease offer's page, /leasing/{offer id}
 * (docs/decisions/0015-leasing.md): the offer, its representative example,
 * its calculator and schema.org structured data. An unknown offer, or a
 * segment that cannot name one, is the lease-vehicle-not-found page (404).
 */
import { findBrand } from '#app.config'
import { openGraphMeta } from '#src/navigation/open-graph.ts'
import { withSiteName } from '#src/navigation/page-title.ts'
import { requireSegment, isSlugSegment } from '#src/navigation/path-segments.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import type { LeaseVehicle } from '#src/product-api/contract/lease.ts'
import { acquisitionTypeLabels, leaseFuelLabels } from '#src/product-api/contract/vocabulary.ts'
import { formatKrPerMonth, formatPercent } from '#src/format/format.ts'
import type { CalculatorSearch } from '../calculator/calculator-inputs.ts'
import { leaseVehicleNotFound } from '../calculator/calculator-route.ts'
import { loadLeaseOffer, type LeaseOfferLoad } from '../leasing.functions.ts'
import { leaseOfferPath } from '../lease-paths.ts'

export type LeaseOfferPageData = Extract<LeaseOfferLoad, { status: 'found' }>

export async function loadLeaseOfferRoute(offerId: string, search: CalculatorSearch): Promise<LeaseOfferPageData> {
  const notFoundHere = () => leaseVehicleNotFound(leaseOfferPath(offerId))
  const id = requireSegment(isSlugSegment, offerId, notFoundHere)
  const result = await loadLeaseOffer({ data: { id, search } })
  if (result.status === 'not-found') throw notFoundHere()
  return result
}

/** schema.org Car with an Offer whose price is the monthly payment (a UnitPriceSpecification per month). */
export function leaseOfferJsonLd(offer: LeaseVehicle, pageUrl: string): Record<string, unknown> {
  const row = offer.standardOffer
  const business = offer.leaseType === 'business_lease'
  const monthly = business ? (row.monthly_installment_excl_vat ?? row.monthly_installment) : row.monthly_installment
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: offer.title,
    description: offer.description,
    url: pageUrl,
    image: offer.images.map((i) => i.url),
    brand: { '@type': 'Brand', name: findBrand(offer.brand)?.name ?? offer.brand },
    model: offer.modelName,
    vehicleConfiguration: offer.variant,
    fuelType: leaseFuelLabels[offer.fuel],
    vehicleEngine: { '@type': 'EngineSpecification', enginePower: { '@type': 'QuantitativeValue', value: offer.powerHp, unitCode: 'BHP' } },
    itemCondition: 'https://schema.org/NewCondition',
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceCurrency: 'DKK',
      ...(monthly !== null ? { price: monthly } : {}),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'DKK',
        ...(monthly !== null ? { price: monthly } : {}),
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        valueAddedTaxIncluded: !business,
      },
      eligibleDuration: row.contract_duration !== null ? { '@type': 'QuantitativeValue', value: row.contract_duration, unitCode: 'MON' } : undefined,
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer', name: 'Bilhuset Nord' },
    },
  }
}

interface HeadContext {
  loaderData?: LeaseOfferPageData
  matches: readonly { loaderData?: unknown }[]
}

function siteUrlOf(matches: HeadContext['matches']): string {
  const root = matches[0]?.loaderData as { publicConfig?: { siteUrl?: string } } | undefined
  return root?.publicConfig?.siteUrl ?? ''
}

export function leaseOfferTitle(offer: LeaseVehicle): string {
  return m.leasing_offer_title({ type: acquisitionTypeLabels[offer.leaseType], title: offer.title })
}

export function leaseOfferHead(ctx: HeadContext) {
  const data = ctx.loaderData
  if (!data) return {}
  const { offer } = data
  const title = withSiteName(leaseOfferTitle(offer))
  const row = offer.standardOffer
  const description = m.leasing_offer_description({
    type: acquisitionTypeLabels[offer.leaseType].toLocaleLowerCase('da-DK'),
    title: offer.title,
    monthly: formatKrPerMonth(row.monthly_installment ?? 0),
    apr: formatPercent(row.apr ?? 0),
    fuel: leaseFuelLabels[offer.fuel].toLocaleLowerCase('da-DK'),
  })
  const pageUrl = `${siteUrlOf(ctx.matches)}${leaseOfferPath(offer.id)}`
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...openGraphMeta({ title, description, type: 'product', url: pageUrl, image: offer.image.url }),
      { 'script:ld+json': leaseOfferJsonLd(offer, pageUrl) },
    ],
  }
}
