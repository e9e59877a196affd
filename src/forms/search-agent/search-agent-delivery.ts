/**
 * The search agent machine's effects in the browser (issue 35):
 *
 * - `deliver`: the request goes into the lead outbox (one form instance per
 *   search or set of cars) and is posted like a lead, retried with the same
 *   key while offline or while the site or backend is down; the promise ends
 *   when the site has decided (accepted, fields refused, held back, refused).
 *   Invoked again after a hold-back, it watches the same request instead of
 *   sending it twice.
 * - `awaitConfirmation`: resolves when the agent's confirmation link is
 *   opened in this browser: the confirmation page tells every tab on a
 *   BroadcastChannel (no storage is written).
 */
import type { Lead } from '#machines/form-submission/form-submission-machine.ts'
import type { DeliveryOutcome } from '#machines/search-agent/search-agent-machine.ts'
import { getBrowserOutbox } from '../browser-outbox.ts'

/** The channel the confirmation page announces a confirmed agent on. */
export const confirmationChannelName = 'bilhuset-nord:search-agent'

/** The receipt's submission id is `<agent id>:<pending|active>` (search-agent-handler.server.ts). */
export function receiptOf(submissionId: string, message: string): Extract<DeliveryOutcome, { outcome: 'accepted' }>['receipt'] {
  const [agentId = submissionId, status] = submissionId.split(':')
  return { agentId, status: status === 'active' ? 'active' : 'pending', message }
}

const pendingStates = new Set(['submitting', 'waiting', 'deferred', 'queued'])

export function deliverThroughOutbox(formKey: string, lead: Lead, signal: AbortSignal): Promise<DeliveryOutcome> {
  const box = getBrowserOutbox()
  if (!box) return Promise.reject(new Error('Udbakken findes kun i browseren.'))
  const store = box.store(formKey)
  return new Promise<DeliveryOutcome>((resolve) => {
    let started = false
    /** A hold-back already shown when this delivery began (watched, not answered again). */
    let shownDeferral: string | null = null
    let unsubscribe: () => void = () => {}
    const finish = (outcome: DeliveryOutcome) => {
      unsubscribe()
      resolve(outcome)
    }
    const check = () => {
      const view = store.getView()
      if (view.status !== 'ready') return
      const snapshot = view.snapshot
      const value = String(snapshot.value)
      const ours = snapshot.context.lead?.key === lead.key
      if (!started) {
        started = true
        if (ours && value === 'failed') store.send({ type: 'lead.retry' })
        else if (ours && pendingStates.has(value)) shownDeferral = snapshot.context.deferral?.retryAt ?? null
        else {
          if (value === 'succeeded') store.send({ type: 'form.reset' })
          if (value === 'failed') store.send({ type: 'form.edit' })
          store.send({ type: 'form.submit', lead })
        }
        return
      }
      if (value === 'succeeded' && snapshot.context.receipt) {
        finish({ outcome: 'accepted', receipt: receiptOf(snapshot.context.receipt.submissionId, snapshot.context.receipt.message) })
      } else if (value === 'deferred' && snapshot.context.deferral && snapshot.context.deferral.retryAt !== shownDeferral) {
        finish({ outcome: 'deferred', retryAt: snapshot.context.deferral.retryAt })
      } else if (value === 'failed') {
        finish({ outcome: 'failed', reason: 'refused' })
      } else if (value === 'editing' && snapshot.context.rejection) {
        finish({ outcome: 'rejected', fieldErrors: snapshot.context.rejection.fieldErrors, formErrors: snapshot.context.rejection.formErrors })
      }
    }
    unsubscribe = store.subscribe(check)
    signal.addEventListener('abort', () => unsubscribe(), { once: true })
    check()
  })
}

export function awaitConfirmationInBrowser(agentId: string, signal: AbortSignal): Promise<undefined> {
  return new Promise((resolve) => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(confirmationChannelName)
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; agentId?: unknown } | null
      if (data?.type === 'confirmed' && data.agentId === agentId) {
        channel.close()
        resolve(undefined)
      }
    }
    signal.addEventListener('abort', () => channel.close(), { once: true })
  })
}

/** The confirmation page tells the other tabs (the form waiting for the link). */
export function announceConfirmed(agentId: string): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(confirmationChannelName)
  channel.postMessage({ type: 'confirmed', agentId })
  channel.close()
}
