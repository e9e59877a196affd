/**
 * Lease and finance maths of the mock product API: annuities, effective rates
 * and ÅOP (årlige omkostninger i procent) for the Danish representative example.
 *
 * Our rules (the spec shows none):
 * - Rates as the contract names them (vehicle.ts, price row): borrowing_rate is the
 *   debitorrente (nominal annual rate the installment is computed with), interest_rate
 *   the effektiv debitorrente (its annual effective rate with monthly payments), apr the ÅOP.
 * - ÅOP is the annual rate at which the real cash flows have the same present value,
 *   the same for loans and leases (`annualPercentageRate` below). The mock's maths is
 *   written here from the definitions, independently of the site's finance module
 *   (src/pricing/finance.ts, on the `financial` library): the site only displays what the
 *   product API sends, and finance-cross-check.test.ts compares the two over a table of terms.
 * - Loans: establishment fees are added to the loan; the cash flows are +net loan
 *   amount at start, −payments monthly, −balloon at the end. Optional installment
 *   protection is not part of ÅOP (it is an optional insurance) but is part of the
 *   monthly installment shown.
 * - Leasing: annuity on (price − first payment) down to the residual value, plus a
 *   monthly service fee; the lease total is first payment + all monthly payments.
 *   Its ÅOP treats the lease as credit of the car's value: +(list price − first
 *   payment) at start, −each monthly payment (service included: it is mandatory),
 *   −the residual value at the end (the car handed back at that value). Credit
 *   costs = first payment + all monthly payments + residual value − list price.
 */
import type { FixedInterestPeriod, PriceRowValues } from '#src/product-api/contract/vehicle.ts'

/** Monthly annuity payment of `principal` at `monthlyRate` over `months`, leaving `balloon` unpaid. */
export function annuityPayment(principal: number, monthlyRate: number, months: number, balloon = 0): number {
  if (months <= 0) throw new RangeError('months must be positive')
  if (monthlyRate === 0) return (principal - balloon) / months
  const discount = (1 + monthlyRate) ** -months
  return ((principal - balloon * discount) * monthlyRate) / (1 - discount)
}

/**
 * ÅOP in percent with two decimals, from its definition (kreditaftaleloven § 8 and its annex,
 * Directive 2008/48/EC annex I): the annual rate X at which the credit received equals the present
 * value of every payment, time in years (a month is 1/12): credit = Σ monthly/(1+X)^(k/12) +
 * final/(1+X)^(months/12). The present value falls as X grows, so X is found by bisection.
 */
export function annualPercentageRate(credit: number, monthly: number, months: number, final = 0): number {
  const presentValueOfPayments = (x: number) => {
    let sum = 0
    for (let k = 1; k <= months; k++) sum += monthly / (1 + x) ** (k / 12)
    return sum + final / (1 + x) ** (months / 12)
  }
  let low = -0.99
  let high = 10
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2
    if (presentValueOfPayments(mid) > credit) low = mid
    else high = mid
  }
  const percent = Math.round(((low + high) / 2) * 100 * 100) / 100
  return Object.is(percent, -0) ? 0 : percent
}

export function annualEffectiveRate(monthlyRate: number): number {
  return (1 + monthlyRate) ** 12 - 1
}

const round2 = (n: number) => Math.round(n * 100) / 100
const kr = (n: number) => Math.round(n)
const vatRate = 0.25

/** Danish number formatting for the representative example: 1234567 → "1.234.567". */
export function formatKr(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}
export function formatPercent(n: number): string {
  return n.toFixed(2).replace('.', ',')
}

export interface FinanceTerms {
  acquisitionType: 'private_finance' | 'business_finance'
  cashPrice: number
  downPayment: number
  months: number
  /** Debitorrente: the nominal annual borrowing rate in percent. */
  borrowingRate: number
  /** Fixed establishment fee (stiftelse) in kr. */
  establishmentFeeFixed: number
  /** Variable establishment fee, percent of the net loan amount. */
  establishmentFeePercent: number
  /** Balloon (restgæld) at the end, kr. */
  balloon: number
  installmentProtection: boolean
  fixedInterestPeriod: FixedInterestPeriod
  bank: string
  /** Set for vans and business customers: excl. VAT figures are shown too. */
  showExclVat: boolean
  discount: number
}

/** Monthly premium of the optional installment protection (betalingssikring), share of the installment. */
export const installmentProtectionShare = 0.045

export function financeRow(t: FinanceTerms): PriceRowValues {
  const netLoan = t.cashPrice - t.downPayment
  const establishmentFee = kr(t.establishmentFeeFixed + (netLoan * t.establishmentFeePercent) / 100)
  const principal = netLoan + establishmentFee
  const monthlyRate = t.borrowingRate / 100 / 12
  const basePayment = kr(annuityPayment(principal, monthlyRate, t.months, t.balloon))
  const protection = t.installmentProtection ? kr(basePayment * installmentProtectionShare) : 0
  const monthly = basePayment + protection
  const totalPayable = basePayment * t.months + t.balloon
  const creditCosts = totalPayable - netLoan
  const apr = annualPercentageRate(netLoan, basePayment, t.months, t.balloon)
  const effectiveRate = round2(annualEffectiveRate(monthlyRate) * 100)
  const rateKind = t.fixedInterestPeriod === 'fixed' ? 'fast' : t.fixedInterestPeriod === 'variable' ? 'variabel' : `fast i ${t.fixedInterestPeriod} mdr.`
  const example =
    `Repræsentativt eksempel: Kontantpris ${formatKr(t.cashPrice)} kr. Udbetaling ${formatKr(t.downPayment)} kr. ` +
    `Samlet kreditbeløb ${formatKr(netLoan)} kr. Løbetid ${t.months} mdr. ` +
    `Månedlig ydelse ${formatKr(basePayment)} kr.${t.balloon > 0 ? ` Restgæld ${formatKr(t.balloon)} kr. ved udløb.` : ''} ` +
    `Debitorrente ${formatPercent(t.borrowingRate)} % (${rateKind}), effektiv debitorrente ${formatPercent(effectiveRate)} %. ` +
    `Etableringsomkostninger ${formatKr(establishmentFee)} kr. ÅOP ${formatPercent(apr)} %. ` +
    `Samlede kreditomkostninger ${formatKr(creditCosts)} kr. Samlet tilbagebetaling ${formatKr(totalPayable)} kr. ` +
    `Samlet pris inkl. udbetaling ${formatKr(totalPayable + t.downPayment)} kr. ` +
    (t.installmentProtection ? `Betalingssikring ${formatKr(protection)} kr./md. er frivillig og ikke med i ÅOP. ` : '') +
    `Långiver: ${t.bank}. Kreditten forudsætter godkendelse.`
  return {
    acquisition_type: t.acquisitionType,
    total_price: t.cashPrice,
    total_price_excl_vat: t.showExclVat ? kr(t.cashPrice / (1 + vatRate)) : null,
    discount: t.discount,
    price_before_discount: t.discount > 0 ? t.cashPrice + t.discount : null,
    lowest_price_30_days: null,
    monthly_installment: monthly,
    monthly_installment_excl_vat: t.showExclVat ? kr(monthly / (1 + vatRate)) : null,
    down_payment: t.downPayment,
    contract_duration: t.months,
    interest_rate: effectiveRate,
    borrowing_rate: t.borrowingRate,
    fixedinterest_period: t.fixedInterestPeriod,
    annual_distance: null,
    installment_protection: t.installmentProtection,
    bank: t.bank,
    net_loan_amount: netLoan,
    remaining_balance: t.balloon,
    establishment_fee: establishmentFee,
    apr,
    total_payable: totalPayable,
    credit_costs: creditCosts,
    representative_example: example,
  }
}

export interface LeaseTerms {
  acquisitionType: 'private_lease' | 'business_lease'
  listPrice: number
  firstPayment: number
  months: number
  annualDistance: number
  /** Lessor's nominal annual rate, percent. */
  interestRate: number
  /** Service, maintenance and owner tax included per month, kr incl. moms. */
  monthlyServiceFee: number
  /** Residual value as a share of the list price: the lessor's for this model, fuel, term and distance (data/lease-terms.ts). */
  residualShare: number
  bank: string
  discount: number
}

export function leaseRow(t: LeaseTerms): PriceRowValues & { residualValue: number } {
  const residualValue = kr((t.listPrice * t.residualShare) / 1000) * 1000
  const monthlyRate = t.interestRate / 100 / 12
  const financePart = annuityPayment(t.listPrice - t.firstPayment, monthlyRate, t.months, residualValue)
  // Lease prices end in 9 (e.g. 3.499 kr.), as dealers advertise them.
  const monthly = Math.ceil((financePart + t.monthlyServiceFee + 1) / 10) * 10 - 1
  const total = t.firstPayment + monthly * t.months
  const creditAmount = t.listPrice - t.firstPayment
  const creditCosts = total + residualValue - t.listPrice
  const apr = annualPercentageRate(creditAmount, monthly, t.months, residualValue)
  const business = t.acquisitionType === 'business_lease'
  const label = business ? 'Erhvervsleasing' : 'Privatleasing'
  const example =
    `${label}: Bilens pris ${formatKr(t.listPrice)} kr. Førstegangsydelse ${formatKr(t.firstPayment)} kr. Månedlig ydelse ${formatKr(monthly)} kr. ` +
    `i ${t.months} mdr. ved ${formatKr(t.annualDistance)} km/år. Restværdi ${formatKr(residualValue)} kr. ` +
    `Debitorrente ${formatPercent(t.interestRate)} % (fast). ` +
    `ÅOP ${formatPercent(apr)} %. Samlede kreditomkostninger ${formatKr(creditCosts)} kr. ` +
    `Samlede omkostninger i leasingperioden ${formatKr(total)} kr. inkl. moms` +
    (business ? ` (${formatKr(total / (1 + vatRate))} kr. ekskl. moms)` : '') +
    `. Ydelsen inkluderer service og vedligeholdelse. Leasinggiver: ${t.bank}. Forudsætter godkendelse.`
  return {
    acquisition_type: t.acquisitionType,
    total_price: total,
    total_price_excl_vat: business ? kr(total / (1 + vatRate)) : null,
    discount: t.discount,
    price_before_discount: null,
    lowest_price_30_days: null,
    monthly_installment: monthly,
    monthly_installment_excl_vat: business ? kr(monthly / (1 + vatRate)) : null,
    down_payment: t.firstPayment,
    contract_duration: t.months,
    interest_rate: round2(annualEffectiveRate(monthlyRate) * 100),
    borrowing_rate: t.interestRate,
    fixedinterest_period: 'fixed',
    annual_distance: t.annualDistance,
    installment_protection: null,
    bank: t.bank,
    net_loan_amount: creditAmount,
    remaining_balance: residualValue,
    establishment_fee: null,
    apr,
    total_payable: total,
    credit_costs: creditCosts,
    representative_example: example,
    residualValue,
  }
}

export function purchaseRow(cashPrice: number, discount: number, showExclVat: boolean, lowest30Days: number | null = null): PriceRowValues {
  return {
    acquisition_type: 'purchase',
    total_price: cashPrice,
    total_price_excl_vat: showExclVat ? kr(cashPrice / (1 + vatRate)) : null,
    discount,
    price_before_discount: discount > 0 ? cashPrice + discount : null,
    lowest_price_30_days: discount > 0 ? lowest30Days : null,
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
}
