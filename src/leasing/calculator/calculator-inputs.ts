/**
 * The calculator's inputs as they arrive in the address or the form (the GET
 * form works without JavaScript), checked with zod and brought to the nearest
 * value the product API accepts, with a Danish message for each correction.
 * The same module runs in the browser (as the visitor types) and on the
 * server (the page's loader and the quote server function), so a quote
 * request never reaches the product API with values it would refuse.
 *
 * Search parameters: acquisition, downPayment, months, km, residual, vat.
 * Amounts may be written the Danish way ("19.995", "19 995 kr.").
 */
import { z } from 'zod/mini'
import { calculatorTypes, type CalculatorInputs, type CalculatorType } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import { formatKm, formatKr, formatList, formatMonths } from '#src/format/format.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { tidySentenceEnds } from '#src/format/sentence.ts'
import type { CalculatorSearch } from './calculator-search.ts'
import { isBusinessType, isLeaseType, vatModes, type VatMode } from '#src/pricing/price-view.ts'
import { acquisitionTypeLabels } from '#src/product-api/contract/vocabulary.ts'
import { calculatorOptions, offeredTypes, startingInputs, type CalculatorSubject } from './calculator-options.ts'

export { calculatorSearchSchema, parseCalculatorSearch, type CalculatorSearch } from './calculator-search.ts'

/** Whole kroner or kilometres, also written "19.995", "19 995" or "19.995 kr.". */
export const wholeNumberSchema = z.pipe(
  z.string(),
  z.pipe(
    z.transform((value: string) => {
      const compact = value.replace(/[\s\u00a0]/g, '').replace(/(kr\.?|km)$/i, '')
      return /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replace(/\./g, '') : compact
    }),
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)),
  ),
)

const calculatorTypeSchema = z.enum(calculatorTypes)
const vatSchema = z.enum(vatModes)

export type InputField = 'acquisition' | 'downPayment' | 'months' | 'km' | 'residual'

/** A value the calculator changed to the nearest allowed one, and why (Danish). */
export interface InputNotice {
  field: InputField
  message: string
}

export type NormalisedInputs =
  | { status: 'ok'; inputs: CalculatorInputs; vat: VatMode; notices: InputNotice[] }
  /** The address names a price type the vehicle is not offered with (or its brand does not allow). */
  | { status: 'not-offered'; type: CalculatorType }
  /** The vehicle is offered with no lease or finance type at all. */
  | { status: 'no-offer' }

function nearest(values: readonly number[], wanted: number): number {
  return values.reduce((best, v) => (Math.abs(v - wanted) < Math.abs(best - wanted) ? v : best), values[0] ?? wanted)
}

function fieldName(field: InputField, type: CalculatorType): string {
  switch (field) {
    case 'downPayment':
      return isLeaseType(type) ? m.leasing_field_first_payment_name() : m.leasing_field_down_payment_name()
    case 'months':
      return m.leasing_field_months_name()
    case 'km':
      return m.leasing_field_km_name()
    case 'residual':
      return m.leasing_field_residual_name()
    case 'acquisition':
      return m.leasing_field_type_name()
  }
}

interface Range {
  min: number
  max: number
}

/** An amount within a range: the given value, or the nearest allowed with the message why. */
function amountWithin(
  raw: string | undefined,
  fallback: number,
  range: Range,
  field: InputField,
  type: CalculatorType,
  notices: InputNotice[],
  show: (n: number) => string,
): number {
  if (raw === undefined) return Math.min(Math.max(fallback, range.min), range.max)
  const parsed = wholeNumberSchema.safeParse(raw)
  const name = fieldName(field, type)
  if (!parsed.success) {
    const used = Math.min(Math.max(fallback, range.min), range.max)
    notices.push({ field, message: m.leasing_notice_not_a_number({ field: name, used: show(used) }) })
    return used
  }
  if (parsed.data < range.min) {
    notices.push({ field, message: m.leasing_notice_min({ field: name, min: show(range.min) }) })
    return range.min
  }
  if (parsed.data > range.max) {
    notices.push({ field, message: m.leasing_notice_max({ field: name, max: show(range.max) }) })
    return range.max
  }
  return parsed.data
}

/** A value from a list: the given one, or the nearest offered with the message why. */
function choiceOf(
  raw: string | undefined,
  fallback: number,
  choices: readonly number[],
  field: InputField,
  type: CalculatorType,
  notices: InputNotice[],
  show: (n: number) => string,
): number {
  const start = choices.includes(fallback) ? fallback : nearest(choices, fallback)
  if (raw === undefined) return start
  const parsed = wholeNumberSchema.safeParse(raw)
  const wanted = parsed.success ? parsed.data : start
  if (parsed.success && choices.includes(wanted)) return wanted
  const used = nearest(choices, wanted)
  notices.push({ field, message: m.leasing_notice_choice({ field: fieldName(field, type), choices: formatList(choices.map(show)), used: show(used) }) })
  return used
}

/**
 * The inputs for a subject from the address or the form. `fixedType` is the
 * price type of a price-type page (/lager/{bil}/privatleasing); on the
 * calculator page the type comes from `acquisition`.
 */
export function normaliseInputs(search: CalculatorSearch, subject: CalculatorSubject, fixedType?: CalculatorType): NormalisedInputs {
  const types = offeredTypes(subject)
  const notices: InputNotice[] = []
  let type: CalculatorType
  if (fixedType) {
    if (!types.includes(fixedType)) return { status: 'not-offered', type: fixedType }
    type = fixedType
  } else {
    const first = types[0]
    if (first === undefined) return { status: 'no-offer' }
    const asked = search.acquisition === undefined ? undefined : calculatorTypeSchema.safeParse(search.acquisition)
    if (asked?.success && !types.includes(asked.data)) return { status: 'not-offered', type: asked.data }
    type = asked?.success ? asked.data : first
    if (asked && !asked.success) {
      notices.push({
        field: 'acquisition',
        message: m.leasing_notice_type({ choices: formatList(types.map((t) => acquisitionTypeLabels[t])), used: acquisitionTypeLabels[type] }),
      })
    }
  }

  const options = calculatorOptions(subject, type)
  const start = startingInputs(subject, type)
  const downPayment = options.downPayment.choices
    ? choiceOf(search.downPayment, start.downPayment, options.downPayment.choices, 'downPayment', type, notices, formatKr)
    : amountWithin(search.downPayment, start.downPayment, options.downPayment, 'downPayment', type, notices, formatKr)
  const months = choiceOf(search.months, start.months, options.durations, 'months', type, notices, formatMonths)
  const annualDistance = options.distances ? choiceOf(search.km, start.annualDistance ?? 15_000, options.distances, 'km', type, notices, formatKm) : null
  let residualValue: number | null = null
  if (options.residual) {
    // Restgæld: at most half the price, and below the credit amount.
    const max = Math.max(0, Math.min(options.residual.max, subject.cashPrice - downPayment - 1))
    const value = amountWithin(search.residual, start.residualValue ?? 0, { min: 0, max }, 'residual', type, notices, formatKr)
    residualValue = value > 0 ? value : null
  }
  const vatAsked = search.vat === undefined ? undefined : vatSchema.safeParse(search.vat)
  const vat: VatMode = vatAsked?.success ? vatAsked.data : isBusinessType(type) ? 'excl' : 'incl'
  return {
    status: 'ok',
    inputs: { acquisitionType: type, downPayment, months, annualDistance, residualValue },
    vat,
    notices: notices.map((n) => ({ ...n, message: tidySentenceEnds(n.message) })),
  }
}

/** The search parameters that give these inputs (links, the form's fields). */
export function inputsToSearch(inputs: CalculatorInputs, vat: VatMode): Record<string, string> {
  const search: Record<string, string> = {
    acquisition: inputs.acquisitionType,
    downPayment: String(inputs.downPayment),
    months: String(inputs.months),
  }
  if (inputs.annualDistance !== null) search.km = String(inputs.annualDistance)
  if (inputs.residualValue !== null) search.residual = String(inputs.residualValue)
  if (isBusinessType(inputs.acquisitionType) || vat === 'excl') search.vat = vat
  return search
}
