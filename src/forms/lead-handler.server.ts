/**
 * What the site does with a posted lead (server only):
 *
 * 1. parse it (zod): a known form, that form's subject, values;
 * 2. the honeypot: a filled trap field is refused as spam;
 * 3. validate the values with the form's zod schema, built from the same
 *    rules and the same data (locations, opening hours) the visitor's form
 *    used; errors are answered per field (422);
 * 4. the lead limit on new leads, per sender and per address (lead-limit.ts):
 *    held back with 429, Retry-After and when it goes (the site's clock), and
 *    kept by the browser, which posts it again then;
 * 5. build the submission body and call the product API with the lead's
 *    idempotency key: accepted (201, or 200 for a repeat), the API's field
 *    errors mapped back onto the fields (422), or, when the API is
 *    unavailable, 503: the browser keeps the lead in its outbox and posts it
 *    again with the same key.
 *
 * Logs carry the form, the outcome and the idempotency key (a random id),
 * never the visitor's personal data.
 */
import { RejectedInputError, isProductApiError } from '../product-api/errors.ts'
import type { ProductApiClient } from '../product-api/client.ts'
import type { LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import { subjectSchemas, type FormId, type FormSubject } from './form-catalogue.ts'
import { buildFormDefinition } from './definitions/form-definitions.ts'
import { type FormContextData } from './definitions/field.ts'
import { loadFormContextData } from './form-data.server.ts'
import { isSpam } from './honeypot.ts'
import { submissionBody, mapApiFieldErrors, type SubmissionBody } from './lead-payload.ts'
import { leadPostSchema, statusFor } from './lead-post.ts'
import { danishRuleMessages } from './rule-messages.ts'
import { type FormValues } from './rules/values.ts'
import { type RuleEnv } from './rules/rule-set.ts'
import { formValuesSchema } from './rules/check.ts'
import { inCopenhagen, siteClock, type Clock } from '../clock/clock.ts'
import type { LeadLimiter } from './form-limiters.server.ts'
import { leadSenders } from './lead-limit.ts'

export interface LeadHandlerDeps {
  api: ProductApiClient
  /** The lead limit, in memory (one process) or shared through Redis (form-limiters.server.ts). */
  limiter: LeadLimiter
  /** The client's address (lead limit). */
  address: string
  logger?: Pick<Console, 'info' | 'warn'>
  /** "Today" for the date rules; the site clock unless a test fixes it. */
  clock?: Clock
}

export interface LeadHandlerAnswer {
  status: number
  result: LeadPostResult
  retryAfterSeconds?: number
}

/** The site's rule environment: Danish messages, Danish dates, Copenhagen's today and time of day by the site clock. */
export function serverRuleEnv(clock: Clock = siteClock()): RuleEnv {
  const now = inCopenhagen(clock.now())
  return { messages: danishRuleMessages(), today: now.date, nowMinutes: now.minutes, locale: 'da-DK' }
}

function answer(result: LeadPostResult, extra: { replayed?: boolean; retryAfterSeconds?: number } = {}): LeadHandlerAnswer {
  return { status: statusFor(result, extra.replayed), result, retryAfterSeconds: extra.retryAfterSeconds }
}

async function submit(api: ProductApiClient, submission: SubmissionBody, idempotencyKey: string) {
  switch (submission.kind) {
    case 'test_drive':
      return api.submitTestDrive(submission.body, { idempotencyKey })
    case 'interest':
      return api.submitInterest(submission.body, { idempotencyKey })
    case 'contact':
      return api.submitContact(submission.body, { idempotencyKey })
    case 'trade_in':
      return api.submitTradeIn(submission.body, { idempotencyKey })
    case 'minilease_order':
      return api.submitMinileaseOrder(submission.body, { idempotencyKey })
  }
}

/**
 * Fields the forms no longer have. Their values are dropped before validation,
 * so a lead queued in a browser's outbox before the change is still delivered:
 * `consent`, the mandatory consent checkbox (issue 17: answering an inquiry
 * needs no consent; marketing is asked separately).
 */
const retiredFields: ReadonlySet<string> = new Set(['consent'])

export async function handleLeadPost(input: unknown, deps: LeadHandlerDeps): Promise<LeadHandlerAnswer> {
  const logger = deps.logger ?? console
  const env = serverRuleEnv(deps.clock)
  const parsed = leadPostSchema.safeParse(input)
  if (!parsed.success) {
    logger.warn(`[forms] malformed lead post refused (${parsed.error.issues[0]?.path.join('.') ?? '?'})`)
    return answer({ outcome: 'rejected', fieldErrors: {}, formErrors: [env.messages.formInvalid()] })
  }
  const lead = parsed.data
  const formId = lead.formId as FormId
  const subject = subjectSchemas[formId].parse(lead.subject) as FormSubject
  const log = (outcome: string) => logger.info(`[forms] ${formId} lead ${lead.key}: ${outcome}`)

  if (isSpam(lead.honeypot)) {
    log('refused (honeypot)')
    return answer({ outcome: 'refused', reason: 'spam' })
  }

  let data: FormContextData
  try {
    data = await loadFormContextData(deps.api, formId, subject)
  } catch (error) {
    log(`unavailable (form data: ${isProductApiError(error) ? error.kind : 'error'})`)
    return answer({ outcome: 'unavailable' })
  }

  const definition = buildFormDefinition(formId, data, subject)
  const current = Object.fromEntries(Object.entries(lead.values).filter(([name]) => !retiredFields.has(name)))
  const values = formValuesSchema(definition.fields, env).safeParse(current)
  if (!values.success) {
    const fieldErrors: Record<string, string[]> = {}
    const formErrors: string[] = []
    for (const issue of values.error.issues) {
      const name = typeof issue.path[0] === 'string' ? issue.path[0] : undefined
      if (name && definition.fields.some((f) => f.name === name)) fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message]
      else formErrors.push(env.messages.formInvalid())
    }
    log(`rejected by the site (${Object.keys(fieldErrors).join(', ') || 'form'})`)
    return answer({ outcome: 'rejected', fieldErrors, formErrors: [...new Set(formErrors)] })
  }

  const decision = await deps.limiter.check({ address: deps.address, senders: leadSenders(values.data), key: lead.key })
  if (!decision.allowed) {
    log('held back (lead limit)')
    const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
    // When it goes, by the site's clock: the visitor is told the time ("kl. 10.10").
    const retryAt = new Date((deps.clock ?? siteClock()).now().getTime() + retryAfterSeconds * 1000).toISOString()
    return answer({ outcome: 'deferred', retryAt, retryAfterSeconds }, { retryAfterSeconds })
  }

  try {
    const receipt = await submit(deps.api, submissionBody(formId, subject, values.data as FormValues, data, lead.locale), lead.key)
    log(receipt.replayed ? `accepted again (${receipt.submissionId})` : `accepted (${receipt.submissionId})`)
    return answer(
      { outcome: 'accepted', receipt: { submissionId: receipt.submissionId, receivedAt: receipt.receivedAt, message: receipt.message } },
      { replayed: receipt.replayed },
    )
  } catch (error) {
    if (error instanceof RejectedInputError) {
      if (error.code === 'idempotency_conflict') {
        log('refused (idempotency conflict)')
        return answer({ outcome: 'refused', reason: 'conflict' })
      }
      const mapped = mapApiFieldErrors(definition, error.fieldErrors, error.formErrors)
      log(`rejected by the product API (${Object.keys(error.fieldErrors).join(', ') || error.code})`)
      return answer({ outcome: 'rejected', ...mapped })
    }
    // Unavailable, a contract violation or a not-found answer: whether the lead was stored is
    // unknown, so the browser keeps it and posts it again with the same key.
    log(`unavailable (${isProductApiError(error) ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : 'error'})`)
    return answer({ outcome: 'unavailable' })
  }
}
