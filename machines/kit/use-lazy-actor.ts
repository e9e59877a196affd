/**
 * A machine a page loads on the visitor's first action, not on the first load
 * (ADR 0011): until then the page shows what the server rendered, and neither
 * xstate nor the machine is in the browser. The first `ensure()` imports the
 * actor's module and starts it; its snapshots then drive the view. A load that
 * fails (offline, a new release removed the chunk) shows `onLoadFailed`'s view,
 * and the next `ensure()` tries again. The actor stops when the page unmounts,
 * also if it finishes loading after that.
 *
 * The lease calculator (src/leasing/calculator/use-lease-calculator.ts) and
 * the minilease configurator (src/leasing/minilease/use-minilease-configurator.ts)
 * are built on it; persisted machines use lazy-machine.ts instead.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

export interface LazyActorOptions<TActor extends AnyActorRef, TView> {
  /** Imports the actor's module and starts the actor (a dynamic import, so it stays off the first load). */
  start: () => Promise<TActor>
  /** What the page shows for a snapshot of the machine. */
  toView: (snapshot: SnapshotFrom<TActor>) => TView
  /** What the page shows when the module could not be loaded. */
  onLoadFailed: (view: TView) => TView
}

export interface LazyActor<TActor, TView> {
  view: TView
  /** Shows a change at once, before the machine has loaded or answered. */
  setView: Dispatch<SetStateAction<TView>>
  /** The running actor, loaded and started on the first call; after a failed load the next call tries again. */
  ensure(): Promise<TActor>
  /** No actor is running or loading: never started, or its load failed. */
  isFresh(): boolean
}

export function useLazyActor<TActor extends AnyActorRef, TView>(initialView: TView, options: LazyActorOptions<TActor, TView>): LazyActor<TActor, TView> {
  const [view, setView] = useState<TView>(initialView)
  const actor = useRef<Promise<TActor> | null>(null)
  // Taken once: the page's first render decides how the machine starts.
  const optionsRef = useRef(options)
  const stopped = useRef(false)

  const ensure = useCallback((): Promise<TActor> => {
    const { start, toView, onLoadFailed } = optionsRef.current
    actor.current ??= start().then(
      (running) => {
        const show = (snapshot: SnapshotFrom<TActor>) => setView(toView(snapshot))
        running.subscribe(show)
        // The actor may already have taken the server's state (e.g. its quote): show the state it is in now,
        // not only the next change.
        show(running.getSnapshot())
        if (stopped.current) running.stop()
        return running
      },
      (error: unknown) => {
        actor.current = null
        setView(onLoadFailed)
        throw error
      },
    )
    return actor.current
  }, [])

  useEffect(
    () => () => {
      stopped.current = true
      void actor.current?.then((running) => running.stop()).catch(() => undefined)
    },
    [],
  )

  const isFresh = useCallback(() => actor.current === null, [])
  return { view, setView, ensure, isFresh }
}
