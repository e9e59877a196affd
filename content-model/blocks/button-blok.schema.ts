/** The schema of the button blok block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { buttonSizes, buttonVariants } from '#src/ui/button-options.ts'
import { blok, booleanField, optionField, optionalLink, optionalText, requiredText } from '../fields.ts'

export const iconNames = ['none', 'arrow', 'calendar', 'car', 'phone', 'mail', 'search', 'download'] as const

/**
 * A button of spec 2.5, used inside call to action, hero, section …: a link,
 * or — with a booking product category — the appointment-booking button that
 * opens the external scheduler with make, location, product_category and
 * product_category_hidden (service pages, workshop campaigns).
 */
export const buttonSchema = /* @__PURE__ */ blok('button', {
  label: requiredText,
  link: optionalLink,
  variant: /* @__PURE__ */ optionField(buttonVariants, 'primary'),
  size: /* @__PURE__ */ optionField(buttonSizes, 'large'),
  icon: /* @__PURE__ */ optionField(iconNames, 'none'),
  icon_position: /* @__PURE__ */ optionField(['start', 'end'], 'end'),
  /** Set: the button opens the booking widget with this product category (e.g. "workshop"). */
  booking_product_category: optionalText,
  booking_make: optionalText,
  booking_location: optionalText,
  booking_product_category_hidden: booleanField,
}).superRefine((b, ctx) => {
  if (!b.booking_product_category && b.link === null) ctx.addIssue({ code: 'custom', path: ['link'], message: 'link skal udfyldes' })
})
