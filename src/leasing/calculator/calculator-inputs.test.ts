/**
 * The calculator's inputs against the product API's rules (contract lease.ts:
 * lease first payment at most 30 % of the price, private loans at least 20 %
 * down, durations 12–60 / 12–84 months, 10.000–50.000 km a year in steps of
 * 5.000, restgæld at most 50 % and below the credit amount). Expectations are
 * those rules applied by hand to a 300.000 kr. car.
 */
import { describe, expect, it } from 'vitest'
import type { PriceRowValues } from '#src/product-api/contract/vehicle.ts'
import { inputsToSearch, normaliseInputs, parseCalculatorSearch, wholeNumberSchema } from './calculator-inputs.ts'
import type { CalculatorSubject } from './calculator-options.ts'
import { emptyPriceRow } from '#src/pricing/price-row.fixture.ts'

const row = (values: Partial<PriceRowValues>): PriceRowValues => ({ ...emptyPriceRow, acquisition_type: 'private_lease', total_price: 0, ...values })

const car: CalculatorSubject = {
  kind: 'stock',
  id: '100001-1-renault-clio-techno',
  title: 'Renault Clio Techno',
  brand: 'renault',
  model: 'clio',
  location: 'bilhuset-nord-greve',
  cashPrice: 300_000,
  image: null,
  energy: { energyClass: 'B', fuelLPer100Km: 5.1, electricWhPerKm: null, co2GPerKm: 116 },
  offers: [
    { type: 'private_lease', row: row({ acquisition_type: 'private_lease', down_payment: 19_995, contract_duration: 36, annual_distance: 15_000 }) },
    { type: 'private_finance', row: row({ acquisition_type: 'private_finance', down_payment: 60_000, contract_duration: 72, remaining_balance: 0 }) },
  ],
  terms: null,
}

const search = (values: Record<string, unknown>) => parseCalculatorSearch(values)
/** Messages as read: Intl puts a no-break space between amount and unit. */
const plain = (text: string | false | undefined) => (typeof text === 'string' ? text.replace(/\u00a0/g, ' ') : text)

describe('calculator inputs: the vehicle’s own offer when the address says nothing', () => {
  it('starts from the private lease offer, incl. moms', () => {
    expect(normaliseInputs(search({}), car)).toEqual({
      status: 'ok',
      inputs: { acquisitionType: 'private_lease', downPayment: 19_995, months: 36, annualDistance: 15_000, residualValue: null },
      vat: 'incl',
      notices: [],
    })
  })

  it('takes the price type from the address, or from the price-type page', () => {
    const finance = normaliseInputs(search({ acquisition: 'private_finance' }), car)
    expect(finance).toMatchObject({ status: 'ok', inputs: { acquisitionType: 'private_finance', downPayment: 60_000, months: 72, annualDistance: null } })
    expect(normaliseInputs(search({ acquisition: 'private_lease' }), car, 'private_finance')).toMatchObject({ inputs: { acquisitionType: 'private_finance' } })
  })
})

describe('calculator inputs: out-of-range values become the nearest allowed, with a Danish message', () => {
  it('caps a lease first payment at 30 % of the price (90.000 kr.)', () => {
    const result = normaliseInputs(search({ downPayment: '120000' }), car)
    expect(result).toMatchObject({ status: 'ok', inputs: { downPayment: 90_000 } })
    expect(result.status === 'ok' && result.notices.map((n) => ({ ...n, message: plain(n.message) }))).toEqual([
      { field: 'downPayment', message: 'Førstegangsydelsen kan højst være 90.000 kr. Vi har brugt 90.000 kr.' },
    ])
  })

  it('raises a private loan’s down payment to 20 % of the price (60.000 kr.)', () => {
    const result = normaliseInputs(search({ acquisition: 'private_finance', downPayment: '10000' }), car)
    expect(result).toMatchObject({ inputs: { downPayment: 60_000 } })
    expect(plain(result.status === 'ok' && result.notices[0]?.message)).toBe('Udbetalingen skal være mindst 60.000 kr. Vi har brugt 60.000 kr.')
  })

  it('picks the nearest duration and distance on offer', () => {
    const result = normaliseInputs(search({ months: '40', km: '17000' }), car)
    expect(result).toMatchObject({ inputs: { months: 36, annualDistance: 15_000 } })
    expect(result.status === 'ok' && result.notices.map((n) => n.field)).toEqual(['months', 'km'])
    expect(plain(result.status === 'ok' && result.notices[0]?.message)).toBe('Løbetiden kan være 24 mdr., 36 mdr., 48 mdr. og 60 mdr. Vi har brugt 36 mdr.')
  })

  it('keeps a loan’s restgæld at most half the price (150.000 kr.) and below the credit amount', () => {
    expect(normaliseInputs(search({ acquisition: 'private_finance', residual: '200000' }), car)).toMatchObject({ inputs: { residualValue: 150_000 } })
    // 200.000 kr. down leaves a credit of 100.000 kr.: the restgæld must be below it.
    expect(normaliseInputs(search({ acquisition: 'private_finance', downPayment: '200000', residual: '150000' }), car)).toMatchObject({
      inputs: { downPayment: 200_000, residualValue: 99_999 },
    })
  })
})

describe('calculator inputs: malformed values', () => {
  it('reads Danish amounts and refuses what is no whole number', () => {
    expect(wholeNumberSchema.safeParse('19.995').data).toBe(19_995)
    expect(wholeNumberSchema.safeParse('19 995 kr.').data).toBe(19_995)
    expect(wholeNumberSchema.safeParse('19995,50').success).toBe(false)
    expect(wholeNumberSchema.safeParse('-5').success).toBe(false)
    expect(wholeNumberSchema.safeParse('1e5').success).toBe(false)
  })

  it('uses the vehicle’s own value for a malformed amount, and says so', () => {
    const result = normaliseInputs(search({ downPayment: 'mange penge' }), car)
    expect(result).toMatchObject({ inputs: { downPayment: 19_995 } })
    expect(plain(result.status === 'ok' && result.notices[0]?.message)).toBe('Førstegangsydelsen skal være et helt antal kroner. Vi har brugt 19.995 kr.')
  })

  it('uses the first type offered for an unknown type name, and says so', () => {
    const result = normaliseInputs(search({ acquisition: 'leasing-gratis' }), car)
    expect(result).toMatchObject({ status: 'ok', inputs: { acquisitionType: 'private_lease' } })
    expect(result.status === 'ok' && result.notices[0]?.field).toBe('acquisition')
  })

  it('takes the last of a repeated parameter and ignores arrays of junk', () => {
    expect(normaliseInputs(search({ months: ['24', '48'] }), car)).toMatchObject({ inputs: { months: 48 } })
    expect(parseCalculatorSearch({ months: { x: 1 } }).months).toBeUndefined()
  })
})

describe('calculator inputs: types the vehicle or brand does not offer', () => {
  it('says so instead of calculating (the page answers lease-vehicle-not-found)', () => {
    expect(normaliseInputs(search({ acquisition: 'business_lease' }), car)).toEqual({ status: 'not-offered', type: 'business_lease' })
    expect(normaliseInputs(search({}), car, 'business_finance')).toEqual({ status: 'not-offered', type: 'business_finance' })
    expect(normaliseInputs(search({}), { ...car, offers: [] })).toEqual({ status: 'no-offer' })
  })
})

describe('calculator inputs: a lease offer’s own terms', () => {
  const offer: CalculatorSubject = {
    ...car,
    kind: 'lease',
    offers: [
      { type: 'business_lease', row: row({ acquisition_type: 'business_lease', down_payment: 25_000, contract_duration: 36, annual_distance: 20_000 }) },
    ],
    terms: { durations: [36, 48, 60], distances: [20_000, 30_000], downPayments: [0, 25_000, 50_000] },
  }

  it('offers only the amounts the offer has, and shows business prices excl. moms', () => {
    expect(normaliseInputs(search({ downPayment: '30000', months: '24' }), offer)).toMatchObject({
      status: 'ok',
      inputs: { acquisitionType: 'business_lease', downPayment: 25_000, months: 36, annualDistance: 20_000 },
      vat: 'excl',
    })
  })

  it('round-trips through the search parameters', () => {
    const result = normaliseInputs(search({ downPayment: '50000', months: '60', km: '30000' }), offer)
    if (result.status !== 'ok') throw new Error(result.status)
    expect(normaliseInputs(search(inputsToSearch(result.inputs, result.vat)), offer)).toEqual(result)
  })
})
