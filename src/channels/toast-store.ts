import { useSyncExternalStore } from 'react'

export type ToastTone = 'info' | 'success' | 'error'
export interface Toast {
  id: number
  message: string
  tone: ToastTone
}

type Listener = () => void

/**
 * The toast queue: a channel from any part of the site (compare pruning, the
 * lead outbox, a store that could not load, the journal copy) to the toast
 * region the page layout mounts (src/ui/toast/toast-region.tsx), so none of
 * them imports the UI kit. Plain plumbing (no visitor flow), so a tiny
 * external store; flows that raise notices call `showToast`.
 */
let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const emptyToasts: readonly Toast[] = []

function emit() {
  for (const l of listeners) l()
}

export function showToast(message: string, tone: ToastTone = 'info', durationMs = 6000): number {
  const id = nextId++
  toasts = [...toasts, { id, message, tone }]
  emit()
  if (durationMs > 0 && typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), durationMs)
  return id
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id)
  if (next.length !== toasts.length) {
    toasts = next
    emit()
  }
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => toasts,
    () => emptyToasts,
  )
}
