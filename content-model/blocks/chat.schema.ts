/** The schema of the chat block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, optionField, optionalText, requiredText } from '../fields.ts'
import { chatModes } from './chat.tsx'

/**
 * Chat (autochat). The block introduces the chat and opens it ("Start
 * chatten"). `mode` lets editors turn the chat bubble off on the page:
 * `inline` makes the block the page's only way into the chat; `off` turns the
 * chat off on the page, and the block shows the spec's unavailable message
 * (spec 8) with the contact page instead.
 */
export const chatSchema = /* @__PURE__ */ blok('chat', {
  heading: requiredText,
  text: optionalText,
  mode: /* @__PURE__ */ optionField(chatModes, 'bubble'),
})
