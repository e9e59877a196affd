import { createFileRoute, notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCacheSettings } from '#src/server/cache-settings.server.ts'

/**
 * /bench-floor: the framework floor of `npm run bench` (ADR 0009) — static
 * text through the same root route and page layout as every page, with no
 * loader and no I/O of its own. Only served with BENCH_FLOOR=on; otherwise an
 * ordinary 404, so production does not expose it. Never in the sitemap (it
 * lists content, stock, models and locations only), noindex, no-store.
 */
const floorEnabled = createIsomorphicFn()
  .server(() => getCacheSettings().benchFloor)
  // Server-rendered visits keep the server's answer (beforeLoad does not run again on
  // hydration); nothing links here, so a client-side visit is refused as well.
  .client(() => false)

export const Route = createFileRoute('/bench-floor')({
  beforeLoad: () => {
    if (!floorEnabled()) throw notFound()
  },
  head: () => ({ meta: [{ title: 'Framework floor | Bilhuset Nord' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: BenchFloor,
})

function BenchFloor() {
  return (
    <section className="container">
      <h1>Framework floor</h1>
      <p>Static text rendered through the root route and the page layout, without data. The benchmark compares every page with this.</p>
    </section>
  )
}
