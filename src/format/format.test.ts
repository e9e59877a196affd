import { describe, expect, it } from 'vitest'
import { formatClock, formatDateTime, formatKm, formatKr, formatKrPerMonth, formatMonths, formatPercent, formatKmPerLitre, formatMonthYear } from './format.ts'

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
    expect(formatKmPerLitre(21.25)).toBe('21,3 km/l')
  })

  it('formats the first registration as month and year', () => {
    expect(formatMonthYear('2021-03-15')).toBe('03.2021')
  })
})
