import { describe, expect, it } from 'vitest'
import { aprOf } from '#src/pricing/finance.ts'
import { annualEffectiveRate, annualPercentageRate, annuityPayment, financeRow, leaseRow } from './finance.ts'

describe('annuity maths', () => {
  it('matches a known annuity: 100.000 kr. at 5 % over 12 months', () => {
    expect(annuityPayment(100_000, 0.05 / 12, 12)).toBeCloseTo(8_560.75, 2)
    expect(annuityPayment(120_000, 0, 12)).toBe(10_000)
  })

  it('leaves the balloon unpaid', () => {
    const r = 0.06 / 12
    const payment = annuityPayment(300_000, r, 36, 120_000)
    // Balance after 36 payments equals the balloon.
    let balance = 300_000
    for (let i = 0; i < 36; i++) balance = balance * (1 + r) - payment
    expect(balance).toBeCloseTo(120_000, 4)
  })

  it('finds the rate back from the payments (ÅOP of a loan without fees is its effective rate)', () => {
    const r = 0.0495 / 12
    const payment = annuityPayment(250_000, r, 60)
    expect(annualEffectiveRate(r)).toBeCloseTo(0.050639, 6)
    expect(annualPercentageRate(250_000, payment, 60)).toBe(5.06)
  })
})

describe('finance row (representative example)', () => {
  const row = financeRow({
    acquisitionType: 'private_finance',
    cashPrice: 299_900,
    downPayment: 60_000,
    months: 72,
    borrowingRate: 3.99,
    establishmentFeeFixed: 3_995,
    establishmentFeePercent: 1,
    balloon: 0,
    installmentProtection: false,
    fixedInterestPeriod: 'fixed',
    bank: 'RCI Banque (Renault Finansiering)',
    showExclVat: false,
    discount: 0,
  })

  it('computes loan, fees, ÅOP and totals consistently', () => {
    expect(row.net_loan_amount).toBe(239_900)
    expect(row.establishment_fee).toBe(6_394)
    expect(row.monthly_installment).toBe(Math.round(annuityPayment(246_294, 0.0399 / 12, 72)))
    expect(row.total_payable).toBe((row.monthly_installment ?? 0) * 72)
    expect(row.credit_costs).toBe((row.total_payable ?? 0) - 239_900)
    // Debitorrente is the rate the loan is computed with; the effective rate compounds it monthly.
    expect(row.borrowing_rate).toBe(3.99)
    expect(row.interest_rate).toBe(4.06)
    // Fees financed over the loan push ÅOP above the effective rate.
    // Checked independently: IRR of 239.900 kr. against 72 × 3.852 kr. is 5,007 % a year.
    expect(row.apr).toBe(5.01)
  })

  it('writes the Danish representative example', () => {
    expect(row.representative_example).toBe(
      'Repræsentativt eksempel: Kontantpris 299.900 kr. Udbetaling 60.000 kr. Samlet kreditbeløb 239.900 kr. Løbetid 72 mdr. ' +
        `Månedlig ydelse ${(row.monthly_installment ?? 0).toLocaleString('da-DK')} kr. Debitorrente 3,99 % (fast), effektiv debitorrente 4,06 %. ` +
        `Etableringsomkostninger 6.394 kr. ÅOP 5,01 %. Samlede kreditomkostninger ${(row.credit_costs ?? 0).toLocaleString('da-DK')} kr. ` +
        `Samlet tilbagebetaling ${(row.total_payable ?? 0).toLocaleString('da-DK')} kr. Samlet pris inkl. udbetaling ${((row.total_payable ?? 0) + 60_000).toLocaleString('da-DK')} kr. ` +
        'Långiver: RCI Banque (Renault Finansiering). Kreditten forudsætter godkendelse.',
    )
  })

  it('adds installment protection to the installment but not to ÅOP', () => {
    const protectedRow = financeRow({ ...rowTerms(), installmentProtection: true })
    const plain = financeRow(rowTerms())
    expect(protectedRow.monthly_installment).toBeGreaterThan(plain.monthly_installment ?? Infinity)
    expect(protectedRow.apr).toBe(plain.apr)
  })
})

function rowTerms() {
  return {
    acquisitionType: 'business_finance' as const,
    cashPrice: 487_375,
    downPayment: 49_000,
    months: 60,
    borrowingRate: 5.45,
    establishmentFeeFixed: 4_995,
    establishmentFeePercent: 0.5,
    balloon: 0,
    installmentProtection: false,
    fixedInterestPeriod: 36,
    bank: 'Mercedes-Benz Finans Erhverv',
    showExclVat: true,
    discount: 0,
  }
}

describe('lease row', () => {
  it('prices a private lease with a 9-ending monthly and totals', () => {
    const row = leaseRow({
      acquisitionType: 'private_lease',
      listPrice: 229_990,
      firstPayment: 19_995,
      months: 36,
      annualDistance: 15_000,
      interestRate: 4.9,
      monthlyServiceFee: 384,
      residualShare: 0.52,
      bank: 'Renault Leasing (RCI Banque)',
      discount: 0,
    })
    expect((row.monthly_installment ?? 0) % 10).toBe(9)
    expect(row.total_price).toBe(19_995 + 36 * (row.monthly_installment ?? 0))
    expect(row.remaining_balance).toBe(row.residualValue)
    // The representative example of a lease: credit = the car's value less the first payment,
    // repaid by the monthly payments and the car handed back at its residual value.
    expect(row.net_loan_amount).toBe(229_990 - 19_995)
    expect(row.total_payable).toBe(row.total_price)
    expect(row.credit_costs).toBe((row.total_payable ?? 0) + row.residualValue - 229_990)
    expect(row.apr).toBe(aprOf({ creditAmount: 229_990 - 19_995, monthlyPayment: row.monthly_installment ?? 0, months: 36, finalPayment: row.residualValue }))
    expect(row.apr).toBeGreaterThan(4.9)
    expect(row.representative_example).toContain('Privatleasing: Bilens pris 229.990 kr. Førstegangsydelse 19.995 kr.')
    expect(row.representative_example).toContain(`ÅOP ${(row.apr ?? 0).toFixed(2).replace('.', ',')} %`)
  })

  it('shows business lease excl. moms too', () => {
    const row = leaseRow({
      acquisitionType: 'business_lease',
      listPrice: 487_375,
      firstPayment: 0,
      months: 36,
      annualDistance: 20_000,
      interestRate: 5.4,
      monthlyServiceFee: 640,
      residualShare: 0.55,
      bank: 'Mercedes-Benz Leasing',
      discount: 0,
    })
    expect(row.monthly_installment_excl_vat).toBe(Math.round((row.monthly_installment ?? 0) / 1.25))
    expect(row.representative_example).toContain('ekskl. moms')
  })
})
