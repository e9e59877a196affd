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
 * `formValuesSchema`, check.ts), so a post the browser accepted is never
 * judged differently by the site.
 *
 * Pure module: no browser or server globals.
 */
import { z } from 'zod'
import { formatDate, formatDecimal } from '#src/format/format.ts'
import { testDriveSlots } from '#src/product-api/contract/test-drive-slots.ts'
import type { RuleMessages } from '../rule-messages.ts'
import { normaliseDanishPhone, normaliseRegistration } from './normalise.ts'
import { formatHours, hoursOn, slotsOn, type HoursLookup } from './opening-hours.ts'
import { addDays, isBlank, parseDate, parseNumber, text, type FieldValue, type FormValues } from './values.ts'

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

/** How a limit is written in a message: with thousands separators (1.000.000 km), or plain for a year (1990). */
export interface LimitFormat {
  grouping?: boolean
}

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
