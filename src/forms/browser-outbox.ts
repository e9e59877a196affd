/**
 * The browser's lead outbox (outbox.ts) with the browser's effects: leads
 * are posted to the site's `postLead` server function (never to the product
 * API), retries wait with back-off or for the `online` event, journals live
 * in localStorage. Created lazily, in the browser only.
 */
import { browserJournalStorage } from '#machines/kit/journal-storage.ts'
import { retryDelayMs, type Lead, type LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import { m } from '../i18n/paraglide/messages.js'
import { showToast } from '../channels/toast-store.ts'
import { postLead } from './form.functions.ts'
import { leadPostResultSchema, type LeadPost } from './lead-post.ts'
import { createOutbox, type Outbox } from './outbox.ts'
import { isSearchAgentLead, type AgentLeadPost } from './search-agent/search-agent-request.ts'
import { postSearchAgent } from './search-agent/search-agent.functions.ts'

/** Form keys with a form on the page (they show their own status, so no toast). */
const mounted = new Map<string, number>()

/** Marks a form as on the page until the returned function is called. */
export function markFormOnPage(formKey: string): () => void {
  mounted.set(formKey, (mounted.get(formKey) ?? 0) + 1)
  return () => {
    const count = (mounted.get(formKey) ?? 1) - 1
    if (count <= 0) mounted.delete(formKey)
    else mounted.set(formKey, count)
  }
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

async function submitLead(lead: Lead, signal: AbortSignal): Promise<LeadPostResult> {
  // Offline: no request at all; the lead waits for the `online` event.
  if (!isOnline()) return { outcome: 'unavailable' }
  // Search agents (issue 35) travel through the outbox like leads, to their own server function.
  const answer: unknown = isSearchAgentLead(lead)
    ? await postSearchAgent({ data: lead as AgentLeadPost, signal })
    : await postLead({ data: lead as LeadPost, signal })
  // Anything but a well-formed answer means the site could not be asked properly: try again later.
  return leadPostResultSchema.parse(answer)
}

/** Offline, the retry waits for the browser to come back online (and at most a minute). */
const offlineCheckMs = 60_000

function waitForRetry(attempts: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer)
      window.removeEventListener('online', done)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = window.setTimeout(done, isOnline() ? retryDelayMs(attempts) : offlineCheckMs)
    window.addEventListener('online', done)
    signal.addEventListener('abort', done)
  })
}

/** A lead held back by the site's lead limit waits the delay the site gave (going online does not shorten it). */
function waitForWindow(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = window.setTimeout(done, seconds * 1_000)
    signal.addEventListener('abort', done)
  })
}

function storageKeys(): string[] {
  try {
    const storage = window.localStorage
    return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null)
  } catch {
    return []
  }
}

let outbox: Outbox | null = null
let courierStarted = false

/** The page's outbox; null on the server. */
export function getBrowserOutbox(): Outbox | null {
  if (typeof window === 'undefined') return null
  outbox ??= createOutbox({
    storage: browserJournalStorage(),
    listKeys: storageKeys,
    actors: { submitLead, waitForRetry, waitForWindow },
  })
  return outbox
}

/**
 * Starts the courier once per page: leads still waiting from earlier visits
 * or other forms are posted again, now and whenever the browser comes back
 * online. A lead delivered in the background (its form is not on the page)
 * is confirmed with a toast.
 */
export function startOutboxCourier(): void {
  const box = getBrowserOutbox()
  if (!box || courierStarted) return
  courierStarted = true
  box.onDelivered((formKey) => {
    if (!mounted.has(formKey)) showToast(m.forms_outbox_delivered_toast(), 'success')
  })
  box.resumePending()
  window.addEventListener('online', () => box.resumePending())
}
