/**
 * The guarded reload of spec 9 (machines/build-freshness/reload-guard.ts): the
 * per-tab log of reloads and a reload that records itself there. Used by the
 * first-load runtime (freshness-runtime.ts), the machine's actors it loads
 * later (freshness-actor.ts) and the error page's button, none of which
 * imports another for it.
 */
import { siteClock } from '../clock/clock.ts'
import { parseReloadLog, reloadLogKey, withReload, type ReloadLog } from '#machines/build-freshness/reload-guard.ts'

export function readReloadLog(): ReloadLog {
  try {
    return parseReloadLog(sessionStorage.getItem(reloadLogKey))
  } catch {
    return {}
  }
}

/** Reloads the current address and records it in the per-tab log (the guard's memory across the reload). */
export function reloadGuarded(path: string): void {
  try {
    sessionStorage.setItem(reloadLogKey, JSON.stringify(withReload(readReloadLog(), path, siteClock().now().getTime())))
  } catch {
    // No sessionStorage: the reload still happens; the router's own guard remains as a last resort.
  }
  window.location.reload()
}
