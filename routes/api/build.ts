import { createFileRoute } from '@tanstack/react-router'
import { buildInfo } from '#src/build-freshness/build-info.ts'

/** The running build's id and time, for open pages to notice a new release (machines/build-freshness). */
export const Route = createFileRoute('/api/build')({
  server: {
    handlers: {
      GET: () =>
        Response.json(buildInfo, {
          headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
        }),
    },
  },
})
