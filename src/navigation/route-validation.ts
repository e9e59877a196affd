import { notFound } from '@tanstack/react-router'
import { makeErrorData } from '../errors/error-kinds.ts'

/**
 * Spec 2.2 and 5: a route may define a validation; a page whose validator
 * does not return true becomes a 404 with the message
 * `Page Not Found: {full path}`, carrying the path as data.
 *
 * Use in a route's beforeLoad:
 *   beforeLoad: ({ params, location }) => validateRoute(isKnownBrand(params.brand), location.href)
 */
export function validateRoute(result: unknown, fullPath: string): void {
  if (result !== true) throw pageNotFound(fullPath)
}

export function pageNotFound(fullPath: string) {
  return notFound({ data: makeErrorData('page-not-found', 404, `Page Not Found: ${fullPath}`, { path: fullPath }) })
}
