/**
 * The visitor's cookie consent as the site uses it (ADR 0018). The consent
 * machine (machines/consent) is loaded on demand (machines/kit/lazy-machine.ts)
 * when the visitor chooses; a stored answer is read from its journal without
 * loading it (first-load budgets). On the server and during hydration consent is `unknown`;
 * with no stored answer it is `unanswered`. Either way nothing beyond the
 * necessary runs: callers check `consentAllows`.
 */
import type { ConsentEvent, ConsentMachine, ConsentSnapshot } from '#machines/consent/consent-machine.ts'
import { consentPolicyVersion, nextConsentChoice, type ConsentCategory, type ConsentChoice } from '#machines/consent/consent-policy.ts'
import type { ConsentView } from '#machines/consent/consent-view.ts'
import { useSyncExternalStore } from 'react'
import { journalKey } from '#machines/kit/journal-key.ts'
import { lazyMachine } from '#machines/kit/lazy-machine.ts'
import type { LazyStoreView } from '#machines/kit/lazy-store.ts'
import { siteClock } from '../clock/clock.ts'
import { reportLazyStoreError } from '../observability/lazy-store-error.ts'
import type { ConsentSource } from '../observability/sentry-options.ts'

const consentStore = lazyMachine<ConsentMachine>({
  machineId: 'consent',
  load: () => import('#machines/consent/consent-machine.ts').then((module) => ({ definition: module.consentDefinition })),
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

/**
 * A stored answer, read without loading the machine: nearly every visitor has
 * a consent journal, and loading xstate and zod on every page for it would
 * blow the first-load budgets (ADR 0009). The journal is folded with the same
 * pure function the machine uses; anything unexpected counts as unanswered
 * (the machine, once loaded, discards such a journal the same way).
 */
export function peekStoredConsent(raw: string | null): ConsentView {
  if (raw === null) return { status: 'unanswered' }
  try {
    const journal = JSON.parse(raw) as { machine?: unknown; version?: unknown; entries?: unknown }
    if (journal.machine !== 'consent' || journal.version !== consentPolicyVersion || !Array.isArray(journal.entries)) return { status: 'unanswered' }
    let choice: ConsentChoice | null = null
    for (const entry of journal.entries as { event?: ConsentEvent }[]) {
      const event = entry.event
      if (!event || (event.type !== 'consent.save' && event.type !== 'consent.set')) return { status: 'unanswered' }
      choice = nextConsentChoice(choice, event)
    }
    return choice === null ? { status: 'unanswered' } : { status: 'answered', choice }
  } catch {
    return { status: 'unanswered' }
  }
}

// Until the visitor chooses in this tab, the view comes from the stored journal (and the storage
// event for other tabs); after a choice here, from the machine, which is then loaded anyway.
let machineActive = false
let cachedRaw: string | null | undefined
let cachedView: ConsentView = { status: 'unknown' }
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(journalKey('consent'))
  } catch {
    return null
  }
}

/** The current view outside React (the banner's library callbacks, error reporting). */
export function currentConsent(): ConsentView {
  if (typeof window === 'undefined') return { status: 'unknown' }
  if (machineActive) {
    const view = consentOf(consentStore.getView())
    if (view.status !== 'unknown') return view
  }
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedView = peekStoredConsent(raw)
  }
  return cachedView
}

let lastView: ConsentView = { status: 'unknown' }
function stableView(): ConsentView {
  const next = currentConsent()
  if (JSON.stringify(next) !== JSON.stringify(lastView)) lastView = next
  return lastView
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === journalKey('consent') || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  // The first subscription after hydration: the stored answer is read now (unless it is let go first).
  queueMicrotask(() => {
    if (listeners.has(listener)) listener()
  })
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const serverView = (): ConsentView => ({ status: 'unknown' })
let hydrated = false
function clientView(): ConsentView {
  return hydrated ? stableView() : lastView
}

export function useConsent(): ConsentView {
  return useSyncExternalStore(
    (listener) => {
      hydrated = true
      return subscribe(listener)
    },
    clientView,
    serverView,
  )
}

/** Calls `listener` with every change of the stored consent (also from another tab). */
export function subscribeConsent(listener: (view: ConsentView) => void): () => void {
  return subscribe(() => listener(currentConsent()))
}

/**
 * The visitor's consent as error reporting reads it (traces and session replay
 * need statistics consent): the composition root hands it to `startSentry`, so
 * error reporting, which this module uses, does not import it back.
 */
export const siteConsent: ConsentSource = { current: currentConsent, subscribe: subscribeConsent }

function activateMachine(): void {
  if (machineActive) return
  machineActive = true
  consentStore.subscribe(notify)
}

function stamp() {
  return { at: siteClock().now().toISOString(), policyVersion: consentPolicyVersion }
}

/** The visitor's whole choice ("Accepter alle", "Afvis alle", "Gem valg"). */
export function saveConsent(choice: Record<ConsentCategory, boolean>): void {
  activateMachine()
  consentStore.send({ type: 'consent.save', functional: choice.functional, statistics: choice.statistics, marketing: choice.marketing, ...stamp() })
}

/** Gives or withdraws one category (the map's own buttons). */
export function setConsentCategory(category: ConsentCategory, granted: boolean): void {
  activateMachine()
  consentStore.send({ type: 'consent.set', category, granted, ...stamp() })
}
