/**
 * ÅOP against examples whose answer follows from the definition by hand
 * (no solver involved: each has a closed form), plus a realistic lease whose
 * figure is checked by substituting it back into the definition.
 */
import { describe, expect, it } from 'vitest'
import { annualPercentageRate, annuityPayment, AprError, aprOf, creditCashFlows, financialLeasePayment } from './finance.ts'

describe('ÅOP: hand-checked examples', () => {
  it('an annuity at 12 % nominal (1 % a month) without fees: (1,01)^12 − 1 = 12,68 %', () => {
    // 100.000 kr. over 12 months at 1 % a month: payment = 100.000 · 0,01 / (1 − 1,01^−12) = 8.884,88 kr.
    expect(aprOf({ creditAmount: 100_000, monthlyPayment: 8_884.88, months: 12 })).toBe(12.68)
  })

  it('interest only at 1 % a month and the whole amount back as a balloon: also 12,68 %', () => {
    // 1.000 kr. interest each month on 100.000 kr., the 100.000 kr. with the last payment.
    expect(aprOf({ creditAmount: 100_000, monthlyPayment: 1_000, months: 12, finalPayment: 100_000 })).toBe(12.68)
  })

  it('10.000 kr. back as 11.000 kr. after a year: 10,00 %', () => {
    expect(aprOf({ creditAmount: 10_000, monthlyPayment: 0, months: 12, finalPayment: 11_000 })).toBe(10)
  })

  it('an up-front fee counts: 10.000 kr. credited, 1.000 kr. fee at the start, 10.000 kr. back after a year: 10.000/9.000 − 1 = 11,11 %', () => {
    expect(aprOf({ creditAmount: 10_000, upfrontCosts: 1_000, monthlyPayment: 0, months: 12, finalPayment: 10_000 })).toBe(11.11)
  })

  it('twice the amount back after 24 months: √2 − 1 = 41,42 % a year', () => {
    expect(aprOf({ creditAmount: 1_000, monthlyPayment: 0, months: 24, finalPayment: 2_000 })).toBe(41.42)
  })

  it('a credit that costs nothing has ÅOP 0,00 %', () => {
    expect(aprOf({ creditAmount: 12_000, monthlyPayment: 1_000, months: 12 })).toBe(0)
  })
})

describe('ÅOP of a lease (the site’s representative example)', () => {
  // Privatleasing as the mock prices it: list price 300.000 kr., first payment 19.995 kr.,
  // 36 × 3.999 kr. (service included), returned at the residual value 179.000 kr.
  const terms = { creditAmount: 300_000 - 19_995, monthlyPayment: 3_999, months: 36, finalPayment: 179_000 }
  const apr = aprOf(terms)

  /** Present value of the flows at an annual rate in percent, summed directly from the definition. */
  function presentValue(annualPercent: number): number {
    return creditCashFlows(terms).reduce((sum, flow, month) => sum + flow / (1 + annualPercent / 100) ** (month / 12), 0)
  }

  it('substituted back, the present value changes sign within ±0,005 percentage points of the figure', () => {
    // At a lower rate the payments weigh more than the credit, at a higher one less.
    expect(presentValue(apr - 0.005)).toBeLessThan(0)
    expect(presentValue(apr + 0.005)).toBeGreaterThan(0)
  })

  it('is above the lessor’s 4,9 % debitorrente, because service and the residual value are part of the real cash flows', () => {
    expect(apr).toBeGreaterThan(4.9)
  })
})

describe('ÅOP of the lease offer the lease overview shows first (Dacia Sandero Expression TCe 100, privatleasing)', () => {
  // Bilens pris 159.990 kr., førstegangsydelse 19.995 kr., 36 × 2.069 kr., restværdi 95.000 kr.
  // Checked by hand: bisection on the present value of +139.995, 36 × −2.069 and −95.000 with the
  // last payment gives r = 0,68808 % a month; (1,0068808)^12 − 1 = 8,5768 %, so 8,58 %.
  const terms = { creditAmount: 159_990 - 19_995, monthlyPayment: 2_069, months: 36, finalPayment: 95_000 }

  it('is 8,58 %', () => {
    expect(aprOf(terms)).toBe(8.58)
  })

  it('total credit costs 29.489 kr. = 19.995 + 36 × 2.069 + 95.000 − 159.990', () => {
    const totalPayable = 19_995 + 36 * 2_069
    expect(totalPayable).toBe(94_479)
    expect(totalPayable + 95_000 - 159_990).toBe(29_489)
  })
})

describe('cash flows', () => {
  it('puts the credit at the start and the final payment with the last installment', () => {
    expect(creditCashFlows({ creditAmount: 1_000, upfrontCosts: 50, monthlyPayment: 300, months: 3, finalPayment: 200 })).toEqual([950, -300, -300, -500])
  })

  it('refuses terms that are no credit', () => {
    expect(() => creditCashFlows({ creditAmount: 0, monthlyPayment: 100, months: 12 })).toThrow(AprError)
    expect(() => creditCashFlows({ creditAmount: 1_000, monthlyPayment: 100, months: 0 })).toThrow(AprError)
    expect(() => annualPercentageRate([100, 50])).toThrow(AprError)
  })
})

describe('annuity payments: hand-checked examples', () => {
  it('100.000 kr. over 12 months at 12 % nominal (1 % a month): 100.000 · 0,01 / (1 − 1,01^−12) = 8.884,88 kr.', () => {
    expect(annuityPayment(100_000, 12, 12)).toBeCloseTo(8_884.88, 2)
  })

  it('a balloon of the whole amount leaves only the interest: 100.000 kr. at 1 % a month, 1.000 kr.', () => {
    expect(annuityPayment(100_000, 12, 12, 100_000)).toBeCloseTo(1_000, 6)
  })

  it('at 0 % the amount above the balloon is spread evenly: (12.000 − 6.000) / 12 = 500 kr.', () => {
    expect(annuityPayment(12_000, 0, 12, 6_000)).toBe(500)
  })

  it('refuses a term that is not a whole number of months', () => {
    expect(() => annuityPayment(1_000, 5, 0)).toThrow(AprError)
    expect(() => annuityPayment(1_000, 5, 1.5)).toThrow(AprError)
  })
})

describe('financial lease', () => {
  it('600.000 kr., 100.000 kr. down, 36 months, residual 200.000 kr., 6 %: the annuity on 500.000 kr. down to 200.000 kr.', () => {
    // By hand: r = 0,005, (1,005)^36 = 1,1966805; (500.000 · 1,1966805 − 200.000) · 0,005 / 0,1966805 = 1.991,701 / 0,1966805 = 10.126,58 kr.
    const lease = financialLeasePayment({ price: 600_000, downPayment: 100_000, months: 36, residual: 200_000, annualRatePercent: 6 })
    expect(lease?.financed).toBe(500_000)
    expect(lease?.monthly).toBeCloseTo(10_126.58, 1)
    expect(lease?.totalCost).toBeCloseTo(100_000 + 36 * 10_126.58 + 200_000, 0)
  })

  it('describes no lease when nothing is financed or the residual is above the financed amount', () => {
    expect(financialLeasePayment({ price: 600_000, downPayment: 700_000, months: 36, residual: 0, annualRatePercent: 6 })).toBeNull()
    expect(financialLeasePayment({ price: 600_000, downPayment: 100_000, months: 36, residual: 600_000, annualRatePercent: 6 })).toBeNull()
    expect(financialLeasePayment({ price: 0, downPayment: 0, months: 36, residual: 0, annualRatePercent: 6 })).toBeNull()
    expect(financialLeasePayment({ price: 600_000, downPayment: 0, months: 0, residual: 0, annualRatePercent: 6 })).toBeNull()
  })
})
