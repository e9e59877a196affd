/**
 * The page's Content-Security-Policy nonce in the browser: the router renders
 * it in `<meta property="csp-nonce">` (src/server/security-headers.ts). Scripts
 * the site adds later (Tag Manager, the booking widget) carry it, so a third
 * party that looks for it (Tag Manager passes it on to its custom tags) finds
 * it. Undefined on the server, without a policy, and on pages shared caches
 * keep (stock and content pages): their policy lists the hashes of their
 * inline scripts instead (src/server/hashed-page.ts), and what a script adds
 * later runs under `'strict-dynamic'` without a nonce (ADR 0016).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined
}
