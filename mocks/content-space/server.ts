/**
 * A local, Storyblok-compatible content delivery server for the content space
 * stored in the repository (content-space/). The site's Storyblok SDK talks to
 * it exactly as to Storyblok's CDN (`endpoint: http://127.0.0.1:4020/v2`), so
 * the site needs no Storyblok account to run, and tests exercise the real SDK.
 *
 *   const space = await startContentSpace({ port: 4020 })
 *   // … space.url === 'http://127.0.0.1:4020/v2'
 *   await space.close()
 *
 * Test control (fault tests, like the mock product API's /__control): while
 * an outage is on, every content request is answered with its status (503 by
 * default): `POST /__control/outage` (body `{ "status": 503 }` optional),
 * `DELETE /__control/outage`; or `space.setOutage(503)` / `setOutage(null)`.
 * A slow space (issue 31): while a delay is on, every content request is
 * answered that many milliseconds late (`POST /__control/slow` with
 * `{ "delayMs": 3000 }`, `DELETE /__control/slow`; or `space.setDelay(3000)` /
 * `setDelay(null)`); an outage then answers late too.
 *
 * Plain node:http; runs under Node's type stripping (erasable TypeScript only).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { handleCdnRequest, type ApiTokens } from './cdn-api.ts'
import { loadSpace, type Space } from './space.ts'

export const defaultSpaceDir = fileURLToPath(new URL('../../content-space/', import.meta.url))

/** The tokens the site's default configuration uses (app.config.ts). */
export const defaultTokens: ApiTokens = { publicToken: 'local-public-token', previewToken: 'local-preview-token' }

export interface ContentSpaceOptions {
  port: number
  host?: string
  /** Directory of the space; defaults to the repository's content-space/. */
  spaceDir?: string
  tokens?: ApiTokens
  /**
   * Answer this many content requests with HTTP 429 (Too Many Requests)
   * before answering normally, as Storyblok does when the rate limit is hit.
   * For tests of the client's retry.
   */
  rateLimitFirst?: number
  /** Called for every request (tests count requests with it). */
  onRequest?: (path: string, params: URLSearchParams) => void
}

export interface ContentSpaceServer {
  /** Base URL of the API, e.g. `http://127.0.0.1:4020/v2` (the SDK's `endpoint`). */
  url: string
  close(): Promise<void>
  /** Re-reads the space from disk; the cache version (cv) changes. */
  reload(): number
  /** The current cache version. */
  cv(): number
  /** Answers every content request with this status (an outage of the space); null ends it. */
  setOutage(status: number | null): void
  /** Answers every content request this many milliseconds late (a slow space); null ends it. */
  setDelay(delayMs: number | null): void
}

const outageInput = z.object({ status: z.int().min(500).max(599).default(503) })
const slowInput = z.object({ delayMs: z.int().min(1).max(120_000) })

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown, head: boolean): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'content-length': String(Buffer.byteLength(text)),
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'total, per-page',
    'cache-control': status === 200 ? 'max-age=0, s-maxage=31536000' : 'no-store',
  })
  res.end(head ? undefined : text)
}

export async function startContentSpace(options: ContentSpaceOptions): Promise<ContentSpaceServer> {
  const host = options.host ?? '127.0.0.1'
  const spaceDir = options.spaceDir ?? defaultSpaceDir
  const tokens = options.tokens ?? defaultTokens
  let space: Space = loadSpace(spaceDir)
  let rateLimited = options.rateLimitFirst ?? 0
  let outage: number | null = null
  let delayMs: number | null = null

  /**
   * A fault control: POST sets the fault from its body (validated with `schema`), DELETE clears it; the
   * answer is the fault now in force under `key`.
   */
  function faultControl<T extends z.ZodType>(key: string, schema: T, set: (value: z.output<T> | null) => unknown) {
    return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const json = { 'content-type': 'application/json; charset=utf-8' }
      if (req.method === 'DELETE') {
        send(res, 200, json, { [key]: set(null) }, false)
        return
      }
      if (req.method !== 'POST') {
        send(res, 405, json, { error: 'POST eller DELETE' }, false)
        return
      }
      let text = ''
      for await (const chunk of req) text += String(chunk)
      const parsed = schema.safeParse(text.trim() ? JSON.parse(text) : {})
      if (!parsed.success) {
        send(res, 400, json, { error: parsed.error.issues.map((i) => i.message) }, false)
        return
      }
      send(res, 200, json, { [key]: set(parsed.data) }, false)
    }
  }
  const slowControl = faultControl('delayMs', slowInput, (value) => (delayMs = value?.delayMs ?? null))
  const control = faultControl('outage', outageInput, (value) => (outage = value?.status ?? null))

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    if (url.pathname === '/__control/outage' || url.pathname === '/__control/slow') {
      const run = url.pathname === '/__control/slow' ? slowControl : control
      run(req, res).catch(() => send(res, 400, { 'content-type': 'application/json; charset=utf-8' }, { error: 'ugyldig forespørgsel' }, false))
      return
    }
    if (url.pathname.startsWith('/v2/') && delayMs !== null) {
      const wait = delayMs
      setTimeout(() => {
        if (!res.destroyed) answer(req, res, url)
      }, wait)
      return
    }
    answer(req, res, url)
  }

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    options.onRequest?.(url.pathname, url.searchParams)
    const head = req.method === 'HEAD'
    if (url.pathname.startsWith('/v2/') && outage !== null) {
      send(res, outage, { 'content-type': 'application/json; charset=utf-8' }, { error: 'Service Unavailable' }, head)
      return
    }
    if (url.pathname.startsWith('/v2/cdn/') && rateLimited > 0) {
      rateLimited--
      send(res, 429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' }, { error: 'Too Many Requests' }, head)
      return
    }
    try {
      const answer = handleCdnRequest(space, tokens, req.method ?? 'GET', url.pathname, url.searchParams)
      send(res, answer.status, answer.headers, answer.body, head)
    } catch (error) {
      console.error('Content space request failed:', error)
      send(res, 500, { 'content-type': 'application/json; charset=utf-8' }, { error: 'Internal error' }, head)
    }
  }

  const server = createServer(handler)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port

  return {
    url: `http://${host}:${port}/v2`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
    reload: () => {
      space = loadSpace(spaceDir, space.cv)
      return space.cv
    },
    cv: () => space.cv,
    setOutage: (status) => {
      outage = status
    },
    setDelay: (ms) => {
      delayMs = ms
    },
  }
}
