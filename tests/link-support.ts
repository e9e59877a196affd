import type { APIRequestContext, Page } from '@playwright/test'

/**
 * Helpers for the link and redirect specs: waiting for the router to settle
 * after an in-app navigation, navigating in-app to any address, and a bounded
 * crawler that checks links with plain HTTP requests.
 */

// TanStack Router keeps its browser instance on window.__TSR_ROUTER__ (router-core's global.ts types it).

/** Waits until the router has finished loading the current navigation (loaders, redirects, rendering). */
export async function waitForRouterIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = window.__TSR_ROUTER__
    return router !== undefined && router.state.status === 'idle' && !router.state.isLoading
  })
}

/** Navigates in-app (the router, as a link would), without a document request. */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate(async (target) => {
    const router = window.__TSR_ROUTER__
    if (!router) throw new Error('the router is not on window (not hydrated yet?)')
    await router.navigate({ href: target })
  }, href)
  await waitForRouterIdle(page)
}

/** Path and query of the page's current URL. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Decodes the character references React and the sitemap write into attributes and text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

/** The href of every <a> in server-rendered HTML. */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decodeEntities(m[1] ?? m[2] ?? ''))
}

/** Same-origin http(s) link target as path + query (the hash dropped), or null for other origins and schemes. */
export function internalTarget(href: string, base: string, origin: string): string | null {
  let url: URL
  try {
    url = new URL(href, base)
  } catch {
    return null
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null
  return `${url.pathname}${url.search}`
}

export interface LinkCheck {
  /** Status of the first request (redirects not followed). */
  status: number
  /** Where a redirect pointed (path + query on this origin, or the full URL elsewhere). */
  location?: string
  /** Status of the redirect's target (not followed further); absent when the redirect leaves the site. */
  finalStatus?: number
  /** The HTML of a 200 answer, when asked for. */
  html?: string
}

/** Requests `path` without following redirects; follows one Location once. */
export async function checkLink(request: APIRequestContext, path: string, origin: string, keepHtml = false): Promise<LinkCheck> {
  const response = await request.get(path, { maxRedirects: 0 })
  const status = response.status()
  if (status >= 300 && status < 400) {
    const header = response.headers()['location'] ?? ''
    await response.dispose()
    const target = new URL(header, new URL(path, origin))
    if (target.origin !== origin) return { status, location: target.href }
    const location = `${target.pathname}${target.search}`
    const second = await request.get(target.href, { maxRedirects: 0 })
    const finalStatus = second.status()
    await second.dispose()
    return { status, location, finalStatus }
  }
  const isHtml = (response.headers()['content-type'] ?? '').startsWith('text/html')
  const html = keepHtml && status === 200 && isHtml ? await response.text() : undefined
  await response.dispose()
  return html === undefined ? { status } : { status, html }
}
