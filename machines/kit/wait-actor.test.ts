import { afterEach, describe, expect, it, vi } from 'vitest'
import { sleep } from './wait-actor.ts'

describe('sleep (the machines’ waits)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves after the time asked, not before', async () => {
    vi.useFakeTimers()
    let done = false
    void sleep(400, new AbortController().signal).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(399)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('never resolves once the machine has left the state, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    const stop = new AbortController()
    let done = false
    void sleep(400, stop.signal).then(() => (done = true))
    stop.abort()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(done).toBe(false)
  })
})
