/**
 * Options of the "at least" filters (seats, towing weight): fixed steps, each
 * with the number of vehicles choosing it would give. The product API counts
 * exact values (5 seats, 1.500 kg) in counts that ignore the filter's own
 * minimum, so the count of "at least N" is the sum over the values ≥ N.
 */
import type { FacetCount } from './overview-facets.ts'

/** Seat minimums a shopper picks: "mindst 5 sæder" for a family, 7 for a big one, 9 for a minibus. */
export const seatSteps = [4, 5, 6, 7, 8, 9] as const

/** Braked towing weights (kg): a small trailer, a caravan, a horse trailer, a big boat. */
export const towingSteps = [750, 1_000, 1_500, 2_000, 2_500, 3_000, 3_500] as const

export interface MinimumOption {
  value: number
  count: number
}

/**
 * The steps with their counts. A step no vehicle reaches is left out, and so
 * is a step that gives the same vehicles as the next one up ("mindst 8" and
 * "mindst 9" when no car has 8 seats); the chosen minimum always stays, also
 * when a shared address carries one that is not a step.
 */
export function minimumOptions(steps: readonly number[], facet: readonly FacetCount[], chosen: number | undefined): MinimumOption[] {
  const values = chosen !== undefined && !steps.includes(chosen) ? [...steps, chosen].sort((a, b) => a - b) : [...steps]
  const options = values.map((value) => ({
    value,
    count: facet.reduce((sum, f) => (Number(f.value) >= value ? sum + f.count : sum), 0),
  }))
  return options.filter((o, i) => {
    if (o.value === chosen) return true
    const next = options[i + 1]
    return o.count > 0 && (next === undefined || next.count !== o.count)
  })
}
