/**
 * The Redis connections of this process, when REDIS_URL is set (ADR 0014):
 * one for commands (rate limits, publishing) and one for subscriptions (a
 * subscribed connection can do nothing else). Commands fail fast while Redis
 * is away (no offline queue, one retry), so a request never waits on it; the
 * connections reconnect by themselves.
 */
import { Redis } from 'ioredis'

const connections = new Map<string, Redis>()

function open(url: string, role: 'command' | 'subscriber'): Redis {
  const key = `${role} ${url}`
  let redis = connections.get(key)
  if (!redis) {
    redis = new Redis(url, {
      enableOfflineQueue: role === 'subscriber',
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    })
    let reported = false
    redis.on('error', (error: Error) => {
      if (reported) return
      reported = true
      console.error(JSON.stringify({ level: 'error', msg: 'redis', role, error: error.message }))
    })
    redis.on('ready', () => (reported = false))
    connections.set(key, redis)
  }
  return redis
}

export function redisCommands(url: string): Redis {
  return open(url, 'command')
}

export function redisSubscriber(url: string): Redis {
  return open(url, 'subscriber')
}

/** Closes every connection (graceful shutdown). */
export async function closeRedis(): Promise<void> {
  await Promise.allSettled([...connections.values()].map((r) => r.quit()))
  connections.clear()
}
