/**
 * The search agent's request as it travels (issue 35): the form's fields and
 * their Danish rules, what the agent is about (a /lager search or watched
 * cars: its target), and the lead the outbox posts. The request goes through
 * the lead outbox like a lead (src/forms/outbox.ts): the same journal, key and
 * retries; browser-outbox.ts posts these leads to `postSearchAgent` instead
 * of `postLead`. Pure: shared by the browser and the server.
 */
import { z } from 'zod'
import { leadSchema, type Lead } from '#machines/form-submission/form-submission-machine.ts'
import type { AgentRequest } from '#machines/search-agent/search-agent-machine.ts'
import { agentFrequencySchema, agentSearchSchema, hasAnyFilter, type AgentSearch } from '../../product-api/contract/search-agents.ts'
import { m } from '../../i18n/paraglide/messages.js'

export const searchAgentFormIds = ['search-agent', 'price-watch'] as const

export function isSearchAgentLead(lead: Pick<Lead, 'formId'>): boolean {
  return (searchAgentFormIds as readonly string[]).includes(lead.formId)
}

/** What an agent watches: the /lager search (its API filters, Danish label and address) or cars. */
export type AgentTarget =
  { kind: 'search'; filters: AgentSearch; label: string; searchPath: string } | { kind: 'price_drop'; vehicleIds: string[]; label: string }

/** The form's values. */
export interface AgentFormValues {
  email: string
  frequency: 'instant' | 'daily' | 'weekly'
}

/** The form's rules, with the site's Danish messages (the backend checks the same). */
export function agentFormSchema() {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, m.search_agent_error_email_required())
      .max(254, m.search_agent_error_email_invalid())
      .pipe(z.email({ error: m.search_agent_error_email_invalid() })),
    frequency: agentFrequencySchema,
  })
}

/** The form-level problem of a target, or null: a search with no filters at all cannot be saved. */
export function targetProblem(target: AgentTarget): string | null {
  if (target.kind === 'search' && !hasAnyFilter(target.filters)) return m.search_agent_error_no_filters()
  if (target.kind === 'price_drop' && target.vehicleIds.length === 0) return m.search_agent_error_no_cars()
  return null
}

/** The outbox's form key of a target: one form instance per search or set of cars. */
export function agentFormKey(target: AgentTarget): string {
  if (target.kind === 'price_drop') return `price-watch.${[...target.vehicleIds].sort().join('.').slice(0, 150)}`
  return `search-agent.${target.searchPath.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 150)}`
}

/** The lead the outbox keeps and posts for a request. */
export function agentLead(request: AgentRequest, target: AgentTarget, honeypot: string): Lead {
  const values: Record<string, string> =
    target.kind === 'search'
      ? { email: request.email, frequency: request.frequency, filters: JSON.stringify(target.filters), label: target.label, searchPath: target.searchPath }
      : { email: request.email, frequency: 'instant', vehicleIds: target.vehicleIds.join(','), label: target.label }
  return { key: request.key, formId: target.kind === 'search' ? 'search-agent' : 'price-watch', subject: {}, values, honeypot, locale: 'da-DK' }
}

const text = (max: number) => z.string().max(max)

/** A posted search-agent lead, as the site parses it. */
export const agentLeadSchema = z.discriminatedUnion('formId', [
  leadSchema.extend({
    formId: z.literal('search-agent'),
    values: z.object({
      email: text(300),
      frequency: agentFrequencySchema,
      filters: text(5_000).transform((raw, ctx) => {
        try {
          return agentSearchSchema.parse(JSON.parse(raw))
        } catch {
          ctx.addIssue({ code: 'custom', message: 'Ugyldig søgning.' })
          return z.NEVER
        }
      }),
      label: z.string().trim().min(1).max(500),
      searchPath: z
        .string()
        .regex(/^\/(?!\/)\S*$/)
        .max(2_000),
    }),
  }),
  leadSchema.extend({
    formId: z.literal('price-watch'),
    values: z.object({
      email: text(300),
      frequency: z.literal('instant'),
      vehicleIds: text(5_000).transform((raw) => raw.split(',').filter((id) => id !== '')),
      label: z.string().max(5_000),
    }),
  }),
])
export type AgentLeadPost = z.input<typeof agentLeadSchema>
