/**
 * The waits the site's machines invoke (a debounce, a delay before a check):
 * an invoked actor that resolves after a time, and whose timer is cleared
 * when the machine leaves the state that invoked it (the actor's signal), so
 * a stopped wait never fires. Model tests provide their own controllable
 * waits instead.
 */
import { fromPromise } from 'xstate'

/** Resolves after `ms`, unless `signal` aborts first (then it never resolves, and the timer is gone). */
export function sleep(ms: number, signal: AbortSignal): Promise<undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}

/** A wait of a fixed length (a debounce: each entry of the state starts it again). */
export function pauseActor(ms: number) {
  return fromPromise<undefined, undefined>(({ signal }) => sleep(ms, signal))
}

/** A wait whose length the machine gives as input (`{ delayMs }`). */
export const delayActor = fromPromise<undefined, { delayMs: number }>(({ input, signal }) => sleep(input.delayMs, signal))
