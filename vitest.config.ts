import { defineConfig } from 'vitest/config'
import { redirectTablePlugin } from './redirects/redirect-table-plugin.ts'

export default defineConfig({
  plugins: [redirectTablePlugin()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest's default leaves one core to its main process: on CI's 2 cores that was one worker. With both,
    // the unit step took 36-41 s instead of 59 (docs/performance.md, "The test suite's time").
    maxWorkers: '100%',
    // .stryker-tmp: a mutation run's sandbox copy of the tree, while it runs.
    exclude: ['node_modules/**', '.output/**', 'tests/**', '.stryker-tmp/**'],
  },
})
