/**
 * Messages to every instance of the site (ADR 0014), e.g. "content was
 * published: read the cache version again and ban these pages". With Redis
 * (REDIS_URL) a message goes out on a pub/sub channel and every instance,
 * the sender included, handles it; without Redis only this process does (one
 * instance needs no broadcast).
 */
import type { Redis } from 'ioredis'

export interface ClusterBus {
  publish(channel: string, message: unknown): Promise<void>
  subscribe(channel: string, handler: (message: unknown) => void | Promise<void>): void
}

const channelPrefix = 'dealer-site:'

function runHandler(handler: (message: unknown) => void | Promise<void>, message: unknown): void {
  Promise.resolve()
    .then(() => handler(message))
    .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'cluster-bus handler', error: (error as Error).message })))
}

export function localBus(): ClusterBus {
  const handlers = new Map<string, ((message: unknown) => void | Promise<void>)[]>()
  return {
    async publish(channel, message) {
      for (const handler of handlers.get(channel) ?? []) runHandler(handler, message)
    },
    subscribe(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler])
    },
  }
}

export function redisBus(commands: Redis, subscriber: Redis): ClusterBus {
  const handlers = new Map<string, ((message: unknown) => void | Promise<void>)[]>()
  subscriber.on('message', (channel: string, text: string) => {
    let message: unknown
    try {
      message = JSON.parse(text)
    } catch {
      return
    }
    for (const handler of handlers.get(channel.slice(channelPrefix.length)) ?? []) runHandler(handler, message)
  })
  return {
    async publish(channel, message) {
      await commands.publish(channelPrefix + channel, JSON.stringify(message))
    },
    subscribe(channel, handler) {
      if (!handlers.has(channel)) void subscriber.subscribe(channelPrefix + channel)
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler])
    },
  }
}
