import { z } from 'zod'
import type { PropsOf } from '../block-definition.ts'
import { blok, numberField, optionField, optionalText, requiredText } from '../fields.ts'
import { useBlockData, useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { brandSlugSchema } from './brands.ts'

const leaseTypes = ['private_lease', 'business_lease'] as const

/**
 * Lease offers (spec 2.1: lease overview): the product API's lease offers of
 * the block's type (and brand, when set) with filters, sorting and pages. The
 * leasing feature renders the list (a feature slot) from the offers loaded
 * with the page for the filters in the address.
 */
export const leaseOverviewSchema = /* @__PURE__ */ blok('lease_overview', {
  heading: requiredText,
  intro: optionalText,
  lease_type: /* @__PURE__ */ optionField(leaseTypes, 'private_lease'),
  brand: z
    .union([brandSlugSchema, z.literal('')])
    .nullish()
    .transform((v) => v ?? ''),
  /** Shown when no offer matches the filters (the site has its own text otherwise). */
  empty_text: optionalText,
  per_page: /* @__PURE__ */ numberField({ min: 3, max: 48, default: 12 }),
})
export type LeaseOverviewBlok = z.output<typeof leaseOverviewSchema>

export function LeaseOverview({ blok }: PropsOf<typeof leaseOverviewSchema>) {
  const data = useBlockData(blok._uid, 'lease-overview')
  const { LeaseOverview: FeatureLeaseOverview } = useContent().slots
  return (
    <section className="lease-overview" aria-labelledby={`lease-${blok._uid}`} {...editable(blok)}>
      <h2 id={`lease-${blok._uid}`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      <FeatureLeaseOverview blok={blok} data={data} />
    </section>
  )
}

/**
 * One lease offer (spec 2.1: lease detail), by the product API's lease
 * vehicle id: the offer with its representative example and a link to its
 * detail page (the leasing feature's slot).
 */
export const leaseDetailSchema = /* @__PURE__ */ blok('lease_detail', {
  lease_vehicle: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'leasingbilens id, fx "renault-megane-e-tech-ev60"'),
  heading: requiredText,
  lease_type: /* @__PURE__ */ optionField(leaseTypes, 'private_lease'),
})
export type LeaseDetailBlok = z.output<typeof leaseDetailSchema>

export function LeaseDetail({ blok }: PropsOf<typeof leaseDetailSchema>) {
  const data = useBlockData(blok._uid, 'lease-detail')
  const { LeaseDetail: FeatureLeaseDetail } = useContent().slots
  return (
    <section className="lease-detail" data-lease-vehicle={blok.lease_vehicle} aria-labelledby={`lease-detail-${blok._uid}`} {...editable(blok)}>
      <h2 id={`lease-detail-${blok._uid}`}>{blok.heading}</h2>
      <FeatureLeaseDetail blok={blok} data={data} />
    </section>
  )
}

/**
 * The minilease configurator (spec 3 "Minilease configuration", spec 9):
 * car, colour, duration and monthly distance from the product API's
 * configurations, the price, and "Bestil minilease" (the leasing feature's
 * slot, with the forms feature's order form).
 */
export const minileaseConfiguratorSchema = /* @__PURE__ */ blok('minilease_configurator', {
  heading: requiredText,
  intro: optionalText,
})
export type MinileaseConfiguratorBlok = z.output<typeof minileaseConfiguratorSchema>

export function MinileaseConfigurator({ blok }: PropsOf<typeof minileaseConfiguratorSchema>) {
  const data = useBlockData(blok._uid, 'minilease')
  const { MinileaseConfigurator: FeatureConfigurator } = useContent().slots
  return (
    <section className="minilease-configurator" aria-labelledby={`minilease-${blok._uid}`} {...editable(blok)}>
      <h2 id={`minilease-${blok._uid}`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      <FeatureConfigurator blok={blok} data={data} />
    </section>
  )
}
