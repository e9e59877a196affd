import { describe, expect, it } from 'vitest'
import { unavailableInBatches } from './availability-batches.ts'

/** A stand-in for the product API: refuses a batch over `max` ids, and knows which ids are sold. */
function fakeApi(max: number, sold: ReadonlySet<string>) {
  const asked: string[][] = []
  const check = async (batch: string[]) => {
    if (batch.length > max) throw new Error(`${batch.length} ids in one call (max ${max})`)
    asked.push(batch)
    return batch.filter((id) => sold.has(id))
  }
  return { asked, check }
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `bil-${i + 1}`)

describe('unavailableInBatches', () => {
  it('finds a sold vehicle in every batch, not only the first (250 saved, 100 per call)', async () => {
    // Hand-picked: one sold car in each of the three batches, one at each batch edge.
    const sold = new Set(['bil-5', 'bil-100', 'bil-101', 'bil-250'])
    const api = fakeApi(100, sold)
    const unavailable = await unavailableInBatches(ids(250), 100, api.check)
    expect(unavailable.sort()).toEqual(['bil-100', 'bil-101', 'bil-250', 'bil-5'])
    expect(api.asked.map((b) => b.length)).toEqual([100, 100, 50])
  })

  it('asks about each id once, duplicates included', async () => {
    const api = fakeApi(2, new Set(['b']))
    expect(await unavailableInBatches(['a', 'b', 'a', 'c', 'b'], 2, api.check)).toEqual(['b'])
    expect(api.asked).toEqual([['a', 'b'], ['c']])
  })

  it('asks nothing for no ids', async () => {
    const api = fakeApi(100, new Set())
    expect(await unavailableInBatches([], 100, api.check)).toEqual([])
    expect(api.asked).toEqual([])
  })
})
