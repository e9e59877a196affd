/**
 * Streams an answer to the browser as it arrives (GET /api/chat-answer):
 * the site asks the product API for the messages after the visitor's one
 * (polling while the assistant is still thinking), then sends the answer as
 * newline-delimited JSON: `{"type":"chunk","text":…}` pieces of the text, and
 * last `{"type":"done","messages":[…]}` with the validated entries (links,
 * vehicle cards). A stream that ends without `done` was cut.
 */
import { z } from 'zod'
import { sessionIdSchema, type ChatEntry } from '#machines/autochat/autochat-machine.ts'
import { NotFoundError } from '../product-api/errors.ts'
import { productApi } from '../server/product-api.server.ts'
import { toChatEntry } from './chat-entries.server.ts'

export const answerQuerySchema = z.object({
  session: sessionIdSchema,
  after: z.string().regex(/^msg-[0-9]{4,}$/),
})

/** One line of the stream. */
export type AnswerLine = { type: 'chunk'; text: string } | { type: 'done'; messages: ChatEntry[] }

const pollIntervalMs = 250
const maxPolls = 40
/** Pause between pieces, so the answer reads as it is written. */
const chunkPauseMs = 15

class StreamCancelled extends Error {
  override name = 'StreamCancelled'
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** "Vi har 5 elbiler …" → ["Vi har ", "5 elbiler ", …]: two words a piece. */
export function chunksOf(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? []
  const pieces: string[] = []
  for (let i = 0; i < words.length; i += 2) pieces.push(words.slice(i, i + 2).join(''))
  return pieces
}

export function answerResponse(rawQuery: Record<string, string>): Response {
  const query = answerQuerySchema.safeParse(rawQuery)
  if (!query.success) {
    return Response.json({ error: 'Ugyldig forespørgsel til chatten.' }, { status: 400, headers: { 'cache-control': 'no-store' } })
  }
  const { session, after } = query.data
  const encoder = new TextEncoder()
  /** The browser went away (navigation, reload): stop writing, and never throw from the stream. */
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    cancel() {
      cancelled = true
    },
    async start(controller) {
      const write = (line: AnswerLine) => {
        if (cancelled) throw new StreamCancelled()
        controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
      }
      try {
        let replies: ChatEntry[] = []
        for (let poll = 0; poll < maxPolls && replies.length === 0 && !cancelled; poll++) {
          if (poll > 0) await pause(pollIntervalMs)
          const { messages } = await productApi().getChatMessages(session, { after })
          replies = await Promise.all(messages.filter((m) => m.role === 'assistant').map(toChatEntry))
        }
        for (const reply of replies)
          for (const piece of chunksOf(reply.text)) {
            write({ type: 'chunk', text: piece })
            await pause(chunkPauseMs)
          }
        if (cancelled) return
        if (replies.length > 0) write({ type: 'done', messages: replies })
      } catch (error) {
        if (!(error instanceof NotFoundError) && !(error instanceof StreamCancelled) && !cancelled) {
          console.warn('[autochat] answer stream cut:', error instanceof Error ? error.message : error)
        }
      } finally {
        try {
          if (!cancelled) controller.close()
        } catch {
          // Already closed or errored by the runtime: nothing left to do.
        }
      }
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      // Proxies must not buffer the stream.
      'x-accel-buffering': 'no',
    },
  })
}
