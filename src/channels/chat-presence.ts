/**
 * What a page says about the autochat, without importing it: content blocks
 * (content-model) and features that offer "Spørg om denne bil" talk to the
 * chat feature (src/chat, mounted by the root route) through this tiny store.
 *
 * - `usePageChatMode('off')`: the CMS chat block turned the bubble off on
 *   this page (its own block shows the alternatives instead); `'inline'`: the
 *   block is the page's entry to the chat, so the bubble stays away.
 * - `requestChatOpen(context)`: open the chat panel (loading the chat's code
 *   if it has not loaded yet); `requestChatPreload()`: start loading it (the
 *   help launcher's "Chat med os" on hover or focus).
 * - `markChatPanelOpen(open)`: the chat feature says whether its panel is on
 *   screen (`<html data-chat-open>`), so the help launcher in the panel's corner
 *   stays away meanwhile; an attribute, not React state, so it is current
 *   before focus goes back to the launcher when the panel closes.
 */
import { useEffect, useSyncExternalStore } from 'react'

export type PageChatMode = 'bubble' | 'inline' | 'off'

export interface ChatOpenRequest {
  vehicleId?: string
}

const listeners = new Set<() => void>()
const openListeners = new Set<(request: ChatOpenRequest) => void>()
/** Modes asked for by the mounted blocks of the page; the strongest wins (off > inline > bubble). */
const claims = new Map<symbol, PageChatMode>()
let mode: PageChatMode = 'bubble'

function recompute() {
  const values = [...claims.values()]
  const next: PageChatMode = values.includes('off') ? 'off' : values.includes('inline') ? 'inline' : 'bubble'
  if (next === mode) return
  mode = next
  for (const l of [...listeners]) l()
}

export function pageChatMode(): PageChatMode {
  return mode
}

/** Calls `listener` whenever the page's chat mode changes (the help launcher's chat offer listens). */
export function subscribePageChatMode(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function usePageChatModeValue(): PageChatMode {
  return useSyncExternalStore(subscribePageChatMode, pageChatMode, () => 'bubble' as const)
}

/** A block claims the page's chat mode while it is mounted. */
export function usePageChatMode(claim: PageChatMode): void {
  useEffect(() => {
    const id = Symbol('chat-mode')
    claims.set(id, claim)
    recompute()
    return () => {
      claims.delete(id)
      recompute()
    }
  }, [claim])
}

export function requestChatOpen(request: ChatOpenRequest = {}): void {
  for (const l of [...openListeners]) l(request)
}

export function onChatOpenRequest(listener: (request: ChatOpenRequest) => void): () => void {
  openListeners.add(listener)
  return () => {
    openListeners.delete(listener)
  }
}

const preloadListeners = new Set<() => void>()

export function requestChatPreload(): void {
  for (const l of [...preloadListeners]) l()
}

export function onChatPreloadRequest(listener: () => void): () => void {
  preloadListeners.add(listener)
  return () => {
    preloadListeners.delete(listener)
  }
}

export function markChatPanelOpen(open: boolean): void {
  document.documentElement.toggleAttribute('data-chat-open', open)
}
