/**
 * A dynamic import whose file could not be fetched: after a release the old
 * build's chunks are gone. Build freshness (src/build-freshness) reloads the
 * page for it; error reporting does not load its SDK for it, because that
 * chunk is gone too and its failure would be a second chunk error (a second
 * reload) on a page that is about to be replaced anyway.
 */

/** The browsers' messages for a dynamic import whose file could not be fetched (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/.test(message)
}
