/**
 * What the server learns about one request while it renders it, shared by
 * the server entry (src/server.ts), the router (the CSP nonce) and the
 * global server-function middleware (src/start.ts), which reach it through
 * TanStack Start's request context, and by the product-API and content
 * clients, which reach it through `request-scope.server.ts`.
 *
 * Pure module: types and plain objects only (the router imports it in the
 * browser bundle too).
 */

export type UpstreamService = 'product-api' | 'content'

export interface RequestScope {
  /** The Content-Security-Policy nonce this render puts on its scripts and styles. */
  nonce: string
  /** A server function was found and its middleware ran (so a failure is the function's, not the request's). */
  serverFnReached: boolean
  /** The server function's input failed its validator: the answer is a 400 (ADR 0016). */
  invalidInput: boolean
  /** Back ends that could not be reached while answering (timeouts, 5xx, refused connections). */
  unavailable: Set<UpstreamService>
  /** The answer shows draft content (a preview granted by the content feature). */
  preview: boolean
}

/** TanStack Start's request context (`createStartHandler(…)(request, { context })`). */
export interface SiteRequestContext {
  requestScope: RequestScope
}

export function createRequestScope(nonce: string): RequestScope {
  return { nonce, serverFnReached: false, invalidInput: false, unavailable: new Set(), preview: false }
}

/** The scope in a Start context object, if it is one of ours. */
export function requestScopeOf(context: unknown): RequestScope | undefined {
  const scope = (context as Partial<SiteRequestContext> | null | undefined)?.requestScope
  return scope && typeof scope.nonce === 'string' ? scope : undefined
}
