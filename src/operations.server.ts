/**
 * Operations around the request handler (composition root; ADR 0014):
 * /healthz and /readyz (ready while the instance can serve; the product API
 * and content are checked within READY_TIMEOUT_MS and reported), a JSON log
 * line per request with its request id, the drain on SIGTERM (answers then
 * close their connection), and this instance's subscription to publishes
 * (every instance refreshes its content version and bans the affected pages).
 */
import { getRuntimeConfig } from './config/runtime-config.server.ts'
import { getContentApi } from './content/content-api-instance.server.ts'
import { listenForPublishes } from './content/publish.server.ts'
import { createShutdown, installShutdown } from './server/graceful-shutdown.ts'
import { createHealthEndpoints } from './server/health.ts'
import { productApi } from './server/product-api.server.ts'
import { closeRedis } from './server/redis.server.ts'
import { withRequestLog } from './server/request-log.ts'

export function withOperations<A extends unknown[]>(handler: (request: Request, ...rest: A) => Response | Promise<Response>) {
  const { cluster } = getRuntimeConfig()
  let draining = () => false
  const health = createHealthEndpoints({
    timeoutMs: cluster.readyTimeoutMs,
    draining: () => draining(),
    reuseMs: 2_000,
    checks: [
      // Availability is never cached, so this reaches the product API itself.
      { name: 'productApi', run: (signal) => productApi().getAvailability(['readyz'], { signal }) },
      { name: 'content', run: () => getContentApi().refreshCacheVersion() },
    ],
  })
  const logged = withRequestLog(
    async (request: Request, ...rest: A) => {
      const response = await (health(request) ?? handler(request, ...rest))
      return draining() ? closingConnection(response) : response
    },
    { instanceId: cluster.instanceId, enabled: cluster.requestLog === 'json', draining: () => draining() },
  )
  const shutdown = createShutdown({ drainMs: cluster.shutdownDrainMs, inFlight: logged.inFlight, close: closeRedis })
  draining = shutdown.draining
  installShutdown(shutdown)
  listenForPublishes()
  return logged
}

/** While draining: the answer closes its connection, so the proxy opens its next one to another instance. */
function closingConnection(response: Response): Response {
  try {
    response.headers.set('connection', 'close')
    return response
  } catch {
    const headers = new Headers(response.headers)
    headers.set('connection', 'close')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
