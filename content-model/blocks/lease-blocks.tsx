import { ArrowRight } from 'lucide-react'
import { z } from 'zod'
import { routeSegments } from '../../app.config.ts'
import { m } from '../../src/i18n/paraglide/messages.js'
import { acquisitionTypeLabels } from '../../src/product-api/contract/vocabulary.ts'
import { defineBlock, type PropsOf } from '../block-definition.ts'
import { blok, optionField, optionalText, requiredText } from '../fields.ts'
import { ContentLink } from '../render/content-link.tsx'
import { editable } from '../render/editable.ts'
import { brandName, brandSlugSchema } from './brands.ts'

const leaseTypes = ['private_lease', 'business_lease'] as const

function stockLeaseHref(type: (typeof leaseTypes)[number], brand?: string): string {
  const params = new URLSearchParams({ acquisitionType: type })
  if (brand) params.set('brand', brand)
  return `/${routeSegments.stock}?${params.toString()}`
}

/**
 * Lease offers (spec 2.1: lease overview). The offers come from the product
 * API's lease vehicles; until a page has them, the block says there are none
 * to show and links to the stock cars that can be leased.
 */
export const leaseOverviewSchema = blok('lease_overview', {
  heading: requiredText,
  intro: optionalText,
  lease_type: optionField(leaseTypes, 'private_lease'),
  brand: z.union([brandSlugSchema, z.literal('')]).nullish().transform((v) => v ?? ''),
  empty_text: optionalText,
})

export function LeaseOverview({ blok }: PropsOf<typeof leaseOverviewSchema>) {
  const type = acquisitionTypeLabels[blok.lease_type]
  return (
    <section className="lease-overview" aria-labelledby={`lease-${blok._uid}`} {...editable(blok)}>
      <h2 id={`lease-${blok._uid}`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      <div className="content-empty content-empty--box">
        <p>{blok.empty_text || m.content_lease_empty()}</p>
        <ContentLink link={{ href: stockLeaseHref(blok.lease_type, blok.brand || undefined), external: false }}>
          {blok.brand ? m.content_lease_stock_brand({ type, brand: brandName(blok.brand) }) : m.content_lease_stock({ type })}{' '}
          <ArrowRight aria-hidden="true" width={16} height={16} />
        </ContentLink>
      </div>
    </section>
  )
}

/**
 * One lease offer (spec 2.1: lease detail), by the product API's lease
 * vehicle id. Without the offer's data the block says it cannot be shown and
 * links to the stock cars that can be leased.
 */
export const leaseDetailSchema = blok('lease_detail', {
  lease_vehicle: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'leasingbilens id, fx "renault-megane-e-tech-ev60"'),
  heading: requiredText,
  lease_type: optionField(leaseTypes, 'private_lease'),
})

export function LeaseDetail({ blok }: PropsOf<typeof leaseDetailSchema>) {
  const type = acquisitionTypeLabels[blok.lease_type]
  return (
    <section className="lease-detail" data-lease-vehicle={blok.lease_vehicle} aria-labelledby={`lease-detail-${blok._uid}`} {...editable(blok)}>
      <h2 id={`lease-detail-${blok._uid}`}>{blok.heading}</h2>
      <div className="content-empty content-empty--box">
        <p>{m.content_lease_detail_unavailable()}</p>
        <ContentLink link={{ href: stockLeaseHref(blok.lease_type), external: false }}>
          {m.content_lease_stock({ type })} <ArrowRight aria-hidden="true" width={16} height={16} />
        </ContentLink>
      </div>
    </section>
  )
}

export const leaseOverviewBlock = defineBlock(leaseOverviewSchema, LeaseOverview)
export const leaseDetailBlock = defineBlock(leaseDetailSchema, LeaseDetail)
