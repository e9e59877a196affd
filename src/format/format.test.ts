import { describe, expect, it } from 'vitest'
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatKm,
  formatKr,
  formatKrPerMonth,
  formatMonths,
  formatPercent,
  formatKmPerLitre,
  formatMonthYear,
} from './format.ts'

/** Intl puts a no-break space between number and unit; compare with plain spaces. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ')

describe('Danish formatting', () => {
  it('formats kroner with a dot as thousands separator and "kr."', () => {
    expect(plain(formatKr(299_900))).toBe('299.900 kr.')
    expect(plain(formatKr(1_234_567))).toBe('1.234.567 kr.')
    expect(plain(formatKr(0))).toBe('0 kr.')
  })

  it('rounds to whole kroner', () => {
    expect(plain(formatKr(2_554.6))).toBe('2.555 kr.')
  })

  it('keeps number and unit together with a no-break space', () => {
    expect(formatKr(299_900)).toBe('299.900\u00a0kr.')
  })

  it('formats monthly amounts', () => {
    expect(plain(formatKrPerMonth(3_495))).toBe('3.495 kr./md.')
  })

  it('writes clock times one way, with a full stop, as in a date with a time (issue 17: 09.00, not 09:00)', () => {
    expect(formatClock('09:00')).toBe('09.00')
    expect(formatClock('17:30')).toBe('17.30')
    // The same notation as Intl's Danish date and time.
    expect(formatDateTime('2026-11-20T09:00:00Z')).toMatch(/kl\. 10\.00$/)
  })

  it('formats percentages with a decimal comma', () => {
    expect(plain(formatPercent(5.95))).toBe('5,95 %')
    expect(plain(formatPercent(7))).toBe('7,00 %')
  })

  it('formats distances, durations and consumption', () => {
    expect(formatKm(12_345)).toBe('12.345 km')
    expect(formatMonths(84)).toBe('84 mdr.')
    // Issue 30: one month is "1 md.", from the message's plural variants.
    expect(formatMonths(1)).toBe('1 md.')
    expect(formatMonths(2)).toBe('2 mdr.')
    expect(formatKmPerLitre(21.25)).toBe('21,3 km/l')
  })

  it('formats the first registration as month and year', () => {
    expect(formatMonthYear('2021-03-15')).toBe('03.2021')
  })
})

describe("dates and numbers in the interface locale, or in another for a message (the rules' English defaults)", () => {
  it('writes a date long, with its weekday when asked', () => {
    expect(formatDate('2026-11-29')).toBe('29. november 2026')
    expect(formatDate('2026-11-29', { weekday: true })).toBe('søndag den 29. november 2026')
    expect(formatDate('2026-11-29', { locale: 'en-GB' })).toBe('29 November 2026')
  })

  it('writes a number with thousands separators unless told not to (a year)', () => {
    expect(formatDecimal(1_000_000)).toBe('1.000.000')
    expect(formatDecimal(1990, { grouping: false })).toBe('1990')
    expect(formatDecimal(1990, { locale: 'en-GB' })).toBe('1,990')
  })
})
