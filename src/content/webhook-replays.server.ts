/**
 * Which replay guard the webhook route uses (issue 31): with REDIS_URL the
 * cluster's, shared by every instance and surviving restarts; without, the
 * process's own (the single embedded instance). A webhook arriving while the
 * connection is still opening waits for it, up to 2 s.
 */
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { redisCommands, whenRedisReady } from '../server/redis.server.ts'
import { createRedisWebhookReplayGuard, processReplayGuard, type WebhookReplayGuard } from './webhook.server.ts'

let guard: WebhookReplayGuard | undefined

export function webhookReplayGuard(): WebhookReplayGuard {
  if (!guard) {
    const { redisUrl } = getRuntimeConfig().cluster
    if (redisUrl) {
      const redis = redisCommands(redisUrl)
      // A webhook that reaches an instance which has just started waits for its Redis connection
      // (up to 2 s) instead of falling back to the process's memory, which knows no earlier delivery.
      const shared = createRedisWebhookReplayGuard(redis, processReplayGuard)
      guard = { firstSeen: async (signature) => (await whenRedisReady(redis), shared.firstSeen(signature)) }
    } else guard = processReplayGuard
  }
  return guard
}
