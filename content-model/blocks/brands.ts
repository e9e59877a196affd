import { brands, routeSegments } from '#app.config'

export function brandName(slug: string): string {
  return brands.find((b) => b.slug === slug)?.name ?? slug
}

/** The brand's logo shipped with the site (public/content/brands/). */
export function brandLogo(slug: string): string {
  return `/content/brands/${slug}.svg`
}

/** The brand's model list (spec 2.1: /{brand}/modeller). */
export function brandModelsPath(slug: string): string {
  return `/${slug}/${routeSegments.model}`
}
