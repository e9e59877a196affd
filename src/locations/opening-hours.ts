/**
 * Opening hours in Danish time. Whether a location is open "now" depends on
 * the clock, so pages compute it in the browser after hydration (the server's
 * render and the browser's first render must match); these functions are
 * pure and take the time as an argument (`inCopenhagen` of src/clock/clock.ts
 * gives it for an instant).
 */
import type { DayHours } from '../product-api/contract/location.ts'
import { weekdays, type Weekday } from '../product-api/contract/vocabulary.ts'

export interface LocalTime {
  weekday: Weekday
  /** Minutes since midnight, local time. */
  minutes: number
}

export function clockToMinutes(clock: string): number {
  const [h, m] = clock.split(':')
  return Number(h) * 60 + Number(m)
}

function dayOf(hours: readonly DayHours[], weekday: Weekday): DayHours | undefined {
  return hours.find((d) => d.weekday === weekday)
}

export type OpenStatus = { open: true; closes: string } | { open: false; opensNext: { weekday: Weekday; opens: string; today: boolean } | null }

/** Whether the hours are open at `at`, with when they close, or when they open next. */
export function openStatus(hours: readonly DayHours[], at: LocalTime): OpenStatus {
  const today = dayOf(hours, at.weekday)
  if (today?.open && today.opens && today.closes) {
    const opens = clockToMinutes(today.opens)
    const closes = clockToMinutes(today.closes)
    if (at.minutes >= opens && at.minutes < closes) return { open: true, closes: today.closes }
    if (at.minutes < opens) return { open: false, opensNext: { weekday: at.weekday, opens: today.opens, today: true } }
  }
  const start = weekdays.indexOf(at.weekday)
  for (let i = 1; i <= 7; i++) {
    const weekday = weekdays[(start + i) % 7] as Weekday
    const day = dayOf(hours, weekday)
    if (day?.open && day.opens) return { open: false, opensNext: { weekday, opens: day.opens, today: false } }
  }
  return { open: false, opensNext: null }
}
