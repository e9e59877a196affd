/**
 * Danish formatting of the values in the compare table and favourite cards
 * (Intl with the interface locale; units from the messages).
 */
import { interfaceLocale } from '../../app.config.ts'
import { m } from '../i18n/paraglide/messages.js'

const kroner = new Intl.NumberFormat(interfaceLocale, { style: 'currency', currency: 'DKK', maximumFractionDigits: 0, minimumFractionDigits: 0 })
const integer = new Intl.NumberFormat(interfaceLocale, { maximumFractionDigits: 0 })
const decimal = new Intl.NumberFormat(interfaceLocale, { maximumFractionDigits: 1 })
const monthYear = new Intl.DateTimeFormat(interfaceLocale, { month: '2-digit', year: 'numeric', timeZone: 'Europe/Copenhagen' })

export const formatKr = (amount: number): string => kroner.format(Math.round(amount))
export const formatInteger = (n: number): string => integer.format(Math.round(n))
export const formatDecimal = (n: number): string => decimal.format(n)
export const formatKm = (km: number): string => m.compare_unit_km({ value: formatInteger(km) })
export const formatKg = (kg: number): string => m.compare_unit_kg({ value: formatInteger(kg) })

/** ISO date → "03.2024". */
export function formatMonthYear(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDate : monthYear.format(date)
}
