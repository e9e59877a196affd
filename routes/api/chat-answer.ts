import { createFileRoute } from '@tanstack/react-router'
import { answerResponse } from '#src/chat/chat-stream.server.ts'

/** The autochat's answer to a message, streamed as it arrives (src/chat/chat-stream.server.ts). */
export const Route = createFileRoute('/api/chat-answer')({
  server: {
    handlers: {
      GET: ({ request }) => answerResponse(Object.fromEntries(new URL(request.url).searchParams)),
    },
  },
})
