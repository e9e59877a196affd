/**
 * Storyblok's webhook: on published, unpublished, deleted and moved the
 * site reads the space's cache version (cv) again, so the next requests get
 * fresh content. Storyblok signs the raw body with the webhook secret:
 * header `webhook-signature` = hex HMAC-SHA1 of the body.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { ContentApi } from './content-api.server.ts'

export const refreshingActions = ['published', 'unpublished', 'deleted', 'moved'] as const

const payloadSchema = z.looseObject({
  action: z.string().min(1),
  text: z.string().optional(),
  space_id: z.union([z.number(), z.string()]).optional(),
  story_id: z.union([z.number(), z.string()]).optional(),
  full_slug: z.string().optional(),
})

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

export async function handleStoryblokWebhook(request: Request, deps: { secret: string; api: Pick<ContentApi, 'refreshCacheVersion'> }): Promise<Response> {
  if (!deps.secret) {
    console.error('Storyblok-webhook: ingen hemmelighed (STORYBLOK_WEBHOOK_SECRET) er sat; kaldet afvises.')
    return json(503, { error: 'webhook secret not configured' })
  }
  const body = await request.text()
  if (body.length > 100_000) return json(413, { error: 'payload too large' })
  if (!validSignature(body, request.headers.get('webhook-signature'), deps.secret)) return json(401, { error: 'invalid signature' })
  let payload: z.infer<typeof payloadSchema>
  try {
    payload = payloadSchema.parse(JSON.parse(body))
  } catch {
    return json(400, { error: 'invalid payload' })
  }
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
