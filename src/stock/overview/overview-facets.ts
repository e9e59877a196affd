/**
 * The overview's facets as the page's hydration data carries them (issue 21,
 * decision 4): per facet its values and their counts, in the facet's order,
 * and the Danish labels only when the browser's copy of the product API's
 * vocabulary does not name every value as the API did. Brands, models and
 * locations have no vocabulary, so theirs are always sent; body styles, fuels,
 * gearboxes, drives, colours and equipment normally are not. The page expands
 * them into label-and-count lists for the filter form and the chips.
 */
import type { FacetValue } from '#src/product-api/contract/common.ts'
import {
  bodyStyleLabels,
  colourGroupLabels,
  driveTypeLabels,
  fuelLabels,
  transmissionLabels,
  type StockFacetField,
} from '#src/product-api/contract/vocabulary.ts'
import { equipmentFeatures } from '#src/product-api/contract/equipment-catalogue.ts'

/** A facet's values and how many vehicles each has, in the facet's order. */
export interface FacetCounts {
  values: string[]
  counts: number[]
}

/** A checkbox facet: `labels` only when the vocabulary does not give every value's label. */
export interface LabelledFacetCounts extends FacetCounts {
  labels?: string[]
}

/** The checkbox facets (the values are shown with their labels). */
export type ListFacetField = Extract<
  StockFacetField,
  'brand' | 'model' | 'bodyStyle' | 'fuel' | 'transmission' | 'driveType' | 'colour' | 'location' | 'equipment'
>

/** A value of a facet whose labels the form does not show (the price display's and the minimums' counts). */
export type FacetCount = Pick<FacetValue, 'value' | 'count'>

/**
 * The facets on the wire. The model facet is null until a brand or model is
 * chosen (the form lists models only then).
 */
export type OverviewFacetsData = Record<Exclude<ListFacetField, 'model'>, LabelledFacetCounts> & {
  model: LabelledFacetCounts | null
  acquisitionType: FacetCounts
  seats: FacetCounts
  towingWeight: FacetCounts
}

/** The facets as the filter form and the chips use them. */
export type OverviewFacets = Record<Exclude<ListFacetField, 'model'>, FacetValue[]> & {
  model: FacetValue[] | null
  acquisitionType: FacetCount[]
  seats: FacetCount[]
  towingWeight: FacetCount[]
}

const vocabulary: Partial<Record<ListFacetField, Readonly<Record<string, string>>>> = {
  bodyStyle: bodyStyleLabels,
  fuel: fuelLabels,
  transmission: transmissionLabels,
  driveType: driveTypeLabels,
  colour: colourGroupLabels,
  // Pure: the page's loader-side helpers reach this module from the route tree; the labels load with the page.
  equipment: /* @__PURE__ */ Object.fromEntries(equipmentFeatures.map((f) => [f.key, f.label])),
}

function vocabularyLabel(field: ListFacetField, value: string): string | undefined {
  const labels = vocabulary[field]
  return labels && Object.hasOwn(labels, value) ? labels[value] : undefined
}

export function facetCounts(values: readonly FacetCount[]): FacetCounts {
  return { values: values.map((f) => f.value), counts: values.map((f) => f.count) }
}

/** A checkbox facet for the wire: its labels are left out when the browser's vocabulary gives each of them. */
export function labelledFacetCounts(field: ListFacetField, values: readonly FacetValue[]): LabelledFacetCounts {
  const counts = facetCounts(values)
  return values.every((f) => vocabularyLabel(field, f.value) === f.label) ? counts : { ...counts, labels: values.map((f) => f.label) }
}

function countList(facet: FacetCounts): FacetCount[] {
  return facet.values.map((value, i) => ({ value, count: facet.counts[i] ?? 0 }))
}

/** A checkbox facet with its labels: the sent ones, else the vocabulary's (the value itself as a last resort). */
export function facetValues(field: ListFacetField, facet: LabelledFacetCounts): FacetValue[] {
  return facet.values.map((value, i) => ({ value, label: facet.labels?.[i] ?? vocabularyLabel(field, value) ?? value, count: facet.counts[i] ?? 0 }))
}

export function overviewFacets(data: OverviewFacetsData): OverviewFacets {
  return {
    brand: facetValues('brand', data.brand),
    model: data.model && facetValues('model', data.model),
    bodyStyle: facetValues('bodyStyle', data.bodyStyle),
    fuel: facetValues('fuel', data.fuel),
    transmission: facetValues('transmission', data.transmission),
    driveType: facetValues('driveType', data.driveType),
    colour: facetValues('colour', data.colour),
    location: facetValues('location', data.location),
    equipment: facetValues('equipment', data.equipment),
    acquisitionType: countList(data.acquisitionType),
    seats: countList(data.seats),
    towingWeight: countList(data.towingWeight),
  }
}
