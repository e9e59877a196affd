/**
 * Contract tests: the real HTTP client against the mock product API over HTTP,
 * one or more tests per call, asserting what a visitor would see.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockProductApi } from '#mocks/product-api/server.ts'
import type { MockProductApi } from '#mocks/product-api/server.ts'
import { createProductApiClient } from './client.ts'
import type { ProductApiClient } from './client.ts'
import { operationIds, operations } from './contract/operations.ts'
import type { OperationId } from './contract/operations.ts'
import type { ContactSubmission, TestDriveSubmission } from './contract/submissions.ts'
import { NotFoundError, RejectedInputError } from './errors.ts'
import { fixedClock } from '../clock/clock.ts'

const glcId = '104233-1-mercedes-benz-glc-300e-4matic'
/** The mock's "now": 23:30 UTC on Monday 23 November 2026, already Tuesday the 24th (00:30) in Copenhagen. */
const mockNow = '2026-11-23T23:30:00Z'

let api: MockProductApi
let client: ProductApiClient
let dataDir: string

/** Operations that answered successfully through the client, to prove every call is tested. */
const exercised = new Set<OperationId>()
const routes = operationIds.map((id) => ({
  id,
  method: operations[id].method,
  pattern: new RegExp(`^/api/v1${operations[id].path.replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`),
}))
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init)
  const url = new URL(input instanceof Request ? input.url : String(input))
  const route = routes.find((r) => r.method === (init?.method ?? 'GET') && r.pattern.test(url.pathname))
  if (route && response.ok) exercised.add(route.id)
  return response
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'product-api-contract-'))
  api = await startMockProductApi({ port: 0, vehicleCount: 400, dataDir, clock: fixedClock(mockNow) })
  client = createProductApiClient({ baseUrl: api.baseUrl, timeoutMs: 5_000, fetch: recordingFetch })
})

afterAll(async () => {
  await api?.close()
  await rm(dataDir, { recursive: true, force: true })
})

async function control(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${api.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return res.status === 204 ? null : res.json()
}

const customer = { name: 'Mette Kristensen', email: 'mette.kristensen@example.dk', phone: '+45 20 30 40 50' }

describe('stock search', () => {
  it('lists the whole stock newest first with facet counts that add up', async () => {
    const result = await client.searchStock()
    expect(result.total).toBe(400)
    expect(result.items).toHaveLength(24)
    expect(result.pageCount).toBe(17)
    expect(result.sort).toBe('newest')
    const dates = result.items.map((v) => v.listedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const conditionSum = result.facets.condition.reduce((s, f) => s + f.count, 0)
    expect(conditionSum).toBe(400)
    expect(result.facets.condition.map((f) => f.label)).toEqual(['Ny', 'Brugt'])
    expect(result.facets.brand.find((f) => f.value === 'mercedes-benz')?.label).toBe('Mercedes-Benz')
    expect(result.facets.equipment.find((f) => f.value === 'tow_bar')?.label).toBe('Anhængertræk')
  })

  it('filters by brand and fuel, and counts each brand as if it were selected', async () => {
    const result = await client.searchStock({ brand: ['renault', 'dacia'], fuel: ['electric'], pageSize: 96 })
    expect(result.total).toBeGreaterThan(0)
    for (const v of result.items) {
      expect(['renault', 'dacia']).toContain(v.brand.slug)
      expect(v.fuel).toBe('electric')
    }
    // Disjunctive facets: the Mercedes-Benz count is what selecting it alone would give.
    const mercedesCount = result.facets.brand.find((f) => f.value === 'mercedes-benz')?.count
    const mercedesOnly = await client.searchStock({ brand: ['mercedes-benz'], fuel: ['electric'], pageSize: 0 })
    expect(mercedesCount).toBe(mercedesOnly.total)
    // The fuel facet is counted within the selected brands.
    const renaultDaciaPetrol = await client.searchStock({ brand: ['renault', 'dacia'], fuel: ['petrol'], pageSize: 0 })
    expect(result.facets.fuel.find((f) => f.value === 'petrol')?.count).toBe(renaultDaciaPetrol.total)
  })

  it('sorts by price and pages without overlap', async () => {
    const page1 = await client.searchStock({ sort: 'price_asc', pageSize: 24, page: 1 })
    const page2 = await client.searchStock({ sort: 'price_asc', pageSize: 24, page: 2 })
    const both = await client.searchStock({ sort: 'price_asc', pageSize: 48, page: 1 })
    expect([...page1.items, ...page2.items].map((v) => v.id)).toEqual(both.items.map((v) => v.id))
    const prices = both.items.map((v) => v.prices.find((p) => p.acquisition_type === 'purchase')?.total_price ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(page1.ranges.price?.min).toBe(prices[0])
  })

  it('shows private lease prices under a monthly limit, cheapest first', async () => {
    const result = await client.searchStock({ acquisitionType: 'private_lease', monthlyMax: 6_000, sort: 'monthly_asc', pageSize: 96 })
    expect(result.total).toBeGreaterThan(0)
    const monthly = result.items.map((v) => v.prices.find((p) => p.acquisition_type === 'private_lease')?.monthly_installment ?? Infinity)
    for (const m of monthly) expect(m).toBeLessThanOrEqual(6_000)
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b))
    expect(result.facets.acquisitionType.find((f) => f.value === 'private_lease')?.label).toBe('Privatleasing')
  })

  it('requires every selected equipment feature and finds by free text', async () => {
    const result = await client.searchStock({ equipment: ['tow_bar', 'heated_front_seats'], pageSize: 5 })
    expect(result.total).toBeGreaterThan(0)
    expect(result.facets.equipment.find((f) => f.value === 'tow_bar')?.count).toBe(result.total)
    const first = result.items[0]
    if (!first) throw new Error('no vehicle')
    const detail = await client.getVehicle(first.id)
    expect(detail.equipment).toEqual(expect.arrayContaining(['tow_bar', 'heated_front_seats']))

    const glc = await client.searchStock({ q: 'glc 300e', pageSize: 96 })
    expect(glc.items.map((v) => v.id)).toContain(glcId)
    for (const v of glc.items) expect(v.title).toContain('GLC 300e')
  })

  it('filters by at least so many seats and so much towing weight, counting each exact value', async () => {
    const result = await client.searchStock({ seatsMin: 7, towingWeightMin: 1_500, pageSize: 96 })
    expect(result.total).toBeGreaterThan(0)
    for (const v of result.items) {
      expect(v.seats).toBeGreaterThanOrEqual(7)
      expect(v.towingWeightKg).toBeGreaterThanOrEqual(1_500)
    }
    // The seat counts ignore seatsMin: choosing "at least 5" gives the sum of the counts of 5 and more seats.
    const atLeast5 = result.facets.seats.filter((f) => Number(f.value) >= 5).reduce((s, f) => s + f.count, 0)
    expect((await client.searchStock({ seatsMin: 5, towingWeightMin: 1_500, pageSize: 0 })).total).toBe(atLeast5)
    expect(result.facets.seats.find((f) => f.value === '7')?.label).toBe('7 sæder')
    // A vehicle without towing approval (0 kg) never reaches a minimum.
    const noTowing = await client.searchStock({ towingWeightMin: 1, pageSize: 0 })
    const approved = noTowing.facets.towingWeight.filter((f) => f.value !== '0').reduce((s, f) => s + f.count, 0)
    expect(noTowing.total).toBe(approved)
    expect(noTowing.facets.towingWeight.find((f) => f.value === '1500')?.label).toBe('1.500 kg')
  })

  it('sorts by electric range, longest first, and vehicles without a plug last', async () => {
    const result = await client.searchStock({ sort: 'range_desc', pageSize: 96 })
    expect(result.sort).toBe('range_desc')
    const ranges = result.items.map((v) => v.electricRangeKm ?? -1)
    expect(ranges).toEqual([...ranges].sort((a, b) => b - a))
    expect(ranges[0]).toBeGreaterThan(400)
    const last = await client.searchStock({ sort: 'range_desc', pageSize: 1, page: 400 })
    expect(last.items[0]?.electricRangeKm).toBeNull()
  })

  it('answers 400 with Danish field errors for a bad query', async () => {
    const seats = await client.searchStock({ seatsMin: 0 }).catch((e: unknown) => e)
    expect(seats).toBeInstanceOf(RejectedInputError)
    expect((seats as RejectedInputError).fieldErrors.seatsMin).toHaveLength(1)
    const error = await client.searchStock({ pageSize: 500 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RejectedInputError)
    expect((error as RejectedInputError).fieldErrors.pageSize?.[0]).toMatch(/For stor/)
  })
})

describe('vehicle detail and availability', () => {
  it('returns the spec example vehicle with every section filled', async () => {
    const v = await client.getVehicle(glcId)
    expect(v.title).toBe('Mercedes-Benz GLC 300e 4MATIC')
    expect(v.condition).toBe('new')
    expect(v.fuel).toBe('pluginhybrid')
    expect(v.location.slug).toBe('bilhuset-nord-greve')
    expect(v.consumption.standard).toBe('WLTP')
    expect(v.consumption.electricRangeKm).toBe(118)
    expect(v.energyLabel).toBe('A++')
    expect(v.media.images.map((i) => i.angle)).toEqual(['front-34', 'side', 'rear', 'interior'])
    expect(v.media.spinner.frames).toHaveLength(24)
    expect(v.equipmentGroups[0]?.label).toBe('Sikkerhed')
    expect(v.deliveryPackages.find((p) => p.included)?.price).toBe(4_880)
    const finance = v.prices.find((p) => p.acquisition_type === 'private_finance')
    expect(finance?.bank).toBe('Mercedes-Benz Finans')
    expect(finance?.apr).toBeGreaterThan(finance?.interest_rate ?? Infinity)
    expect(finance?.interest_rate).toBeGreaterThan(finance?.borrowing_rate ?? Infinity)
    expect(finance?.representative_example).toMatch(/ÅOP \d+,\d{2} %/)
    expect(v.modelPage).toEqual({ brand: 'mercedes-benz', model: 'glc' })
  })

  it('resolves a bare stock number or an outdated slug to the canonical id', async () => {
    expect((await client.getVehicle('104233')).id).toBe(glcId)
    expect((await client.getVehicle('104233-1-mercedes-benz-glc-gammel-tekst')).id).toBe(glcId)
  })

  it('serves the pictures as SVG in the vehicle colour', async () => {
    const v = await client.getVehicle(glcId)
    const image = v.media.images[0]
    if (!image) throw new Error('no image')
    expect(image.url.startsWith(api.url)).toBe(true)
    const res = await fetch(image.url)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    const svg = await res.text()
    expect(svg.length).toBeLessThan(8_000)
    expect(svg).toContain('<svg')
    const frame = await fetch(v.media.spinner.frames[23] ?? '')
    expect(frame.status).toBe(200)
  })

  it('reports availability in batch and follows the unavailable control', async () => {
    const other = (await client.searchStock({ pageSize: 1, sort: 'price_desc' })).items[0]
    if (!other) throw new Error('no vehicle')
    const ids = [glcId, '999999-1-volvo-xc60-t6', other.id]
    expect((await client.getAvailability(ids)).items.map((i) => i.available)).toEqual([true, false, true])

    await control('/__control/vehicles/unavailable', { ids: [glcId] })
    try {
      const after = await client.getAvailability(ids)
      expect(after.items.map((i) => i.available)).toEqual([false, false, true])
      expect(after.items[0]?.canonicalId).toBeNull()
      await expect(client.getVehicle(glcId)).rejects.toBeInstanceOf(NotFoundError)
      expect((await client.searchStock({ pageSize: 0 })).total).toBe(399)
    } finally {
      await control('/__control/vehicles/available', { ids: [glcId] })
    }
    expect((await client.getVehicle(glcId)).id).toBe(glcId)
  })
})

describe('models', () => {
  it('lists the Mercedes-Benz models the legacy redirects name', async () => {
    const { items } = await client.listModels({ brand: 'mercedes-benz' })
    const slugs = items.map((m) => m.slug)
    for (const slug of ['amg', 'cle', 'cla-eq', 'cla-shooting-brake-eq', 'sprinter', 'vito', 'citan', 'esprinter', 'evito', 'ecitan', 't-klasse']) {
      expect(slugs).toContain(slug)
    }
    const maybach = await client.listModels({ brand: 'mercedes-benz', group: 'maybach' })
    expect(maybach.items.length).toBeGreaterThanOrEqual(3)
    for (const m of maybach.items) expect(m.title).toMatch(/^Mercedes-Maybach/)
    expect((await client.listModels({ brand: 'renault' })).items.map((m) => m.slug)).toContain('clio')
    expect((await client.listModels({ brand: 'dacia' })).items.map((m) => m.slug)).toContain('duster')
  })

  it('returns a model with variants and the lowest price as from-price', async () => {
    const glc = await client.getModel('mercedes-benz', 'glc')
    expect(glc.title).toBe('Mercedes-Benz GLC')
    expect(glc.variants).toHaveLength(4)
    expect(glc.fromPrice).toBe(Math.min(...glc.variants.map((v) => v.fromPrice)))
    expect(glc.stockCount).toBe((await client.searchStock({ model: ['glc'], pageSize: 0 })).total)
    const sprinter = await client.getModel('mercedes-benz', 'sprinter')
    expect(sprinter.fromPriceExclVat).toBe(389_900)
    expect(sprinter.fromPrice).toBe(487_375)
    await expect(client.getModel('mercedes-benz', 'findes-ikke')).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('locations and employees', () => {
  it('lists the locations, filtered by brand', async () => {
    const all = await client.listLocations()
    expect(all.items.length).toBeGreaterThanOrEqual(8)
    expect(all.items.map((l) => l.slug)).toContain('bilhuset-nord-greve')
    const dacia = await client.listLocations({ brand: 'dacia' })
    expect(dacia.items.map((l) => l.slug)).not.toContain('bilhuset-nord-glostrup')
    for (const l of dacia.items) expect(l.brands).toContain('dacia')
  })

  it('returns Greve with address, opening hours, CVR, IBAN and contact persons', async () => {
    const greve = await client.getLocation('bilhuset-nord-greve')
    expect(greve.address).toEqual({ street: 'Håndværkerbyen 21', postcode: '2670', town: 'Greve', country: 'DK' })
    expect(greve.openingHours.showroom[0]).toEqual({ weekday: 'monday', open: true, opens: '09:00', closes: '17:30', comment: null })
    expect(greve.openingHours.showroom[6]?.comment).toBe('Søndagsåbent første søndag i måneden')
    expect(greve.openingHours.workshop[5]?.open).toBe(false)
    expect(greve.vatNumber).toMatch(/^\d{8}$/)
    expect(greve.iban).toMatch(/^DK\d{16}$/)
    expect(greve.contactPersons.length).toBeGreaterThan(0)
    for (const c of greve.contactPersons) expect(greve.employees.map((e) => e.id)).toContain(c.id)
    await expect(client.getLocation('bilhuset-nord-atlantis')).rejects.toBeInstanceOf(NotFoundError)
  })

  it('filters employees by location and department with facet counts', async () => {
    const all = await client.listEmployees()
    expect(all.total).toBeGreaterThanOrEqual(40)
    const workshop = await client.listEmployees({ location: ['bilhuset-nord-greve'], department: ['workshop'] })
    expect(workshop.total).toBeGreaterThan(0)
    for (const e of workshop.items) {
      expect(e.location.slug).toBe('bilhuset-nord-greve')
      expect(e.department).toBe('workshop')
      expect(e.email).toMatch(/@bilhusetnord\.dk$/)
    }
    expect(workshop.facets.department.find((f) => f.value === 'workshop')?.count).toBe(workshop.total)
    expect(workshop.facets.department.find((f) => f.value === 'workshop')?.label).toBe('Værksted')
    const none = await client.listEmployees({ location: ['bilhuset-nord-glostrup'], department: ['used_cars', 'sales'] })
    expect(none.items.filter((e) => e.department === 'sales')).toEqual([])
  })
})

describe('leasing', () => {
  it('lists lease offers by type and brand, cheapest first', async () => {
    const result = await client.listLeaseVehicles({ leaseType: 'private_lease', brand: ['dacia'] })
    expect(result.total).toBeGreaterThanOrEqual(3)
    const monthly = result.items.map((v) => v.monthlyFrom)
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b))
    for (const v of result.items) expect(v.leaseType).toBe('private_lease')
    const business = await client.listLeaseVehicles({ leaseType: 'business_lease', pageSize: 96 })
    // Issue 30: one offer is one variant with its own fuel, never "Benzin eller diesel".
    expect(business.items.map((v) => v.fuel)).not.toContain('gasoline-diesel')
    expect(business.items.map((v) => v.fuel)).toContain('diesel')
  })

  it('returns a lease offer whose standard row the calculator reproduces', async () => {
    const offer = await client.getLeaseVehicle('renault-clio-techno-tce-90-privatleasing')
    expect(offer.title).toBe('Renault Clio Techno TCe 90')
    expect(offer.monthlyFrom).toBe(offer.standardOffer.monthly_installment)
    const calc = await client.calculateLease({
      vehicleKind: 'lease',
      vehicleId: offer.id,
      acquisitionType: 'private_lease',
      downPayment: 19_995,
      contractDuration: 36,
      annualDistance: 15_000,
    })
    expect(calc.priceRow.monthly_installment).toBe(offer.standardOffer.monthly_installment)
    expect(calc.priceRow.total_price).toBe(19_995 + 36 * (calc.priceRow.monthly_installment ?? 0))
    const longer = await client.calculateLease({
      ...calc,
      vehicleKind: 'lease',
      acquisitionType: 'private_lease',
      downPayment: 19_995,
      contractDuration: 36,
      annualDistance: 30_000,
    })
    expect(longer.priceRow.monthly_installment).toBeGreaterThan(calc.priceRow.monthly_installment ?? Infinity)
    await expect(client.getLeaseVehicle('findes-ikke-privatleasing')).rejects.toBeInstanceOf(NotFoundError)
  })

  it('calculates a car loan with ÅOP and total payable following the representative example', async () => {
    const calc = await client.calculateLease({
      vehicleKind: 'stock',
      vehicleId: glcId,
      acquisitionType: 'private_finance',
      downPayment: 150_000,
      contractDuration: 60,
      installmentProtection: false,
    })
    const row = calc.priceRow
    expect(calc.cashPrice).toBe(694_900)
    expect(row.net_loan_amount).toBe(544_900)
    // Debitorrente (borrowing_rate) 4,95 %; effektiv debitorrente (interest_rate) 5,06 %; ÅOP above both.
    expect(row.borrowing_rate).toBe(4.95)
    expect(row.interest_rate).toBe(5.06)
    // Annuity on net loan + establishment fee (3.995 kr. + 1 %), 60 months at 4,95 %.
    const principal = 544_900 + Math.round(3_995 + 5_449)
    const r = 0.0495 / 12
    expect(row.monthly_installment).toBe(Math.round((principal * r) / (1 - (1 + r) ** -60)))
    expect(row.total_payable).toBe((row.monthly_installment ?? 0) * 60)
    expect(row.credit_costs).toBe((row.total_payable ?? 0) - 544_900)
    expect(row.apr).toBeGreaterThan(5.06)
    expect(row.apr).toBeLessThan(6.5)
    expect(row.representative_example).toContain('Samlet kreditbeløb 544.900 kr.')
  })

  it('rejects a down payment under 20 % for private finance', async () => {
    const error = await client
      .calculateLease({ vehicleKind: 'stock', vehicleId: glcId, acquisitionType: 'private_finance', downPayment: 10_000, contractDuration: 60 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RejectedInputError)
    expect((error as RejectedInputError).fieldErrors.downPayment).toEqual(['Udbetalingen skal være mindst 20 % af kontantprisen (138.980 kr.).'])
  })
})

describe('minilease', () => {
  it('lists configurations and prices one, without establishment fee on renewal', async () => {
    const { items } = await client.listMinileaseConfigurations()
    expect(items.length).toBeGreaterThanOrEqual(5)
    const clio = items.find((c) => c.id === 'renault-clio')
    if (!clio) throw new Error('no Clio')
    expect(clio.includedMonthlyDistance).toBe(2_000)
    const colour = clio.colours[0]?.code ?? ''
    const price = await client.getMinileasePrice({ configurationId: 'renault-clio', colour, durationMonths: 6, monthlyDistance: 2_000 })
    expect(price.pricePerMonthInclVat).toBe(3_995)
    expect(price.pricePerMonthExclVat).toBe(3_196)
    expect(price.establishmentFee).toBe(1_995)
    expect(price.totalCostInclVat).toBe(1_995 + 6 * 3_995)
    expect(price.annualDistance).toBe(24_000)
    const renewal = await client.getMinileasePrice({ configurationId: 'renault-clio', colour, durationMonths: 6, monthlyDistance: 3_000, renewal: true })
    expect(renewal.establishmentFee).toBe(0)
    expect(renewal.pricePerMonthInclVat).toBe(3_995 + 395)
  })
})

describe('trade-in valuation', () => {
  it('is deterministic in make, model, year and mileage', async () => {
    const input = { make: 'Volkswagen', model: 'Golf', year: 2020, mileageKm: 90_000 }
    const a = await client.valueTradeIn(input)
    const b = await client.valueTradeIn(input)
    expect(a).toEqual(b)
    expect(a.valuationId).toMatch(/^tiv-[0-9a-f]{12}$/)
    expect(a.make).toBe('Volkswagen')
    expect(a.estimate).toBe(125_000)
    expect(a.low).toBeLessThan(a.estimate)
    expect(a.high).toBeGreaterThan(a.estimate)
    const more = await client.valueTradeIn({ ...input, mileageKm: 180_000 })
    expect(more.estimate).toBeLessThan(a.estimate)
  })
  it('is valid for 14 days from the Danish date', async () => {
    // Copenhagen's today is 24 November (UTC's is the 23rd): 24 + 14 days.
    const valuation = await client.valueTradeIn({ make: 'Volkswagen', model: 'Golf', year: 2020, mileageKm: 90_000 })
    expect(valuation.validUntil).toBe('2026-12-08')
  })
})

describe('submissions', () => {
  const testDrive: TestDriveSubmission = {
    vehicleId: glcId,
    location: 'bilhuset-nord-greve',
    preferredDate: '2026-11-27',
    preferredTime: '10:00',
    customer,
    consents: { marketing: false },
    locale: 'da-DK',
  }

  it('stores one lead per idempotency key, also when sent twice', async () => {
    const key = 'test-drive-key-0001'
    const first = await client.submitTestDrive(testDrive, { idempotencyKey: key })
    expect(first.replayed).toBe(false)
    expect(first.kind).toBe('test_drive')
    expect(first.message).toMatch(/^Tak for din booking/)
    expect(first.receivedAt).toBe('2026-11-23T23:30:00.000Z')
    const second = await client.submitTestDrive(testDrive, { idempotencyKey: key })
    expect(second.replayed).toBe(true)
    expect(second.submissionId).toBe(first.submissionId)
    const qa = (await control('/__qa/submissions?kind=test_drive')) as { items: { idempotencyKey: string }[] }
    expect(qa.items.filter((i) => i.idempotencyKey === key)).toHaveLength(1)
  })

  it('rejects the same key with another body (409)', async () => {
    const key = 'test-drive-key-0002'
    await client.submitTestDrive(testDrive, { idempotencyKey: key })
    const error = await client.submitTestDrive({ ...testDrive, preferredTime: '14:00' }, { idempotencyKey: key }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RejectedInputError)
    expect((error as RejectedInputError).code).toBe('idempotency_conflict')
    expect((error as RejectedInputError).status).toBe(409)
  })

  it('accepts interest, contact and trade-in leads', async () => {
    const interest = await client.submitInterest(
      { vehicleId: glcId, acquisitionType: 'private_lease', customer, consents: { marketing: false }, locale: 'da-DK' },
      { idempotencyKey: 'interest-key-0001' },
    )
    expect(interest.kind).toBe('interest')
    const contact = await client.submitContact(
      {
        location: 'bilhuset-nord-aarhus',
        topic: 'workshop',
        customer,
        message: 'Jeg vil gerne bestille service.',
        consents: { marketing: false },
        locale: 'da-DK',
      },
      { idempotencyKey: 'contact-key-0001' },
    )
    expect(contact.kind).toBe('contact')
    const tradeIn = await client.submitTradeIn(
      {
        make: 'Volkswagen',
        model: 'Golf',
        year: 2020,
        mileageKm: 90_000,
        registrationNumber: 'ab 12 345',
        customer,
        consents: { marketing: false },
        locale: 'da-DK',
      },
      { idempotencyKey: 'trade-in-key-0001' },
    )
    expect(tradeIn.kind).toBe('trade_in')
    const qa = (await control('/__qa/submissions?kind=trade_in')) as { items: { payload: { registrationNumber: string } }[] }
    // Stored as the registry knows it (issue 35: one spelling, "AB12345", for lookups and leads alike).
    expect(qa.items[0]?.payload.registrationNumber).toBe('AB12345')
  })

  it('records the marketing consent as sent, and false for a lead without it (an inquiry needs no consent, issue 17)', async () => {
    const base = { topic: 'sales' as const, customer, message: 'Har I en GLC på lager?', locale: 'da-DK' }
    await client.submitContact({ ...base, consents: { marketing: true } }, { idempotencyKey: 'contact-marketing-yes' })
    await client.submitContact({ ...base, consents: { marketing: false } }, { idempotencyKey: 'contact-marketing-no' })
    // A client from before the change still sends privacyPolicy: accepted, and no marketing consent is assumed.
    await client.submitContact({ ...base, consents: { privacyPolicy: true } } as unknown as ContactSubmission, { idempotencyKey: 'contact-marketing-old' })
    const qa = (await control('/__qa/submissions?kind=contact')) as { items: { idempotencyKey: string; payload: { consents: unknown } }[] }
    const consentsOf = (key: string) => qa.items.find((i) => i.idempotencyKey === key)?.payload.consents
    expect(consentsOf('contact-marketing-yes')).toEqual({ marketing: true })
    expect(consentsOf('contact-marketing-no')).toEqual({ marketing: false })
    expect(consentsOf('contact-marketing-old')).toEqual({ marketing: false })
  })

  it('accepts a minilease order carrying its configuration, and refuses one quoted at an outdated price', async () => {
    const { items } = await client.listMinileaseConfigurations()
    const clio = items.find((c) => c.id === 'renault-clio')
    const colour = clio?.colours[0]?.code ?? ''
    const order = {
      configurationId: 'renault-clio',
      colour,
      durationMonths: 6,
      monthlyDistance: 2_000,
      customer,
      consents: { marketing: false },
      locale: 'da-DK',
    }
    const receipt = await client.submitMinileaseOrder({ ...order, quotedPricePerMonth: 3_995 }, { idempotencyKey: 'minilease-order-key-0001' })
    expect(receipt.kind).toBe('minilease_order')
    const qa = (await control('/__qa/submissions?kind=minilease_order')) as { items: { payload: { configurationId: string; durationMonths: number } }[] }
    expect(qa.items.at(-1)?.payload).toMatchObject({ configurationId: 'renault-clio', durationMonths: 6 })
    const stale = await client
      .submitMinileaseOrder({ ...order, quotedPricePerMonth: 3_495 }, { idempotencyKey: 'minilease-order-key-0002' })
      .catch((e: unknown) => e)
    expect((stale as RejectedInputError).fieldErrors.quotedPricePerMonth).toEqual(['Prisen er ændret til 3.995 kr./md. Se den nye pris, før du bestiller.'])
  })

  it('answers bad input with Danish field errors per field', async () => {
    const bad = { customer: { name: 'M', email: 'ikke-en-mail', phone: '1234' }, message: '', consents: { marketing: 'ja' } }
    const error = await client.submitContact(bad as unknown as ContactSubmission, { idempotencyKey: 'contact-key-bad-01' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RejectedInputError)
    const fields = (error as RejectedInputError).fieldErrors
    expect(fields['customer.email']).toEqual(['Indtast en gyldig e-mailadresse.'])
    expect(fields['customer.name']).toEqual(['Navn skal være mindst 2 tegn.'])
    expect(fields['customer.phone']).toEqual(['Indtast et dansk telefonnummer med 8 cifre.'])
    expect(fields['consents.marketing']).toEqual(['Angiv, om vi må sende dig nyheder og tilbud.'])
    const past = await client.submitTestDrive({ ...testDrive, preferredDate: '2020-01-01' }, { idempotencyKey: 'test-drive-key-past' }).catch((e: unknown) => e)
    expect((past as RejectedInputError).fieldErrors.preferredDate).toEqual(['Vælg en dato fra i dag og frem.'])
  })

  it('counts the booking window in Danish dates: from today, within 90 days', async () => {
    const book = (preferredDate: string, key: string) =>
      client.submitTestDrive({ ...testDrive, preferredDate }, { idempotencyKey: key }).catch((e: unknown) => e)
    // Today in Copenhagen is 24 November (00.30), though it is still the 23rd in UTC: the 23rd is past.
    expect(((await book('2026-11-23', 'test-drive-key-yesterday')) as RejectedInputError).fieldErrors.preferredDate).toEqual([
      'Vælg en dato fra i dag og frem.',
    ])
    expect(await book('2026-11-24', 'test-drive-key-today')).toMatchObject({ kind: 'test_drive', replayed: false })
    // 90 days after 24 November is 22 February 2027.
    expect(await book('2027-02-22', 'test-drive-key-day-90')).toMatchObject({ kind: 'test_drive', replayed: false })
    expect(((await book('2027-02-23', 'test-drive-key-day-91')) as RejectedInputError).fieldErrors.preferredDate).toEqual([
      'Vælg en dato inden for de næste 90 dage.',
    ])
  })

  it('takes only the start times of the showroom hours that day (issue 17)', async () => {
    const book = (change: Partial<TestDriveSubmission>, key: string) =>
      client.submitTestDrive({ ...testDrive, ...change }, { idempotencyKey: key }).catch((e: unknown) => e)
    // Næstved's showroom is closed on Sundays (29 November 2026).
    const sunday = (await book({ location: 'bilhuset-nord-naestved', preferredDate: '2026-11-29' }, 'test-drive-key-sunday')) as RejectedInputError
    expect(sunday.fieldErrors.preferredDate).toEqual(['Afdelingen har lukket den dag. Vælg en anden dag.'])
    // Saturday 28 November: 10.00–14.00, so 13.00 is the last start; 13.30 and 10.15 are no slots.
    const outside = 'Tidspunktet er ikke en ledig tid i afdelingens åbningstid. Vælg et andet tidspunkt.'
    expect(
      ((await book({ preferredDate: '2026-11-28', preferredTime: '13:30' }, 'test-drive-key-1330')) as RejectedInputError).fieldErrors.preferredTime,
    ).toEqual([outside])
    expect(
      ((await book({ preferredDate: '2026-11-28', preferredTime: '10:15' }, 'test-drive-key-1015')) as RejectedInputError).fieldErrors.preferredTime,
    ).toEqual([outside])
    expect(await book({ preferredDate: '2026-11-28', preferredTime: '13:00' }, 'test-drive-key-1300')).toMatchObject({ kind: 'test_drive' })
    // Not a time at all: the contract refuses it.
    const word = (await book({ preferredTime: 'morning' }, 'test-drive-key-word')) as RejectedInputError
    expect(word.fieldErrors.preferredTime).toEqual(['Vælg et tidspunkt.'])
  })
})

describe('chat', () => {
  it('greets, then answers opening hours for the town asked about', async () => {
    const session = await client.startChat({ context: { pagePath: '/lokationer' } })
    expect(session.messages[0]?.role).toBe('assistant')
    expect(session.messages[0]?.text).toMatch(/^Hej, og velkommen til Bilhuset Nord!/)
    const sent = await client.sendChatMessage(session.sessionId, { text: 'Hvornår har I åbent i Greve?' })
    expect(sent.message.role).toBe('visitor')
    const { messages } = await client.getChatMessages(session.sessionId, { after: sent.message.id })
    expect(messages).toHaveLength(1)
    expect(messages[0]?.text).toContain('Bilhuset Nord Greve har åbent i salgsafdelingen: Mandag-torsdag 09.00-17.30')
    expect(messages[0]?.links).toContainEqual({ kind: 'location', label: 'Se Bilhuset Nord Greve', locationSlug: 'bilhuset-nord-greve' })
  })

  it('answers stock questions with the live count and vehicle links', async () => {
    const session = await client.startChat()
    const sent = await client.sendChatMessage(session.sessionId, { text: 'Har I elbiler fra Mercedes på lager?' })
    const reply = (await client.getChatMessages(session.sessionId, { after: sent.message.id })).messages[0]
    const expected = (await client.searchStock({ brand: ['mercedes-benz'], fuel: ['electric'], pageSize: 0 })).total
    expect(reply?.text).toContain(`Vi har ${expected} Mercedes-Benz elbiler på lager lige nu.`)
    expect(reply?.links.filter((l) => l.kind === 'vehicle').length).toBeGreaterThan(0)
  })

  it('does not duplicate a message sent twice with one key, and 404s an unknown session', async () => {
    const session = await client.startChat()
    await client.sendChatMessage(session.sessionId, { text: 'Hvad er jeres telefonnummer?' }, { idempotencyKey: 'chat-msg-key-01' })
    await client.sendChatMessage(session.sessionId, { text: 'Hvad er jeres telefonnummer?' }, { idempotencyKey: 'chat-msg-key-01' })
    const all = await client.getChatMessages(session.sessionId)
    expect(all.messages.map((m) => m.role)).toEqual(['assistant', 'visitor', 'assistant'])
    expect(all.messages[2]?.text).toContain('43 90 12 00')
    await expect(client.getChatMessages('chat-0000000000000000')).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('registry (issue 35)', () => {
  it('knows a used stock car by the plate on its vehicle record, with the same facts', async () => {
    const used = await client.searchStock({ condition: ['used'], pageSize: 5 })
    expect(used.items.length).toBeGreaterThan(0)
    for (const summary of used.items) {
      const vehicle = await client.getVehicle(summary.id)
      const plate = vehicle.registrationNumber
      expect(plate).toMatch(/^[A-Z]{2}\d{5}$/)
      // Typed as a visitor would: lower case with spaces.
      const typed = `${plate?.slice(0, 2).toLowerCase()} ${plate?.slice(2, 4)} ${plate?.slice(4)}`
      const registry = await client.lookupRegistration(typed)
      expect(registry).toMatchObject({
        registrationNumber: plate,
        make: vehicle.brand.name,
        model: vehicle.model.name,
        variant: vehicle.variant,
        fuel: vehicle.fuel,
        firstRegistration: vehicle.firstRegistration,
        modelYear: vehicle.productionYear,
        source: 'Motorregistret',
        retrievedAt: '2026-11-23T23:30:00.000Z',
      })
      expect(registry.kind).toBe(vehicle.type === 'passenger' ? 'passenger-car' : vehicle.type === 'van' ? 'van' : 'lorry')
      expect(registry.inspection.last?.date ?? null).toBe(vehicle.lastInspection)
    }
  })
  it('has no plate for a new car', async () => {
    const glc = await client.getVehicle(glcId)
    expect(glc.registrationNumber ?? null).toBeNull()
  })
  it('answers motorcycles, lorries and personal plates, and 404 for an unknown plate', async () => {
    // Hand-written plates of the mock (mocks/product-api/README.md).
    expect(await client.lookupRegistration('KM 40 001')).toMatchObject({ kind: 'motorcycle', make: 'Yamaha', model: 'MT-07' })
    expect(await client.lookupRegistration('lx-70-001')).toMatchObject({ kind: 'lorry', make: 'Volvo', model: 'FH' })
    expect(await client.lookupRegistration('æble 7')).toMatchObject({ registrationNumber: 'ÆBLE7', kind: 'passenger-car', make: 'Tesla', fuel: 'electric' })
    await expect(client.lookupRegistration('ZZ99999')).rejects.toBeInstanceOf(NotFoundError)
  })
  it('rejects what cannot be a Danish plate with a Danish field error', async () => {
    const error = await client.lookupRegistration('A').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RejectedInputError)
    expect(
      Object.values((error as RejectedInputError).fieldErrors)
        .flat()
        .join(' '),
    ).toContain('Nummerpladen skal have 2 bogstaver og 5 cifre')
  })
})

describe('search agents (issue 35): through the client, the mock and its SMTP catcher', () => {
  interface Mail {
    subject: string
    text: string
    headers: Record<string, string>
  }
  const mails = async (to: string) => ((await control(`/__qa/mails?to=${encodeURIComponent(to)}`)) as { items: Mail[] }).items
  const token = (mail: Mail | undefined, path: string) =>
    new URL(/https?:\/\/\S+/.exec(mail?.text.split('\n').find((l) => l.includes(path)) ?? '')?.[0] ?? 'http://x').searchParams.get('token') ?? ''

  it('creates, confirms from the mail, alerts a new matching car, unsubscribes; manages and deletes', async () => {
    const email = 'agent.client@example.dk'
    const receipt = await client.createSearchAgent(
      {
        kind: 'search',
        email,
        frequency: 'instant',
        search: { brand: ['renault'], condition: ['used'] },
        label: 'Brugt, Renault',
        searchPath: '/lager?type=used&brand=renault',
      },
      { idempotencyKey: 'agent-client-key-01' },
    )
    expect(receipt).toMatchObject({ status: 'pending', replayed: false })
    const [confirmation] = await mails(email)
    expect(confirmation?.subject).toBe('Bekræft din søgeagent hos Bilhuset Nord')
    expect(await client.confirmSearchAgent(token(confirmation, '/soegeagent/bekraeft'))).toMatchObject({ outcome: 'confirmed', agent: { id: receipt.agentId } })

    const used = (await client.searchStock({ brand: ['renault'], condition: ['used'], pageSize: 1 })).items[0]
    const added = (await control('/__control/vehicles', { like: used?.id })) as { id: string }
    expect((await client.getVehicle(added.id)).id).toBe(added.id)
    const alert = (await mails(email)).at(-1)
    expect(alert?.subject).toBe(`Ny bil i din søgning: ${used?.title}`)
    expect(alert?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(await client.unsubscribeSearchAgent(token(alert, '/soegeagent/afmeld'))).toMatchObject({ outcome: 'unsubscribed' })

    await client.createSearchAgent({ kind: 'price_drop', email, vehicleIds: [added.id] }, { idempotencyKey: 'agent-client-key-02' })
    await client.requestSearchAgentManagementLink({ email })
    const manage = token((await mails(email)).at(-1), '/soegeagent/mine')
    const listed = await client.listManagedSearchAgents(manage)
    expect(listed.outcome === 'ok' && listed.agents.map((a) => [a.kind, a.status])).toEqual([['price_drop', 'pending']])
    const left = await client.deleteManagedSearchAgent(manage, listed.outcome === 'ok' ? (listed.agents[0]?.id ?? '') : '')
    expect(left).toMatchObject({ outcome: 'ok', agents: [] })
  })

  it('answers a search without filters and a bad address with Danish field errors', async () => {
    const error = (await client
      .createSearchAgent(
        { kind: 'search', email: 'ikke-en-adresse', frequency: 'daily', search: {}, label: 'Alle biler', searchPath: '/lager' },
        { idempotencyKey: 'agent-client-key-03' },
      )
      .catch((e: unknown) => e)) as RejectedInputError
    expect(error).toBeInstanceOf(RejectedInputError)
    expect(error.fieldErrors).toEqual({
      email: ['Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.'],
      search: ['Vælg mindst ét filter (fx mærke, brændstof eller pris), før du gemmer søgningen.'],
    })
  })
})

describe('coverage of the contract', () => {
  it('has called every operation successfully through the client', () => {
    expect(operationIds.filter((id) => !exercised.has(id))).toEqual([])
  })
})
