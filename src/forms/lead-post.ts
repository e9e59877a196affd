/**
 * The boundary between the browser and the site for leads: what the browser
 * posts (a lead from the outbox) and what the site answers. Both sides parse
 * with these zod schemas.
 */
import { z } from 'zod'
import {
  deferralSchema,
  failureReasonSchema,
  leadSchema,
  receiptSchema,
  type Lead,
  type LeadPostResult,
} from '#machines/form-submission/form-submission-machine.ts'
import { formIdSchema, subjectSchemas, type FormId } from './form-catalogue.ts'

/** A posted lead: the machine's lead with a known form and that form's subject. */
export const leadPostSchema = leadSchema.superRefine((lead, ctx) => {
  const formId = formIdSchema.safeParse(lead.formId)
  if (!formId.success) {
    ctx.addIssue({ code: 'custom', path: ['formId'], message: 'Ukendt formular.' })
    return
  }
  const subject = subjectSchemas[formId.data].safeParse(lead.subject)
  if (!subject.success) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Ugyldigt emne for formularen.' })
})
export type LeadPost = Lead & { formId: FormId }

export const leadPostResultSchema: z.ZodType<LeadPostResult> = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('accepted'), receipt: receiptSchema }),
  z.object({
    outcome: z.literal('rejected'),
    fieldErrors: z.record(z.string(), z.array(z.string())),
    formErrors: z.array(z.string()),
  }),
  z.object({ outcome: z.literal('refused'), reason: failureReasonSchema }),
  z.object({ outcome: z.literal('deferred'), ...deferralSchema.shape }),
  z.object({ outcome: z.literal('unavailable') }),
])

/** The HTTP status the site answers each outcome with. */
export function statusFor(result: LeadPostResult, replayed = false): number {
  switch (result.outcome) {
    case 'accepted':
      return replayed ? 200 : 201
    case 'rejected':
      return 422
    case 'refused':
      return result.reason === 'rate-limited' ? 429 : result.reason === 'conflict' ? 409 : 400
    case 'deferred':
      return 429
    case 'unavailable':
      return 503
  }
}
