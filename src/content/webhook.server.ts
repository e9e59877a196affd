/**
 * Storyblok's webhook: on published, unpublished, deleted and moved the
 * site reads the space's cache version (cv) again, so the next requests get
 * fresh content. Storyblok signs the raw body with the webhook secret:
 * header `webhook-signature` = hex HMAC-SHA1 of the body.
 *
 * Replays are refused (409): a signature the site has accepted before is
 * remembered for a day, the signature's validity window: in Redis when
 * REDIS_URL is set, so every instance of a cluster refuses it and a restart
 * forgets nothing (issue 31); in the process otherwise (one embedded
 * instance; at most 10,000, oldest forgotten first). A body
 * that carries its own time (`timestamp`, Unix seconds; the signature covers
 * it) must be at most five minutes old. Storyblok signs the body only and its
 * story events carry no time, so for those the memory is the replay guard;
 * an identical event the editor really sends again within the day is then
 * refused too, and the site still sees the change when it reads the cache
 * version again (every minute). The body is read at most 64 KB (the server
 * entry refuses larger bodies before they reach this handler).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import type { Redis } from 'ioredis'
import { siteClock } from '../clock/clock.ts'
import type { ContentApi } from './content-api.server.ts'

/** Largest body read (bytes). */
export const maxWebhookBodyBytes = 64 * 1024
/** A webhook carrying a time older than this (or this far in the future) is refused. */
export const maxWebhookAgeSeconds = 300
const rememberSignaturesMs = 24 * 60 * 60 * 1000

export const refreshingActions = ['published', 'unpublished', 'deleted', 'moved'] as const

const payloadSchema = z.looseObject({
  action: z.string().min(1),
  text: z.string().optional(),
  space_id: z.union([z.number(), z.string()]).optional(),
  story_id: z.union([z.number(), z.string()]).optional(),
  full_slug: z.string().optional(),
  timestamp: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ])
    .optional(),
})

/** The signatures of accepted webhooks: shared through Redis, one per process, or a test's own. */
export interface WebhookReplayGuard {
  /** True the first time a signature is offered; false when it was seen before. */
  firstSeen(signature: string): boolean | Promise<boolean>
}

export function createWebhookReplayGuard(options: { max?: number; ttlMs?: number } = {}): WebhookReplayGuard {
  const seen = new LRUCache<string, true>({ max: options.max ?? 10_000, ttl: options.ttlMs ?? rememberSignaturesMs })
  return {
    firstSeen(signature) {
      const key = signature.toLowerCase()
      if (seen.has(key)) return false
      seen.set(key, true)
      return true
    },
  }
}

/**
 * The guard of a cluster: a signature is a Redis key (SET NX) that lives for the signature's
 * validity window, so the first instance to see it wins and the others (and a restarted one)
 * refuse it. While Redis is unreachable, `fallback` (the process's memory) decides.
 */
export function createRedisWebhookReplayGuard(redis: Pick<Redis, 'set'>, fallback: WebhookReplayGuard, ttlMs = rememberSignaturesMs): WebhookReplayGuard {
  return {
    async firstSeen(signature) {
      const key = signature.toLowerCase()
      try {
        return (await redis.set(`dealer-site:webhook:seen:${key}`, '1', 'PX', ttlMs, 'NX')) !== null
      } catch {
        return fallback.firstSeen(key)
      }
    },
  }
}

export const processReplayGuard = createWebhookReplayGuard()

export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha1', secret).update(body).digest('hex')
}

function validSignature(body: string, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature)) return false
  return timingSafeEqual(Buffer.from(signature.toLowerCase(), 'hex'), Buffer.from(signWebhookBody(body, secret), 'hex'))
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
}

/** The body as text, or null when it is larger than `maxWebhookBodyBytes` (stops reading there). */
async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxWebhookBodyBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxWebhookBodyBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export interface WebhookDeps {
  secret: string
  api: Pick<ContentApi, 'refreshCacheVersion'>
  /** Accepted signatures (default: the process's; the route passes Redis's in a cluster). */
  replays?: WebhookReplayGuard
  /** "Now" in ms (default: the site clock). */
  now?: () => number
}

export async function handleStoryblokWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  if (!deps.secret) {
    console.error('Storyblok-webhook: ingen hemmelighed (STORYBLOK_WEBHOOK_SECRET) er sat; kaldet afvises.')
    return json(503, { error: 'webhook secret not configured' })
  }
  const body = await readBody(request)
  if (body === null) return json(413, { error: 'payload too large' })
  const signature = request.headers.get('webhook-signature')
  if (!signature || !validSignature(body, signature, deps.secret)) return json(401, { error: 'invalid signature' })
  let payload: z.infer<typeof payloadSchema>
  try {
    payload = payloadSchema.parse(JSON.parse(body))
  } catch {
    return json(400, { error: 'invalid payload' })
  }
  if (payload.timestamp !== undefined) {
    const nowSeconds = Math.floor((deps.now?.() ?? siteClock().now().getTime()) / 1000)
    if (Math.abs(nowSeconds - payload.timestamp) > maxWebhookAgeSeconds) return json(409, { error: 'stale webhook' })
  }
  if (!(await (deps.replays ?? processReplayGuard).firstSeen(signature))) return json(409, { error: 'replayed webhook' })
  if (!(refreshingActions as readonly string[]).includes(payload.action)) return json(200, { refreshed: false, action: payload.action })
  try {
    const cv = await deps.api.refreshCacheVersion()
    console.info(`[indhold] Webhook "${payload.action}"${payload.full_slug ? ` (${payload.full_slug})` : ''}: cache-version ${cv}`)
    return json(200, { refreshed: true, action: payload.action, cv })
  } catch (error) {
    console.error('Storyblok-webhook: cache-versionen kunne ikke opdateres:', error)
    return json(502, { error: 'content service unavailable' })
  }
}
