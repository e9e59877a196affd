import { createFileRoute } from '@tanstack/react-router'
import { getRuntimeConfig } from '#src/config/runtime-config.server.ts'
import { getContentApi } from '#src/content/content-api-instance.server.ts'
import { announcePublish } from '#src/content/publish.server.ts'
import { webhookReplayGuard } from '#src/content/webhook-replays.server.ts'
import { handleStoryblokWebhook } from '#src/content/webhook.server.ts'

/** Storyblok's webhook (published, unpublished, deleted, moved): refreshes the content cache version. */
export const Route = createFileRoute('/api/storyblok-webhook')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const copy = request.clone()
        const answer = await handleStoryblokWebhook(request, {
          secret: getRuntimeConfig().content.webhookSecret,
          api: getContentApi(),
          replays: webhookReplayGuard(),
        })
        // Every instance refreshes and bans the affected pages on the proxies (ADR 0014).
        await announcePublish(answer, copy)
        return answer
      },
    },
  },
})
