/**
 * A search that stays on its page (the /lager filters, the location finder's
 * search): the router's `navigate()` never rejects. When the destination's
 * loader fails, the router commits the new address and shows the route's
 * error page in place of the page the visitor was using, and the promise
 * resolves as if all went well. For a filter or a search that is the wrong
 * answer: the visitor should keep the cars or locations they had, with a
 * message that the new ones could not be loaded.
 *
 * `navigateWhenLoaded` loads the destination first (`router.preloadRoute`,
 * which runs its loaders without committing anything) and throws
 * `NavigationLoadError` if a loader failed; only a destination that loaded
 * is navigated to, and the navigation uses the data the preload loaded (the
 * router keeps a preload fresh for `preloadStaleTime`, 30 s by default).
 *
 * - A chunk that could not be loaded (a new release) is not a failed search:
 *   the navigation goes ahead, and the router's `defaultOnCatch` hands it to
 *   build freshness (spec 9's reload guard), as for any other navigation.
 * - A destination that is not found or redirects gives no matches from the
 *   preload: the navigation goes ahead and the router does what it always
 *   does with those.
 * - `signal` is the invoking actor's: a search the visitor has replaced while
 *   its destination was loading must not navigate after the newer one.
 * - Nor must one whose page the visitor left while it loaded (a link, back or
 *   forward) before the machine heard of it: the router's address moved, and
 *   the navigation is not made (it resolves; the address's change reaches the
 *   machine as any other does).
 */
import type { AnyRouter, NavigateOptions, RegisteredRouter } from '@tanstack/react-router'
import { isChunkLoadError } from '../errors/chunk-load-error.ts'

/** The destination's loader failed; the address and the page are as they were. */
export class NavigationLoadError extends Error {
  override name = 'NavigationLoadError'
}

export async function navigateWhenLoaded<TRouter extends AnyRouter = RegisteredRouter, const TTo extends string | undefined = undefined>(
  router: TRouter,
  options: NavigateOptions<TRouter, string, TTo>,
  signal?: AbortSignal,
): Promise<void> {
  const from = router.latestLocation.href
  const matches = await router.preloadRoute(options as never)
  const failed = matches?.find((match) => match.status === 'error' && !isChunkLoadError(match.error))
  if (failed) throw new NavigationLoadError(`Siden kunne ikke indlæses: ${failed.routeId}`, { cause: failed.error })
  if (signal?.aborted || router.latestLocation.href !== from) return
  await router.navigate(options as never)
}
