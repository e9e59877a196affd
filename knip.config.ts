/**
 * knip: unused files, exports and dependencies, checked in the test command
 * (`npm run knip`). Entries are what runs on its own: the server entry and
 * router, the Nitro plugin, the routes, scripts, the mocks' commands and the
 * tests. An export used only in its own file (a block component next to its
 * schema) is not reported.
 */
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: ['src/server/*.nitro.ts', 'routes/**/*.{ts,tsx}', 'scripts/*.ts', 'mocks/*/main.ts', 'tests/**/*.ts', '**/*.test.{ts,tsx}'],
  project: ['**/*.{ts,tsx,js}'],
  // The bench's pristine TanStack Start app (issue 34) is built by scripts/bench.ts with its own Vite config.
  ignore: ['bench/pristine-floor/**'],
  ignoreExportsUsedInFile: true,
  // A Debian package the cluster suite starts (scripts/test.sh installs it), not an npm binary.
  ignoreBinaries: ['redis-server'],
  ignoreDependencies: [
    // Loaded by path from project.inlang/settings.json (paraglide's compiler), not imported.
    '@inlang/plugin-message-format',
    // Read as data files by scripts/build-map-data.ts.
    'world-atlas',
    // The Storyblok SDK under @storyblok/react; pinned directly so its version (and its 429 retry behaviour, ADR 0003) is ours.
    'storyblok-js-client',
  ],
}

export default config
