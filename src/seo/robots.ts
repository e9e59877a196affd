import { routeSegments } from '#app.config'

/**
 * robots.txt: everything is crawlable except visitor-specific pages
 * (compare, favourites), forms, preview and internal tools.
 */
export function robotsTxt(siteUrl: string): string {
  const s = routeSegments
  const disallow = [`/${s.stock}/${s.compare}`, `/${s.stock}/${s.favorite}`, `/*/${s.interest}`, `/*/${s.testDrive}`, '/preview', '/api/', '/_serverFn/']
  return ['User-agent: *', ...disallow.map((d) => `Disallow: ${d}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}
