/**
 * A Storyblok publish on every instance (ADR 0014). The instance that gets
 * the webhook (webhook.server.ts checks the signature and refreshes its own
 * cache version) announces it on the cluster bus; every instance, itself
 * included, then reads the cache version again (its data caches follow) and
 * bans the affected pages (publishKeys) on every proxy. Each instance bans
 * after its own refresh, so a page re-rendered on an instance that had not
 * refreshed yet is dropped by that instance's ban.
 */
import { z } from 'zod'
import { clusterBus, proxyPurger } from '../server/cluster.server.ts'
import { getContentApi } from './content-api-instance.server.ts'
import { publishKeys } from './content-surrogate-keys.ts'

const channel = 'content-published'

const eventSchema = z.object({
  action: z.string(),
  storyId: z.union([z.string(), z.number()]).optional(),
  fullSlug: z.string().optional(),
})

const webhookPayloadSchema = z.looseObject({
  action: z.string(),
  story_id: z.union([z.number(), z.string()]).optional(),
  full_slug: z.string().optional(),
})

let listening = false

/** Subscribes this instance to publishes (the server entry calls it once at start-up). */
export function listenForPublishes(): void {
  if (listening) return
  listening = true
  clusterBus().subscribe(channel, async (message) => {
    const event = eventSchema.safeParse(message)
    if (!event.success) return
    await getContentApi()
      .refreshCacheVersion()
      .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'publish: cache version', error: (error as Error).message })))
    await proxyPurger().ban(publishKeys(event.data))
  })
}

/** After the webhook answered: when it refreshed, tells every instance (body = the webhook's raw request, read again). */
export async function announcePublish(answer: Response, webhookRequest: Request): Promise<void> {
  if (!answer.ok) return
  const result = (await answer
    .clone()
    .json()
    .catch(() => null)) as { refreshed?: unknown } | null
  if (result?.refreshed !== true) return
  const payload = webhookPayloadSchema.safeParse(await webhookRequest.json().catch(() => null))
  if (!payload.success) return
  await clusterBus()
    .publish(channel, { action: payload.data.action, storyId: payload.data.story_id, fullSlug: payload.data.full_slug })
    .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'publish: broadcast', error: (error as Error).message })))
}
