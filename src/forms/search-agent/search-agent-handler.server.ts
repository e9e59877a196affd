/**
 * What the site does with a posted search-agent request (server only),
 * like a lead (lead-handler.server.ts): parse it (zod), the honeypot, the
 * form's rules (the same as the browser's), the site's limit per address,
 * then the dealer's backend with the request's idempotency key. The answer
 * is the outbox's (`LeadPostResult`): accepted with the backend's receipt,
 * field errors (422), held back (429 with when), refused, or unavailable
 * (503: the outbox keeps it and posts it again with the same key).
 *
 * Logs carry the form, the outcome and the key, never the address.
 */
import type { LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import { RejectedInputError, isProductApiError } from '../../product-api/errors.ts'
import type { ProductApiClient } from '../../product-api/client.ts'
import { siteClock, type Clock } from '../../clock/clock.ts'
import { m } from '../../i18n/paraglide/messages.js'
import { isSpam } from '../honeypot.ts'
import { statusFor } from '../lead-post.ts'
import type { RateLimitDecision } from '../rate-limit.ts'
import { agentFormSchema, agentLeadSchema, targetProblem } from './search-agent-request.ts'

export interface AgentLimiter {
  check(address: string, key: string): Promise<RateLimitDecision> | RateLimitDecision
}

export interface AgentHandlerDeps {
  api: ProductApiClient
  limiter: AgentLimiter
  address: string
  clock?: Clock
  logger?: Pick<Console, 'info' | 'warn'>
}

export interface AgentHandlerAnswer {
  status: number
  result: LeadPostResult
  retryAfterSeconds?: number
}

const answer = (result: LeadPostResult, extra: { replayed?: boolean; retryAfterSeconds?: number } = {}): AgentHandlerAnswer => ({
  status: statusFor(result, extra.replayed),
  result,
  retryAfterSeconds: extra.retryAfterSeconds,
})

export async function handleSearchAgentPost(input: unknown, deps: AgentHandlerDeps): Promise<AgentHandlerAnswer> {
  const logger = deps.logger ?? console
  const parsed = agentLeadSchema.safeParse(input)
  if (!parsed.success) {
    logger.warn(`[søgeagent] malformed request refused (${parsed.error.issues[0]?.path.join('.') ?? '?'})`)
    return answer({ outcome: 'rejected', fieldErrors: {}, formErrors: [m.search_agent_error_form()] })
  }
  const lead = parsed.data
  const log = (outcome: string) => logger.info(`[søgeagent] ${lead.formId} ${lead.key}: ${outcome}`)
  if (isSpam(lead.honeypot)) {
    log('refused (honeypot)')
    return answer({ outcome: 'refused', reason: 'spam' })
  }

  const form = agentFormSchema().safeParse({ email: lead.values.email, frequency: lead.values.frequency })
  const target =
    lead.formId === 'search-agent'
      ? { kind: 'search' as const, filters: lead.values.filters, label: lead.values.label, searchPath: lead.values.searchPath }
      : { kind: 'price_drop' as const, vehicleIds: lead.values.vehicleIds, label: lead.values.label }
  const problem = targetProblem(target)
  if (!form.success || problem) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of form.error?.issues ?? []) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message)
    log(`rejected by the site (${[...Object.keys(fieldErrors), ...(problem ? ['target'] : [])].join(', ')})`)
    return answer({ outcome: 'rejected', fieldErrors, formErrors: problem ? [problem] : [] })
  }

  const decision = await deps.limiter.check(deps.address, lead.key)
  if (!decision.allowed) {
    log('held back (limit per address)')
    const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
    const retryAt = new Date((deps.clock ?? siteClock()).now().getTime() + retryAfterSeconds * 1000).toISOString()
    return answer({ outcome: 'deferred', retryAt, retryAfterSeconds }, { retryAfterSeconds })
  }

  try {
    const receipt = await deps.api.createSearchAgent(
      target.kind === 'search'
        ? {
            kind: 'search',
            email: form.data.email,
            frequency: form.data.frequency,
            search: target.filters,
            label: target.label,
            searchPath: target.searchPath,
            locale: lead.locale,
          }
        : { kind: 'price_drop', email: form.data.email, vehicleIds: target.vehicleIds, locale: lead.locale },
      { idempotencyKey: lead.key },
    )
    log(receipt.replayed ? `accepted again (${receipt.agentId})` : `accepted (${receipt.agentId}, ${receipt.status})`)
    // The receipt's submission id carries the agent and whether it waits for its confirmation link.
    return answer(
      {
        outcome: 'accepted',
        receipt: {
          submissionId: `${receipt.agentId}:${receipt.status}`,
          receivedAt: (deps.clock ?? siteClock()).now().toISOString(),
          message: receipt.message,
        },
      },
      { replayed: receipt.replayed },
    )
  } catch (error) {
    if (error instanceof RejectedInputError) {
      if (error.code === 'idempotency_conflict') {
        log('refused (idempotency conflict)')
        return answer({ outcome: 'refused', reason: 'conflict' })
      }
      const fieldErrors: Record<string, string[]> = {}
      const formErrors = [...error.formErrors]
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (field === 'email') fieldErrors.email = messages
        else formErrors.push(...messages)
      }
      log(`rejected by the backend (${Object.keys(error.fieldErrors).join(', ') || error.code})`)
      return answer({ outcome: 'rejected', fieldErrors, formErrors: [...new Set(formErrors)] })
    }
    log(`unavailable (${isProductApiError(error) ? error.kind : 'error'})`)
    return answer({ outcome: 'unavailable' })
  }
}
