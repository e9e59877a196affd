/**
 * The current request's scope (request-scope.ts) for server code that runs
 * deep inside a render without Start's context at hand: the product-API and
 * content clients note here that a back end could not be reached, and the
 * server entry turns such an answer into 503 (or serves the page it had).
 * Node's AsyncLocalStorage follows the render through every await.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { RequestScope, UpstreamService } from './request-scope.ts'

const storage = new AsyncLocalStorage<RequestScope>()

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn)
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore()
}

/** Notes that a back end could not be reached while answering this request (no-op outside a request). */
export function noteUpstreamUnavailable(service: UpstreamService): void {
  storage.getStore()?.unavailable.add(service)
}

/** Notes that this answer shows draft content (its policy lets the visual editor frame it). */
export function notePreview(): void {
  const scope = storage.getStore()
  if (scope) scope.preview = true
}
