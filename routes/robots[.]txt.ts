import { createFileRoute } from '@tanstack/react-router'
import { getRuntimeConfig } from '#src/config/runtime-config.server.ts'
import { robotsTxt } from '#src/seo/robots.ts'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(getRuntimeConfig().siteUrl), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
