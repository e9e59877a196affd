/** The schema of the review widget block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloksOf, dateField, numberField, optionField, optionalLink, optionalText, requiredText } from '../fields.ts'

export const reviewSchema = /* @__PURE__ */ blok('review', {
  author: requiredText,
  rating: /* @__PURE__ */ numberField({ min: 1, max: 5, default: 5 }),
  text: requiredText,
  date: dateField,
})

/**
 * Reviews from an external provider (Trustpilot, Google, Facebook): the
 * score, a few quoted reviews and a link to all of them at the provider. The
 * provider's own script is not loaded (no third-party requests or cookies).
 *
 * `verification` is required: a trader who shows reviews must say whether and
 * how it checks that they come from customers who have bought or used what
 * they review (markedsføringsloven, as the Omnibus directive 2019/2161 amended it). A block
 * without it is not shown.
 */
export const reviewWidgetSchema = /* @__PURE__ */ blok('review_widget', {
  provider: /* @__PURE__ */ optionField(['trustpilot', 'google', 'facebook'], 'trustpilot'),
  heading: requiredText,
  rating: /* @__PURE__ */ numberField({ min: 0, max: 5, default: 0 }),
  review_count: /* @__PURE__ */ numberField({ min: 0, default: 0 }),
  profile_link: optionalLink,
  reviews: /* @__PURE__ */ bloksOf(['review']),
  verification: requiredText,
  note: optionalText,
})
