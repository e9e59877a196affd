/**
 * For tests: a price row with every optional figure empty, to spread under the
 * figures a test is about (`{ ...emptyPriceRow, acquisition_type, total_price, … }`).
 */
import type { PriceRowValues } from '../product-api/contract/vehicle.ts'

export const emptyPriceRow: Omit<PriceRowValues, 'acquisition_type' | 'total_price'> = {
  total_price_excl_vat: null,
  discount: 0,
  price_before_discount: null,
  lowest_price_30_days: null,
  monthly_installment: null,
  monthly_installment_excl_vat: null,
  down_payment: null,
  contract_duration: null,
  interest_rate: null,
  borrowing_rate: null,
  fixedinterest_period: null,
  annual_distance: null,
  installment_protection: null,
  bank: null,
  net_loan_amount: null,
  remaining_balance: null,
  establishment_fee: null,
  apr: null,
  total_payable: null,
  credit_costs: null,
  representative_example: null,
}
