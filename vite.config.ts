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
            // loads. (The consent dialog, src/consent/consent-dialog.tsx, is one dynamic import: one
            // file by itself.) Route chunks and what they share keep the automatic split: grouping
            // those (tried: by feature, or all shared messages and icons) put code of other routes
            // on first load, +10–45 kB gzip.
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
                { name: 'layout', tags: ['$initial'], priority: 2 },
                // required-actor (machines/kit) only wraps xstate's fromPromise and is shared by every machine
                // with an invoked actor: in xstate's chunk it is not a file of its own.
                { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]|machines[\\/]kit[\\/]required-actor/, priority: 1 },
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
      plugins: ['./src/server/allow-malformed-url.nitro.ts', './src/server/security-headers.nitro.ts'],
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
