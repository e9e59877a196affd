/**
 * Chat (autochat): start a session, send a message, receive replies. Replies are
 * fetched with `GET /chat/sessions/{sessionId}/messages?after={messageId}` (polling);
 * the mock answers at once, a real assistant may take a moment.
 */
import { z } from 'zod'
import { isoDateTime, slug } from './common.ts'
import { acquisitionTypeSchema, fuelSchema } from './vehicle.ts'

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
    /** The trade-in valuation (the site's /byttebil). */
    z.object({ kind: z.literal('trade-in'), label: z.string() }),
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

/**
 * A vehicle's prices as its page presents them (the site's price presentation):
 * the assistant quotes these texts word for word, so the chat gives the same
 * price, monthly payment and credit example as the page.
 */
export const chatVehiclePriceSchema = z
  .object({
    priceType: acquisitionTypeSchema,
    /** "Kontant", "Privatleasing" … */
    label: z.string().min(1).max(60),
    /** "389.900 kr." or "3.999 kr./md. · ÅOP 6,34 %". */
    headline: z.string().min(1).max(200),
    /** The representative example in full (lease and finance); null for a cash price. */
    creditExample: z.string().max(2_000).nullable(),
  })
  .meta({ id: 'ChatVehiclePrice' })
export type ChatVehiclePrice = z.infer<typeof chatVehiclePriceSchema>

/** Where a question was asked, so the assistant can answer in context. */
export const chatContextSchema = z
  .object({
    vehicleId: z.string().max(200).optional(),
    /** The branch the question is about (a vehicle's own location). */
    locationSlug: slug.optional(),
    pagePath: z.string().max(500).optional(),
    /** The prices of `vehicleId` as its page shows them. */
    vehiclePrices: z.array(chatVehiclePriceSchema).max(5).optional(),
  })
  .meta({ id: 'ChatContext' })
export type ChatContext = z.infer<typeof chatContextSchema>

export const chatStartInputSchema = z
  .object({
    /** Where the chat was opened. */
    context: chatContextSchema.default({}),
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
    /** The page the question was asked from, when it differs from where the chat was opened; it applies to this question. */
    context: chatContextSchema.optional(),
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
