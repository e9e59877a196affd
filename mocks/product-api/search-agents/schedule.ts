/**
 * When the search agents mail (issue 35), on the dealer's clock (Copenhagen):
 * "straks" at once per new car; "dagligt" a digest at 07.00 each day;
 * "ugentligt" a digest at 07.00 on Mondays. And when agents are deleted:
 * unconfirmed after 7 days, without activity after 12 months.
 */
import { inCopenhagen } from '#src/clock/clock.ts'
import type { AgentFrequency } from '#src/product-api/contract/search-agents.ts'
import { confirmationDays, inactivityMonths } from '#src/product-api/contract/search-agents.ts'

/** The digests go out at this hour of the Copenhagen day. */
export const digestHour = 7

const hourMs = 3_600_000
const dayMs = 24 * hourMs

/**
 * The first digest time strictly after `after` for a daily or weekly agent
 * (07.00 Copenhagen time; weekly: a Monday). Hours are whole in UTC and in
 * Copenhagen alike, so stepping whole UTC hours meets 07.00 on every day,
 * summer time included.
 */
export function nextDigestAt(after: Date, frequency: Exclude<AgentFrequency, 'instant'>): Date {
  let t = Math.floor(after.getTime() / hourMs) * hourMs + hourMs
  for (let i = 0; i < 8 * 24 + 2; i++, t += hourMs) {
    const local = inCopenhagen(new Date(t))
    if (Math.floor(local.minutes / 60) !== digestHour || local.minutes % 60 !== 0) continue
    if (frequency === 'weekly' && local.weekday !== 'monday') continue
    return new Date(t)
  }
  throw new Error(`No digest time found after ${after.toISOString()}`)
}

/** The same instant `months` calendar months later (the last day of a shorter month). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

/** Why an agent is deleted at `now`, or null when it stays. */
export function expiryOf(agent: { status: 'pending' | 'active'; createdAt: string; lastActivityAt: string }, now: Date): 'unconfirmed' | 'inactive' | null {
  if (agent.status === 'pending' && now.getTime() >= Date.parse(agent.createdAt) + confirmationDays * dayMs) return 'unconfirmed'
  if (now.getTime() >= addMonths(new Date(agent.lastActivityAt), inactivityMonths).getTime()) return 'inactive'
  return null
}
