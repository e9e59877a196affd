/**
 * What the content routes (routes/index.tsx, routes/$.tsx) share: loader deps,
 * the loader and the head. Route files stay thin.
 */
import contentCss from '../../content-model/content.css?url'
import { pageParam } from '#content-model/page-param.ts'
import { isStorySlug } from '#content-model/paths.ts'
import { brandNotFound } from '../navigation/brand-param.ts'
import { unknownBrandOfModelPath } from '../navigation/localized-paths.ts'
import { pageNotFound } from '../navigation/route-validation.ts'
import { openGraphMeta } from '../navigation/open-graph.ts'
import { withSiteName } from '../navigation/page-title.ts'
import { siteName } from '../site-identity/site-identity.ts'
import type { ContentPage } from './content-page.ts'
import { fetchContentPage } from './content-page.functions.ts'
import { previewParamsFromSearch } from './preview-params.ts'

export interface ContentLoaderDeps {
  page: number
  preview: Record<string, string>
}

export function contentLoaderDeps({ search }: { search: unknown }): ContentLoaderDeps {
  const s = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>
  return { page: pageParam(s.page), preview: previewParamsFromSearch(s) }
}

/**
 * The 404 for a path without a story: page-not-found, or brand-not-found when
 * the path has the shape of a brand's model pages (`/volvo/modeller`) with a
 * first segment that is not a brand (spec 8). Only brands' model paths are
 * rewritten to the model routes, so the others arrive here; a story at such a
 * path still wins, which is why this is decided after the content lookup.
 */
export function contentNotFound(slug: string, fullPath: string) {
  const brand = unknownBrandOfModelPath(`/${slug}`)
  return brand ? brandNotFound(brand, fullPath) : pageNotFound(fullPath)
}

/** Loads the story for `slug`; an unknown slug is a 404 (see `contentNotFound`). */
export async function loadContentRoute(slug: string, deps: ContentLoaderDeps, fullPath: string): Promise<ContentPage> {
  if (!isStorySlug(slug)) throw pageNotFound(fullPath)
  const result = await fetchContentPage({ data: { slug, page: deps.page, previewParams: deps.preview } })
  if (!result.found) throw contentNotFound(slug, fullPath)
  return result.page
}

/**
 * Title, description and Open Graph tags from the story; the content
 * stylesheet, and those of features whose parts blocks render (`stylesheets`,
 * given by the route, e.g. the stock stylesheet for the quick search block).
 */
export function contentHead(page: ContentPage | undefined, stylesheets: readonly string[] = []) {
  const links = [contentCss, ...stylesheets].map((href) => ({ rel: 'stylesheet', href }))
  if (!page) return { links }
  const { seo } = page
  const title = withSiteName(seo.title)
  const url = `${page.siteUrl}${page.path === '/' ? '/' : page.path}`
  const meta: Record<string, string>[] = [
    { title },
    { name: 'description', content: seo.description },
    ...openGraphMeta({ title: seo.title, description: seo.description, type: seo.type, url, siteName, locale: 'da_DK', image: seo.image }),
  ]
  if (seo.publishedTime) meta.push({ property: 'article:published_time', content: seo.publishedTime })
  if (page.preview) meta.push({ name: 'robots', content: 'noindex' })
  return { meta, links }
}
