/**
 * The end-to-end tests' clock (ADR 0012). The server under test runs with
 * FIXED_NOW set to `fixedNow` (playwright.config.ts), and every spec whose
 * outcome depends on the date or time fixes the browser's clock at the same
 * instant with `fixBrowserClock(page)`, before the page loads.
 *
 * The suite runs at `suiteInstant`. `npm test`'s step "Faste tidspunkter"
 * (scripts/test-clock.ts) runs the tests tagged @clock again at each of
 * `clockRuns`, setting TEST_FIXED_NOW (and TEST_SERVER_TZ for the server's
 * time zone); their expectations per instant are a hand-written table in
 * tests/clock.spec.ts.
 */
import type { Page } from '@playwright/test'

/** Named instants, as written on a Danish wall clock (CET is +01:00, CEST +02:00). */
export const instants = {
  /** The whole suite's instant: Tuesday 24 November 2026, 10:00, an ordinary morning with everything open. */
  suite: '2026-11-24T10:00:00+01:00',
  /** Monday 23 November 2026, 08:00: the showroom opens at 9, the workshop is open. */
  mondayMorning: '2026-11-23T08:00:00+01:00',
  /** Sunday 6 December 2026, 12:00 (a first Sunday: Sunday opening). */
  sunday: '2026-12-06T12:00:00+01:00',
  /** Thursday 31 December 2026, 23:59: the last minute of the year. */
  yearEnd: '2026-12-31T23:59:00+01:00',
  /** Sunday 25 October 2026, 02:30 CET: the second 02:30 of the night summer time ends (01:30 UTC). */
  autumnDst: '2026-10-25T01:30:00Z',
} as const

export type InstantName = keyof typeof instants

export const suiteInstant = instants.suite

/** The runs of the "Faste tidspunkter" step: each restarts the servers at its instant. */
export const clockRuns: readonly { label: string; instant: InstantName; serverTz?: string }[] = [
  { label: 'mandag morgen', instant: 'mondayMorning' },
  { label: 'søndag', instant: 'sunday' },
  { label: '31. december kl. 23.59', instant: 'yearEnd' },
  { label: 'natten sommertiden slutter', instant: 'autumnDst' },
  { label: 'mandag morgen, serveren i TZ=America/Los_Angeles', instant: 'mondayMorning', serverTz: 'America/Los_Angeles' },
]

function instantFromEnvironment(): string {
  const value = process.env.TEST_FIXED_NOW
  if (!value) return suiteInstant
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`TEST_FIXED_NOW must be an ISO 8601 instant with a time zone, e.g. ${suiteInstant} (got "${value}")`)
  }
  return value
}

/** The instant of this run: TEST_FIXED_NOW, else the suite's instant. */
export const fixedNow: string = instantFromEnvironment()

/** True when this run is one of the fixed-instant runs (only the @clock tests apply). */
export const isClockRun = fixedNow !== suiteInstant

/** The name of this run's instant, or undefined when TEST_FIXED_NOW is none of the named ones. */
export const fixedNowName: InstantName | undefined = (Object.keys(instants) as InstantName[]).find(
  (name) => Date.parse(instants[name]) === Date.parse(fixedNow),
)

/** Fixes Date.now and new Date() in the page at this run's instant; timers keep running. Call before page.goto. */
export async function fixBrowserClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(fixedNow))
}
