/**
 * The minilease configurator's choice (car, colour, duration, monthly
 * distance, renewal), from the address (its GET form works without
 * JavaScript) or the form: checked with zod against the product API's
 * configurations, with the nearest option on offer and a Danish message for
 * anything else.
 *
 * Search parameters: car, colour, months, km, renewal.
 */
import { z } from 'zod/mini'
import type { MinileaseChoice } from '#content-model/block-data.ts'
import { formatKm, formatList, formatMonths } from '#src/format/format.ts'
import { tidySentenceEnds } from '#src/format/sentence.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { searchScalar, slugValue } from '#src/navigation/search-value.ts'
import type { MinileaseConfiguration } from '#src/product-api/contract/minilease.ts'

/** What the price server function accepts (validated again on the server). */
export const minileaseRequestSchema = z.object({
  configurationId: slugValue,
  colour: slugValue,
  durationMonths: z.int().check(z.minimum(1), z.maximum(12)),
  monthlyDistance: z.int().check(z.minimum(1), z.maximum(100_000)),
  renewal: z.boolean(),
})
export type MinileaseRequest = z.output<typeof minileaseRequestSchema>

const text = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((input): string | undefined => {
      const parsed = searchScalar.safeParse(Array.isArray(input) ? input.at(-1) : input)
      return parsed.success && parsed.data !== '' ? parsed.data.slice(0, 60) : undefined
    }),
  ),
)

const minileaseSearchSchema = z.object({ car: text, colour: text, months: text, km: text, renewal: text })
export type MinileaseSearch = z.output<typeof minileaseSearchSchema>

export function parseMinileaseSearch(search: Record<string, unknown>): MinileaseSearch {
  return minileaseSearchSchema.parse(search)
}

const wholeNumber = z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number))

function nearest(values: readonly number[], wanted: number): number {
  return values.reduce((best, v) => (Math.abs(v - wanted) < Math.abs(best - wanted) ? v : best), values[0] ?? wanted)
}

/** The configuration's option for a number from the address, or the nearest (with a message when it was given). */
function optionOf(raw: string | undefined, options: readonly number[], fallback: number, name: string, show: (n: number) => string, notices: string[]): number {
  if (raw === undefined) return fallback
  const parsed = wholeNumber.safeParse(raw)
  if (parsed.success && options.includes(parsed.data)) return parsed.data
  const used = nearest(options, parsed.success ? parsed.data : fallback)
  notices.push(tidySentenceEnds(m.leasing_notice_choice({ field: name, choices: formatList(options.map(show)), used: show(used) })))
  return used
}

/**
 * The choice for the address: the car asked for (else the first), its colour,
 * duration and distance, each the nearest on offer. Null without configurations.
 */
export function minileaseChoice(
  configurations: readonly MinileaseConfiguration[],
  search: MinileaseSearch,
): { choice: MinileaseChoice; notices: string[] } | null {
  const notices: string[] = []
  const first = configurations[0]
  if (!first) return null
  const asked = search.car === undefined ? undefined : configurations.find((c) => c.id === search.car)
  if (search.car !== undefined && !asked) notices.push(m.leasing_minilease_notice_car({ car: first.title }))
  const config = asked ?? first
  const colour = config.colours.find((c) => c.code === search.colour) ?? config.colours[0]
  if (search.colour !== undefined && colour?.code !== search.colour) notices.push(m.leasing_minilease_notice_colour({ colour: colour?.name ?? '' }))
  const durations = config.durations
  const distances = config.monthlyDistances
  const durationMonths = optionOf(
    search.months,
    durations,
    durations.includes(6) ? 6 : (durations[0] ?? 1),
    m.leasing_field_months_name(),
    formatMonths,
    notices,
  )
  const monthlyDistance = optionOf(search.km, distances, config.includedMonthlyDistance, m.leasing_minilease_km_name(), formatKm, notices)
  return {
    choice: { configurationId: config.id, colour: colour?.code ?? '', durationMonths, monthlyDistance, renewal: search.renewal === 'true' },
    notices,
  }
}
