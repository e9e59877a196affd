/**
 * Spec 8: navigating to an external URL without explicit permission, or to a
 * URL with a forbidden protocol, throws an error.
 */
export const allowedProtocols = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'] as const

export type NavigationErrorReason = 'forbidden-protocol' | 'external-not-allowed' | 'invalid-url'

export class NavigationError extends Error {
  override name = 'NavigationError'
  readonly reason: NavigationErrorReason
  readonly target: string
  constructor(reason: NavigationErrorReason, target: string) {
    super(
      reason === 'forbidden-protocol'
        ? `Navigation blocked: forbidden protocol in "${target}"`
        : reason === 'external-not-allowed'
          ? `Navigation blocked: external URL "${target}" needs explicit permission (external: true)`
          : `Navigation blocked: "${target}" is not a valid URL`,
    )
    this.reason = reason
    this.target = target
  }
}

export interface NavigationTarget {
  url: URL
  /** True when the target leaves the site's origin (or is mailto:/tel:/sms:). */
  isExternal: boolean
}

/**
 * Checks a navigation target and returns it resolved, or throws NavigationError.
 * `external: true` is the explicit permission to leave the site.
 */
export function checkNavigationTarget(target: string, options: { origin: string; external?: boolean }): NavigationTarget {
  // Browsers ignore tabs and newlines inside URLs ("java\tscript:"); do the same before checking.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const cleaned = target.replace(/[\u0000-\u001F\u007F\s]+/g, '')
  let url: URL
  try {
    url = new URL(cleaned, options.origin)
  } catch {
    throw new NavigationError('invalid-url', target)
  }
  if (!(allowedProtocols as readonly string[]).includes(url.protocol)) {
    throw new NavigationError('forbidden-protocol', target)
  }
  const isExternal = url.protocol !== 'http:' && url.protocol !== 'https:' ? true : url.origin !== new URL(options.origin).origin
  if (isExternal && !options.external) {
    throw new NavigationError('external-not-allowed', target)
  }
  return { url, isExternal }
}
