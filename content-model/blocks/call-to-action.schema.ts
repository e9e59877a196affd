/** The schema of the call to action block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloksOf, optionField, optionalText, requiredText } from '../fields.ts'

/** A call to action: heading, text and one or more buttons. */
export const callToActionSchema = /* @__PURE__ */ blok('call_to_action', {
  heading: requiredText,
  text: optionalText,
  variant: /* @__PURE__ */ optionField(['brand', 'light'], 'brand'),
  buttons: /* @__PURE__ */ bloksOf(['button']),
})
