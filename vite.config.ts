import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { redirectTablePlugin } from './redirects/redirect-table-plugin.ts'

/**
 * The build's id and time, the same in the server and the browser bundle (src/build-freshness/build-info.ts):
 * open pages compare it with /api/build to notice a new release. BUILD_ID overrides the id.
 */
const builtAt = Date.now()
const buildInfo = { id: process.env.BUILD_ID ?? builtAt.toString(36), builtAt }

/** What the grouping reads of rolldown's module graph (its ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importers: string[]; dynamicImporters: string[]; importedIds: string[]; dynamicallyImportedIds: string[]; isEntry: boolean } | null
}
/** The routes of the budget check (scripts/js-budget.ts): home, content pages, /lager, vehicle, compare, location. */
const firstEnteredRoutes =
  /routes[\\/](index|\$|\{-\$brand\}\.stock\.index|\{-\$brand\}\.stock\.\$vehicle\.index|stock\.compare|\{-\$brand\}\.locations\.\$location)\.tsx\?tsr-split=/
/** index → "index", $ → "content", {-$brand}.stock.index → "brand-stock-index" … */
const routeKey = (id: string) => (id.match(firstEnteredRoutes)?.[1] ?? id).replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'content'
/** Below this (module code before minifying, in characters), a set's modules go into the one small chunk. */
const smallGroupBytes = 3000
const messageBarrel = /[\\/]paraglide[\\/]messages\.js$/
const iconBarrel = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/
/** The names in `{ a, b as c }`: as imported (`a`, `b`) or as exported (`a`, `c`). */
const namesIn = (list: string, side: 'imported' | 'exported') =>
  list
    .split(',')
    .map((spec) => spec.trim().split(/\s+as\s+/))
    .map((parts) => (side === 'imported' ? parts[0] : parts.at(-1)) ?? '')
    .filter((name) => name !== '')

/**
 * Fewer first-load files on the routes visitors enter the site through (issue 21, ADR 0021). Rolldown's
 * automatic split makes a common chunk of every set of lazily loaded chunks that share modules — many of
 * them one paraglide message or lucide icon that a route shares with some other route. Grouped instead by
 * which of the first-entered routes need a module (statically, from the route's split component and
 * error component, leaving out what the entry chunk has), each of those routes loads one chunk of its
 * own and one per set of first-entered routes it shares code with, and none loads a module it does not
 * need. Other routes load these chunks where they share their modules. A module's dependencies are
 * needed by the same routes or more, so the groups import each other one way only (towards larger sets).
 */
function firstLoadGroups() {
  let initial: Set<string> | undefined
  const routesNeeding = new Map<string, Set<string>>()
  const groupOf = new Map<string, string>()
  let icons: Map<string, string> | undefined
  /** lucide-react's names (TriangleAlert, TriangleAlertIcon …) and the icon module each comes from. */
  const iconFiles = (graph: ModuleGraph, barrel: string) => {
    if (icons) return icons
    icons = new Map()
    const folder = barrel.replace(/[^\\/]+$/, '')
    for (const [, names = '', file = ''] of (graph.getModuleInfo(barrel)?.code ?? '').matchAll(/export\s*\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["']/g)) {
      for (const name of namesIn(names, 'exported')) icons.set(name, `${folder}${file}`)
    }
    return icons
  }
  /**
   * Static imports of a module. Through the two barrels the code imports from (paraglide's `m`, lucide-react)
   * only what its code names: `m.name` and `import { Icon } from 'lucide-react'`.
   */
  const depsOf = (graph: ModuleGraph, id: string): string[] => {
    const info = graph.getModuleInfo(id)
    if (!info) return []
    const code = info.code ?? ''
    return info.importedIds.flatMap((dep) => {
      if (messageBarrel.test(dep)) {
        const folder = dep.replace(/messages\.js$/, 'messages/')
        return [...new Set([...code.matchAll(/\bm\.(\w+)/g)].map((match) => `${folder}${match[1] ?? ''}.js`))]
      }
      if (iconBarrel.test(dep)) {
        const byName = iconFiles(graph, dep)
        const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap((match) => namesIn(match[1] ?? '', 'imported'))
        return names.flatMap((name) => byName.get(name) ?? [])
      }
      return [dep]
    })
  }
  const closure = (graph: ModuleGraph, roots: Iterable<string>, stop?: Set<string>) => {
    const seen = new Set<string>()
    const todo = [...roots]
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (seen.has(id) || stop?.has(id)) continue
      seen.add(id)
      todo.push(...depsOf(graph, id))
    }
    return seen
  }
  /** Once per build: the entry's static closure (what the $initial groups hold), then which routes need each other module. */
  const prepare = (start: string, graph: ModuleGraph) => {
    // Every module is reachable from the client entry: walk up to it.
    const above = new Set<string>()
    const up = [start]
    for (let id = up.pop(); id !== undefined; id = up.pop()) {
      if (above.has(id)) continue
      above.add(id)
      const info = graph.getModuleInfo(id)
      if (info) up.push(...info.importers, ...info.dynamicImporters)
    }
    const entries = [...above].filter((id) => graph.getModuleInfo(id)?.isEntry)
    const entryClosure = closure(graph, entries)
    initial = entryClosure
    // Everything the entry reaches, statically or through dynamic imports, to find the routes' split modules.
    const everything = new Set<string>()
    const down = [...entries]
    for (let id = down.pop(); id !== undefined; id = down.pop()) {
      if (everything.has(id)) continue
      everything.add(id)
      const info = graph.getModuleInfo(id)
      if (info) down.push(...info.importedIds, ...info.dynamicallyImportedIds)
    }
    for (const route of [...everything].filter((id) => firstEnteredRoutes.test(id))) {
      const key = routeKey(route)
      for (const id of closure(graph, [route], entryClosure)) routesNeeding.set(id, (routesNeeding.get(id) ?? new Set()).add(key))
    }
    for (const [id, routes] of routesNeeding) groupOf.set(id, `first-load~${[...routes].sort().join('~')}`)
    // Sets whose modules come to a few hundred bytes (a message, an icon, a small helper) share one
    // small chunk: a file less on the routes in those sets for a few hundred bytes more.
    const sizes = new Map<string, number>()
    for (const [id, group] of groupOf) sizes.set(group, (sizes.get(group) ?? 0) + (graph.getModuleInfo(id)?.code?.length ?? 0))
    // Only modules that import nothing but the entry chunk's and the small chunk's own, so the small
    // chunk imports no other group (a small component with its messages, e.g. the breadcrumbs, goes
    // there whole): repeated until nothing more moves.
    const small = 'first-load~small'
    const leaf = (id: string) => depsOf(graph, id).every((dep) => entryClosure.has(dep) || groupOf.get(dep) === small)
    for (let moved = true; moved;) {
      moved = false
      for (const [id, group] of groupOf) {
        if (group !== small && (sizes.get(group) ?? 0) < smallGroupBytes && leaf(id)) {
          groupOf.set(id, small)
          moved = true
        }
      }
    }
  }
  return (id: string, graph: ModuleGraph): string | null => {
    if (!initial) prepare(id, graph)
    if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return null
    return groupOf.get(id) ?? null
  }
}

export default defineConfig({
  define: { __BUILD_INFO__: JSON.stringify(buildInfo) },
  server: { port: 3000, host: '127.0.0.1' },
  // `ANALYZE_BUNDLE=1 npm run build:app` writes source maps for scripts/analyze-first-load.ts.
  build: { sourcemap: process.env.ANALYZE_BUNDLE === '1' ? 'hidden' : false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Zod schemas built at module level (z.object(…), z.enum(…)…) have no side effects the
          // browser needs, so the client build may drop the ones nothing uses. The server keeps
          // them all: .meta() registers the contract's schemas for the OpenAPI document.
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            // Fewer first-load files (issue 21, ADR 0021): Lighthouse's simulation chains every
            // modulepreloaded script into the largest paint, and the automatic split gave the
            // framework floor 25 files. What the client entry imports statically ($initial: the
            // framework, the root route, the layout and the route tree) is one long-lived chunk
            // (the two groups end up in the entry chunk); xstate's modules are one wherever a machine
            // loads. (The consent dialog, src/shell/consent-dialog.tsx, is one dynamic import: one
            // file by itself.) What the routes of the budget check load with their component is
            // grouped by which of those routes need it (firstLoadGroups); the rest keeps the automatic
            // split. Grouping by feature, or all shared messages and icons in one chunk, put code of
            // other routes on first load (+10–45 kB gzip); grouping by the set of routes does not.
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
                { name: 'layout', tags: ['$initial'], priority: 2 },
                // required-actor (machines/kit) only wraps xstate's fromPromise and is shared by every machine
                // with an invoked actor: in xstate's chunk it is not a file of its own.
                { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]|machines[\\/]kit[\\/]required-actor/, priority: 1 },
                // Two small modules the lazily loaded lease pages and the lease overview block share (its analytics,
                // an offer's price view): one file, so a content page with the block stays at issue 21's ≤ 12 files
                // now that zod is a file of its own there (ADR 0031).
                {
                  name: 'leasing-shared',
                  test: /src[\\/]leasing[\\/](leasing-analytics|offer[\\/]lease-offer-view)\.ts$/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                // zod's core and its tree-shakable API (zod/mini), with the search values every route's search
                // schema is built from (src/navigation/search-value.ts), in one chunk wherever they load (ADR 0031):
                // not on every page's first load, and not three or four small files. Its JSON Schema conversion,
                // which only zod classic's lazily loaded users pull in, stays out of it.
                {
                  name: 'zod',
                  test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/](?!to-json-schema|json-schema|memoizer)|src[\\/]navigation[\\/]search-value\.ts/,
                  priority: 1,
                },
                // What the first-entered routes load with their component, grouped by which of them need it
                // (firstLoadGroups above): each route loads one chunk per set it belongs to instead of
                // rolldown's common chunks of one or two modules. Only modules of these groups, not their
                // dependencies, which are in the same or a larger set (or in the entry chunk).
                { name: firstLoadGroups(), includeDependenciesRecursively: false, priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    // legacy-redirects.csv?table: the redirect table, read and checked at build time (redirects/README.md).
    redirectTablePlugin(),
    tanstackStart({
      srcDirectory: 'src',
      router: {
        // Route files live in ./routes (project layout); the generated tree stays in src/.
        routesDirectory: '../routes',
        generatedRouteTree: './route-tree.gen.ts',
        quoteStyle: 'single',
        semicolons: false,
      },
    }),
    nitro({
      // Intermediate build files inside the checkout (.nitro/ is ignored by git), not in
      // node_modules/.nitro: worktrees that share node_modules otherwise overwrite each other's
      // server build when they build at the same time.
      buildDir: '.nitro',
      // BUILD_OUTPUT_DIR: another output folder than .output (the two-build test of tests/build-freshness.spec.ts).
      ...(process.env.BUILD_OUTPUT_DIR ? { output: { dir: process.env.BUILD_OUTPUT_DIR } } : {}),
      // Requests with a malformed percent escape reach src/server.ts (site error page, 400); security
      // headers on what Nitro answers itself (assets, public files, its own errors).
      // The runtime settings are validated, and SIGTERM left to the site's drain, before the server listens.
      // Fresh pages the page cache holds are answered before Nitro's own handler (page-cache-lane.ts).
      plugins: [
        './src/server/operations.nitro.ts',
        './src/server/allow-malformed-url.nitro.ts',
        './src/server/security-headers.nitro.ts',
        './src/server/page-cache-lane.nitro.ts',
      ],
      // Built files are compressed once at build time (.br, .gz next to each file) and served by
      // Accept-Encoding; /assets/* are content-hashed and already immutable (Nitro's default rule).
      compressPublicAssets: { gzip: true, brotli: true },
      // Files from public/ keep their names across releases: a day, then revalidate (ETag).
      routeRules: {
        '/brands/**': { headers: { 'cache-control': 'public, max-age=86400' } },
        '/content/**': { headers: { 'cache-control': 'public, max-age=86400' } },
        '/favicons/**': { headers: { 'cache-control': 'public, max-age=86400' } },
        '/favicon.svg': { headers: { 'cache-control': 'public, max-age=86400' } },
        '/map/**': { headers: { 'cache-control': 'public, max-age=86400' } },
      },
    }),
    react(),
  ],
})
