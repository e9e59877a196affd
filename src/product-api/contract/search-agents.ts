/**
 * Search agents ("Søgeagent") and price-drop notices (issue 35): the dealer's
 * backend owns the subscriptions and sends the mails, as it owns leads. The
 * site creates an agent for a visitor, and passes on the signed links the
 * visitor opens from the mails (confirm, unsubscribe, manage); it never sees
 * the signing secret and never sends mail itself.
 *
 * - Double opt-in: a new agent is `pending` and only its confirmation mail is
 *   sent, until the confirmation link is opened; then it is `active`.
 * - Every mail carries a one-click unsubscribe link (RFC 8058) for its agent,
 *   and a management link can be asked for by address: a signed, expiring link
 *   to a page listing (and deleting) all agents of that address.
 * - What a link leads to is an answer, not an error (`outcome`): a replayed
 *   confirmation, a tampered token or an expired management link are normal
 *   events for a link that came by mail, and the site says each in Danish.
 * - Agents unconfirmed after 7 days and agents with no activity (no mail sent,
 *   nothing confirmed or managed) for 12 months are deleted by the backend.
 */
import { z } from 'zod'
import { isoDateTime } from './common.ts'
import { stockSearchQuerySchema } from './stock.ts'

/** How often a search agent mails: at once per new car, a daily or a weekly digest. */
export const agentFrequencies = ['instant', 'daily', 'weekly'] as const
export const agentFrequencySchema = z.enum(agentFrequencies).meta({ id: 'SearchAgentFrequency' })
export type AgentFrequency = z.infer<typeof agentFrequencySchema>

export const agentKinds = ['search', 'price_drop'] as const

/** At most this many agents (pending or active) per e-mail address; the next is refused. */
export const maxAgentsPerAddress = 20
/** A pending agent whose confirmation link was not opened within this many days is deleted. */
export const confirmationDays = 7
/** An agent with no activity for this many months is deleted. */
export const inactivityMonths = 12
/** A management link is valid this many hours. */
export const managementLinkHours = 24
/** A price-drop agent watches at most this many vehicles (the favourites list). */
export const maxWatchedVehicles = 50

const emailSchema = z
  .string({ error: 'Skriv din e-mailadresse.' })
  .trim()
  .min(1, 'Skriv din e-mailadresse.')
  .max(254, 'E-mailadressen er for lang.')
  .pipe(z.email({ error: 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.' }))

const localeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/)
  .default('da-DK')

/**
 * The stock filters a search agent watches: the stock search's filters
 * without sorting and paging. At least one filter must be chosen: an agent on
 * the whole stock would mail every car.
 */
export const agentSearchSchema = stockSearchQuerySchema.omit({ sort: true, page: true, pageSize: true }).meta({ id: 'SearchAgentFilters' })
export type AgentSearch = z.output<typeof agentSearchSchema>

/** True when the search has at least one filter (an empty list or text counts as none). */
export function hasAnyFilter(search: AgentSearch): boolean {
  return Object.values(search).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== ''))
}

export const noFilterMessage = 'Vælg mindst ét filter (fx mærke, brændstof eller pris), før du gemmer søgningen.'

/** A path on the public site (`/lager?brand=renault`), used for links in mails. */
const sitePath = z
  .string()
  .max(2_000)
  .regex(/^\/(?!\/)[^\s]*$/, 'Ugyldig sti.')

export const createSearchAgentInputSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('search'),
      email: emailSchema,
      frequency: agentFrequencySchema,
      search: agentSearchSchema.refine(hasAnyFilter, { message: noFilterMessage }),
      /** The search in Danish, as the visitor saw its filters ("Brugt, Renault, Elbil, Højst 300.000 kr."). */
      label: z.string().trim().min(1).max(500),
      /** The search on /lager, linked from the mails ("Se alle biler i søgningen"). */
      searchPath: sitePath,
      locale: localeSchema,
    }),
    z.object({
      kind: z.literal('price_drop'),
      email: emailSchema,
      /** The vehicles to watch (a vehicle page: one; favourites: the list). */
      vehicleIds: z.array(z.string().min(1).max(200)).min(1, 'Vælg mindst én bil.').max(maxWatchedVehicles),
      locale: localeSchema,
    }),
  ])
  .meta({ id: 'SearchAgentInput' })
export type CreateSearchAgentInput = z.input<typeof createSearchAgentInputSchema>

export const agentStatusSchema = z.enum(['pending', 'active'])

/** An agent as the visitor sees it (confirmation and management pages). */
export const searchAgentViewSchema = z
  .object({
    id: z.string().min(1).max(100),
    kind: z.enum(agentKinds),
    status: agentStatusSchema,
    frequency: agentFrequencySchema,
    /** Danish description: the search's filters, or the watched cars' titles. */
    label: z.string(),
    /** The search on /lager (search agents), or null. */
    searchPath: z.string().nullable(),
    /** Watched vehicles with their price when the agent was made (price-drop agents). */
    vehicles: z.array(z.object({ id: z.string(), title: z.string(), price: z.int().nullable() })),
    createdAt: isoDateTime,
    confirmedAt: isoDateTime.nullable(),
    lastMailAt: isoDateTime.nullable(),
  })
  .meta({ id: 'SearchAgent' })
export type SearchAgentView = z.infer<typeof searchAgentViewSchema>

export const searchAgentReceiptSchema = z
  .object({
    agentId: z.string().min(1).max(100),
    status: agentStatusSchema,
    /** True when this Idempotency-Key was already processed (nothing stored twice). */
    replayed: z.boolean(),
    /** Danish message for the visitor. */
    message: z.string(),
  })
  .meta({ id: 'SearchAgentReceipt' })
export type SearchAgentReceipt = z.infer<typeof searchAgentReceiptSchema>

/** A token from a link in a mail (opaque to the site). */
export const agentTokenSchema = z.string().min(10).max(1_000)
export const agentTokenInputSchema = z.object({ token: agentTokenSchema })

/** Why a link leads nowhere: altered or unknown (`invalid`), too old (`expired`), its agent deleted (`gone`). */
export const linkProblemSchema = z.enum(['invalid', 'expired', 'gone'])
export type LinkProblem = z.infer<typeof linkProblemSchema>

export const confirmationResultSchema = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('confirmed'), agent: searchAgentViewSchema }),
    z.object({ outcome: z.literal('already_confirmed'), agent: searchAgentViewSchema }),
    z.object({ outcome: linkProblemSchema }),
  ])
  .meta({ id: 'SearchAgentConfirmation' })
export type ConfirmationResult = z.infer<typeof confirmationResultSchema>

export const unsubscribeResultSchema = z
  .discriminatedUnion('outcome', [z.object({ outcome: z.literal('unsubscribed'), agent: searchAgentViewSchema }), z.object({ outcome: linkProblemSchema })])
  .meta({ id: 'SearchAgentUnsubscription' })
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>

export const managementLinkInputSchema = z.object({ email: emailSchema, locale: localeSchema })

export const managementLinkResultSchema = z
  .object({
    /** The same answer whether or not the address has agents (no one learns who subscribes). */
    message: z.string(),
  })
  .meta({ id: 'SearchAgentManagementLink' })

export const managedAgentsQuerySchema = z.object({ token: agentTokenSchema })

export const managedAgentsSchema = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('ok'), email: z.string(), expiresAt: isoDateTime, agents: z.array(searchAgentViewSchema) }),
    z.object({ outcome: z.enum(['invalid', 'expired']) }),
  ])
  .meta({ id: 'SearchAgentsManaged' })
export type ManagedAgents = z.infer<typeof managedAgentsSchema>

export const managedDeletionInputSchema = z.object({ token: agentTokenSchema, agentId: z.string().min(1).max(100) })

/** Operations of the search agents, merged into contract/operations.ts. */
export const searchAgentOperations = {
  createSearchAgent: {
    method: 'POST',
    path: '/search-agents',
    tag: 'Søgeagenter',
    summary: 'Opret søgeagent eller prisfaldsbesked',
    description:
      'Creates a pending agent and sends its confirmation mail (double opt-in; nothing else is sent until it is confirmed). ' +
      `At most ${maxAgentsPerAddress} agents per address (400 on email beyond that); a search agent needs at least one filter.`,
    body: createSearchAgentInputSchema,
    response: searchAgentReceiptSchema,
    successStatus: 201,
    idempotency: 'required',
    safe: false,
  },
  confirmSearchAgent: {
    method: 'POST',
    path: '/search-agents/confirmations',
    tag: 'Søgeagenter',
    summary: 'Bekræft søgeagent',
    description:
      'The confirmation link was opened. A second time answers `already_confirmed` (nothing changes); an altered token `invalid`; a deleted agent `gone`.',
    body: agentTokenInputSchema,
    response: confirmationResultSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  unsubscribeSearchAgent: {
    method: 'POST',
    path: '/search-agents/unsubscriptions',
    tag: 'Søgeagenter',
    summary: 'Afmeld søgeagent (ét klik)',
    description:
      "A mail's unsubscribe link or its List-Unsubscribe-Post one-click request (RFC 8058): the agent is deleted. Again: `gone`; altered token: `invalid`.",
    body: agentTokenInputSchema,
    response: unsubscribeResultSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  requestSearchAgentManagementLink: {
    method: 'POST',
    path: '/search-agents/management-links',
    tag: 'Søgeagenter',
    summary: 'Send link til mine søgeagenter',
    description: `Mails the address a signed link, valid ${managementLinkHours} hours, to the page of its agents. The same answer whether or not the address has agents.`,
    body: managementLinkInputSchema,
    response: managementLinkResultSchema,
    successStatus: 200,
    idempotency: 'optional',
    safe: false,
  },
  listManagedSearchAgents: {
    method: 'GET',
    path: '/search-agents/managed',
    tag: 'Søgeagenter',
    summary: 'Mine søgeagenter',
    description: "Every agent of the management link's address; `expired` or `invalid` for a link that no longer works.",
    query: managedAgentsQuerySchema,
    response: managedAgentsSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  deleteManagedSearchAgent: {
    method: 'POST',
    path: '/search-agents/managed/deletions',
    tag: 'Søgeagenter',
    summary: 'Slet søgeagent',
    description: "Deletes one agent of the management link's address and answers the agents left (deleting a deleted agent changes nothing).",
    body: managedDeletionInputSchema,
    response: managedAgentsSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
} as const
