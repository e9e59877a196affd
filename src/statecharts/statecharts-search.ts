/**
 * `/statecharts?maskine=<id>`: the machine shown (one at a time keeps the page
 * short); none: the first. An unknown id is a 404 (the loader's server function).
 */
import { z } from 'zod/mini'

export const statechartsSearchSchema = z.object({ maskine: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) })

/** /statecharts' `validateSearch` (src/navigation/route-search.ts). */
export function parseStatechartsSearch(search: Record<string, unknown>): z.output<typeof statechartsSearchSchema> {
  return statechartsSearchSchema.parse(search)
}
