/**
 * Server functions the autochat machine's actors call (machines/autochat):
 * start a chat and send a message. The browser never calls the product API;
 * the answer is streamed by routes/api/chat-answer.ts. Both directions are
 * validated with zod: the input here, the product API's answers in its client,
 * and the entries the browser gets (chat-entries.server.ts).
 */
import { createServerFn } from '@tanstack/react-start'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { constants } from '#app.config'
import { outgoingMessageSchema, sessionIdSchema, type SendResult, type StartResult } from '#machines/autochat/autochat-machine.ts'
import { productApi } from '../server/product-api.server.ts'
import { requestClientAddress } from '../server/client-address.server.ts'
import { chatContextFor } from './chat-context.server.ts'
import { toChatEntry } from './chat-entries.server.ts'
import { createChatLimiter } from './chat-limiter.server.ts'

const limiter = createChatLimiter()

/** What the chat machine sends (`{ context }`); anything else is a typed 400, and no session is opened. */
const startInput = z.strictObject({
  context: z.strictObject({
    pagePath: z.string().max(500).optional(),
    vehicleId: z.string().max(200).optional(),
  }),
})

/** Starts a chat session; `unavailable` when the dealer has the chat turned off, `failed` when the product API fails. */
export const startChat = createServerFn({ method: 'POST' })
  .validator(startInput)
  .handler(async ({ data }): Promise<StartResult> => {
    if (!constants.autochat.bubbleEnabled) return { outcome: 'unavailable' }
    try {
      const api = productApi()
      // Opened from a vehicle's page: the assistant gets the vehicle, its branch and its prices as the page shows them.
      const context = await chatContextFor(api, data.context)
      const session = await api.startChat({ context }, { idempotencyKey: `chat-start-${randomUUID()}` })
      if (session.status === 'closed') return { outcome: 'unavailable' }
      return { outcome: 'ready', sessionId: session.sessionId, messages: await Promise.all(session.messages.map(toChatEntry)) }
    } catch (error) {
      console.warn('[autochat] start failed:', error instanceof Error ? error.message : error)
      return { outcome: 'failed' }
    }
  })

/** Sends the visitor's message with its idempotency key: a retry of the same key is stored once. */
export const sendChatMessage = createServerFn({ method: 'POST' })
  .validator(z.object({ sessionId: sessionIdSchema, message: outgoingMessageSchema, pagePath: z.string().max(500).optional() }))
  .handler(async ({ data }): Promise<SendResult> => {
    if (!limiter.allow(requestClientAddress(), data.message.key)) return { outcome: 'rate-limited' }
    try {
      const api = productApi()
      // The page the question is asked from (the visitor may have moved on since the chat was opened).
      const context = data.pagePath === undefined ? undefined : await chatContextFor(api, { pagePath: data.pagePath })
      const sent = await api.sendChatMessage(data.sessionId, { text: data.message.text, ...(context ? { context } : {}) }, { idempotencyKey: data.message.key })
      return { outcome: 'sent', messageId: sent.message.id }
    } catch (error) {
      console.warn('[autochat] send failed:', error instanceof Error ? error.message : error)
      return { outcome: 'unavailable' }
    }
  })
