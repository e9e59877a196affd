/**
 * Nitro runtime plugin: the security headers on what Nitro answers itself,
 * without reaching the site's server entry: built assets (/assets/*), files
 * from public/, and Nitro's own errors (ADR 0016). The server entry sets its
 * own (with the pages' nonce-based policy); this only adds what is missing.
 * SVG files get a closed policy (opened as a document they run nothing); the
 * scripts get none (maplibre's worker runs under its response's policy).
 * Registered in vite.config.ts.
 */
import { definePlugin } from 'nitro'
import { applySecurityHeaders, resourceContentSecurityPolicy } from './security-headers.ts'

const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'"

export default definePlugin((nitroApp) => {
  const https = process.env.SITE_URL?.startsWith('https:') ?? false
  nitroApp.hooks?.hook('response', (response: Response) => {
    try {
      if (response.headers.has('x-content-type-options')) return
      const type = response.headers.get('content-type') ?? ''
      const csp = type.startsWith('image/svg') ? svgPolicy : type.startsWith('application/json') ? resourceContentSecurityPolicy : null
      applySecurityHeaders(response.headers, { csp, https })
    } catch {
      // Immutable headers (a fetched or redirect response): nothing to add.
    }
  })
})
