import { useSyncExternalStore } from 'react'

const refreshMs = 60_000
let current: Date | null = null

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(() => {
    current = new Date()
    onChange()
  }, refreshMs)
  return () => window.clearInterval(timer)
}

function getSnapshot(): Date {
  // The same Date until it is a minute old, so React sees a stable snapshot.
  if (!current || Date.now() - current.getTime() >= refreshMs) current = new Date()
  return current
}

function getServerSnapshot(): Date | null {
  return null
}

/**
 * The current time, in the browser only: null during the server render and
 * hydration (so both render the same), then the time, refreshed every minute.
 */
export function useNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
