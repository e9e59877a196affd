import { afterEach, describe, expect, it, vi } from 'vitest'
import { openLane, withLane, type Lane } from './page-cache-lane.ts'

const request = () => new Request('http://site.test/lager')

describe('withLane', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('answers with the lane when it can, and leaves everything else to the long way', async () => {
    const longWay: string[] = []
    let lane: Lane | undefined
    const fetch = withLane(
      (r) => {
        longWay.push(new URL(r.url).pathname)
        return new Response('lang')
      },
      () => lane,
    )
    // No lane yet (the server entry loads on the first request).
    expect(await (await fetch(request())).text()).toBe('lang')
    lane = () => new Response('hurtig')
    expect(await (await fetch(request())).text()).toBe('hurtig')
    lane = () => undefined
    expect(await (await fetch(request())).text()).toBe('lang')
    expect(longWay).toEqual(['/lager', '/lager'])
  })

  it('sends the request the long way and reports it when the lane throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = withLane(
      () => new Response('lang'),
      () => () => {
        throw new Error('i stykker')
      },
    )
    expect(await (await fetch(request())).text()).toBe('lang')
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]?.[0])).toContain('hurtigsporet')
  })

  it('reads the lane the server entry opened, in the slot shared between module graphs', async () => {
    const fetch = withLane(() => new Response('lang'))
    openLane(() => new Response('hurtig'))
    try {
      expect(await (await fetch(request())).text()).toBe('hurtig')
    } finally {
      openLane(() => undefined)
    }
    expect(await (await fetch(request())).text()).toBe('lang')
  })
})
