/**
 * In-memory search index over the stock, built once at start-up so a search
 * costs a few bitset operations regardless of the query:
 *
 * - one bitset per facet value (brand=renault, fuel=electric, equipment=tow_bar …);
 *   a filter is the OR of its values' bitsets (AND for equipment), filters are AND-ed;
 * - facet counts are popcounts of (other filters ∧ value bitset): disjunctive
 *   faceting, so a visitor sees what selecting a value would give;
 * - numeric filters and free text are evaluated over typed columns / prepared
 *   lowercase strings in one linear pass; seats and towing weight, which have few
 *   distinct values and facet counts, are facets whose filter is the OR of the
 *   values at or above the minimum;
 * - every sort order is a precomputed permutation; a page is read by walking the
 *   permutation and picking set bits.
 *
 * For 10,000 vehicles a search takes well under a millisecond of CPU.
 */
import { equipmentFeatures } from '#src/product-api/contract/equipment-catalogue.ts'
import type { FacetValue } from '#src/product-api/contract/common.ts'
import { stockFacetFields, stockMinimumFacetFields } from '#src/product-api/contract/vocabulary.ts'
import type { StockFacets, StockRanges, StockSearchQueryParsed } from '#src/product-api/contract/stock.ts'
import type { StockFacetField, StockSort } from '#src/product-api/contract/vocabulary.ts'
import {
  acquisitionTypeLabels,
  bodyStyleLabels,
  colourGroupLabels,
  conditionLabels,
  driveTypeLabels,
  fuelLabels,
  transmissionLabels,
  vehicleTypeLabels,
} from '#src/product-api/contract/vocabulary.ts'
import type { AcquisitionType } from '#src/product-api/contract/vocabulary.ts'
import { priceTypes } from '#app.config'
import type { VehicleRecord } from './data/vehicles.ts'

// ---------------------------------------------------------------------------
// Bitsets
// ---------------------------------------------------------------------------

export type Bitset = Uint32Array

export function createBitset(size: number, filled = false): Bitset {
  const bits = new Uint32Array(Math.ceil(size / 32))
  if (filled) {
    bits.fill(0xffffffff)
    const rest = size % 32
    if (rest !== 0) bits[bits.length - 1] = (1 << rest) - 1
  }
  return bits
}

export function setBit(bits: Bitset, i: number, on = true): void {
  const w = i >>> 5
  const current = bits[w] ?? 0
  bits[w] = on ? current | (1 << (i & 31)) : current & ~(1 << (i & 31))
}

export function hasBit(bits: Bitset, i: number): boolean {
  return ((bits[i >>> 5] ?? 0) & (1 << (i & 31))) !== 0
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  x = (x + (x >>> 4)) & 0x0f0f0f0f
  return Math.imul(x, 0x01010101) >>> 24
}

export function popcount(bits: Bitset): number {
  let n = 0
  for (let i = 0; i < bits.length; i++) n += popcount32(bits[i] ?? 0)
  return n
}

function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] ?? 0) & (other[i] ?? 0)
}

function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] ?? 0) | (other[i] ?? 0)
}

function andCount(a: Bitset, b: Bitset): number {
  let n = 0
  for (let i = 0; i < a.length; i++) n += popcount32((a[i] ?? 0) & (b[i] ?? 0))
  return n
}

// ---------------------------------------------------------------------------
// Index
// ---------------------------------------------------------------------------

interface FacetIndex {
  /** Values in display order with their label and bitset. */
  values: { value: string; label: string; bits: Bitset }[]
  byValue: Map<string, Bitset>
}

const sortKeys = ['newest', 'price', 'year', 'mileage', 'power', 'range'] as const
type MonthlyKey = AcquisitionType | 'any'

export interface StockSearchOutcome {
  total: number
  /** Indexes into the records, in page order. */
  page: number[]
  facets: StockFacets
  ranges: StockRanges
}

export interface StockIndex {
  size: number
  search(query: StockSearchQueryParsed, available: Bitset): StockSearchOutcome
}

function valuesOf(record: VehicleRecord, field: StockFacetField): string[] {
  switch (field) {
    case 'condition':
      return [record.condition]
    case 'type':
      return [record.type]
    case 'brand':
      return [record.brand.slug]
    case 'model':
      return [record.model.slug]
    case 'bodyStyle':
      return record.bodyStyle ? [record.bodyStyle] : []
    case 'fuel':
      return [record.fuel]
    case 'transmission':
      return [record.transmission]
    case 'driveType':
      return [record.driveType]
    case 'colour':
      return [record.exteriorColour.group]
    case 'location':
      return [record.location.slug]
    case 'acquisitionType':
      return record.prices.map((p) => p.acquisition_type)
    case 'equipment':
      return record.equipment
    case 'seats':
      return [String(record.seats)]
    case 'towingWeight':
      return [String(record.towingWeightKg)]
  }
}

const isMinimumField = (field: StockFacetField): field is (typeof stockMinimumFacetFields)[number] =>
  (stockMinimumFacetFields as readonly string[]).includes(field)

function minimumFacetLabel(field: (typeof stockMinimumFacetFields)[number], value: number): string {
  if (field === 'seats') return value === 1 ? '1 sæde' : `${value} sæder`
  return value === 0 ? 'Ikke godkendt til træk' : `${value.toLocaleString('da-DK')} kg`
}

/** Display order and labels of the fixed vocabularies; open ones (brand, model, location) sort by label. */
const fixedOrder: Partial<Record<StockFacetField, Record<string, string>>> = {
  condition: conditionLabels,
  type: vehicleTypeLabels,
  bodyStyle: bodyStyleLabels,
  fuel: fuelLabels,
  transmission: transmissionLabels,
  driveType: driveTypeLabels,
  colour: colourGroupLabels,
  acquisitionType: acquisitionTypeLabels,
  equipment: Object.fromEntries(equipmentFeatures.map((f) => [f.key, f.label])),
}

export function buildStockIndex(records: readonly VehicleRecord[]): StockIndex {
  const n = records.length
  const facets = new Map<StockFacetField, FacetIndex>()

  for (const field of stockFacetFields) {
    const bitsByValue = new Map<string, Bitset>()
    const labels = new Map<string, string>()
    records.forEach((r, i) => {
      for (const value of valuesOf(r, field)) {
        let bits = bitsByValue.get(value)
        if (!bits) {
          bits = createBitset(n)
          bitsByValue.set(value, bits)
          labels.set(value, field === 'brand' ? r.brand.name : field === 'model' ? r.model.name : field === 'location' ? r.location.name : value)
        }
        setBit(bits, i)
      }
    })
    const order = fixedOrder[field]
    const values = [...bitsByValue.entries()].map(([value, bits]) => ({
      value,
      label: isMinimumField(field) ? minimumFacetLabel(field, Number(value)) : (order?.[value] ?? labels.get(value) ?? value),
      bits,
    }))
    if (isMinimumField(field)) {
      values.sort((a, b) => Number(a.value) - Number(b.value))
    } else if (order) {
      const rank = Object.keys(order)
      values.sort((a, b) => rank.indexOf(a.value) - rank.indexOf(b.value))
    } else {
      values.sort((a, b) => a.label.localeCompare(b.label, 'da'))
    }
    facets.set(field, { values, byValue: bitsByValue })
  }

  // Numeric columns.
  const price = new Float64Array(n)
  const year = new Float64Array(n)
  const mileage = new Float64Array(n)
  const power = new Float64Array(n)
  const range = new Float64Array(n)
  /** Electric range for sorting: NaN without one, so those come last. */
  const rangeOrNone = new Float64Array(n)
  const listed = new Float64Array(n)
  const monthly = new Map<MonthlyKey, Float64Array>()
  for (const key of [...priceTypes, 'any'] as MonthlyKey[]) monthly.set(key, new Float64Array(n).fill(Number.NaN))
  const haystacks: string[] = new Array<string>(n)
  records.forEach((r, i) => {
    price[i] = r.prices.find((p) => p.acquisition_type === 'purchase')?.total_price ?? Number.NaN
    year[i] = r.productionYear
    mileage[i] = r.mileageKm
    power[i] = r.powerHp
    range[i] = r.electricRangeKm ?? 0
    rangeOrNone[i] = r.electricRangeKm ?? Number.NaN
    listed[i] = Date.parse(r.listedAt)
    let lowest = Number.NaN
    for (const p of r.prices) {
      if (p.monthly_installment === null) continue
      const col = monthly.get(p.acquisition_type)
      if (col) col[i] = p.monthly_installment
      if (Number.isNaN(lowest) || p.monthly_installment < lowest) lowest = p.monthly_installment
    }
    const any = monthly.get('any')
    if (any) any[i] = lowest
    haystacks[i] = [r.title, r.brand.name, r.model.name, r.variant, r.exteriorColour.name, r.location.town, String(r.stockNumber)].join(' ').toLowerCase()
  })

  /** Ascending permutation of a column; missing (NaN) values last; ties by stock number. */
  const ascending = (column: Float64Array): Int32Array => {
    const idx = Array.from({ length: n }, (_, i) => i)
    idx.sort((a, b) => {
      const va = column[a] ?? Number.NaN
      const vb = column[b] ?? Number.NaN
      const na = Number.isNaN(va)
      const nb = Number.isNaN(vb)
      if (na || nb) return na === nb ? 0 : na ? 1 : -1
      return va - vb || (records[a]?.stockNumber ?? 0) - (records[b]?.stockNumber ?? 0)
    })
    return Int32Array.from(idx)
  }
  const columns: Record<(typeof sortKeys)[number], Float64Array> = { newest: listed, price, year, mileage, power, range: rangeOrNone }
  const orders = new Map<string, Int32Array>()
  for (const key of sortKeys) orders.set(key, ascending(columns[key]))
  for (const [key, col] of monthly) orders.set(`monthly:${key}`, ascending(col))
  const missingCount = new Map<string, number>()
  for (const [key, col] of [...Object.entries(columns), ...[...monthly].map(([k, c]) => [`monthly:${k}`, c] as const)]) {
    missingCount.set(
      key,
      col.reduce((s, v) => s + (Number.isNaN(v) ? 1 : 0), 0),
    )
  }

  function sortPlan(sort: StockSort, monthlyKey: MonthlyKey): { order: Int32Array; descending: boolean; missing: number } {
    const [key, descending] = ((): [string, boolean] => {
      switch (sort) {
        case 'newest':
          return ['newest', true]
        case 'price_asc':
          return ['price', false]
        case 'price_desc':
          return ['price', true]
        case 'monthly_asc':
          return [`monthly:${monthlyKey}`, false]
        case 'monthly_desc':
          return [`monthly:${monthlyKey}`, true]
        case 'year_desc':
          return ['year', true]
        case 'year_asc':
          return ['year', false]
        case 'mileage_asc':
          return ['mileage', false]
        case 'mileage_desc':
          return ['mileage', true]
        case 'power_desc':
          return ['power', true]
        case 'range_desc':
          return ['range', true]
      }
    })()
    const order = orders.get(key)
    if (!order) throw new Error(`No sort order ${key}`)
    return { order, descending, missing: missingCount.get(key) ?? 0 }
  }

  function fieldMask(field: StockFacetField, selected: readonly string[]): Bitset {
    const index = facets.get(field)
    const mask = createBitset(n, field === 'equipment')
    for (const value of selected) {
      const bits = index?.byValue.get(value)
      if (field === 'equipment') {
        if (bits) andInto(mask, bits)
        else mask.fill(0)
      } else if (bits) {
        orInto(mask, bits)
      }
    }
    return mask
  }

  /** The values of a minimum facet at or above `min` (its filter is their OR). */
  function valuesAtLeast(field: StockFacetField, min: number | undefined): string[] | undefined {
    if (min === undefined) return undefined
    return (facets.get(field)?.values ?? []).filter((v) => Number(v.value) >= min).map((v) => v.value)
  }

  function search(q: StockSearchQueryParsed, available: Bitset): StockSearchOutcome {
    const monthlyKey: MonthlyKey = q.acquisitionType ?? 'any'
    const monthlyColumn = monthly.get(monthlyKey) ?? new Float64Array(n)

    // Text and numeric filters: one pass over the columns.
    const tokens = (q.q ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => t.length > 0)
    const textMask = createBitset(n)
    const rangeMask = createBitset(n)
    const inRange = (v: number, min: number | undefined, max: number | undefined) => (min === undefined || v >= min) && (max === undefined || v <= max)
    const monthlyFiltered = q.monthlyMin !== undefined || q.monthlyMax !== undefined
    for (let i = 0; i < n; i++) {
      if (!hasBit(available, i)) continue
      if (tokens.length > 0) {
        const hay = haystacks[i] ?? ''
        if (!tokens.every((t) => hay.includes(t))) continue
      }
      setBit(textMask, i)
      const m = monthlyColumn[i] ?? Number.NaN
      if (
        inRange(price[i] ?? 0, q.priceMin, q.priceMax) &&
        inRange(year[i] ?? 0, q.yearMin, q.yearMax) &&
        inRange(mileage[i] ?? 0, q.mileageMin, q.mileageMax) &&
        inRange(power[i] ?? 0, q.powerMin, q.powerMax) &&
        (q.electricRangeMin === undefined || (range[i] ?? 0) >= q.electricRangeMin) &&
        (!monthlyFiltered || (!Number.isNaN(m) && inRange(m, q.monthlyMin, q.monthlyMax)))
      ) {
        setBit(rangeMask, i)
      }
    }

    // Facet filters.
    const selections: Partial<Record<StockFacetField, readonly string[]>> = {
      condition: q.condition,
      type: q.type,
      brand: q.brand,
      model: q.model,
      bodyStyle: q.bodyStyle,
      fuel: q.fuel,
      transmission: q.transmission,
      driveType: q.driveType,
      colour: q.colour,
      location: q.location,
      acquisitionType: q.acquisitionType ? [q.acquisitionType] : undefined,
      equipment: q.equipment,
    }
    const minimums: Partial<Record<StockFacetField, number | undefined>> = { seats: q.seatsMin, towingWeight: q.towingWeightMin }
    const active = new Map<StockFacetField, Bitset>()
    for (const field of stockFacetFields) {
      if (isMinimumField(field)) {
        // A minimum no vehicle reaches matches nothing (an empty mask), rather than everything.
        const atLeast = valuesAtLeast(field, minimums[field])
        if (atLeast) active.set(field, fieldMask(field, atLeast))
        continue
      }
      const selected = selections[field]
      if (selected && selected.length > 0) active.set(field, fieldMask(field, selected))
    }

    const withoutRanges = Uint32Array.from(textMask)
    for (const mask of active.values()) andInto(withoutRanges, mask)
    const matches = Uint32Array.from(withoutRanges)
    andInto(matches, rangeMask)

    // Facet counts.
    const base = Uint32Array.from(textMask)
    andInto(base, rangeMask)
    const facetsOut = {} as Record<StockFacetField, FacetValue[]>
    for (const field of stockFacetFields) {
      let mask: Bitset
      if (!active.has(field) || field === 'equipment') {
        mask = matches
      } else {
        mask = Uint32Array.from(base)
        for (const [other, bits] of active) if (other !== field) andInto(mask, bits)
      }
      const selected = new Set(selections[field] ?? [])
      const index = facets.get(field)
      facetsOut[field] = (index?.values ?? [])
        .map((v) => ({ value: v.value, label: v.label, count: andCount(mask, v.bits) }))
        .filter((v) => v.count > 0 || selected.has(v.value))
    }

    // Ranges over the vehicles matching every non-numeric filter.
    const stats = {
      price: [Infinity, -Infinity],
      monthly: [Infinity, -Infinity],
      year: [Infinity, -Infinity],
      mileage: [Infinity, -Infinity],
      power: [Infinity, -Infinity],
    }
    const track = (key: keyof typeof stats, v: number) => {
      if (Number.isNaN(v)) return
      const s = stats[key]
      if (v < (s[0] ?? Infinity)) s[0] = v
      if (v > (s[1] ?? -Infinity)) s[1] = v
    }
    for (let w = 0; w < withoutRanges.length; w++) {
      let word = withoutRanges[w] ?? 0
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word)
        word &= word - 1
        const i = w * 32 + bit
        track('price', price[i] ?? Number.NaN)
        track('monthly', monthlyColumn[i] ?? Number.NaN)
        track('year', year[i] ?? Number.NaN)
        track('mileage', mileage[i] ?? Number.NaN)
        track('power', power[i] ?? Number.NaN)
      }
    }
    const toRange = (s: number[]) => (Number.isFinite(s[0] ?? Infinity) ? { min: Math.round(s[0] ?? 0), max: Math.round(s[1] ?? 0) } : null)

    // Page.
    const total = popcount(matches)
    const page: number[] = []
    const skip = (q.page - 1) * q.pageSize
    if (q.pageSize > 0 && skip < total) {
      const { order, descending, missing } = sortPlan(q.sort, monthlyKey)
      // Descending: walk the present values backwards, then the missing ones.
      const walk = descending
        ? function* () {
            for (let k = order.length - missing - 1; k >= 0; k--) yield order[k] ?? 0
            for (let k = order.length - missing; k < order.length; k++) yield order[k] ?? 0
          }
        : function* () {
            for (let k = 0; k < order.length; k++) yield order[k] ?? 0
          }
      let seen = 0
      for (const i of walk()) {
        if (!hasBit(matches, i)) continue
        if (seen++ < skip) continue
        page.push(i)
        if (page.length >= q.pageSize) break
      }
    }

    return {
      total,
      page,
      facets: facetsOut,
      ranges: {
        price: toRange(stats.price),
        monthly: toRange(stats.monthly),
        year: toRange(stats.year),
        mileage: toRange(stats.mileage),
        power: toRange(stats.power),
      },
    }
  }

  return { size: n, search }
}
