/**
 * This process's part in a cluster (ADR 0014), from the runtime
 * configuration: the purger of the proxies in front (CACHE_PURGE_URLS) and
 * the bus to the other instances (Redis pub/sub with REDIS_URL, else local).
 */
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { localBus, redisBus, type ClusterBus } from './cluster-bus.ts'
import { createPurger, type Purger } from './purge.ts'
import { redisCommands, redisSubscriber } from './redis.server.ts'

let purger: Purger | undefined
let bus: ClusterBus | undefined

export function proxyPurger(): Purger {
  purger ??= createPurger({ proxies: getRuntimeConfig().cluster.purgeUrls })
  return purger
}

export function clusterBus(): ClusterBus {
  if (!bus) {
    const { redisUrl } = getRuntimeConfig().cluster
    bus = redisUrl ? redisBus(redisCommands(redisUrl), redisSubscriber(redisUrl)) : localBus()
  }
  return bus
}
