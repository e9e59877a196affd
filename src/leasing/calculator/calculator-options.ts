/**
 * What a calculator offers for a vehicle: the price types, and per type the
 * durations, distances, down payments and residual values the product API
 * accepts (the business rules of POST /lease/calculations, contract lease.ts),
 * and the values it starts from (the vehicle's own offer of that type).
 * Pure and serialisable: the server and the browser compute the same.
 */
import { calculatorTypes, type CalculatorInputs, type CalculatorType } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import type { EnergyFacts } from '#src/pricing/energy-view.ts'
import { isLeaseType } from '#src/pricing/price-view.ts'
import type { PriceRowValues } from '#src/product-api/contract/vehicle.ts'

/** The vehicle or lease offer a calculator prices (server-made, sent to the page). */
export interface CalculatorSubject {
  /** A stock vehicle, or a lease offer of the lease overview. */
  kind: 'stock' | 'lease'
  id: string
  title: string
  /** The make's slug (brand settings, analytics). */
  brand: string
  model: string
  /** Where a stock vehicle stands (analytics). */
  location: string | null
  /** The price calculations start from: the cash price, or the lease offer's list price (incl. moms). */
  cashPrice: number
  image: { url: string; alt: string; width: number; height: number } | null
  /** Energy class (passenger cars) and WLTP figures: beside every price the calculator shows (issue 30). */
  energy: EnergyFacts
  /** The types the vehicle is offered with and its brand allows, each with the vehicle's own offer. */
  offers: { type: CalculatorType; row: PriceRowValues }[]
  /** A lease offer's terms (the API's options); null for stock vehicles (the contract's rules apply). */
  terms: { durations: number[]; distances: number[]; downPayments: number[] } | null
}

export interface CalculatorOptions {
  type: CalculatorType
  /** Months to choose from. */
  durations: number[]
  /** Km per year to choose from (leases); null for loans. */
  distances: number[] | null
  /** Whole kroner within [min, max]; `choices` when only those amounts are offered. */
  downPayment: { min: number; max: number; choices: number[] | null }
  /** Loans: restgæld up to `max` (and below the credit amount); null for leases. */
  residual: { max: number } | null
}

const leaseDurations = [24, 36, 48, 60]
const financeDurations = [12, 24, 36, 48, 60, 72, 84]
/** 10.000–50.000 km a year in steps of 5.000 (contract). */
const leaseDistances = Array.from({ length: 9 }, (_, i) => 10_000 + i * 5_000)

/** Least down payment of a loan, share of the cash price (contract: private 20 %, business 10 %). */
export function minimumDownPaymentShare(type: CalculatorType): number {
  return type === 'private_finance' ? 0.2 : type === 'business_finance' ? 0.1 : 0
}

/** Highest first payment of a lease (30 %) or down payment of a loan (80 %, so there is a credit), share of the price. */
function maximumDownPaymentShare(type: CalculatorType): number {
  return isLeaseType(type) ? 0.3 : 0.8
}

export function calculatorOptions(subject: Pick<CalculatorSubject, 'cashPrice' | 'terms'>, type: CalculatorType): CalculatorOptions {
  const lease = isLeaseType(type)
  if (subject.terms && lease) {
    const choices = [...subject.terms.downPayments].sort((a, b) => a - b)
    return {
      type,
      durations: [...subject.terms.durations].sort((a, b) => a - b),
      distances: [...subject.terms.distances].sort((a, b) => a - b),
      downPayment: { min: choices[0] ?? 0, max: choices.at(-1) ?? 0, choices },
      residual: null,
    }
  }
  const price = subject.cashPrice
  return {
    type,
    durations: lease ? leaseDurations : financeDurations,
    distances: lease ? leaseDistances : null,
    downPayment: { min: Math.ceil(price * minimumDownPaymentShare(type)), max: Math.floor(price * maximumDownPaymentShare(type)), choices: null },
    residual: lease ? null : { max: Math.floor(price * 0.5) },
  }
}

/** The types a subject can be calculated with, in the site's order. */
export function offeredTypes(subject: Pick<CalculatorSubject, 'offers'>): CalculatorType[] {
  return calculatorTypes.filter((t) => subject.offers.some((o) => o.type === t))
}

/** The vehicle's own offer of a type (the row its page shows). */
export function offerRow(subject: Pick<CalculatorSubject, 'offers'>, type: CalculatorType): PriceRowValues | null {
  return subject.offers.find((o) => o.type === type)?.row ?? null
}

/** Where a calculator of a type starts: the vehicle's own offer, else the middle of what is allowed. */
export function startingInputs(subject: Pick<CalculatorSubject, 'offers' | 'cashPrice' | 'terms'>, type: CalculatorType): CalculatorInputs {
  const options = calculatorOptions(subject, type)
  const row = offerRow(subject, type)
  const lease = isLeaseType(type)
  return {
    acquisitionType: type,
    downPayment: row?.down_payment ?? options.downPayment.min,
    months: row?.contract_duration ?? (options.durations.includes(36) ? 36 : (options.durations[0] ?? 36)),
    annualDistance: lease ? (row?.annual_distance ?? 15_000) : null,
    residualValue: lease ? null : row?.remaining_balance ? row.remaining_balance : null,
  }
}
