/**
 * Whether the help launcher offers "Chat med os" (spec 9: "Autochat: chat
 * bubble enabled, delay 1"), as the chat-offer machine specifies it
 * (machines/chat-offer/): offered once the page has run for the chat's delay,
 * and only while the page leaves the bubble on (src/channels/chat-presence.ts).
 *
 * Hand-written without xstate because the help launcher is in every page's
 * first load (ADR 0011, as the lazy store); chat-offer.conformance.test.ts walks
 * every path of the machine's model on this store. The help launcher only
 * shows what it says.
 */
import { useSyncExternalStore } from 'react'
import { constants } from '#app.config'
import type { ChatOfferState, PageChatMode } from '#machines/chat-offer/chat-offer-machine.ts'
import { pageChatMode, subscribePageChatMode } from '../channels/chat-presence.ts'

export interface ChatOfferStore {
  state(): ChatOfferState
  /** The page's chat mode changed (the machine's `page.mode`). */
  setMode(mode: PageChatMode): void
  subscribe(listener: () => void): () => void
}

export interface ChatOfferOptions {
  mode: PageChatMode
  bubbleEnabled: boolean
  delayMs: number
  /** Calls `done` after `ms` (the machine's `wait` actor). */
  wait(ms: number, done: () => void): void
}

export function createChatOffer({ mode: initialMode, bubbleEnabled, delayMs, wait }: ChatOfferOptions): ChatOfferStore {
  let mode = initialMode
  let state: ChatOfferState = 'waiting'
  const listeners = new Set<() => void>()
  // Only called with a state other than the current one (the machine's transitions).
  const become = (next: ChatOfferState) => {
    state = next
    for (const l of [...listeners]) l()
  }
  const bubbleOn = (m: PageChatMode) => bubbleEnabled && m === 'bubble'
  wait(delayMs, () => become(bubbleOn(mode) ? 'offered' : 'withheld'))
  return {
    state: () => state,
    setMode(next) {
      mode = next
      if (state === 'offered' && next !== 'bubble') become('withheld')
      else if (state === 'withheld' && bubbleOn(next)) become('offered')
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

let site: ChatOfferStore | null = null

/** The page's chat offer, started the first time the help launcher asks (in the browser). */
function siteChatOffer(): ChatOfferStore {
  if (site) return site
  const store = createChatOffer({
    mode: pageChatMode(),
    bubbleEnabled: constants.autochat.bubbleEnabled,
    delayMs: constants.autochat.delay * 1_000,
    wait: (ms, done) => setTimeout(done, ms),
  })
  subscribePageChatMode(() => store.setMode(pageChatMode()))
  site = store
  return store
}

/** The page's chat offer state, the help launcher's `data-state` (`waiting` on the server: the offer waits for the browser). */
export function useChatOfferState(): ChatOfferState {
  return useSyncExternalStore(
    (listener) => siteChatOffer().subscribe(listener),
    () => siteChatOffer().state(),
    () => 'waiting' as const,
  )
}

/** True while the help launcher offers "Chat med os" (never on the server). */
export function useChatOffered(): boolean {
  return useChatOfferState() === 'offered'
}
