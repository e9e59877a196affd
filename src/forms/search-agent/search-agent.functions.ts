/**
 * Server functions of the search agents (issue 35): the only way the
 * browser reaches the dealer's backend for them. `postSearchAgent` takes the
 * outbox's requests; the pages behind the mails' links (confirm, manage,
 * unsubscribe) load through the others. Tokens are the backend's: the site
 * passes them on and shows the outcome in Danish.
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import type { LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import { agentTokenSchema, type ConfirmationResult, type ManagedAgents } from '../../product-api/contract/search-agents.ts'
import { RejectedInputError, isProductApiError } from '../../product-api/errors.ts'
import { productApi } from '../../server/product-api.server.ts'
import { requestClientAddress } from '../../server/client-address.server.ts'
import { m } from '../../i18n/paraglide/messages.js'
import { agentFormSchema, type AgentLeadPost } from './search-agent-request.ts'
import { handleSearchAgentPost } from './search-agent-handler.server.ts'
import { createAgentLimiter, type AgentLimiterInstance } from './search-agent-limit.server.ts'

let limiter: AgentLimiterInstance | undefined

/** The outbox posts a search-agent request here (browser-outbox.ts); answered like a lead. */
export const postSearchAgent = createServerFn({ method: 'POST' })
  // Parsed with zod in handleSearchAgentPost, so a malformed request gets a clear answer instead of an error.
  .validator((input: AgentLeadPost) => input)
  .handler(async ({ data }): Promise<LeadPostResult> => {
    limiter ??= createAgentLimiter()
    const { status, result, retryAfterSeconds } = await handleSearchAgentPost(data, { api: productApi(), limiter, address: requestClientAddress() })
    setResponseStatus(status)
    setResponseHeader('cache-control', 'no-store')
    if (retryAfterSeconds !== undefined) setResponseHeader('retry-after', String(retryAfterSeconds))
    return result
  })

/** A link's page could not ask the backend: the page says so and offers to try again. */
export type LinkLoad<T> = { status: 'ok'; result: T } | { status: 'unavailable' }

async function guarded<T>(what: string, call: () => Promise<T>): Promise<LinkLoad<T>> {
  try {
    return { status: 'ok', result: await call() }
  } catch (error) {
    console.warn(`[søgeagent] ${what}: ${isProductApiError(error) ? error.kind : String(error)}`)
    return { status: 'unavailable' }
  }
}

const tokenInput = z.object({ token: z.string().max(1_000) })

/** The confirmation link was opened (double opt-in): confirm, or say why not. */
export const confirmSearchAgent = createServerFn({ method: 'POST' })
  .validator(tokenInput)
  .handler(async ({ data }): Promise<LinkLoad<ConfirmationResult>> => {
    if (!agentTokenSchema.safeParse(data.token).success) return { status: 'ok', result: { outcome: 'invalid' } }
    return guarded('bekræftelse', () => productApi().confirmSearchAgent(data.token))
  })

/** The management link's page: the address's agents. */
export const loadManagedAgents = createServerFn({ method: 'GET' })
  .validator(tokenInput)
  .handler(async ({ data }): Promise<LinkLoad<ManagedAgents>> => {
    if (!agentTokenSchema.safeParse(data.token).success) return { status: 'ok', result: { outcome: 'invalid' } }
    return guarded('mine søgeagenter', () => productApi().listManagedSearchAgents(data.token))
  })

export const deleteManagedAgent = createServerFn({ method: 'POST' })
  .validator(tokenInput.extend({ agentId: z.string().min(1).max(100) }))
  .handler(async ({ data }): Promise<LinkLoad<ManagedAgents>> => {
    if (!agentTokenSchema.safeParse(data.token).success) return { status: 'ok', result: { outcome: 'invalid' } }
    return guarded('slet søgeagent', () => productApi().deleteManagedSearchAgent(data.token, data.agentId))
  })

export type ManagementLinkAnswer = { outcome: 'sent'; message: string } | { outcome: 'rejected'; email: string } | { outcome: 'unavailable' }

/** "Send mig et link": the backend mails the address a signed link to its agents (valid 24 hours). */
export const requestManagementLink = createServerFn({ method: 'POST' })
  .validator(z.object({ email: z.string().max(300) }))
  .handler(async ({ data }): Promise<ManagementLinkAnswer> => {
    const email = agentFormSchema().shape.email.safeParse(data.email)
    if (!email.success) return { outcome: 'rejected', email: email.error.issues[0]?.message ?? m.search_agent_error_email_invalid() }
    try {
      const answer = await productApi().requestSearchAgentManagementLink({ email: email.data, locale: 'da-DK' })
      return { outcome: 'sent', message: answer.message }
    } catch (error) {
      if (error instanceof RejectedInputError) return { outcome: 'rejected', email: error.fieldErrors.email?.[0] ?? m.search_agent_error_email_invalid() }
      console.warn(`[søgeagent] administrationslink: ${isProductApiError(error) ? error.kind : String(error)}`)
      return { outcome: 'unavailable' }
    }
  })
