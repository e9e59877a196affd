/**
 * A path whose percent escapes do not decode (`/%E0%A4%A`: an invalid UTF-8
 * sequence and a cut-off escape) names no page. The server answers it with
 * the site's error page and status 400 (src/server.ts).
 */

/** True when `pathname` contains a percent escape that does not decode as UTF-8. */
export function isMalformedPath(pathname: string): boolean {
  return pathname.includes('%') && decodedOrNull(pathname) === null
}

/** The decoded path, or null. The result is used: a bundler may drop a call to decodeURI whose result is not. */
function decodedOrNull(pathname: string): string | null {
  try {
    return decodeURI(pathname)
  } catch {
    return null
  }
}

/** The same path with every `%` escaped, so it decodes to the literal text the visitor asked for. */
export function escapeMalformedPath(pathname: string): string {
  return pathname.replaceAll('%', '%25')
}
