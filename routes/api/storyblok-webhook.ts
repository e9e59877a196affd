import { createFileRoute } from '@tanstack/react-router'
import { getRuntimeConfig } from '../../src/config/runtime-config.server.ts'
import { getContentApi } from '../../src/content/content-api-instance.server.ts'
import { handleStoryblokWebhook } from '../../src/content/webhook.server.ts'

/** Storyblok's webhook (published, unpublished, deleted, moved): refreshes the content cache version. */
export const Route = createFileRoute('/api/storyblok-webhook')({
  server: {
    handlers: {
      POST: ({ request }) => handleStoryblokWebhook(request, { secret: getRuntimeConfig().content.webhookSecret, api: getContentApi() }),
    },
  },
})
