/** The schema of the trade in block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, requiredLink, requiredText } from '../fields.ts'

/**
 * Trade-in (byttebil): what the dealer offers for the visitor's current car
 * and how to get a price. The online valuation form is a separate feature; this
 * block points to where the visitor gets the valuation today.
 */
export const tradeInSchema = /* @__PURE__ */ blok('trade_in', {
  heading: requiredText,
  text: requiredText,
  link: requiredLink,
  link_label: requiredText,
})
