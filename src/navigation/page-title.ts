import { siteName } from '../site-identity/site-identity.ts'

/**
 * Spec 2.2: the page title falls back to the capitalised last path segment,
 * or to the status code and message on 404 or 500 errors.
 */
export function fallbackTitle(input: { pathname: string; statusCode?: number; message?: string }): string {
  const { pathname, statusCode, message } = input
  if ((statusCode === 404 || statusCode === 500) && message) {
    return `${statusCode} ${message}`
  }
  const last = pathname
    .split('/')
    .filter((s) => s.length > 0)
    .at(-1)
  if (!last) return siteName
  let decoded: string
  try {
    decoded = decodeURIComponent(last)
  } catch {
    decoded = last
  }
  const words = decoded.replace(/[-_]+/g, ' ').trim()
  if (!words) return siteName
  return words.charAt(0).toLocaleUpperCase('da-DK') + words.slice(1)
}

const suffix = ` | ${siteName}`

/**
 * The site's title pattern, "Title | Bilhuset Nord". A title that already ends
 * so, the site name itself, and the home page's "Bilhuset Nord – …" are left
 * as they are; any other title gets the suffix, also one that names the group
 * ("Om Bilhuset Nord", a branch's "Bilhuset Nord Greve").
 */
export function withSiteName(title: string): string {
  return title === siteName || title.startsWith(`${siteName} – `) || title.endsWith(suffix) ? title : `${title}${suffix}`
}
