import { createServer, get, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FastResponse, type NodeHttp1Handler } from 'srvx'
import { toNodeHandler } from 'srvx/node'
import { describe, expect, it } from 'vitest'
import { withRequestLog } from './request-log.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Serves a fetch handler the way the production server does (srvx's Node adapter, which Nitro runs). */
async function onNode(handler: (request: Request) => Promise<Response>) {
  const server = createServer(toNodeHandler(handler) as NodeHttp1Handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

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

  it('hands a cached page on as the same response (Node writes it at once) and ends it when the bytes are handed over', async () => {
    // Larger than what the socket buffers hold: the last bytes are handed over once the client reads them.
    const bytes = new Uint8Array(32 * 1024 * 1024).fill(60)
    const page = new FastResponse(bytes, { status: 200, headers: { 'content-type': 'text/html' } })
    const { handler, lines } = logged(() => page)
    const answered: Response[] = []
    const server = await onNode(async (request) => {
      const response = await handler(request)
      answered.push(response)
      return response
    })
    try {
      const response = await new Promise<IncomingMessage>((resolve) => get(`${server.url}/lager`, resolve))
      expect(answered[0]).toBe(page)
      expect(response.headers['x-request-id']).toBeTruthy()
      // The bytes were handed to Node as they are (a length, not a chunked web stream).
      expect(response.headers['content-length']).toBe(String(bytes.byteLength))
      await settle()
      expect(handler.inFlight()).toBe(1)
      expect(lines).toHaveLength(0)
      let received = 0
      for await (const chunk of response) received += (chunk as Buffer).byteLength
      expect(received).toBe(bytes.byteLength)
      await expect.poll(() => handler.inFlight()).toBe(0)
      expect(lines).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  it('ends a response of bytes read as a web stream too, and one without a body at once', async () => {
    const page = new FastResponse(new TextEncoder().encode('side'), { status: 200, headers: {} })
    const { handler, lines } = logged(() => page)
    const response = await handler(new Request('http://site.test/'))
    await settle()
    expect(handler.inFlight()).toBe(1)
    expect(await response.text()).toBe('side')
    expect(handler.inFlight()).toBe(0)
    const head = logged(() => new FastResponse(null, { status: 200, headers: {} }))
    await head.handler(new Request('http://site.test/', { method: 'HEAD' }))
    expect(head.handler.inFlight()).toBe(0)
    expect(head.lines).toHaveLength(1)
    expect(lines).toHaveLength(1)
  })

  it('on Node, ends at once an answer whose client left before it was ready', async () => {
    let leave = () => {}
    const clientLeft = new Promise<void>((resolve) => (leave = resolve))
    const lines: string[] = []
    const handler = withRequestLog(
      async (request: Request) => {
        request.signal.addEventListener('abort', () => leave())
        await clientLeft
        return new FastResponse(new TextEncoder().encode('for sent'), { status: 200, headers: {} })
      },
      { instanceId: 'web-1', enabled: true, write: (line) => lines.push(line) },
    )
    const server = await onNode(handler)
    try {
      const request = get(`${server.url}/lager`)
      request.on('error', () => {})
      await expect.poll(() => handler.inFlight()).toBe(1)
      request.destroy()
      await clientLeft
      await expect.poll(() => handler.inFlight()).toBe(0)
      expect(lines).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  /**
   * A visitor who leaves before the answer (closes the tab, navigates on) is not a fault of the site: the
   * line is nginx's 499 "client closed request" at level info, not a 500 at level error with a stack trace
   * (issue 34: every aborted request used to print Node's "Error: aborted" and log a 500).
   */
  describe('a client that closes the connection before the answer', () => {
    async function leaveEarly(inner: (request: Request) => Promise<Response>) {
      const lines: string[] = []
      const handler = withRequestLog(inner, { instanceId: 'web-1', enabled: true, write: (line) => lines.push(line) })
      const server = await onNode(handler)
      try {
        const request = get(`${server.url}/lager`)
        request.on('error', () => {})
        await expect.poll(() => handler.inFlight()).toBe(1)
        request.destroy()
        await expect.poll(() => lines.length).toBe(1)
        return JSON.parse(lines[0] ?? '') as { level: string; status: number }
      } finally {
        await server.close()
      }
    }
    /** Waits for the request's signal, as a render that passes it on does, and fails with its reason. */
    const untilAborted = (request: Request) =>
      new Promise<never>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)))

    it("marks the reason the work fails with as a 499, so a framework that answers by an error's status answers 499", async () => {
      const reasons: unknown[] = []
      const line = await leaveEarly(async (request) => {
        try {
          return await untilAborted(request)
        } catch (error) {
          reasons.push(error)
          // TanStack Start's rule for an uncaught error: its own HTTP status if it has one, else a 500 (and a stack trace).
          const status = (error as { status?: number }).status
          return new Response(null, { status: status !== undefined && status >= 400 ? status : 500 })
        }
      })
      expect(reasons).toHaveLength(1)
      expect(reasons[0]).toBeInstanceOf(Error)
      expect(reasons[0]).toMatchObject({ status: 499, statusText: 'Client Closed Request' })
      expect(line).toMatchObject({ level: 'info', status: 499 })
    })

    it('answers 499 itself when the work throws after the client has gone', async () => {
      const line = await leaveEarly(async (request) => untilAborted(request))
      expect(line).toMatchObject({ level: 'info', status: 499 })
    })

    it('still logs a real failure as a 500 at level error', async () => {
      const lines: string[] = []
      const handler = withRequestLog(
        async () => {
          throw new Error('produkt-API’et svarede ikke')
        },
        { instanceId: 'web-1', enabled: true, write: (line) => lines.push(line) },
      )
      await expect(handler(new Request('http://site.test/lager'))).rejects.toThrow('produkt-API')
      expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'error', status: 500 })
    })
  })
  it('answerNow: a request answered at once gets the ids, is counted until its body is read and logged as the lane’s', async () => {
    const { handler, lines } = logged(() => new Response('den lange vej'))
    const sent: (readonly [string, string][])[] = []
    const response = handler.answerNow(new Request('http://site.test/lager?side=2', { headers: { 'x-request-id': 'v123' } }), (_url, headers) => {
      sent.push(headers())
      return { response: new FastResponse(new TextEncoder().encode('fra hukommelsen'), { status: 200, headers: [...headers()] }), cache: 'HIT' }
    })
    expect(sent).toEqual([
      [
        ['x-request-id', 'v123'],
        ['x-served-by', 'web-1'],
      ],
    ])
    expect(response?.headers.get('x-request-id')).toBe('v123')
    expect(handler.inFlight()).toBe(1)
    expect(lines).toHaveLength(0)
    expect(await response?.text()).toBe('fra hukommelsen')
    expect(handler.inFlight()).toBe(0)
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        requestId: 'v123',
        instance: 'web-1',
        path: '/lager',
        query: '?side=2',
        status: 200,
        cache: 'HIT',
        lane: true,
        msg: 'request',
      }),
    ])
  })

  it('answerNow: a request the lane declines is neither counted nor logged, and the long way’s line has no lane', async () => {
    const { handler, lines } = logged(() => new Response('den lange vej', { headers: { 'x-cache': 'MISS' } }))
    const request = new Request('http://site.test/lager')
    expect(handler.answerNow(request, () => undefined)).toBeUndefined()
    expect(handler.inFlight()).toBe(0)
    expect(lines).toHaveLength(0)
    expect(await (await handler(request)).text()).toBe('den lange vej')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).not.toHaveProperty('lane')
  })
  it('answerNow: declines every request while the instance drains, so each answer takes the long way and closes its connection', () => {
    let draining = false
    const lines: string[] = []
    const handler = withRequestLog(() => new Response('den lange vej'), {
      instanceId: 'web-1',
      enabled: true,
      write: (line) => lines.push(line),
      draining: () => draining,
    })
    const answer = () => ({ response: new FastResponse(null, { status: 200, headers: [] }), cache: 'HIT' })
    expect(handler.answerNow(new Request('http://site.test/lager'), answer)).toBeDefined()
    draining = true
    expect(handler.answerNow(new Request('http://site.test/lager'), answer)).toBeUndefined()
    expect(lines).toHaveLength(1)
  })
  it('answerNow on Node: logs the status the lane answered (a 304), though srvx forgets it once sent', async () => {
    const { handler, lines } = logged(() => new Response('den lange vej'))
    const server = await onNode(
      async (request) =>
        handler.answerNow(request, (_url, headers) => ({ response: new FastResponse(null, { status: 304, headers: [...headers()] }), cache: 'HIT' })) ??
        new Response(null, { status: 500 }),
    )
    try {
      const response = await new Promise<IncomingMessage>((resolve) => get(`${server.url}/lager`, resolve))
      expect(response.statusCode).toBe(304)
      response.resume()
      await expect.poll(() => lines.length).toBe(1)
      expect(JSON.parse(lines[0] ?? '')).toMatchObject({ status: 304, cache: 'HIT', lane: true })
    } finally {
      await server.close()
    }
  })
})
