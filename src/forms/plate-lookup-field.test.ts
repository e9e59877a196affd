import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { loadState } from '#machines/shared/load-machine.ts'

/** The site's lookups, each answered when the test says so. */
const lookups = vi.hoisted(() => [] as ((answer: unknown) => void)[])
vi.mock('./plate-lookup.functions.ts', () => ({
  lookupTradeInPlate: () => new Promise((resolve) => lookups.push(resolve)),
}))

const { plateLookupFlow } = await import('./plate-lookup-field.tsx')

const yaris = { make: 'Toyota', model: 'Yaris', year: 2019 }

function request(plate: string) {
  return { plate, onAnswer: vi.fn(), fill: vi.fn() }
}

describe('the plate lookup: an answer is the plate’s it was asked for', () => {
  it('a found car fills the car fields', async () => {
    const actor = createActor(plateLookupFlow).start()
    const mormor = request('MORMOR')
    actor.send({ type: 'load.start', input: mormor as never })
    lookups.shift()?.({ status: 'found', car: yaris })
    await waitFor(actor, (s) => loadState(s) === 'loaded')
    expect(mormor.fill).toHaveBeenCalledWith(yaris)
    expect(mormor.onAnswer).toHaveBeenCalledTimes(1)
  })

  it('the plate changed while it was looked up: the old plate’s car does not fill the fields (nor its answer show)', async () => {
    const actor = createActor(plateLookupFlow).start()
    const mormor = request('MORMOR')
    actor.send({ type: 'load.start', input: mormor as never })
    actor.send({ type: 'load.invalidate' })
    lookups.shift()?.({ status: 'found', car: yaris })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mormor.fill).not.toHaveBeenCalled()
    expect(mormor.onAnswer).not.toHaveBeenCalled()
    expect(loadState(actor.getSnapshot())).not.toBe('loaded')
  })
})
