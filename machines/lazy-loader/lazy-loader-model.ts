/** Test model of the lazy store's loader (load-machine factory); also drives the lazy store's conformance test. */
import { createLoadModel } from '../shared/load-model.ts'
import { lazyLoaderConfig, lazyLoaderMachine } from './lazy-loader-machine.ts'

export const lazyLoaderModel = createLoadModel(lazyLoaderConfig, lazyLoaderMachine, {
  title: 'Hentning af listernes kode (sammenlign, favoritter)',
  summary:
    'Sammenlignings- og favoritlisternes kode hentes først, når der er brug for den: når en gemt liste findes, når den besøgende ' +
    'sætter et flueben, eller når den besøgende peger på et. Et flueben sat før det gemmes straks og overlever en genindlæsning.',
  start: 'Den besøgende sætter et flueben (eller en gemt liste findes)',
  input: null,
  value: null,
  reasons: { unavailable: 'koden kunne ikke hentes' },
  states: { idle: 'kode ikke hentet (listen tom)', loading: 'henter listens kode …', loaded: 'listen kører', failed: 'koden kunne ikke hentes' },
  eventTypes: {
    'load.start': 'Den besøgende sætter et flueben, eller siden finder en gemt liste.',
    'load.retry': 'Den besøgende peger på et flueben igen (hensigt).',
    'xstate.done.actor.load': 'Koden er hentet.',
    'xstate.error.actor.load': 'Hentningen fejlede (offline eller ny version).',
  },
})

type LazyLoaderSnapshot = Parameters<typeof lazyLoaderModel.events>[0]

/**
 * What a browser test can make happen (tests/lazy-loader-paths.spec.ts): a tick, intent (pointer over a
 * box), the code arriving, and its request failing. Not intent before any load: the real store loads on
 * intent then, so a pointer over a box in `idle` is a start, never the machine's ignored `load.retry`.
 * Not `done` with a refusal: the store has one way to fail, an import that throws.
 */
export function lazyLoaderUiEvents(snapshot: LazyLoaderSnapshot) {
  return lazyLoaderModel.events(snapshot).filter((e) => {
    if (e.type === 'load.retry') return snapshot.value !== 'idle'
    if (e.type === 'xstate.done.actor.load') return (e as unknown as { output: { ok: boolean } }).output.ok
    return true
  })
}
