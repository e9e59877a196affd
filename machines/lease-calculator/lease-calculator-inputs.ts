/**
 * The lease calculator's inputs, problems and answers: plain values and
 * types without xstate, so the calculator routes' search validation (part of
 * every page's first-load JavaScript) does not load the machine
 * (lease-calculator-machine.ts re-exports them).
 */

export const calculatorTypes = ['private_lease', 'business_lease', 'private_finance', 'business_finance'] as const
export type CalculatorType = (typeof calculatorTypes)[number]

/** What the visitor chose, already brought to allowed values by the calculator's form. */
export interface CalculatorInputs {
  acquisitionType: CalculatorType
  /** Udbetaling or førstegangsydelse, kr. */
  downPayment: number
  months: number
  /** Km per year (leases); null for loans. */
  annualDistance: number | null
  /** Restgæld (loans); null for leases and loans without a balloon. */
  residualValue: number | null
}

export function sameInputs(a: CalculatorInputs | null, b: CalculatorInputs | null): boolean {
  return (
    a !== null &&
    b !== null &&
    a.acquisitionType === b.acquisitionType &&
    a.downPayment === b.downPayment &&
    a.months === b.months &&
    a.annualDistance === b.annualDistance &&
    a.residualValue === b.residualValue
  )
}

/** Why there is no quote to show. */
export type CalculatorProblem =
  /** The request failed (network, site or product API unavailable); retry may help. */
  | { kind: 'failed' }
  /** The product API refused the inputs, with Danish messages per field. */
  | { kind: 'rejected'; messages: Record<string, string[]> }
  /** The vehicle is gone or not offered with this price type. */
  | { kind: 'unavailable'; reason: 'not-found' | 'not-offered' }

/** The site's answer to a quote request (a request that cannot reach the site rejects instead). */
export type QuoteAnswer<TQuote> =
  | { outcome: 'quoted'; quote: TQuote }
  | { outcome: 'rejected'; messages: Record<string, string[]> }
  | { outcome: 'unavailable'; reason: 'not-found' | 'not-offered' }

/** The inputs the chart and the model start from when none are given. */
export const exampleInputs: CalculatorInputs = {
  acquisitionType: 'private_lease',
  downPayment: 19_995,
  months: 36,
  annualDistance: 15_000,
  residualValue: null,
}
