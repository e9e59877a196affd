/**
 * The page cache's fast lane (issue 34, ADR 0009): a plain GET of a fresh page the page cache holds is
 * answered before Nitro, h3 and TanStack Start. Its answer must be the one the long way gives — the same
 * bytes, policy, security headers, locale cookie and request ids — and a publish must retire it at once.
 * On a stack of this spec's own (tests/private-stack.ts) with the page cache on for a minute, so nothing
 * goes stale during a test, and with the site's request log read: its line says which way answered.
 * The long way is asked for by HEAD, which the lane leaves to it: the same headers as a GET, no body.
 */
import { signWebhookBody } from '#src/content/webhook.server.ts'
import { expect, test } from './fixtures.ts'
import { startPrivateStack, type PrivateStack } from './private-stack.ts'

test.describe.configure({ mode: 'serial' })

/** Chromium's request for a page (its Accept-Encoding: the lane answers brotli). */
const browser = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  accept: 'text/html',
  'accept-encoding': 'gzip, deflate, br, zstd',
}
/** Differ between any two answers: the id of each request, the clock, and how the connection goes on (hop by hop). */
const perAnswer = ['x-request-id', 'date', 'age', 'connection', 'keep-alive']
/** The local content space's webhook secret in mock mode (app.config.server.ts). */
const webhookSecret = 'local-webhook-secret'

let stack: PrivateStack

test.beforeAll(async () => {
  test.setTimeout(60_000)
  // Production's product-API time-out (5 s), not the fault tests' 1 s: a cold /lager on a machine busy with
  // the whole suite took longer than 1 s, and the page was a 503.
  stack = await startPrivateStack({ portShift: 90, env: { PAGE_CACHE_TTL_SECONDS: '60', DATA_CACHE_TTL_SECONDS: '60', PRODUCT_API_TIMEOUT_MS: '5000' } })
})
test.afterAll(async () => {
  await stack?.close()
})

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
  /** The request log's line for this answer (by its request id). */
  line: Record<string, unknown> | undefined
}

async function get(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<Answer> {
  const response = await fetch(`${stack.siteUrl}${path}`, { method, headers: { ...browser, ...headers }, signal: AbortSignal.timeout(20_000) })
  const body = await response.text()
  const all: Record<string, string> = {}
  response.headers.forEach((value, name) => (all[name] = value))
  const id = all['x-request-id']
  // The line is written when the answer has been sent.
  await expect.poll(() => stack.logLines().some((line) => line.requestId === id)).toBe(true)
  return { status: response.status, headers: all, body, line: stack.logLines().find((line) => line.requestId === id) }
}

const comparable = (headers: Record<string, string>, leaveOut: string[] = []) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.includes(name) && !leaveOut.includes(name)))

for (const path of ['/lager', '/nye-biler/leasing-og-finansiering']) {
  test(`${path}: a fresh stored page is answered by the lane with exactly what the long way sends`, async () => {
    const first = await get(path)
    expect(first.status, `${first.body.slice(0, 300)}\n${stack.errorOutput()}`).toBe(200)
    expect(first.headers['x-cache']).toBe('MISS')
    const fast = await get(path)
    const long = await get(path, {}, 'HEAD')
    expect(fast.line).toMatchObject({ method: 'GET', status: 200, cache: 'HIT', lane: true, path })
    expect(long.line).toMatchObject({ method: 'HEAD', status: 200, cache: 'HIT', path })
    expect(long.line).not.toHaveProperty('lane')
    expect(fast.status).toBe(200)
    expect(comparable(fast.headers)).toEqual(comparable(long.headers))
    // The stored page, as the render that stored it sent it.
    expect(fast.body).toBe(first.body)
    // What that means, from the spec and ADR 0016 rather than from the long way.
    expect(fast.headers['content-encoding']).toBe('br')
    expect(fast.headers['cache-control']).toMatch(/public.*s-maxage/)
    expect(fast.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    expect(fast.headers['content-security-policy']).not.toContain("'nonce-")
    expect(fast.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(fast.headers['x-content-type-options']).toBe('nosniff')
    expect(fast.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(fast.headers['set-cookie']).toMatch(/^locale=da-DK;/)
    expect(fast.headers['x-served-by']).toBeTruthy()
    expect(Number(fast.headers.age)).toBeGreaterThanOrEqual(0)
    expect(fast.body).toContain('<html lang="da"')
  })
}

test('the lane sets the locale cookie only for a browser without it, and keeps the request id a proxy gave', async () => {
  await get('/lager')
  const known = await get('/lager', { cookie: 'locale=da-DK', 'x-request-id': 'v4711' })
  expect(known.line).toMatchObject({ lane: true, requestId: 'v4711' })
  expect(known.headers['x-request-id']).toBe('v4711')
  expect(known.headers['set-cookie']).toBeUndefined()
})

test('a returning browser revalidating a stored page gets the 304 from the lane, without the page, its policy or a cookie', async () => {
  const page = await get('/lager')
  const long = await get('/lager', {}, 'HEAD')
  const etag = page.headers.etag ?? ''
  expect(etag).toMatch(/^W\//)
  const revalidated = await get('/lager', { 'if-none-match': etag })
  expect(revalidated.status).toBe(304)
  expect(revalidated.body).toBe('')
  expect(revalidated.line).toMatchObject({ status: 304, cache: 'HIT', lane: true })
  // RFC 9110 15.4.5: a 304 carries what a 200 would (tag, caching, Vary), less the representation's own
  // headers; the browser keeps the policy it stored with the page; the cookie goes with pages only.
  expect(comparable(revalidated.headers)).toEqual(
    comparable(long.headers, ['content-type', 'content-length', 'content-encoding', 'content-security-policy', 'set-cookie']),
  )
  expect(revalidated.headers.etag).toBe(etag)
  // A tag of another page: the page itself, from the lane too.
  const changed = await get('/lager', { 'if-none-match': 'W/"en-anden-side"' })
  expect(changed.status).toBe(200)
  expect(changed.line).toMatchObject({ lane: true })
  expect(changed.body).toBe(page.body)
})

test('a query of its own is a page of its own: rendered, then stored', async () => {
  await get('/lager')
  const other = await get('/lager?sortering=pris-stigende')
  expect(other.headers['x-cache']).toBe('MISS')
  expect(other.line).not.toHaveProperty('lane')
  expect((await get('/lager?sortering=pris-stigende')).line).toMatchObject({ lane: true })
})

test('a publish retires the stored pages at once: the next request is rendered anew, then answered by the lane again', async () => {
  const before = await get('/')
  expect((await get('/')).line).toMatchObject({ lane: true })
  const story = (before.headers['surrogate-key'] ?? '').split(' ').find((key) => key.startsWith('story:'))
  expect(story).toBeTruthy()
  stack.contentSpace.reload()
  const body = JSON.stringify({ action: 'published', text: 'test', space_id: 1, story_id: Number(story?.slice('story:'.length)), full_slug: 'home' })
  const hook = await fetch(`${stack.siteUrl}/api/storyblok-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signWebhookBody(body, webhookSecret) },
    body,
  })
  expect(hook.status).toBe(200)
  const after = await get('/')
  expect(after.headers['x-cache']).toBe('MISS')
  expect(after.line).not.toHaveProperty('lane')
  expect((await get('/')).line).toMatchObject({ lane: true, cache: 'HIT' })
})
