/**
 * A location's opening hours as the booking rules read them: the day's hours,
 * the test-drive times still on offer, and how hours are written in Danish.
 * Pure module.
 */
import { formatClock } from '#src/format/format.ts'
import { testDriveSlots } from '#src/product-api/contract/test-drive-slots.ts'
import { weekdayOf } from './values.ts'

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
export function slotsOn(hours: readonly DayHoursLike[] | undefined, isoDate: string, env: { today: string; nowMinutes: number }): string[] {
  if (isoDate < env.today) return []
  return testDriveSlots(hoursOn(hours, isoDate), isoDate === env.today ? env.nowMinutes : undefined)
}

/** "10.00–14.00", the Danish way of writing opening hours. */
export function formatHours(day: DayHoursLike): string {
  return `${formatClock(day.opens ?? '')}–${formatClock(day.closes ?? '')}`
}
