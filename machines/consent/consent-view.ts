/**
 * The visitor's consent as the site reads it, and the gate every optional
 * service asks. Pure, beside the consent machine whose choice it reads, so
 * error reporting, analytics and the maps can ask it without importing the
 * store (src/consent/consent.ts, which reports its own load errors through
 * error reporting): ADR 0028.
 */
import type { ConsentCategory, ConsentChoice } from './consent-policy.ts'

/** `unknown` on the server and during hydration, `unanswered` with no stored answer to the current policy, else the answer. */
export type ConsentView = { status: 'unknown' } | { status: 'unanswered' } | { status: 'answered'; choice: ConsentChoice }

/** Whether a category may run now (never before an answer, never on the server). */
export function consentAllows(view: ConsentView, category: ConsentCategory): boolean {
  return view.status === 'answered' && view.choice[category]
}
