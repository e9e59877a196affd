/**
 * The pristine floor of `npm run bench` (issue 34): a minimal TanStack Start app with the site's exact
 * framework versions (the root's node_modules; pristine-floor.test.ts checks the versions it is built
 * with against package.json), one route with a heading and a paragraph, its root route as in TanStack's
 * start-basic example. Every ratio in the bench's goals table is taken against its req/s.
 *
 *   npx vite build --config bench/pristine-floor/vite.config.ts   → bench/pristine-floor/.output
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  logLevel: 'warn',
  plugins: [tanstackStart({ srcDirectory: 'src' }), react(), nitro({ buildDir: '.nitro', output: { dir: `${root}.output` } })],
})
