/**
 * The visitor's cookie consent as the site uses it (ADR 0018). The consent
 * machine (machines/consent) is loaded on demand (machines/kit/lazy-machine.ts):
 * at once when the visitor has answered before (a journal exists), otherwise
 * when they answer. On the server and during hydration consent is `unknown`;
 * with no stored answer it is `unanswered`. Either way nothing beyond the
 * necessary runs: callers check `consentAllows`.
 */
import type { ConsentEvent, ConsentMachine, ConsentSnapshot } from '../../machines/consent/consent-machine.ts'
import { consentPolicyVersion, nextConsentChoice, type ConsentCategory, type ConsentChoice } from '../../machines/consent/consent-policy.ts'
import { lazyMachine, useLazyMachine } from '../../machines/kit/lazy-machine.ts'
import type { LazyStoreView } from '../../machines/kit/lazy-store.ts'
import { siteClock } from '../clock/clock.ts'
import { reportLazyStoreError } from '../observability/lazy-store-error.ts'

export type ConsentView = { status: 'unknown' } | { status: 'unanswered' } | { status: 'answered'; choice: ConsentChoice }

const consentStore = lazyMachine<ConsentMachine>({
  machineId: 'consent',
  load: () => import('../../machines/consent/consent-machine.ts').then((module) => ({ definition: module.consentDefinition })),
  onLoadError: reportLazyStoreError,
})

export function consentOf(view: LazyStoreView<ConsentSnapshot, ConsentEvent>): ConsentView {
  if (view.status === 'pending') return { status: 'unknown' }
  if (view.status === 'empty') {
    // No answer saved yet; an answer given while the machine loads counts at once.
    const choice = view.queued.reduce<ConsentChoice | null>((c, event) => nextConsentChoice(c, event), null)
    return choice === null ? { status: 'unanswered' } : { status: 'answered', choice }
  }
  const choice = view.snapshot.context.choice
  return view.snapshot.value === 'answered' && choice !== null ? { status: 'answered', choice } : { status: 'unanswered' }
}

/** Whether a category may run now (never before an answer, never on the server). */
export function consentAllows(view: ConsentView, category: ConsentCategory): boolean {
  return view.status === 'answered' && view.choice[category]
}

export function useConsent(): ConsentView {
  return consentOf(useLazyMachine(consentStore))
}

/** The current view outside React (the banner's library callbacks, error reporting). */
export function currentConsent(): ConsentView {
  return consentOf(consentStore.getView())
}

export function subscribeConsent(listener: (view: ConsentView) => void): () => void {
  return consentStore.subscribe(() => listener(currentConsent()))
}

function stamp() {
  return { at: siteClock().now().toISOString(), policyVersion: consentPolicyVersion }
}

/** The visitor's whole choice ("Accepter alle", "Afvis alle", "Gem valg"). */
export function saveConsent(choice: Record<ConsentCategory, boolean>): void {
  consentStore.send({ type: 'consent.save', functional: choice.functional, statistics: choice.statistics, marketing: choice.marketing, ...stamp() })
}

/** Gives or withdraws one category (the map's own buttons). */
export function setConsentCategory(category: ConsentCategory, granted: boolean): void {
  consentStore.send({ type: 'consent.set', category, granted, ...stamp() })
}
