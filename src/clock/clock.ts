/**
 * The site's one clock (ADR 0012). Everything whose visible outcome depends
 * on the calendar date or the time of day reads "now" here, and turns it into
 * Danish dates and times with the helpers below. They use Intl with the
 * Europe/Copenhagen time zone, never the process's TZ, so a server in any
 * time zone shows the dealer's date.
 *
 * - On the server the clock is the system clock, or the fixed instant of
 *   FIXED_NOW (a test-only setting, validated in app.config.ts), installed at
 *   start-up (`loadRuntimeConfigOrExit`); the embedded mock product API is
 *   given the same clock.
 * - In the browser it reads Date.now, so a browser test fixes it with
 *   Playwright's page.clock. Components read the browser's "now" through
 *   `useNow` (use-now.ts), after hydration only.
 * - Unit tests pass a `fixedClock(…)` or use Vitest's fake timers.
 *
 * Elapsed-time measurements (time-outs, cache lifetimes, rate-limit windows)
 * are no calendar matter and use performance.now instead.
 *
 * Pure module: no zod, no server or browser globals beyond Date and Intl.
 */
import type { Weekday } from '../product-api/contract/vocabulary.ts'

export const siteTimeZone = 'Europe/Copenhagen'

export interface Clock {
  now(): Date
}

/** The machine's clock (Date.now: in the browser, what Playwright's page.clock controls). */
export const systemClock: Clock = { now: () => new Date() }

/** A clock that always answers the same instant (an ISO string with offset, a Date or ms since the epoch). */
export function fixedClock(instant: Date | string | number): Clock {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant)
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`)
  return { now: () => new Date(ms) }
}

let active: Clock = systemClock

/** The clock the site reads "now" from. */
export function siteClock(): Clock {
  return active
}

/** Replaces the site's clock: at server start-up with FIXED_NOW, and in tests. */
export function setSiteClock(clock: Clock): void {
  active = clock
}

/** Back to the system clock (tests). */
export function resetSiteClock(): void {
  active = systemClock
}

/** The site clock for a configured fixed instant, else the system clock. */
export function clockFor(fixedNow: Date | null | undefined): Clock {
  return fixedNow ? fixedClock(fixedNow) : systemClock
}

// ---------------------------------------------------------------------------
// Copenhagen's calendar
// ---------------------------------------------------------------------------

/** An instant as read on a wall clock in Copenhagen (summer time included). */
export interface CopenhagenTime {
  /** yyyy-mm-dd */
  date: string
  year: number
  weekday: Weekday
  /**
   * Minutes since midnight on the wall clock (hour × 60 + minute). On the
   * night summer time ends, 02:00–03:00 is read twice.
   */
  minutes: number
}

const weekdayByName: Record<string, Weekday> = {
  Monday: 'monday',
  Tuesday: 'tuesday',
  Wednesday: 'wednesday',
  Thursday: 'thursday',
  Friday: 'friday',
  Saturday: 'saturday',
  Sunday: 'sunday',
}

let wallClock: Intl.DateTimeFormat | undefined

function wallClockFormat(): Intl.DateTimeFormat {
  wallClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: siteTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return wallClock
}

/**
 * The last minute read and its reading: the wall clock in Copenhagen moves by whole minutes with
 * UTC (its offsets are whole hours), so every instant of one UTC minute reads the same. A render
 * asks several times for the same minute; `formatToParts` is slow (ICU), so it runs once a minute.
 */
let lastMinute: { minute: number; time: CopenhagenTime } | undefined

/** Date, weekday and time of day in Copenhagen at `at`. */
export function inCopenhagen(at: Date): CopenhagenTime {
  const minute = Math.floor(at.getTime() / 60_000)
  if (lastMinute?.minute === minute) return { ...lastMinute.time }
  const time = readCopenhagen(at)
  lastMinute = { minute, time }
  return { ...time }
}

function readCopenhagen(at: Date): CopenhagenTime {
  const parts = wallClockFormat().formatToParts(at)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = weekdayByName[get('weekday')]
  if (!weekday) throw new RangeError(`Not an instant: ${String(at)}`)
  const year = get('year')
  return {
    date: `${year}-${get('month')}-${get('day')}`,
    year: Number(year),
    weekday,
    minutes: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
  }
}

/** Today's date (yyyy-mm-dd) in Copenhagen. */
export function todayInCopenhagen(clock: Clock = siteClock()): string {
  return inCopenhagen(clock.now()).date
}
