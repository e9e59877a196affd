/** The schema of the chat block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, optionField, optionalText, requiredText } from '../fields.ts'

/** How the page offers the chat: the bubble and this block (default), only this block, or not at all. */
export const chatModes = ['bubble', 'inline', 'off'] as const

/**
 * Chat (autochat). The block introduces the chat and opens it ("Start
 * chatten"). `mode` lets editors turn the chat bubble off on the page:
 * `inline` makes the block the page's only way into the chat; `off` turns the
 * chat off on the page on purpose, and the block shows the contact page
 * instead (no "unavailable" message: the chat has not failed).
 */
export const chatSchema = /* @__PURE__ */ blok('chat', {
  heading: requiredText,
  text: optionalText,
  mode: /* @__PURE__ */ optionField(chatModes, 'bubble'),
})
