/**
 * The number plate of a used stock vehicle (issue 35): two letters of the
 * normal series from a hash of the stock number, and the stock number's
 * last five digits, so it is the same in every data set size and never
 * shared by two stock vehicles (stock numbers span fewer than 100,000).
 */
import { hashString } from './random.ts'

/** Letters of the normal series (no I, O or Q, which read as digits). */
export const seriesLetters = 'ABCDEFGHJKLMNPRSTUVXYZ'

/** The plate of the used stock vehicle with this stock number, e.g. "XC10234". */
export function stockPlate(stockNumber: number): string {
  const h = hashString(`plate:${stockNumber}`)
  const first = seriesLetters[h % seriesLetters.length] ?? 'A'
  const second = seriesLetters[Math.floor(h / seriesLetters.length) % seriesLetters.length] ?? 'A'
  return `${first}${second}${String(stockNumber % 100_000).padStart(5, '0')}`
}
