/** The schema of the lease blocks block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { z } from 'zod'
import { blok, numberField, optionField, optionalText, requiredText } from '../fields.ts'
import { brandSlugSchema } from './brand-slug.schema.ts'

export const leaseTypes = ['private_lease', 'business_lease'] as const

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
