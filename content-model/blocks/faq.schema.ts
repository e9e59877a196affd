/** The schema of the faq block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloksOf, optionalText, requiredText } from '../fields.ts'
import { requiredRichText } from '../rich-text/rich-text-schema.ts'

export const faqItemSchema = /* @__PURE__ */ blok('faq_item', {
  question: requiredText,
  answer: requiredRichText,
})

/** Questions and answers, each a disclosure (<details>), keyboard-operable without script. */
export const faqSchema = /* @__PURE__ */ blok('faq', {
  heading: optionalText,
  items: /* @__PURE__ */ bloksOf(['faq_item']),
})
