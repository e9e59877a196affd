/**
 * When a test drive can start (issue 17): the bookable days and start
 * times, from a location's showroom opening hours. The product API accepts
 * exactly these, and the site offers exactly these, so a time the form shows
 * is never refused.
 *
 * - Days: from today up to `bookingHorizonDays` ahead (the product API's
 *   planning horizon: demo cars are planned a quarter ahead), on a day the
 *   showroom is open.
 * - Times: every `slotStepMinutes` from opening; a test drive with the
 *   hand-over takes up to `testDriveMinutes`, so the last start is that long
 *   before closing (Saturday 10.00–14.00 gives 10.00, 10.30, … 13.00).
 * - Today: only times at least `slotLeadMinutes` from now (time to get the
 *   car ready); times already past are never offered.
 *
 * Pure module: times are "HH:MM" on Copenhagen's wall clock.
 */
import { z } from 'zod'

export const bookingHorizonDays = 90
export const slotStepMinutes = 30
export const testDriveMinutes = 60
export const slotLeadMinutes = 30

/** One weekday of opening hours (the contract's DayHours, or the part a form carries). */
export interface SlotDay {
  open: boolean
  opens: string | null
  closes: string | null
}

/** "HH:MM", 00:00–23:59. */
export const clockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Vælg et tidspunkt.')

export function clockToMinutes(time: string): number {
  const [h, m] = time.split(':')
  return Number(h) * 60 + Number(m)
}

export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The start times on a day with these hours, "HH:MM" ascending. `nowMinutes`
 * (minutes since midnight, Copenhagen) is given when the day is today.
 */
export function testDriveSlots(day: SlotDay | undefined, nowMinutes?: number): string[] {
  if (!day?.open || !day.opens || !day.closes) return []
  const opens = clockToMinutes(day.opens)
  const lastStart = clockToMinutes(day.closes) - testDriveMinutes
  const earliest = nowMinutes === undefined ? opens : Math.max(opens, nowMinutes + slotLeadMinutes)
  const slots: string[] = []
  for (let start = opens; start <= lastStart; start += slotStepMinutes) {
    if (start >= earliest) slots.push(minutesToClock(start))
  }
  return slots
}
