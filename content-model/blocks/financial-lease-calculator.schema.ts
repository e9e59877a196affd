/** The schema of the financial lease calculator block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { z } from 'zod'
import { blok, numberField, optionalText, requiredText } from '../fields.ts'

/** "24,36,48,60" → [24, 36, 48, 60] */
const durationsField = /* @__PURE__ */ z
  .string()
  .trim()
  .regex(/^\d{1,2}(\s*,\s*\d{1,2})*$/, 'løbetider i måneder adskilt af komma, fx "24,36,48"')
  .transform((v) => [...new Set(v.split(',').map((s) => Number(s.trim())))].filter((n) => n >= 6 && n <= 96).sort((a, b) => a - b))
  .refine((list) => list.length > 0, 'mindst én løbetid mellem 6 og 96 måneder')

/**
 * Financial lease calculator (spec 2.1): price, down payment, term and
 * residual value give an indicative monthly payment at the rate the editor
 * states. The disclaimer says what the figure is (and is not).
 */
export const financialLeaseCalculatorSchema = /* @__PURE__ */ blok('financial_lease_calculator', {
  heading: requiredText,
  intro: optionalText,
  interest_rate: /* @__PURE__ */ numberField({ min: 0, max: 25, default: 0 }).refine((n) => n > 0, 'rentesats i procent skal udfyldes'),
  default_price: /* @__PURE__ */ numberField({ min: 10_000, max: 5_000_000, default: 400_000 }),
  durations: durationsField,
  default_down_payment_percent: /* @__PURE__ */ numberField({ min: 0, max: 50, default: 20 }),
  default_residual_percent: /* @__PURE__ */ numberField({ min: 0, max: 80, default: 30 }),
  disclaimer: requiredText,
})
