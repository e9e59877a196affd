/**
 * Search parameters of the search agent's pages reached from its mails (issue 35):
 * the signed token, and on /soegeagent/afmeld the outcome shown after the POST.
 * Anything invalid is dropped; the token itself is checked by the server function.
 */
import { z } from 'zod/mini'

/** /soegeagent/bekraeft and /soegeagent/mine: `?token=…`. */
export const searchAgentTokenSearchSchema = z.object({ token: z.catch(z.optional(z.string().check(z.maxLength(1_000))), undefined) })

export const unsubscribeOutcomes = ['unsubscribed', 'invalid', 'expired', 'gone', 'unavailable'] as const

/** /soegeagent/afmeld: the token, and after the POST the outcome and the agent's description. */
export const unsubscribeSearchSchema = z.object({
  token: z.catch(z.optional(z.string().check(z.maxLength(1_000))), undefined),
  resultat: z.catch(z.optional(z.enum(unsubscribeOutcomes)), undefined),
  beskrivelse: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
})

/** `validateSearch` of /soegeagent/bekraeft and /soegeagent/mine (src/navigation/route-search.ts). */
export function parseSearchAgentTokenSearch(search: Record<string, unknown>): z.output<typeof searchAgentTokenSearchSchema> {
  return searchAgentTokenSearchSchema.parse(search)
}

/** `validateSearch` of /soegeagent/afmeld. */
export function parseUnsubscribeSearch(search: Record<string, unknown>): z.output<typeof unsubscribeSearchSchema> {
  return unsubscribeSearchSchema.parse(search)
}
