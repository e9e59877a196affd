/**
 * The clock in React components, without hydration mismatches: what the
 * server renders, the browser's first render must repeat.
 *
 * - `useNow`: the browser's "now" (the site clock, i.e. Date.now), refreshed
 *   every minute; null during the server render and hydration, so anything
 *   that depends on when the page is *read* (open now, today's row) appears
 *   after hydration and is never baked into cached HTML.
 * - `usePageInstant`: the instant the server rendered the document (the root
 *   loader's `renderedAt`), the same on the server and in the browser: for
 *   what may be rendered on the server, such as the footer's year.
 */
import { useSyncExternalStore } from 'react'
import { useLoaderData } from '@tanstack/react-router'
import { siteClock } from './clock.ts'

const refreshMs = 60_000
let current: Date | null = null

function read(): Date {
  return siteClock().now()
}

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(() => {
    current = read()
    onChange()
  }, refreshMs)
  return () => window.clearInterval(timer)
}

function getSnapshot(): Date {
  // The same Date until the clock has moved a minute (either way), so React sees a stable snapshot.
  const now = read()
  if (!current || Math.abs(now.getTime() - current.getTime()) >= refreshMs) current = now
  return current
}

function getServerSnapshot(): Date | null {
  return null
}

/** The current time, in the browser only: null during the server render and hydration, then refreshed every minute. */
export function useNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

/** When the server rendered this document (falls back to the site clock when the root loader has no data). */
export function usePageInstant(): Date {
  const renderedAt = useLoaderData({
    from: '__root__',
    select: (d) => (d as { renderedAt?: number } | undefined)?.renderedAt,
  })
  return renderedAt === undefined ? read() : new Date(renderedAt)
}
