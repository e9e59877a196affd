import { groupFavicon, type BrandConfig } from '#app.config'

/**
 * Head links of a brand's pages: the brand's favicon (app.config.ts
 * `favicon`), when it has its own. The root route adds the group icon first;
 * browsers use the last icon link, so the brand's wins on its pages.
 */
export function brandHeadLinks(brand: BrandConfig | undefined): { rel: string; href: string; type?: string }[] {
  if (!brand || brand.favicon === groupFavicon) return []
  return [{ rel: 'icon', href: brand.favicon, type: 'image/svg+xml' }]
}
