/**
 * What every page loads of build freshness (machines/build-freshness): a few
 * listeners, no xstate. The machine itself is imported on the tab's first focus
 * or 20 s after start (freshness-actor.ts), so it stays off first-load JavaScript (ADR 0011).
 *
 * - Chunk-loading errors (Vite's `vite:preloadError`, raised for every lazily
 *   loaded chunk: routes, machines, forms) go to the machine; before it has
 *   loaded, the same reload guard (reload-guard.ts) decides directly. The
 *   router's own one-time reload per error message is switched off for the
 *   error (its sessionStorage mark is set), so the guard of spec 9 is the
 *   only one: once per 10 s per path, then the error page, never a loop.
 * - In-app navigations ask the machine first (a history blocker): with a
 *   newer build known and no unsaved form input, the navigation becomes a
 *   full page load.
 * - Tab focus asks the machine to check for a new build.
 */
import { siteClock } from '../clock/clock.ts'
import { buildInfo, buildInfoPath, parseBuildInfo } from './build-info.ts'
import type { BuildFreshnessEvent, BuildFreshnessState } from '#machines/build-freshness/build-freshness-machine.ts'
import { reloadedRecently, reloadLogKey, withReload } from '#machines/build-freshness/reload-guard.ts'
import type { FreshnessActorHandle } from './freshness-actor.ts'
import { readReloadLog, reloadGuarded } from './guarded-reload.ts'

interface HistoryLike {
  block(blocker: { blockerFn: (args: { nextLocation: { href: string }; action: string }) => boolean; enableBeforeUnload: boolean }): () => void
}

type View = BuildFreshnessState | 'pending'

let actor: FreshnessActorHandle | null = null
let view: View = 'pending'
const listeners = new Set<() => void>()
/** Forms the visitor typed into and has not sent (only POST forms hold input worth keeping). */
const editedForms = new WeakSet<HTMLFormElement>()

function setView(next: View): void {
  if (next === view) return
  view = next
  document.documentElement.dataset.buildFreshness = next
  for (const listener of [...listeners]) listener()
}

export function freshnessView(): View {
  return view
}

export function subscribeFreshness(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function hasUnsavedInput(): boolean {
  return Array.from(document.forms).some((form) => editedForms.has(form) && form.method === 'post')
}

/** The router's own reload marks (lazyRouteComponent); the runtime counts them as guarded reloads. */
const routerReloadPrefix = 'tanstack_router_reload:'
const seenRouterMarksKey = 'bilhuset-nord:reload-guard:router-marks'

/**
 * A route chunk that fails is reloaded once by the router itself before any
 * code of ours sees the error. A new page start counts a router mark it has
 * not seen as a reload of this path just now, so a second failure inside the
 * window ends on the error page (the router does not reload the same error twice).
 */
function countRouterReloads(): void {
  try {
    const seen = new Set<string>(JSON.parse(sessionStorage.getItem(seenRouterMarksKey) ?? '[]') as string[])
    const fresh: string[] = []
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)
      if (key?.startsWith(routerReloadPrefix) && !seen.has(key)) fresh.push(key)
    }
    if (fresh.length === 0) return
    const path = window.location.pathname
    sessionStorage.setItem(reloadLogKey, JSON.stringify(withReload(readReloadLog(), path, siteClock().now().getTime())))
    sessionStorage.setItem(seenRouterMarksKey, JSON.stringify([...seen, ...fresh]))
  } catch {
    // No sessionStorage: nothing to count.
  }
}

async function siteRunsAnotherBuild(): Promise<boolean> {
  try {
    const response = await fetch(`${buildInfoPath}?t=${siteClock().now().getTime()}`, { cache: 'no-store' })
    const reported = response.ok ? parseBuildInfo(await response.json()) : null
    return reported !== null && reported.id !== buildInfo.id
  } catch {
    return false
  }
}

/** Sets the router's own reload mark for this error (lazyRouteComponent), so only this guard reloads. */
function switchOffRouterReload(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error)
  try {
    sessionStorage.setItem(`${routerReloadPrefix}${message}`, '1')
  } catch {
    // ignore
  }
}

/** A chunk could not be loaded (Vite's preload error, or a route's error boundary). */
export function reportChunkError(error: unknown): void {
  // Already leaving the page: a second error of the same load is not a second failure.
  if (view === 'reloading' || view === 'loadingFully' || view === 'broken') return
  switchOffRouterReload(error)
  const event: BuildFreshnessEvent = { type: 'chunk.failed', path: window.location.pathname, at: siteClock().now().getTime(), reloads: readReloadLog() }
  if (actor) {
    actor.send(event)
    return
  }
  if (reloadedRecently(event.reloads, event.path, event.at)) setView('broken')
  else {
    setView('reloading')
    reloadGuarded(event.path)
  }
}

let started = false

/** Starts once per page (root component, in an effect). */
export function startBuildFreshness(history: HistoryLike): void {
  if (started) return
  started = true
  document.documentElement.dataset.buildFreshness = view
  document.documentElement.dataset.build = buildInfo.id
  countRouterReloads()
  // A lazily loaded chunk failed: reload only when the site answers with another build (a release removed
  // the chunk). Offline, or the same build, the feature's own message stands (e.g. "Dit valg kunne ikke gemmes").
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    // The router would reload at once for the same error (lazyRouteComponent) while the check below is
    // still under way, and then this guard a second time: switch the router's reload off now, so the
    // guard decides alone (a route's error boundary hands the error to reportChunkError as well).
    switchOffRouterReload(error)
    void siteRunsAnotherBuild().then((another) => {
      if (another) reportChunkError(error)
    })
  })
  document.addEventListener(
    'input',
    (event) => {
      const form = (event.target as Element | null)?.closest?.('form')
      if (form) editedForms.add(form)
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement) editedForms.delete(event.target)
    },
    true,
  )
  history.block({
    enableBeforeUnload: false,
    blockerFn: ({ nextLocation, action }) => {
      if (!actor || action !== 'PUSH' || actor.state() !== 'stale') return false
      actor.send({ type: 'navigation.request', href: nextLocation.href, unsavedInput: hasUnsavedInput() })
      // The machine took the full page load: the in-app navigation stops here.
      return actor.state() === 'loadingFully'
    },
  })
  let loading: Promise<void> | null = null
  const load = (): Promise<void> =>
    (loading ??= import('./freshness-actor.ts').then(
      ({ startFreshnessActor }) => {
        actor = startFreshnessActor(setView)
      },
      () => {
        // The machine's chunk is gone (a new release): the guard above still handles chunk errors.
      },
    ))
  // The machine loads on the first focus of the tab or 20 s after the page loaded, whichever comes
  // first: never part of the first load. Focus asks it to check at once.
  window.addEventListener('focus', () => {
    void load().then(() => actor?.send({ type: 'freshness.focus' }))
  })
  window.setTimeout(() => void load(), 20_000)
}
