/**
 * The site's one formatter of numbers, money, units, dates and times
 * (Intl with the interface locale from app.config.ts, Danish time):
 * "299.900 kr.", "3.495 kr./md.", "5,95 %", "12.345 km", "84 mdr.",
 * "1. november 2026", "20. november 2026 kl. 10.00", "09.00". Formatters are created
 * once per module, not per call. Texts around values: ./sentence.ts.
 */
import { interfaceLocale } from '#app.config'
import { siteTimeZone } from '../clock/clock.ts'
import { m } from '../i18n/paraglide/messages.js'

const kroner = new Intl.NumberFormat(interfaceLocale, { style: 'currency', currency: 'DKK', maximumFractionDigits: 0, minimumFractionDigits: 0 })
const integer = new Intl.NumberFormat(interfaceLocale, { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat(interfaceLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const list = new Intl.ListFormat(interfaceLocale, { type: 'conjunction' })
const percent = new Intl.NumberFormat(interfaceLocale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const longDateTime = new Intl.DateTimeFormat(interfaceLocale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: siteTimeZone,
})
const monthYear = new Intl.DateTimeFormat(interfaceLocale, { month: '2-digit', year: 'numeric', timeZone: siteTimeZone })

/**
 * Formatters that take a locale (the form rules' messages have English
 * defaults beside the Danish ones, spec 5) or a variant: made once per
 * locale and variant, on first use.
 */
const byKey = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function decimalFormat(locale: string, grouping: boolean): Intl.NumberFormat {
  const key = `decimal ${locale} ${grouping}`
  const known = byKey.get(key)
  if (known instanceof Intl.NumberFormat) return known
  const made = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: grouping })
  byKey.set(key, made)
  return made
}
function dateFormat(locale: string, weekday: boolean): Intl.DateTimeFormat {
  const key = `date ${locale} ${weekday}`
  const known = byKey.get(key)
  if (known instanceof Intl.DateTimeFormat) return known
  const made = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(weekday ? { weekday: 'long' as const } : {}),
    timeZone: siteTimeZone,
  })
  byKey.set(key, made)
  return made
}

/** Whole kroner: 299900 → "299.900 kr." */
export function formatKr(amount: number): string {
  return kroner.format(Math.round(amount))
}

/** Monthly amount: 3495 → "3.495 kr./md." */
export function formatKrPerMonth(amount: number): string {
  return m.stock_per_month({ amount: formatKr(amount) })
}

/** 12345 → "12.345" */
export function formatInteger(n: number): string {
  return integer.format(Math.round(n))
}

/**
 * 5.9 → "5,9"; 5.95 → "5,95"; 6 → "6"; 1000000 → "1.000.000". Without
 * `grouping`, no thousands separator (a year: "1990"); `locale` for a text in
 * another language than the interface's ("1,990" in English).
 */
export function formatDecimal(n: number, options: { locale?: string; grouping?: boolean } = {}): string {
  return decimalFormat(options.locale ?? interfaceLocale, options.grouping ?? true).format(n)
}

/** Percentage given in percent: 5.95 → "5,95 %" */
export function formatPercent(valueInPercent: number): string {
  return percent.format(valueInPercent / 100)
}

/** 12345 → "12.345 km" */
export function formatKm(km: number): string {
  return m.stock_unit_km({ value: formatInteger(km) })
}

/** 84 → "84 mdr.", 1 → "1 md." (the message's plural variants) */
export function formatMonths(months: number): string {
  return m.stock_unit_months({ count: months, value: formatInteger(months) })
}

/** Consumption in km/l with one decimal: 21.3 → "21,3 km/l" */
export function formatKmPerLitre(value: number): string {
  return m.stock_unit_km_per_l({ value: oneDecimal.format(value) })
}

/** l/100 km with one decimal: 4.7 → "4,7 l/100 km" */
export function formatLitresPer100Km(value: number): string {
  return m.stock_unit_l_per_100km({ value: oneDecimal.format(value) })
}

/** Wh/km: 171 → "171 Wh/km" */
export function formatWhPerKm(value: number): string {
  return m.stock_unit_wh_per_km({ value: formatInteger(value) })
}

/** Electricity per 100 km from Wh/km with one decimal: 160 → "16,0 kWh/100 km" */
export function formatKwhPer100Km(whPerKm: number): string {
  return m.stock_unit_kwh_per_100km({ value: oneDecimal.format(whPerKm / 10) })
}

/** g/km: 118 → "118 g/km" */
export function formatGramsPerKm(value: number): string {
  return m.stock_unit_g_per_km({ value: formatInteger(value) })
}

/** kg: 2100 → "2.100 kg" */
export function formatKg(value: number): string {
  return m.stock_unit_kg({ value: formatInteger(value) })
}

/**
 * ISO date → "1. november 2026" (Danish time); with `weekday`, "søndag den
 * 29. november 2026"; `locale` for a text in another language than the
 * interface's ("29 November 2026").
 */
export function formatDate(isoDate: string, options: { locale?: string; weekday?: boolean } = {}): string {
  return dateFormat(options.locale ?? interfaceLocale, options.weekday ?? false).format(new Date(isoDate))
}

/** ISO date and time → "20. november 2026 kl. 10.00" (Danish time) */
export function formatDateTime(iso: string): string {
  return longDateTime.format(new Date(iso))
}

/**
 * A clock time as the product API gives it (24-hour "HH:MM", opening hours) in
 * the site's one time notation, the Danish one Intl also uses: "09:00" → "09.00".
 */
export function formatClock(clock: string): string {
  return clock.replace(':', '.')
}

/** ISO date → "11.2026" (first registration, as Danish ads show it) */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(new Date(isoDate))
}

/** ["forsikring", "service", "grøn ejerafgift"] → "forsikring, service og grøn ejerafgift" */
export function formatList(items: readonly string[]): string {
  return list.format(items)
}
