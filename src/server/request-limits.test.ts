import { describe, expect, it } from 'vitest'
import { allowedMethods, maxRequestBodyBytes, unsupportedServerFnBody, withBoundedBody } from './request-limits.ts'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://site.test/_serverFn/abc', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

/** A body of `chunks` chunks of 16 KB that counts how many the reader pulled. */
function countingStream(chunks: number) {
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled++
      controller.enqueue(new Uint8Array(16 * 1024).fill(123))
      if (counter.pulled >= chunks) controller.close()
    },
  })
  return { stream, counter }
}

describe('allowedMethods', () => {
  it('pages GET and HEAD, server functions GET and POST, the webhook POST only, the unsubscribe link GET, HEAD and POST (RFC 8058)', () => {
    expect(allowedMethods('/lager')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/sitemap.xml')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/_serverFn/abc')).toEqual(['GET', 'POST'])
    expect(allowedMethods('/api/storyblok-webhook')).toEqual(['POST'])
    expect(allowedMethods('/soegeagent/afmeld')).toEqual(['GET', 'HEAD', 'POST'])
    expect(allowedMethods('/soegeagent/bekraeft')).toEqual(['GET', 'HEAD'])
  })
})

describe('withBoundedBody', () => {
  it('passes a body up to 64 KB on, readable again', async () => {
    const text = JSON.stringify({ data: 'x'.repeat(maxRequestBodyBytes - 20) })
    const bounded = await withBoundedBody(post(text, { 'content-type': 'application/json' }))
    expect(bounded).toBeInstanceOf(Request)
    expect(await (bounded as Request).text()).toBe(text)
    expect((bounded as Request).headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })

  it('refuses a larger Content-Length with 413 before reading anything', async () => {
    const { stream, counter } = countingStream(10_000)
    const answer = await withBoundedBody(post(stream, { 'content-length': String(200 * 1024 * 1024) }))
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(413)
    expect(counter.pulled).toBeLessThanOrEqual(1)
  })

  it('stops reading a chunked body at the limit: 413, the rest never pulled', async () => {
    const { stream, counter } = countingStream(10_000)
    const answer = await withBoundedBody(post(stream))
    expect((answer as Response).status).toBe(413)
    expect(counter.pulled).toBeLessThan(8)
  })

  it('counts what it reads, whatever Content-Length says', async () => {
    const { stream } = countingStream(10)
    const answer = await withBoundedBody(post(stream, { 'content-length': '100' }))
    expect((answer as Response).status).toBe(413)
  })

  it('refuses a malformed Content-Length with 400', async () => {
    const answer = await withBoundedBody(post('{}', { 'content-length': '12abc' }))
    expect((answer as Response).status).toBe(400)
  })

  it('leaves a request without a body alone', async () => {
    const request = post(null, { 'content-length': '0' })
    expect(await withBoundedBody(request)).toBe(request)
  })
})

describe('unsupportedServerFnBody (issue 31)', () => {
  const bodyOf = (type: string | null, body = 'a=1') =>
    post(body, type ? { 'content-type': type, 'content-length': String(body.length) } : { 'content-length': String(body.length) })
  it('refuses a server-function body that is not JSON with 415 and the typed error', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/xml', null]) {
      const answer = unsupportedServerFnBody(bodyOf(type))
      expect(answer?.status, String(type)).toBe(415)
      expect(await answer?.json()).toEqual({ error: 'Ugyldig forespørgsel.' })
    }
  })
  it('lets JSON, an empty body, GET and other addresses through', () => {
    expect(unsupportedServerFnBody(bodyOf('application/json', '{}'))).toBeNull()
    expect(unsupportedServerFnBody(bodyOf('Application/JSON; charset=utf-8', '{}'))).toBeNull()
    expect(unsupportedServerFnBody(post(null, { 'content-length': '0' }))).toBeNull()
    expect(unsupportedServerFnBody(new Request('http://site.test/_serverFn/abc?payload=x'))).toBeNull()
    expect(
      unsupportedServerFnBody(new Request('http://site.test/api/storyblok-webhook', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })),
    ).toBeNull()
  })
})
