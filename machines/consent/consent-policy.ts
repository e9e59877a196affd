/**
 * The version of the cookie policy the visitor's consent refers to. Bump it
 * when the cookie policy (content-space cookie page) changes what is asked:
 * the consent journal carries this number as its version, so a stored choice
 * of an older policy is discarded on load and the visitor is asked again.
 */
export const consentPolicyVersion = 1

/** The categories a visitor chooses (necessary is always on and never stored). */
export const consentCategories = ['functional', 'statistics', 'marketing'] as const
export type ConsentCategory = (typeof consentCategories)[number]

export interface ConsentChoice {
  functional: boolean
  statistics: boolean
  marketing: boolean
  /** When the choice was last changed (ISO instant from the site clock). */
  at: string
  policyVersion: number
}

/** The journaled consent events' shapes (validated by the machine's zod schema). */
export type ConsentChoiceEvent =
  | { type: 'consent.save'; functional: boolean; statistics: boolean; marketing: boolean; at: string; policyVersion: number }
  | { type: 'consent.set'; category: ConsentCategory; granted: boolean; at: string; policyVersion: number }

/**
 * The choice after an event: a save replaces all three categories, a set
 * changes one (the others stay as they were, or off before any answer).
 * Pure (no xstate), so a page can fold events queued before the machine loads.
 */
export function nextConsentChoice(choice: ConsentChoice | null, event: ConsentChoiceEvent): ConsentChoice {
  if (event.type === 'consent.save') {
    return { functional: event.functional, statistics: event.statistics, marketing: event.marketing, at: event.at, policyVersion: event.policyVersion }
  }
  const base = choice ?? { functional: false, statistics: false, marketing: false }
  return { ...base, [event.category]: event.granted, at: event.at, policyVersion: event.policyVersion }
}
