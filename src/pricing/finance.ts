/**
 * ÅOP (årlige omkostninger i procent): the annual rate at which what the
 * customer receives and everything the customer pays have the same present
 * value (kreditaftaleloven § 8 and its annex; Directive 2008/48/EC annex I).
 * Time counts in years from the start, a month being 1/12 year, so with
 * monthly cash flows ÅOP = (1 + r)^12 − 1, where r is the monthly internal
 * rate of return of the real cash flows: the credit paid out, fees paid up
 * front, every installment (incl. fees added to the loan and mandatory
 * services in the monthly payment) and the balloon or, for a lease, the
 * residual value the car is handed back at.
 *
 * r comes from `financial` (a port of numpy-financial), not from hand-written
 * root finding, and so do the annuity payments below: this is the site's one
 * finance module (issue 33). The mock product API computes its figures with
 * its own, independently written maths (mocks/product-api/finance.ts), and a
 * cross-check test holds the two together (mocks/product-api/finance-cross-check.test.ts).
 */
import { irr, pmt } from 'financial'

export interface CreditTerms {
  /**
   * What the customer is credited at the start, kr.: the cash price minus the
   * down payment (finance), the car's list price minus the first payment (lease).
   */
  creditAmount: number
  /** Costs paid at the start that are not part of the credit (fees paid up front), kr. */
  upfrontCosts?: number
  /** Each monthly payment as the customer pays it, kr. */
  monthlyPayment: number
  months: number
  /** Paid with the last installment: the balloon (restgæld) or the lease's residual value, kr. */
  finalPayment?: number
}

export class AprError extends Error {
  override name = 'AprError'
}

/** The customer's monthly cash flows: index 0 is the start (received minus paid), 1…months the payments (negative). */
export function creditCashFlows(terms: CreditTerms): number[] {
  const { creditAmount, upfrontCosts = 0, monthlyPayment, months, finalPayment = 0 } = terms
  if (!Number.isInteger(months) || months < 1) throw new AprError(`months must be a positive whole number, got ${months}`)
  if (!(creditAmount > 0)) throw new AprError(`the credit amount must be positive, got ${creditAmount}`)
  const flows = [creditAmount - upfrontCosts]
  for (let month = 1; month <= months; month++) flows.push(-monthlyPayment)
  flows[months] = (flows[months] ?? 0) - finalPayment
  return flows
}

/** Starting points for the solver: a typical monthly rate first, then wider ones for unusual flows. */
const guesses = [0.005, 0, 0.03, 0.1, -0.005] as const

/** The monthly internal rate of return of `flows` (one per month, index 0 at the start). */
export function monthlyInternalRate(flows: readonly number[]): number {
  for (const guess of guesses) {
    const rate = irr([...flows], guess, 1e-10, 200)
    if (Number.isFinite(rate) && rate > -1) return Math.abs(rate) < 1e-12 ? 0 : rate
  }
  throw new AprError('the cash flows have no internal rate of return (they must contain money received and money paid)')
}

/** ÅOP in percent with two decimals (8.95 = 8,95 %) of monthly cash flows. */
export function annualPercentageRate(flows: readonly number[]): number {
  const annual = ((1 + monthlyInternalRate(flows)) ** 12 - 1) * 100
  const rounded = Math.round(annual * 100) / 100
  return Object.is(rounded, -0) ? 0 : rounded
}

/** ÅOP in percent of a credit's terms. */
export function aprOf(terms: CreditTerms): number {
  return annualPercentageRate(creditCashFlows(terms))
}

/**
 * The monthly payment that pays `principal` down to `balloon` over `months` at the nominal annual rate
 * `annualRatePercent` (5.95 = 5,95 %), interest monthly on the outstanding amount: an annuity, with a
 * balloon (restgæld) or a lease's residual value left at the end. `financial`'s `pmt`, as a positive amount.
 */
export function annuityPayment(principal: number, annualRatePercent: number, months: number, balloon = 0): number {
  if (!Number.isInteger(months) || months < 1) throw new AprError(`months must be a positive whole number, got ${months}`)
  const payment = -pmt(annualRatePercent / 100 / 12, months, principal, -balloon)
  return Object.is(payment, -0) ? 0 : payment
}

/** Financial lease (finansiel leasing): the content calculator's inputs. */
export interface FinancialLeaseInput {
  /** Vehicle price, kr. (ex. VAT for businesses). */
  price: number
  /** First payment (udbetaling), kr. */
  downPayment: number
  /** Term, months. */
  months: number
  /** Residual value (restværdi) at the end, kr. */
  residual: number
  /** Annual interest rate, per cent (5.95 = 5,95 %). */
  annualRatePercent: number
}

export interface FinancialLeaseResult {
  monthly: number
  /** Down payment + all monthly payments + residual. */
  totalCost: number
  financed: number
}

/**
 * A financial lease's monthly payment: the financed amount (price − down payment) paid down to the
 * residual value; null when the inputs describe no lease (nothing financed, a residual above it, …).
 */
export function financialLeasePayment(input: FinancialLeaseInput): FinancialLeaseResult | null {
  const { price, downPayment, months, residual, annualRatePercent } = input
  const financed = price - downPayment
  if (
    !(price > 0) ||
    downPayment < 0 ||
    !Number.isInteger(months) ||
    !(months > 0) ||
    residual < 0 ||
    financed <= 0 ||
    residual > financed ||
    annualRatePercent < 0
  )
    return null
  const monthly = annuityPayment(financed, annualRatePercent, months, residual)
  return { monthly, totalCost: downPayment + monthly * months + residual, financed }
}
