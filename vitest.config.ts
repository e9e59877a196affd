import { defineConfig } from 'vitest/config'
import { redirectTablePlugin } from './redirects/redirect-table-plugin.ts'

export default defineConfig({
  plugins: [redirectTablePlugin()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.output/**', 'tests/**'],
    environment: 'node',
  },
})
