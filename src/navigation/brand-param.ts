import { notFound } from '@tanstack/react-router'
import { findBrand, type BrandConfig } from '#app.config'
import { makeErrorData } from '../errors/error-kinds.ts'

/** An unknown brand slug is a 404 of kind brand-not-found (shown as the page-not-found screen). */
export function brandNotFound(slug: string, path: string) {
  return notFound({ data: makeErrorData('brand-not-found', 404, `Brand Not Found: ${slug}`, { path }) })
}

/** The brand of a route's `$brand` parameter; throws the brand-not-found 404 otherwise. */
export function requireBrand(slug: string, path: string): BrandConfig {
  const brand = findBrand(slug)
  if (!brand) throw brandNotFound(slug, path)
  return brand
}

/**
 * The brand of an optional `{-$brand}` parameter: undefined on the generic
 * address (/lager/…), the brand on /{brand}/lager/…, and the brand-not-found
 * 404 for a segment that is no brand.
 */
export function optionalBrand(slug: string | undefined, path: string): BrandConfig | undefined {
  return slug === undefined ? undefined : requireBrand(slug, path)
}
