/**
 * The lease overview's filters in the address (a GET form, so they work
 * without JavaScript and can be linked): brand, fuel (the lease vocabulary of
 * spec 3), highest monthly price, duration, sorting and page. Invalid values
 * are dropped, never an error. zod/mini: the content route parses them in the
 * browser too.
 */
import { z } from 'zod/mini'
import type { LeaseOverviewFilters } from '#content-model/block-data.ts'
import { brands } from '#app.config'
import { intValue, optionalSearchValue, searchScalar, slugValue } from '#src/navigation/search-value.ts'
import type { LeaseType, LeaseVehicleListQuery } from '#src/product-api/contract/lease.ts'
import { leaseVehicleSortOptions } from '#src/product-api/contract/vocabulary.ts'
import { leaseFuels } from '#src/product-api/contract/vocabulary.ts'

/** Highest monthly price to choose from, kr. */
export const monthlyMaxChoices = [2_000, 3_000, 4_000, 5_000, 6_000, 8_000, 10_000] as const
/** Durations to filter on, months. */
export const durationChoices = [24, 36, 48, 60] as const

function many<T extends z.ZodMiniType<string>>(schema: T) {
  return z.pipe(
    z.unknown(),
    z.transform((input): z.output<T>[] => {
      if (input === undefined || input === null) return []
      const out = new Set<z.output<T>>()
      for (const value of (Array.isArray(input) ? input : [input]).slice(0, 20)) {
        const text = searchScalar.safeParse(value)
        if (!text.success || text.data === '') continue
        const parsed = schema.safeParse(text.data)
        if (parsed.success) out.add(parsed.data)
      }
      return [...out].sort()
    }),
  )
}

const brandSlugs = brands.map((b) => b.slug)

const leaseOverviewSearchSchema = z.object({
  // Optional: zod 4 counts a missing key as an error even when its pipe starts with z.unknown().
  brand: z.optional(many(slugValue.check(z.refine((s) => brandSlugs.includes(s))))),
  fuel: z.optional(many(z.enum(leaseFuels))),
  monthlyMax: optionalSearchValue(intValue(500, 100_000)),
  duration: optionalSearchValue(intValue(1, 120)),
  sort: optionalSearchValue(z.enum(leaseVehicleSortOptions)),
  page: optionalSearchValue(intValue(1, 1_000)),
})

/** The filters from the address; unknown or malformed values are left out. */
export function parseLeaseOverviewFilters(search: Record<string, unknown>): LeaseOverviewFilters {
  const s = leaseOverviewSearchSchema.parse(search)
  return {
    brand: s.brand ?? [],
    fuel: s.fuel ?? [],
    monthlyMax: s.monthlyMax ?? null,
    duration: s.duration ?? null,
    sort: s.sort ?? 'monthly_asc',
    page: s.page ?? 1,
  }
}

const leaseTypeValues = ['private_lease', 'business_lease'] as const satisfies readonly LeaseType[]
const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max))

/** The overview's server function input (parsed filters, the block's type and brand): checked again on the server. */
export const leaseOverviewRequestSchema = z.object({
  filters: z.object({
    brand: z.array(slugValue).check(z.maxLength(20)),
    fuel: z.array(z.enum(leaseFuels)).check(z.maxLength(20)),
    monthlyMax: z.nullable(whole(500, 100_000)),
    duration: z.nullable(whole(1, 120)),
    sort: z.enum(leaseVehicleSortOptions),
    page: whole(1, 1_000),
  }),
  leaseType: z.enum(leaseTypeValues),
  brand: z.union([z.literal(''), slugValue]),
  pageSize: whole(1, 96),
})

/** What a lease-overview block asks the product API: the visitor's filters within the block's own type and brand. */
export interface LeaseOverviewRequest {
  filters: LeaseOverviewFilters
  leaseType: LeaseType
  /** The block's brand ('' for all): the offers stay within it whatever the address says. */
  brand: string
  pageSize: number
}

export function leaseOverviewQuery(request: LeaseOverviewRequest): LeaseVehicleListQuery {
  const { filters } = request
  const brand = request.brand ? [request.brand] : filters.brand
  return {
    leaseType: request.leaseType,
    ...(brand.length ? { brand } : {}),
    ...(filters.fuel.length ? { fuel: filters.fuel as LeaseVehicleListQuery['fuel'] } : {}),
    ...(filters.monthlyMax !== null ? { monthlyMax: filters.monthlyMax } : {}),
    ...(filters.duration !== null ? { contractDuration: filters.duration } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize: request.pageSize,
  }
}

/** The address of the overview with other filters (links: pages, removing a filter); defaults are left out. */
export function leaseOverviewHref(path: string, filters: LeaseOverviewFilters, anchor: string): string {
  const params = new URLSearchParams()
  for (const b of filters.brand) params.append('brand', b)
  for (const f of filters.fuel) params.append('fuel', f)
  if (filters.monthlyMax !== null) params.set('monthlyMax', String(filters.monthlyMax))
  if (filters.duration !== null) params.set('duration', String(filters.duration))
  if (filters.sort !== 'monthly_asc') params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}#${anchor}`
}
