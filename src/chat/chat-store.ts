/**
 * The page's autochat machine (machines/autochat), loaded on demand
 * (machines/kit/lazy-machine.ts): at once when a conversation is saved in the
 * browser, otherwise when the visitor opens the bubble. Until then only this
 * module and the launcher are on the page; xstate, zod, the machine and the
 * panel are separate chunks. The machine's notices become analytics events.
 */
import { lazyMachine } from '#machines/kit/lazy-machine.ts'
import type { AutochatMachine } from '#machines/autochat/autochat-machine.ts'
import { analyticsEvents, pushAnalyticsEvent } from '../analytics/data-layer.ts'
import { reportLazyStoreError } from '../observability/lazy-store-error.ts'

export const autochat = lazyMachine<AutochatMachine>({
  machineId: 'autochat',
  async load() {
    const runtime = await import('./chat-runtime.ts')
    return runtime.loadedAutochat()
  },
  onEmitted(notice) {
    if (notice.type === 'notice.opened') pushAnalyticsEvent(analyticsEvents.chatOpen({ vehicle_id: openedVehicle }))
    else if (notice.type === 'notice.sent') pushAnalyticsEvent(analyticsEvents.chatMessageSent({ message_length: notice.message.text.length }))
  },
  onLoadError: reportLazyStoreError,
})

let openedVehicle: string | null = null

/** Opens the chat (from the bubble, a chat block or a vehicle page). */
export function openChat(vehicleId?: string): void {
  openedVehicle = vehicleId ?? null
  const pagePath = typeof window === 'undefined' ? undefined : window.location.pathname.slice(0, 500)
  autochat.send({ type: 'chat.open', context: { pagePath, ...(vehicleId ? { vehicleId } : {}) } })
}

export function pushChatHandoff(handoffType: 'phone' | 'contact_form' | 'callback', chatState: 'ready' | 'fallback' | 'error'): void {
  pushAnalyticsEvent(analyticsEvents.chatHandoff({ handoff_type: handoffType, chat_state: chatState }))
}
