/**
 * Starts the lead outbox's courier from the layout (routes/__root.tsx), so a
 * lead that could not be delivered is sent from whatever page the visitor
 * opens next, also in a new tab, not only from a page with a form (issue 19).
 *
 * Cheap on every page: it only looks at the keys in localStorage (a
 * form-submission journal whose last event queued a lead). Only when such a
 * lead exists does it load the outbox (xstate, the machine, the server
 * function: browser-outbox.ts) with a dynamic import, so pages keep their
 * first-load JavaScript (ADR 0009). The outbox decides exactly which leads
 * are still waiting; this check may load it for one that is not.
 */
import { journalKey } from '#machines/kit/journal-key.ts'

/** Storage keys of the form-submission journals (outbox.ts `outboxKeyPrefix`; a unit test keeps the two equal). */
export const leadJournalPrefix = journalKey('form-submission.')

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem'>

/** The journal's last event queued a lead (it has not been delivered, failed or withdrawn since). */
function queuesALead(raw: string | null): boolean {
  if (!raw) return false
  try {
    const journal = JSON.parse(raw) as { entries?: { event?: { type?: unknown } }[] }
    return journal.entries?.at(-1)?.event?.type === 'lead.queued'
  } catch {
    // Unreadable: the outbox reads it properly (and discards it if it must).
    return true
  }
}

/** A lead may be waiting in this browser's storage. */
export function hasWaitingLead(storage: KeyedStorage): boolean {
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(leadJournalPrefix) && queuesALead(storage.getItem(key))) return true
  }
  return false
}

let started = false

/** Once per page: loads the outbox and starts its courier when a lead is waiting. */
export function startLeadCourierWhenWaiting(): void {
  if (started || typeof window === 'undefined') return
  let waiting: boolean
  try {
    waiting = hasWaitingLead(window.localStorage)
  } catch {
    return // storage disabled: nothing can be waiting
  }
  if (!waiting) return
  started = true
  import('./browser-outbox.ts')
    .then(({ startOutboxCourier }) => startOutboxCourier())
    .catch((error: unknown) => {
      started = false
      console.warn('[formularer] Udbakken kunne ikke indlæses:', error)
    })
}
