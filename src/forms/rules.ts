/**
 * The generic form rule set (spec 5): required, accepted, email, url,
 * number, integer, min, max, length, matches, confirm, date rules, alpha,
 * Danish phone number, Danish postcode and Danish registration number.
 *
 * A rule checks one value, may look at the other values of the form
 * (confirm, opening hours) and answers with a message or null. Rules other
 * than `required` and `accepted` let an empty value pass, so "optional" is
 * simply the absence of `required`. The same rules run in the browser (as
 * TanStack Form field validators) and on the server (inside the zod schema
 * `formValuesSchema` below), so a post the browser accepted is never judged
 * differently by the site.
 *
 * Pure module: no browser or server globals.
 */
import { z } from 'zod'
import { formatClock, formatDate, formatDecimal } from '../format/format.ts'
import type { RuleMessages } from './rule-messages.ts'
import { testDriveSlots } from '../product-api/contract/test-drive-slots.ts'
import { normalisePlate } from '../product-api/contract/plates.ts'

export type FieldValue = string | boolean
export type FormValues = Readonly<Record<string, FieldValue>>

export interface RuleEnv {
  messages: RuleMessages
  /** Today (yyyy-mm-dd) in Copenhagen, from the site clock (src/clock/clock.ts); date rules count from it. */
  today: string
  /** Minutes since midnight in Copenhagen now, from the site clock: today's test-drive times start after it. */
  nowMinutes: number
  /** Locale for numbers and dates inside messages. */
  locale: string
}

export interface RuleInput {
  value: FieldValue
  values: FormValues
  /** The field's name as it reads in a message ("Navn"). */
  name: string
  env: RuleEnv
}

export type RuleKind =
  | 'required'
  | 'chosen'
  | 'accepted'
  | 'email'
  | 'url'
  | 'number'
  | 'integer'
  | 'min'
  | 'max'
  | 'length'
  | 'matches'
  | 'confirm'
  | 'date'
  | 'dateAfter'
  | 'dateBefore'
  | 'openOn'
  | 'testDriveTime'
  | 'alpha'
  | 'phoneDk'
  | 'postcodeDk'
  | 'registrationDk'
  | 'oneOf'

export interface Rule {
  readonly kind: RuleKind
  /** Fields whose value this rule also reads (the field is validated again when they change). */
  readonly dependsOn?: readonly string[]
  check(input: RuleInput): string | null
}

// ---------------------------------------------------------------------------
// Value helpers
// ---------------------------------------------------------------------------

export function isBlank(value: FieldValue | undefined): boolean {
  return value === undefined || value === false || (typeof value === 'string' && value.trim() === '')
}

function text(value: FieldValue): string {
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

/** How a limit is written in a message: with thousands separators (1.000.000 km), or plain for a year (1990). */
export interface LimitFormat {
  grouping?: boolean
}

/** "20 30 40 50", "+45 20304050", "0045 2030 4050" → "+4520304050"; null when it is no Danish number. */
export function normaliseDanishPhone(value: FieldValue): string | null {
  const compact = text(value).replace(/[\s-]/g, '')
  const match = /^(?:\+45|0045)?(\d{8})$/.exec(compact)
  return match ? `+45${match[1]}` : null
}

/** "ab 12 345" → "AB12345"; null when it is no Danish plate (2 letters and 5 digits, or a personal plate: product-api/contract/registration.ts). */
export function normaliseRegistration(value: FieldValue): string | null {
  return normalisePlate(text(value))
}

// ---------------------------------------------------------------------------
// Opening hours (the date rules for bookings)
// ---------------------------------------------------------------------------

/** One weekday of a location's opening hours (as the product API gives them). */
export interface DayHoursLike {
  weekday: string
  open: boolean
  opens: string | null
  closes: string | null
}

/** The opening hours (showroom) of a location, by its slug; undefined when unknown. */
export type HoursLookup = (location: string) => readonly DayHoursLike[] | undefined

export function hoursOn(hours: readonly DayHoursLike[] | undefined, isoDate: string): DayHoursLike | undefined {
  const weekday = weekdayOf(isoDate)
  return hours?.find((h) => h.weekday === weekday)
}

/** The test-drive start times ("HH:MM") a location offers on a date; today only those still ahead (test-drive-slots.ts). */
export function slotsOn(hours: readonly DayHoursLike[] | undefined, isoDate: string, env: Pick<RuleEnv, 'today' | 'nowMinutes'>): string[] {
  if (isoDate < env.today) return []
  return testDriveSlots(hoursOn(hours, isoDate), isoDate === env.today ? env.nowMinutes : undefined)
}

/** "10.00–14.00", the Danish way of writing opening hours. */
export function formatHours(day: DayHoursLike): string {
  return `${formatClock(day.opens ?? '')}–${formatClock(day.closes ?? '')}`
}

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------

function optional(kind: RuleKind, check: (input: RuleInput) => string | null, dependsOn?: readonly string[]): Rule {
  return { kind, dependsOn, check: (input) => (isBlank(input.value) ? null : check(input)) }
}

const emailSchema = z.email()
const urlSchema = z.url({ protocol: /^https?$/ })

/** A date bound: an ISO date, or a number of days from today (1 = tomorrow). */
export type DateBound = string | { daysFromToday: number }

function resolveBound(bound: DateBound, today: string): string {
  return typeof bound === 'string' ? bound : addDays(today, bound.daysFromToday)
}

export const rules = {
  required: (): Rule => ({
    kind: 'required',
    check: ({ value, name, env }) => (isBlank(value) ? env.messages.required(name) : null),
  }),
  /** Required for a choice (radio group, pick from a list): "Vælg et tidspunkt." */
  chosen: (): Rule => ({
    kind: 'chosen',
    check: ({ value, name, env }) => (isBlank(value) ? env.messages.chosen(name) : null),
  }),
  /** A checkbox that must be ticked (e.g. consent to the processing of personal data). */
  accepted: (): Rule => ({
    kind: 'accepted',
    check: ({ value, name, env }) => (value === true ? null : env.messages.accepted(name)),
  }),
  email: (): Rule => optional('email', ({ value, name, env }) => (emailSchema.safeParse(text(value)).success ? null : env.messages.email(name))),
  url: (): Rule => optional('url', ({ value, name, env }) => (urlSchema.safeParse(text(value)).success ? null : env.messages.url(name))),
  number: (): Rule => optional('number', ({ value, name, env }) => (parseNumber(value) === null ? env.messages.number(name) : null)),
  integer: (): Rule =>
    optional('integer', ({ value, name, env }) => {
      const n = parseNumber(value)
      if (n === null) return env.messages.number(name)
      return Number.isInteger(n) ? null : env.messages.integer(name)
    }),
  /** `{ grouping: false }` for a year: "Årgang skal være mindst 1990.", not "1.990". */
  min: (min: number, format?: LimitFormat): Rule =>
    optional('min', ({ value, name, env }) => {
      const n = parseNumber(value)
      return n !== null && n < min ? env.messages.min(name, formatDecimal(min, { locale: env.locale, grouping: format?.grouping })) : null
    }),
  max: (max: number, format?: LimitFormat): Rule =>
    optional('max', ({ value, name, env }) => {
      const n = parseNumber(value)
      return n !== null && n > max ? env.messages.max(name, formatDecimal(max, { locale: env.locale, grouping: format?.grouping })) : null
    }),
  /** Length in characters, after trimming. */
  length: (bounds: { min?: number; max?: number }): Rule =>
    optional('length', ({ value, name, env }) => {
      const length = [...text(value)].length
      if (bounds.min !== undefined && length < bounds.min) return env.messages.minLength(name, String(bounds.min))
      if (bounds.max !== undefined && length > bounds.max) return env.messages.maxLength(name, String(bounds.max))
      return null
    }),
  matches: (pattern: RegExp): Rule => optional('matches', ({ value, name, env }) => (pattern.test(text(value)) ? null : env.messages.matches(name))),
  /** Equal to another field (e.g. "Gentag e-mail"). Checked also when empty, once the other field has a value. */
  confirm: (otherField: string): Rule => ({
    kind: 'confirm',
    dependsOn: [otherField],
    check: ({ value, values, name, env }) => {
      const other = values[otherField]
      if (isBlank(value) && isBlank(other)) return null
      return text(value) === text(other ?? '') ? null : env.messages.confirm(name)
    },
  }),
  date: (): Rule => optional('date', ({ value, name, env }) => (parseDate(value) === null ? env.messages.date(name) : null)),
  /** On or after the bound (a date, or days from today: `{ daysFromToday: 1 }` is "from tomorrow"). */
  dateAfter: (bound: DateBound): Rule =>
    optional('dateAfter', ({ value, name, env }) => {
      const date = parseDate(value)
      if (date === null) return env.messages.date(name)
      const from = resolveBound(bound, env.today)
      return date < from ? env.messages.dateAfter(name, formatDate(from, { locale: env.locale })) : null
    }),
  /** On or before the bound. */
  dateBefore: (bound: DateBound): Rule =>
    optional('dateBefore', ({ value, name, env }) => {
      const date = parseDate(value)
      if (date === null) return env.messages.date(name)
      const until = resolveBound(bound, env.today)
      return date > until ? env.messages.dateBefore(name, formatDate(until, { locale: env.locale })) : null
    }),
  /** The location chosen in `locationField` is open on this date. */
  openOn: (locationField: string, lookup: HoursLookup): Rule =>
    optional(
      'openOn',
      ({ value, values, name, env }) => {
        const date = parseDate(value)
        const location = values[locationField]
        if (date === null || typeof location !== 'string' || location === '') return null
        const hours = lookup(location)
        if (!hours) return null
        if (!hoursOn(hours, date)?.open) return env.messages.closedDay(name, formatDate(date, { locale: env.locale, weekday: true }))
        return date === env.today && slotsOn(hours, date, env).length === 0 ? env.messages.noTimesLeftToday(name) : null
      },
      [locationField],
    ),
  /**
   * A test-drive start time the location offers on the chosen date: one of
   * its slots from the opening hours, and today not one already past.
   */
  testDriveTime: (dateField: string, locationField: string, lookup: HoursLookup): Rule =>
    optional(
      'testDriveTime',
      ({ value, values, name, env }) => {
        const date = parseDate(values[dateField] ?? '')
        const location = values[locationField]
        if (date === null || typeof location !== 'string' || location === '') return null
        const hours = lookup(location)
        const day = hoursOn(hours, date)
        // A closed day, or a day too early, is reported at the date field.
        if (!day?.open || date < env.today) return null
        const time = text(value)
        if (slotsOn(hours, date, env).includes(time)) return null
        if (date === env.today && testDriveSlots(day).includes(time)) return env.messages.pastTime(name)
        return env.messages.outsideHours(name, formatHours(day))
      },
      [dateField, locationField],
    ),
  /** Letters only (any alphabet, incl. æ, ø, å); with `spaces`, also spaces, hyphens and apostrophes between words. */
  alpha: (options: { spaces?: boolean } = {}): Rule =>
    optional('alpha', ({ value, name, env }) => {
      const pattern = options.spaces ? /^\p{L}+(?:[\s'’-]+\p{L}+)*$/u : /^\p{L}+$/u
      return pattern.test(text(value)) ? null : env.messages.alpha(name)
    }),
  /** 8 digits, optionally with +45 (or 0045); spaces and hyphens allowed. */
  phoneDk: (): Rule => optional('phoneDk', ({ value, name, env }) => (normaliseDanishPhone(value) ? null : env.messages.phoneDk(name))),
  /** 4 digits, 0800-9990. */
  postcodeDk: (): Rule =>
    optional('postcodeDk', ({ value, name, env }) => {
      const raw = text(value)
      return /^\d{4}$/.test(raw) && Number(raw) >= 800 && Number(raw) <= 9990 ? null : env.messages.postcodeDk(name)
    }),
  /** 2 letters and 5 digits, e.g. AB12345, or a personal plate of 2-7 letters and digits; spaces and lower case allowed ("ab 12 345"). */
  registrationDk: (): Rule => optional('registrationDk', ({ value, name, env }) => (normaliseRegistration(value) ? null : env.messages.registrationDk(name))),
  /** One of the given values (radio groups, autocomplete options). */
  oneOf: (values: readonly string[]): Rule =>
    optional('oneOf', ({ value, name, env }) => (typeof value === 'string' && values.includes(value.trim()) ? null : env.messages.oneOf(name))),
}

// ---------------------------------------------------------------------------
// Running rules
// ---------------------------------------------------------------------------

/** A field as the rules see it. */
export interface FieldRules {
  name: string
  /** The field's name in messages; defaults to its label. */
  messageName: string
  valueType: 'text' | 'boolean'
  rules: readonly Rule[]
}

/** The first failing rule's message, or null. */
export function checkField(field: FieldRules, values: FormValues, env: RuleEnv): string | null {
  const value = values[field.name] ?? (field.valueType === 'boolean' ? false : '')
  for (const rule of field.rules) {
    const message = rule.check({ value, values, name: field.messageName, env })
    if (message) return message
  }
  return null
}

export interface FieldFailure {
  field: string
  message: string
  /** The failing rule is `required`, `chosen` or `accepted`: the field is missing, not wrong. */
  missing: boolean
}

/** Every field's first failure, in field order. */
export function checkFields(fields: readonly FieldRules[], values: FormValues, env: RuleEnv): FieldFailure[] {
  const failures: FieldFailure[] = []
  for (const field of fields) {
    const value = values[field.name] ?? (field.valueType === 'boolean' ? false : '')
    for (const rule of field.rules) {
      const message = rule.check({ value, values, name: field.messageName, env })
      if (message) {
        failures.push({ field: field.name, message, missing: isMissingRule(rule) })
        break
      }
    }
  }
  return failures
}

/** The form-level problem: 'incomplete' when only required fields are missing, else 'invalid'. */
export function formProblem(failures: readonly FieldFailure[]): 'invalid' | 'incomplete' | null {
  if (failures.length === 0) return null
  return failures.every((f) => f.missing) ? 'incomplete' : 'invalid'
}

function isMissingRule(rule: Rule): boolean {
  return rule.kind === 'required' || rule.kind === 'chosen' || rule.kind === 'accepted'
}

export function isRequiredField(field: FieldRules): boolean {
  return field.rules.some(isMissingRule)
}

/**
 * The zod schema of a form's values: exactly the form's fields (strings for
 * text, booleans for checkboxes), each checked with its rules. Issues carry
 * the field name as path and the rule's message.
 */
export function formValuesSchema(fields: readonly FieldRules[], env: RuleEnv) {
  const fallback = { error: () => env.messages.fallback() }
  const shape: Record<string, z.ZodType<FieldValue>> = {}
  for (const field of fields) {
    shape[field.name] = field.valueType === 'boolean' ? z.boolean(fallback).default(false) : z.string(fallback).max(5_000, fallback).default('')
  }
  return z.strictObject(shape, fallback).superRefine((values, ctx) => {
    for (const failure of checkFields(fields, values as FormValues, env)) {
      ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.message })
    }
  })
}
