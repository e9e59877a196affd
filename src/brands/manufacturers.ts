/**
 * Manufacturers and their tags. Content is tagged with manufacturer tag ids
 * (Storyblok tags such as "renault" or "mercedes-benz-vans"); blocks that show
 * brands (brand logos, brand overview) are configured with these ids and look
 * the manufacturer up here. A tag without a manufacturer is a content error
 * shown as "Ingen mærke producent fundet for tag-ID: {tagId}." (spec 8).
 *
 * A manufacturer is a brand of app.config.ts, optionally narrowed to a model
 * group (Mercedes-Benz Vans are the Mercedes-Benz brand's `vans` group).
 */
import { routeSegments } from '#app.config'
import type { ModelGroup } from '../product-api/contract/vocabulary.ts'

export interface Manufacturer {
  tagId: string
  /** Brand slug (app.config.ts). */
  brand: string
  /** Danish display name. */
  name: string
  /** Model group the manufacturer stands for, when it is part of a brand. */
  group?: ModelGroup
  /** Logo under public/brands/. */
  logo: string
}

export const manufacturers: readonly Manufacturer[] = [
  { tagId: 'mercedes-benz', brand: 'mercedes-benz', name: 'Mercedes-Benz', logo: '/brands/mercedes-benz.svg' },
  {
    tagId: 'mercedes-benz-vans',
    brand: 'mercedes-benz',
    name: 'Mercedes-Benz Vans',
    group: 'vans',
    logo: '/brands/mercedes-benz-vans.svg',
  },
  { tagId: 'renault', brand: 'renault', name: 'Renault', logo: '/brands/renault.svg' },
  { tagId: 'dacia', brand: 'dacia', name: 'Dacia', logo: '/brands/dacia.svg' },
]

/** Tag ids are compared trimmed and case-insensitively ("Renault " is "renault"). */
export function normaliseTagId(tagId: string): string {
  return tagId.trim().toLowerCase()
}

export function findManufacturer(tagId: string): Manufacturer | undefined {
  const id = normaliseTagId(tagId)
  return manufacturers.find((m) => m.tagId === id)
}

/** The manufacturer that stands for a whole brand (its tag id is the brand slug). */
export function manufacturerOfBrand(brandSlug: string): Manufacturer | undefined {
  return manufacturers.find((m) => m.brand === brandSlug && m.group === undefined)
}

/** The tags of the manufacturers that stand for these whole brands (a location's brands → their logos). */
export function tagsOfBrands(brandSlugs: readonly string[]): string[] {
  return brandSlugs.flatMap((slug) => {
    const manufacturer = manufacturerOfBrand(slug)
    return manufacturer ? [manufacturer.tagId] : []
  })
}

export type ResolvedTag = { tagId: string; manufacturer: Manufacturer } | { tagId: string; manufacturer: null }

/** Resolves tag ids in order; duplicates are dropped, unknown tags are kept (as errors to show). */
export function resolveManufacturerTags(tagIds: readonly string[]): ResolvedTag[] {
  const seen = new Set<string>()
  const out: ResolvedTag[] = []
  for (const raw of tagIds) {
    const tagId = normaliseTagId(raw)
    if (tagId === '' || seen.has(tagId)) continue
    seen.add(tagId)
    out.push({ tagId, manufacturer: findManufacturer(tagId) ?? null })
  }
  return out
}

/** Public path of the manufacturer's model list: /{brand}/modeller, with ?group= for a group. */
export function manufacturerModelsHref(m: Pick<Manufacturer, 'brand' | 'group'>): string {
  const path = `/${m.brand}/${routeSegments.model}`
  return m.group ? `${path}?group=${m.group}` : path
}
