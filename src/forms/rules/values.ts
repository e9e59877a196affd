/**
 * A form's values as the rules read them (spec 5): text or a checkbox, and
 * how people type numbers and dates. Pure module.
 */
export type FieldValue = string | boolean
export type FormValues = Readonly<Record<string, FieldValue>>

export function isBlank(value: FieldValue | undefined): boolean {
  return value === undefined || value === false || (typeof value === 'string' && value.trim() === '')
}

/** A text field's value, trimmed; '' for a checkbox. */
export function text(value: FieldValue): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** A number as people type it: "1.250.000", "1 250 000", "12,5", "-3". Null when it is not one. */
export function parseNumber(value: FieldValue): number | null {
  const raw = text(value).replace(/\s/g, '')
  if (raw === '') return null
  // Danish grouping dots only when they group thousands; a comma is the decimal separator.
  const normalised = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(raw) ? raw.replace(/\./g, '').replace(',', '.') : raw.replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null
  return Number(normalised)
}

/** A date as ISO yyyy-mm-dd from "2026-12-03", "3-12-2026", "3.12.2026" or "3/12/2026"; null when it is no real date. */
export function parseDate(value: FieldValue): string | null {
  const raw = text(value)
  let y: number
  let m: number
  let d: number
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  const danish = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(raw)
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (danish) [d, m, y] = [Number(danish[1]), Number(danish[2]), Number(danish[3])]
  else return null
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return date.toISOString().slice(0, 10)
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export const weekdayKeys = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type WeekdayKey = (typeof weekdayKeys)[number]

export function weekdayOf(isoDate: string): WeekdayKey {
  return weekdayKeys[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? 'monday'
}
