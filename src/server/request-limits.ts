/**
 * What a request may be before the site spends any work on it (ADR 0016):
 *
 * - Methods per kind of address: pages (and sitemap.xml, robots.txt) answer
 *   GET and HEAD only, the Storyblok webhook POST only, server functions GET
 *   and POST (Start checks each function's own method), the search agents'
 *   unsubscribe link GET, HEAD and POST (RFC 8058 one-click, issue 35).
 *   Anything else is 405 with `Allow`.
 * - Bodies: at most 64 KB, checked by Content-Length before reading and
 *   counted while reading (a chunked body is cut off at the limit), so a
 *   large body is never buffered or parsed: 413.
 *
 * Pure module: web Request/Response only.
 */

/** Largest request body the site reads (server functions, the webhook). */
export const maxRequestBodyBytes = 64 * 1024

/** Where TanStack Start serves server functions. */
export const serverFnBase = '/_serverFn/'
export const webhookPath = '/api/storyblok-webhook'
/** The search agents' unsubscribe link: its page, and the mail client's one-click POST (RFC 8058). */
export const unsubscribePath = '/soegeagent/afmeld'

const pageMethods = ['GET', 'HEAD'] as const
const serverFnMethods = ['GET', 'POST'] as const
const webhookMethods = ['POST'] as const
const unsubscribeMethods = ['GET', 'HEAD', 'POST'] as const

/** The methods an address answers. */
export function allowedMethods(pathname: string): readonly string[] {
  if (pathname.startsWith(serverFnBase)) return serverFnMethods
  if (pathname === webhookPath) return webhookMethods
  if (pathname === unsubscribePath) return unsubscribeMethods
  return pageMethods
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } })
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return plain(405, '405 Metoden er ikke tilladt her.', { allow: allowed.join(', ') })
}

export function payloadTooLarge(): Response {
  // The rest of the body is not read; the connection is closed rather than drained.
  return plain(413, '413 Forespørgslen er for stor.', { connection: 'close' })
}

/** A server-function request that is broken (unknown function, malformed payload): 400 without internals. */
export function badServerFnRequest(): Response {
  return new Response(JSON.stringify({ error: 'Ugyldig forespørgsel.' }), {
    status: 400,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/**
 * A server-function POST whose body is not JSON (text/plain, a form, XML):
 * 415. Start's own client sends JSON (`application/json`), and no function of
 * the site takes FormData, so anything else is refused before Start parses it
 * (a form body would otherwise reach the function's validator as FormData).
 * Null when the request is fine.
 */
export function unsupportedServerFnBody(request: Request): Response | null {
  if (request.method !== 'POST' || !new URL(request.url).pathname.startsWith(serverFnBase)) return null
  if (!mayHaveBody(request)) return null
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return null
  return new Response(JSON.stringify({ error: 'Ugyldig forespørgsel.' }), {
    status: 415,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', accept: 'application/json' },
  })
}

/** A request may carry a body: it says so with Content-Length above 0 or Transfer-Encoding. */
function mayHaveBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (length !== null) return length.trim() !== '0'
  return request.headers.has('transfer-encoding') || request.body !== null
}

/**
 * The request with its body read into memory (at most `maxBytes`), or a 413
 * answer. The body is read before any handler parses it; the copy is an
 * ordinary request whose body can be read again.
 */
export async function withBoundedBody(request: Request, maxBytes: number = maxRequestBodyBytes): Promise<Request | Response> {
  if (!mayHaveBody(request)) return request
  const declared = request.headers.get('content-length')
  if (declared !== null && !/^\s*\d+\s*$/.test(declared)) return plain(400, '400 Ugyldig Content-Length.')
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {})
    return payloadTooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return payloadTooLarge()
      }
      chunks.push(value)
    }
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(size))
  return new Request(request.url, { method: request.method, headers, body: size > 0 ? body : null, signal: request.signal })
}
