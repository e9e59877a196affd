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

/**
 * Resolves true once the connection is ready, false after `timeoutMs`. For the
 * rare callers that must not fall back just because this process has only
 * started (the webhook's replay guard): a visitor's request never waits.
 */
export function whenRedisReady(redis: Redis, timeoutMs = 2_000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    redis.on('ready', onReady)
  })
}

/** Closes every connection (graceful shutdown). */
export async function closeRedis(): Promise<void> {
  await Promise.allSettled([...connections.values()].map((r) => r.quit()))
  connections.clear()
}
