import { defineConfig } from 'vitest/config'
import { redirectTablePlugin } from './redirects/redirect-table-plugin.ts'

export default defineConfig({
  plugins: [redirectTablePlugin()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    environment: 'node',
    // .stryker-tmp: a mutation run's sandbox copy of the tree, while it runs.
    exclude: ['node_modules/**', '.output/**', 'tests/**', '.stryker-tmp/**'],
  },
})
