/**
 * The mock product API and the site compute credit figures with separately
 * written maths (issue 33): the mock from the definitions (./finance.ts: a
 * closed-form annuity, ÅOP by bisection on the present-value equation), the
 * site with the `financial` library (src/pricing/finance.ts: pmt and irr).
 * Over a table of realistic and edge terms, both must give the same monthly
 * payment (to the øre) and the same ÅOP (to the hundredth of a per cent), so a
 * slip in either one is caught by the other.
 */
import { describe, expect, it } from 'vitest'
import { annuityPayment as siteAnnuity, aprOf } from '#src/pricing/finance.ts'
import { createDataSet } from './data/data-set.ts'
import { toVehicle } from './data/vehicles.ts'
import { annualPercentageRate as mockApr, annuityPayment as mockAnnuity } from './finance.ts'

/** Principal, nominal annual rate in per cent, months, balloon or residual value. */
const terms: readonly [principal: number, ratePercent: number, months: number, balloon: number][] = [
  [100_000, 12, 12, 0],
  [250_000, 4.95, 60, 0],
  [210_000, 5.95, 84, 0],
  [300_000, 6, 36, 120_000],
  [229_990 - 19_995, 4.49, 36, 119_000],
  [500_000, 6, 36, 200_000],
  [79_000, 9.99, 48, 0],
  [1_250_000, 3.2, 60, 500_000],
  [45_000, 0, 24, 0],
  [60_000, 0, 12, 30_000],
  [150_000, 15, 120, 0],
  [20_000, 1, 6, 0],
]

describe('the mock’s finance and the site’s agree', () => {
  for (const [principal, rate, months, balloon] of terms) {
    it(`${principal} kr. at ${rate} % over ${months} months, ${balloon} kr. at the end`, () => {
      const mock = mockAnnuity(principal, rate / 100 / 12, months, balloon)
      const site = siteAnnuity(principal, rate, months, balloon)
      expect(Math.abs(mock - site)).toBeLessThan(0.005)
      const payment = Math.round(site)
      expect(mockApr(principal, payment, months, balloon)).toBe(aprOf({ creditAmount: principal, monthlyPayment: payment, months, finalPayment: balloon }))
    })
  }
})

describe('every advertised credit in the data set has the ÅOP the site computes from its figures', () => {
  it('at 2,000 vehicles: each lease, and each finance row without the optional protection', () => {
    const data = createDataSet({ vehicleCount: 2_000, mediaOrigin: 'http://127.0.0.1:4010' })
    let checked = 0
    for (const record of data.vehicles) {
      for (const row of toVehicle(record, data.urls).prices) {
        if (row.apr === null || row.installment_protection === true) continue
        const { net_loan_amount, monthly_installment, contract_duration, remaining_balance } = row
        if (net_loan_amount === null || monthly_installment === null || contract_duration === null) throw new Error(`incomplete row ${record.id}`)
        expect(row.apr, `${record.id} ${row.acquisition_type}`).toBe(
          aprOf({ creditAmount: net_loan_amount, monthlyPayment: monthly_installment, months: contract_duration, finalPayment: remaining_balance ?? 0 }),
        )
        checked++
      }
    }
    expect(checked).toBeGreaterThan(1_000)
    // Generating the data set takes seconds on a busy machine: past vitest's default 5 s.
  }, 60_000)
})
