/**
 * The lease calculator's inputs as plain data, without xstate: route search
 * validation and loaders import these on every page's first load, the machine
 * (lease-calculator-machine.ts) only where a calculator is shown.
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
