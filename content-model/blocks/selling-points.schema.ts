/** The schema of the selling points block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloksOf, optionField, optionalText, requiredText } from '../fields.ts'

export const iconNames = ['check', 'shield', 'exchange', 'ticket', 'gauge', 'wrench', 'calendar', 'bolt'] as const

export const sellingPointSchema = /* @__PURE__ */ blok('selling_point', {
  title: requiredText,
  text: optionalText,
  icon: /* @__PURE__ */ optionField(iconNames, 'check'),
})

/**
 * A list of selling points. `used_cars` and `minilease` show the business
 * facts from app.config.ts (spec 9), so they are stated in one place;
 * `custom` shows the editor's own points.
 */
export const sellingPointsSchema = /* @__PURE__ */ blok('selling_points', {
  heading: optionalText,
  source: /* @__PURE__ */ optionField(['custom', 'used_cars', 'minilease'], 'custom'),
  items: /* @__PURE__ */ bloksOf(['selling_point']),
})
