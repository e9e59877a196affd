import { notFound } from '@tanstack/react-router'
import { makeErrorData } from '../errors/error-kinds.ts'

/**
 * Spec 2.2 and 5: a page whose validation fails becomes a 404 with the message
 * `Page Not Found: {full path}`, carrying the path as data. (An unknown brand
 * segment is the brand-not-found 404 instead: src/navigation/brand-param.ts,
 * checked once by the layout routes routes/{-$brand}.stock.tsx and
 * routes/$brand.models.tsx.)
 */
export function pageNotFound(fullPath: string) {
  return notFound({ data: makeErrorData('page-not-found', 404, `Page Not Found: ${fullPath}`, { path: fullPath }) })
}
