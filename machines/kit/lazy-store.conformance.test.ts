/**
 * The lazy store (lazy-store.ts) against its specification, the lazy-loader
 * machine (machines/lazy-loader/): every path generated from the machine's
 * model is walked on a real lazy store, and after each step the store's
 * loader must be where the machine is. The store stays hand-written without
 * xstate because it is in every page's first load (ADR 0011).
 */
import { describe, expect, it } from 'vitest'
import { compareDefinition, type CompareMachine } from '../compare/compare-machine.ts'
import { lazyLoaderModel } from '../lazy-loader/lazy-loader-model.ts'
import { createMemoryStorageArea } from './journal-storage.ts'
import { createLazyPersistentStore } from './lazy-store.ts'
import { generatePaths } from './model-paths.ts'
import { createPersistentStore, type PersistentStore } from './persistent-store.ts'

const paths = generatePaths(lazyLoaderModel)
const silent = { warn: () => undefined }

function lazyStore() {
  const area = createMemoryStorageArea()
  const pending: { resolve(): void; reject(): void }[] = []
  const errors: unknown[] = []
  const lazy = createLazyPersistentStore<CompareMachine>({
    machineId: 'compare',
    storage: area.handle(),
    load: () =>
      new Promise<PersistentStore<CompareMachine>>((resolve, reject) => {
        pending.push({
          resolve: () => resolve(createPersistentStore(compareDefinition, { storage: area.handle(), logger: silent })),
          reject: () => reject(new Error('Failed to fetch dynamically imported module')),
        })
      }),
    onLoadError: (error) => errors.push(error),
  })
  lazy.subscribe(() => undefined)
  return { lazy, pending, errors }
}

describe('lazy store conforms to the lazy-loader machine', () => {
  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(3)
  })

  for (const path of paths) {
    it(`path ${path.number}: ${path.steps.map((s) => lazyLoaderModel.describeEvent(s.event)).join(' → ')}`, async () => {
      const { lazy, pending, errors } = lazyStore()
      let state = String(path.initial.value)
      expect(lazy.loadState()).toBe(state)
      let ticks = 0
      for (const step of path.steps) {
        const { event } = step
        if (event.type === 'load.start') {
          ticks++
          lazy.send({ type: 'compare.add', vehicle: { id: `bil-${ticks}`, label: `Bil ${ticks}` } })
        } else if (event.type === 'load.retry') {
          // Intent after a failure loads again; elsewhere the machine ignores it, and so does the test.
          if (state === 'failed') lazy.preload()
        } else if (event.type === 'xstate.done.actor.load' && (event as unknown as { output: { ok: boolean } }).output.ok) {
          pending.at(-1)?.resolve()
        } else {
          pending.at(-1)?.reject()
        }
        await new Promise((r) => setTimeout(r, 0))
        state = String(step.state.value)
        expect(lazy.loadState(), `after "${lazyLoaderModel.describeEvent(event)}"`).toBe(state)
        const view = lazy.getView()
        if (state === 'loaded') expect(view.status).toBe('ready')
        // A failed load drops the waiting ticks and says so.
        if (state === 'failed') {
          expect(view).toEqual({ status: 'empty', queued: [] })
          expect(errors.length).toBeGreaterThan(0)
        }
      }
    })
  }
})
