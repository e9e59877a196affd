/**
 * Loading a list machine's code on demand (the lazy store, ADR 0011): the
 * compare and favourites machines are not on a page's first load; their
 * code is fetched when a journal exists, when the visitor ticks a box, or on
 * intent (pointer over or focus on a control). Until then the list is known
 * to be empty and ticks wait in storage. If the code cannot be fetched
 * (offline, or a new release removed the file), the waiting ticks are
 * dropped with a notice and the next tick or intent tries again.
 *
 * The lazy store itself (machines/kit/lazy-store.ts) stays hand-written
 * without xstate, because it sits in every page's first load; this machine
 * is its specification: `lazy-store.conformance.test.ts` walks every path of
 * this machine's model against the real lazy store.
 */
import { createLoadMachine, type LoadMachineConfig } from '../shared/load-machine.ts'

export type LazyLoaderReason = 'unavailable'

export const lazyLoaderConfig: LoadMachineConfig<LazyLoaderReason> = {
  id: 'lazy-loader',
  reasons: ['unavailable'],
  errorReason: 'unavailable',
  stale: false,
  resettable: false,
  restartable: false,
  texts: {
    idle: 'Listens kode er ikke hentet: listen er kendt tom (ingen journal), og et flueben venter i browserens lager.',
    loading: 'Listens kode hentes (en journal findes, den besøgende satte et flueben, eller pegede på et).',
    loaded: 'Listens maskine kører; ventende flueben er afleveret til den.',
    failed: 'Koden kunne ikke hentes (offline, eller en ny version har fjernet filen): ventende flueben droppes med en besked.',
    start: 'En journal findes, den besøgende sætter et flueben, eller et andet faneblad starter en liste.',
    retry: 'Den besøgende peger på eller fokuserer et flueben igen (hensigt): koden hentes igen.',
    done: 'Koden er hentet, og listens maskine er startet.',
    refused: 'Koden kunne ikke bruges.',
    error: 'Hentningen af koden fejlede.',
  },
}

export const lazyLoaderMachine = createLoadMachine<null, null, LazyLoaderReason>(lazyLoaderConfig)
