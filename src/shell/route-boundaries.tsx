import { useEffect } from 'react'
import { reportError, reportServerRenderError } from '../observability/error-reporting.ts'
import { ErrorPage } from './error-page.tsx'
import { isErrorData } from '../errors/error-kinds.ts'

/**
 * The router's default error component: any error thrown while loading or
 * rendering a route (product API unavailable, contract violation, a bug)
 * shows "Ups, noget gik galt" and is reported. Routes rarely need their own.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  // Rendered on the server: the route failed there (its 500 is reported by the server's reporter).
  reportServerRenderError(error)
  useEffect(() => {
    void reportError(error)
  }, [error])
  return <ErrorPage kind="something-went-wrong" />
}

/** The router's default not-found component: shows the kind and title carried by notFound({ data }). */
export function RouteNotFoundPage({ data }: { data?: unknown }) {
  const error = isErrorData(data) ? data : undefined
  return <ErrorPage kind={error?.kind ?? 'page-not-found'} title={error?.title} />
}
