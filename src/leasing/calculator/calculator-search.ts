/**
 * The calculator's search parameters as the routes validate them: lenient,
 * every value optional text, checked and corrected later by
 * `normaliseInputs` (calculator-inputs.ts). Apart from it because route files
 * are first-load JavaScript on every page: this module brings no messages
 * and no calculator code with it.
 *
 * Search parameters: acquisition, downPayment, months, km, residual, vat.
 */
import { z } from 'zod/mini'
import { searchScalar } from '#src/navigation/search-value.ts'

/** One search value as text (the last of a repeated one); anything else is absent. */
const text = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((input): string | undefined => {
      const value = Array.isArray(input) ? input.at(-1) : input
      const parsed = searchScalar.safeParse(value)
      return parsed.success && parsed.data !== '' ? parsed.data.slice(0, 40) : undefined
    }),
  ),
)

/** The calculator's search parameters: lenient, every value optional text (checked by `normaliseInputs`). */
export const calculatorSearchSchema = z.object({
  acquisition: text,
  downPayment: text,
  months: text,
  km: text,
  residual: text,
  vat: text,
})
export type CalculatorSearch = z.output<typeof calculatorSearchSchema>

export function parseCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  return calculatorSearchSchema.parse(search)
}
