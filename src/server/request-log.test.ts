import { describe, expect, it } from 'vitest'
import { BytesResponse } from './http-encoding.ts'
import { withRequestLog } from './request-log.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function logged(answer: () => Response) {
  const lines: string[] = []
  const handler = withRequestLog(() => answer(), { instanceId: 'web-1', enabled: true, write: (line) => lines.push(line) })
  return { handler, lines }
}

describe('withRequestLog', () => {
  it('counts a streamed answer in flight until its body has been read, then logs it once', async () => {
    const { handler, lines } = logged(() => new Response('hej', { status: 201, headers: { 'x-cache': 'MISS' } }))
    const response = await handler(new Request('http://site.test/lager?side=2'))
    await settle()
    expect(handler.inFlight()).toBe(1)
    expect(lines).toHaveLength(0)
    expect(await response.text()).toBe('hej')
    expect(handler.inFlight()).toBe(0)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ path: '/lager', query: '?side=2', status: 201, cache: 'MISS', instance: 'web-1' })
    expect(response.headers.get('x-served-by')).toBe('web-1')
  })

  it('hands a cached page on as the same BytesResponse (Node writes it at once) and ends it when the bytes are handed over', async () => {
    const page = new BytesResponse(new TextEncoder().encode('<!doctype html>'), { status: 200, headers: { 'content-type': 'text/html' } })
    const { handler, lines } = logged(() => page)
    const response = await handler(new Request('http://site.test/lager'))
    expect(response).toBe(page)
    await settle()
    expect(handler.inFlight()).toBe(1)
    expect(page._toNodeResponse().headers).toContain('x-request-id')
    expect(handler.inFlight()).toBe(0)
    expect(lines).toHaveLength(1)
  })

  it('ends a BytesResponse read as a web stream too, and one without a body at once', async () => {
    const page = new BytesResponse(new TextEncoder().encode('side'), { status: 200, headers: {} })
    const { handler, lines } = logged(() => page)
    const response = await handler(new Request('http://site.test/'))
    await settle()
    expect(handler.inFlight()).toBe(1)
    expect(await response.text()).toBe('side')
    expect(handler.inFlight()).toBe(0)
    const head = logged(() => new BytesResponse(null, { status: 200, headers: {} }))
    await head.handler(new Request('http://site.test/', { method: 'HEAD' }))
    expect(head.handler.inFlight()).toBe(0)
    expect(head.lines).toHaveLength(1)
    expect(lines).toHaveLength(1)
  })
})
