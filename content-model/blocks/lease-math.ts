/**
 * Financial lease (finansiel leasing) arithmetic: a monthly payment that pays
 * the financed amount down to the agreed residual value over the term, with
 * interest per month on the outstanding amount (an annuity with a balloon).
 */
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

export function financialLeasePayment(input: FinancialLeaseInput): FinancialLeaseResult | null {
  const { price, downPayment, months, residual, annualRatePercent } = input
  const financed = price - downPayment
  if (!(price > 0) || downPayment < 0 || !(months > 0) || residual < 0 || financed <= 0 || residual > financed || annualRatePercent < 0) return null
  const r = annualRatePercent / 100 / 12
  const monthly = r === 0 ? (financed - residual) / months : ((financed - residual / (1 + r) ** months) * r) / (1 - (1 + r) ** -months)
  return { monthly, totalCost: downPayment + monthly * months + residual, financed }
}
