/**
 * The reload guard of spec 9: after a chunk-loading error the page reloads
 * the same path at most once per `constants.reloadGuardMs` (10 s). Pure and
 * without xstate, so the first-load code can apply the same rule before the
 * build-freshness machine has loaded (the machine's guard uses it too).
 */
import { constants } from '#app.config'

/** Reloads per path: the time (ms since the epoch) of the last guarded reload. */
export type ReloadLog = Readonly<Record<string, number>>

/** True when `path` was reloaded for a chunk error less than the guard window ago. */
export function reloadedRecently(log: ReloadLog, path: string, now: number, windowMs: number = constants.reloadGuardMs): boolean {
  const last = log[path] ?? Number.POSITIVE_INFINITY // never reloaded: never recent
  return now >= last && now - last < windowMs
}

/** The log after a reload of `path` at `now`; entries older than the window are dropped. */
export function withReload(log: ReloadLog, path: string, now: number, windowMs: number = constants.reloadGuardMs): ReloadLog {
  const kept: Record<string, number> = {}
  for (const [p, at] of Object.entries(log)) if (now >= at && now - at < windowMs) kept[p] = at
  kept[path] = now
  return kept
}

/** Reads a stored log leniently: anything malformed counts as no reloads. */
export function parseReloadLog(text: string | null): ReloadLog {
  try {
    // No log reads as "null" (null); a string's or a number's entries hold no numbers, so only arrays and null need
    // turning away; Number.isFinite is false for anything but a finite number.
    const value: unknown = JSON.parse(String(text))
    const log: Record<string, number> = {}
    for (const [p, at] of Object.entries(Array.isArray(value) ? {} : (value ?? {}))) if (Number.isFinite(at)) log[p] = at as number
    return log
  } catch {
    return {}
  }
}

/** The sessionStorage key of the log (per tab, as spec 9 asks: the guard is per visitor's tab and path). */
export const reloadLogKey = 'bilhuset-nord:reload-guard'
