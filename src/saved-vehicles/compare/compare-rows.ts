/**
 * The rows of the compare table: sections of labelled facts, each formatted
 * for every compared vehicle, and the "only differences" filter.
 */
import { equipmentGroups } from '#src/product-api/contract/vocabulary.ts'
import { equipmentFeatures, equipmentGroupLabels } from '#src/product-api/contract/equipment-catalogue.ts'
import {
  acquisitionTypeLabels,
  bodyStyleLabels,
  conditionLabels,
  driveTypeLabels,
  fuelLabels,
  interiorMaterialLabels,
  transmissionLabels,
  vanBodyLabels,
  vehicleTypeLabels,
} from '#src/product-api/contract/vocabulary.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { formatDecimal, formatInteger, formatKg, formatKm, formatKr, formatMonths, formatMonthYear, formatPercent } from '#src/format/format.ts'
import type { CreditPrice, RepresentativeExample } from '#src/pricing/price-view.ts'
import type { VehicleFacts } from '../vehicle-facts.ts'

export interface CompareRow {
  id: string
  label: string
  /** One formatted value per vehicle, in column order. */
  values: string[]
}

export interface CompareSection {
  id: string
  title: string
  rows: CompareRow[]
}

type Fact = (v: VehicleFacts) => string | null

/** A figure of the lowest monthly price's representative example (null without a monthly price). */
const example =
  (figure: (e: RepresentativeExample, price: CreditPrice) => string | null): Fact =>
  (v) =>
    v.lowestMonthly ? figure(v.lowestMonthly.example, v.lowestMonthly) : null

interface RowDefinition {
  id: string
  label: () => string
  value: Fact
}

const none = () => m.compare_value_none()
const orNone = (value: string | null): string => value ?? none()

const sections: { id: string; title: () => string; rows: RowDefinition[] }[] = [
  {
    id: 'price',
    title: () => m.compare_section_price(),
    rows: [
      { id: 'cash-price', label: () => m.compare_row_cash_price(), value: (v) => (v.cashPrice === null ? null : formatKr(v.cashPrice)) },
      { id: 'discount', label: () => m.compare_row_discount(), value: (v) => (v.discount > 0 ? formatKr(v.discount) : null) },
      // The monthly price with its whole representative example, one row per figure in the same type
      // (markedsføringsloven § 18, kreditaftaleloven § 8): never a monthly price without its ÅOP.
      {
        id: 'monthly',
        label: () => m.compare_row_monthly(),
        value: example((e, price) => m.compare_monthly_value({ amount: formatKr(e.monthly.amount), type: acquisitionTypeLabels[price.priceType] })),
      },
      { id: 'apr', label: () => m.pricing_apr(), value: example((e) => formatPercent(e.apr)) },
      {
        id: 'down-payment',
        label: () => m.compare_row_down_payment(),
        value: example((e) => formatKr(e.downPayment)),
      },
      { id: 'duration', label: () => m.pricing_duration(), value: example((e) => formatMonths(e.months)) },
      { id: 'credit-costs', label: () => m.pricing_credit_costs(), value: example((e) => formatKr(e.creditCosts)) },
      { id: 'total-payable', label: () => m.pricing_total_payable(), value: example((e) => formatKr(e.totalPayable.amount)) },
      { id: 'debit-rate', label: () => m.pricing_debit_rate(), value: example((e) => (e.debitRate === null ? null : formatPercent(e.debitRate))) },
      { id: 'lender', label: () => m.compare_row_lender(), value: example((e) => e.lender) },
      {
        id: 'acquisition',
        label: () => m.compare_row_acquisition(),
        value: (v) => (v.acquisitionTypes.length ? v.acquisitionTypes.map((t) => acquisitionTypeLabels[t]).join(', ') : null),
      },
    ],
  },
  {
    id: 'basics',
    title: () => m.compare_section_basics(),
    rows: [
      { id: 'condition', label: () => m.compare_row_condition(), value: (v) => conditionLabels[v.condition] },
      { id: 'type', label: () => m.compare_row_type(), value: (v) => vehicleTypeLabels[v.type] },
      {
        id: 'body',
        label: () => m.compare_row_body(),
        value: (v) => (v.bodyStyle ? bodyStyleLabels[v.bodyStyle] : v.vanBody ? vanBodyLabels[v.vanBody] : null),
      },
      { id: 'year', label: () => m.compare_row_year(), value: (v) => String(v.productionYear) },
      {
        id: 'first-registration',
        label: () => m.compare_row_first_registration(),
        value: (v) => (v.firstRegistration ? formatMonthYear(v.firstRegistration) : null),
      },
      { id: 'mileage', label: () => m.compare_row_mileage(), value: (v) => formatKm(v.mileageKm) },
      { id: 'owners', label: () => m.compare_row_owners(), value: (v) => (v.previousOwners === null ? null : formatInteger(v.previousOwners)) },
      { id: 'colour', label: () => m.compare_row_colour(), value: (v) => v.exteriorColour },
      {
        id: 'interior',
        label: () => m.compare_row_interior(),
        value: (v) => m.compare_interior_value({ colour: v.interiorColour, material: interiorMaterialLabels[v.interiorMaterial] }),
      },
      { id: 'seats', label: () => m.compare_row_seats(), value: (v) => formatInteger(v.seats) },
      { id: 'doors', label: () => m.compare_row_doors(), value: (v) => formatInteger(v.doors) },
    ],
  },
  {
    id: 'engine',
    title: () => m.compare_section_engine(),
    rows: [
      { id: 'fuel', label: () => m.compare_row_fuel(), value: (v) => fuelLabels[v.fuel] },
      { id: 'transmission', label: () => m.compare_row_transmission(), value: (v) => transmissionLabels[v.transmission] },
      { id: 'drive', label: () => m.compare_row_drive(), value: (v) => driveTypeLabels[v.driveType] },
      {
        id: 'power',
        label: () => m.compare_row_power(),
        value: (v) => m.compare_unit_power({ hp: formatInteger(v.powerHp), kw: formatInteger(v.powerKw) }),
      },
      { id: 'range', label: () => m.compare_row_range(), value: (v) => (v.electricRangeKm === null ? null : formatKm(v.electricRangeKm)) },
      {
        id: 'battery',
        label: () => m.compare_row_battery(),
        value: (v) => (v.batteryCapacityKwh === null ? null : m.compare_unit_kwh({ value: formatDecimal(v.batteryCapacityKwh) })),
      },
      {
        id: 'consumption',
        label: () => m.compare_row_consumption(),
        value: (v) => {
          const parts: string[] = []
          const litres = v.weightedLPer100Km ?? v.combinedLPer100Km
          if (litres !== null) parts.push(m.compare_unit_l_per_100km({ value: formatDecimal(litres) }))
          if (v.electricWhPerKm !== null) parts.push(m.compare_unit_kwh_per_100km({ value: formatDecimal(v.electricWhPerKm / 10) }))
          return parts.length ? parts.join(' · ') : null
        },
      },
      { id: 'co2', label: () => m.compare_row_co2(), value: (v) => m.compare_unit_co2({ value: formatInteger(v.co2GPerKm) }) },
      { id: 'energy-label', label: () => m.compare_row_energy_label(), value: (v) => v.energyLabel },
      { id: 'emission-class', label: () => m.compare_row_emission_class(), value: (v) => (v.emissionClass ? v.emissionClass.replace('euro-', 'Euro ') : null) },
    ],
  },
  {
    id: 'weights',
    title: () => m.compare_section_weights(),
    rows: [
      { id: 'max-weight', label: () => m.compare_row_max_weight(), value: (v) => formatKg(v.maxWeightKg) },
      { id: 'towing', label: () => m.compare_row_towing(), value: (v) => (v.towingWeightKg > 0 ? formatKg(v.towingWeightKg) : null) },
      { id: 'payload', label: () => m.compare_row_payload(), value: (v) => (v.payloadKg === null ? null : formatKg(v.payloadKg)) },
    ],
  },
  {
    id: 'dealer',
    title: () => m.compare_section_dealer(),
    rows: [
      { id: 'warranty', label: () => m.compare_row_warranty(), value: (v) => v.warranty || null },
      { id: 'location', label: () => m.compare_row_location(), value: (v) => m.compare_location_value({ name: v.location.name, town: v.location.town }) },
    ],
  },
]

/** The table's sections for these vehicles. Rows no vehicle has a value for are left out. */
export function compareSections(vehicles: readonly VehicleFacts[]): CompareSection[] {
  const factSections: CompareSection[] = sections.map((section) => ({
    id: section.id,
    title: section.title(),
    rows: section.rows
      .map((row) => ({ row, raw: vehicles.map((v) => row.value(v)) }))
      .filter(({ raw }) => raw.some((value) => value !== null))
      .map(({ row, raw }) => ({ id: row.id, label: row.label(), values: raw.map(orNone) })),
  }))

  const owned = vehicles.map((v) => new Set<string>(v.equipment))
  const equipmentSections: CompareSection[] = equipmentGroups.map((group) => ({
    id: `equipment-${group}`,
    title: m.compare_section_equipment({ group: equipmentGroupLabels[group] }),
    rows: equipmentFeatures
      .filter((f) => f.group === group && owned.some((set) => set.has(f.key)))
      .map((f) => ({
        id: `equipment-${f.key}`,
        label: f.label,
        values: owned.map((set) => (set.has(f.key) ? m.compare_value_yes() : m.compare_value_no())),
      })),
  }))

  return [...factSections, ...equipmentSections].filter((s) => s.rows.length > 0)
}

/** Only the rows where the vehicles differ. */
export function onlyDifferences(all: readonly CompareSection[]): CompareSection[] {
  return all.map((section) => ({ ...section, rows: section.rows.filter((row) => new Set(row.values).size > 1) })).filter((section) => section.rows.length > 0)
}
