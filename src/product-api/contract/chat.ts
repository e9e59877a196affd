/**
 * Chat (autochat): start a session, send a message, receive replies. Replies are
 * fetched with `GET /chat/sessions/{sessionId}/messages?after={messageId}` (polling);
 * the mock answers at once, a real assistant may take a moment.
 */
import { z } from 'zod'
import { isoDateTime, slug } from './common.ts'
import { fuelSchema } from './vehicle.ts'

export const chatLinkSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('vehicle'), label: z.string(), vehicleId: slug }),
    z.object({ kind: z.literal('location'), label: z.string(), locationSlug: slug }),
    z.object({
      kind: z.literal('stock'),
      label: z.string(),
      filters: z.object({ brand: slug.optional(), model: slug.optional(), fuel: fuelSchema.optional() }),
    }),
    z.object({ kind: z.literal('phone'), label: z.string(), phone: z.string() }),
  ])
  .meta({ id: 'ChatLink' })
export type ChatLink = z.infer<typeof chatLinkSchema>

export const chatMessageSchema = z
  .object({
    id: z.string().regex(/^msg-[0-9]{4,}$/),
    role: z.enum(['visitor', 'assistant']),
    text: z.string(),
    createdAt: isoDateTime,
    /** Quick replies the visitor can tap (Danish). */
    suggestions: z.array(z.string()),
    links: z.array(chatLinkSchema),
  })
  .meta({ id: 'ChatMessage' })
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatStartInputSchema = z
  .object({
    /** Where the chat was opened, so the assistant can answer in context. */
    context: z
      .object({
        vehicleId: z.string().max(200).optional(),
        locationSlug: slug.optional(),
        pagePath: z.string().max(500).optional(),
      })
      .default({}),
  })
  .meta({ id: 'ChatStartInput' })
export type ChatStartInput = z.input<typeof chatStartInputSchema>

export const chatSessionSchema = z
  .object({
    sessionId: z.string().regex(/^chat-[0-9a-f]{16}$/),
    status: z.enum(['ready', 'closed']),
    messages: z.array(chatMessageSchema),
  })
  .meta({ id: 'ChatSession' })
export type ChatSession = z.infer<typeof chatSessionSchema>

export const chatSessionParamsSchema = z.object({
  sessionId: z.string().regex(/^chat-[0-9a-f]{16}$/),
})

export const chatSendInputSchema = z
  .object({
    text: z.string({ error: 'Skriv en besked.' }).trim().min(1, 'Skriv en besked.').max(1_000, 'Beskeden må højst være 1.000 tegn.'),
  })
  .meta({ id: 'ChatSendInput' })
export type ChatSendInput = z.input<typeof chatSendInputSchema>

export const chatSendResultSchema = z
  .object({
    /** The visitor's message as stored. */
    message: chatMessageSchema,
  })
  .meta({ id: 'ChatSendResult' })
export type ChatSendResult = z.infer<typeof chatSendResultSchema>

export const chatMessagesQuerySchema = z
  .object({
    /** Only messages after this id; omit for the whole conversation. */
    after: z
      .string()
      .regex(/^msg-[0-9]{4,}$/)
      .optional(),
  })
  .meta({ id: 'ChatMessagesQuery' })
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>

export const chatMessagesSchema = z
  .object({
    status: z.enum(['ready', 'closed']),
    messages: z.array(chatMessageSchema),
  })
  .meta({ id: 'ChatMessages' })
export type ChatMessages = z.infer<typeof chatMessagesSchema>
