/**
 * The mock product API's implementation of every operation of the contract.
 * Input arrives parsed and validated by the server (server.ts); handlers add the
 * rules that need data (does the vehicle exist, is the colour offered, …) and
 * answer with values of the contract's response types.
 */
import type { FieldErrors } from '#src/product-api/contract/common.ts'
import type { EmployeeList, LocationSummary } from '#src/product-api/contract/location.ts'
import { departmentLabels } from '#src/product-api/contract/vocabulary.ts'
import type { SubmissionKind, SubmissionReceipt } from '#src/product-api/contract/submissions.ts'
import { acquisitionTypeLabels } from '#src/product-api/contract/vocabulary.ts'
import type { PriceRowValues } from '#src/product-api/contract/vehicle.ts'
import { findBrand } from '#app.config'
import { inCopenhagen } from '#src/clock/clock.ts'
import { bookingHorizonDays, testDriveSlots } from '#src/product-api/contract/test-drive-slots.ts'
import type { ChatVehicle, StockFilter } from './chat.ts'
import type { MinileaseConfiguration } from '#src/product-api/contract/minilease.ts'
import type { DataSet } from './data/data-set.ts'
import { minileaseBasePrice, minileaseDurationFactor, minileaseExtraPer1000Km } from './data/data-set.ts'
import type { VehicleRecord } from './data/vehicles.ts'
import { financeFees, toSummary, toVehicle } from './data/vehicles.ts'
import { leaseTermsFor } from './data/lease-terms.ts'
import { allModels } from './data/catalogue.ts'
import type { Fuel } from '#src/product-api/contract/vocabulary.ts'
import { financeRow, leaseRow } from './finance.ts'
import { IdempotencyConflict } from './submission-store.ts'
import { valueTradeIn } from './trade-in.ts'
import { lookupRegistration } from './registry.ts'
import { searchAgentHandlers } from './search-agents/search-agent-routes.ts'
import { ApiError } from './api-error.ts'
import { findVehicleIndex, type Handlers, type MockState } from './mock-state.ts'

const notFound = (message: string) => new ApiError(404, 'not_found', message)
const rejected = (fieldErrors: FieldErrors) => new ApiError(400, 'invalid_input', 'Nogle felter er ikke udfyldt korrekt.', fieldErrors)

function vehicleAt(state: MockState, index: number): VehicleRecord {
  const record = state.data.vehicles[index]
  if (!record) throw new Error(`No vehicle at ${index}`)
  return record
}

function pageCount(total: number, pageSize: number): number {
  return pageSize === 0 ? 0 : Math.ceil(total / pageSize)
}

/** Today in Copenhagen (the dealer's date), whatever the server's time zone. */
function isoToday(now: Date): string {
  return inCopenhagen(now).date
}

function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const receiptMessages: Record<SubmissionKind, string> = {
  test_drive: 'Tak for din booking af en prøvetur. Vi bekræfter tidspunktet inden for én arbejdsdag.',
  interest: 'Tak for din interesse. En sælger kontakter dig inden for én arbejdsdag.',
  contact: 'Tak for din henvendelse. Vi vender tilbage hurtigst muligt – senest næste hverdag.',
  trade_in: 'Tak! Vi har modtaget oplysningerne om din byttebil og sender et tilbud inden for én arbejdsdag.',
  minilease_order: 'Tak for din bestilling af minilease. Vi ringer inden for én arbejdsdag og aftaler afhentning og kontrakt.',
}

/** A minilease configuration's monthly price incl. moms, or the field errors of options it does not offer. */
function minileaseQuote(
  config: MinileaseConfiguration,
  choice: { colour: string; durationMonths: number; monthlyDistance: number },
): { monthly: number; errors?: undefined } | { monthly?: undefined; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const colour = config.colours.find((c) => c.code === choice.colour)
  if (!colour) errors.colour = [`Vælg en af farverne: ${config.colours.map((c) => c.name).join(', ')}.`]
  if (!config.durations.includes(choice.durationMonths)) errors.durationMonths = [`Vælg en periode på ${config.durations.join(', ')} måneder.`]
  if (!config.monthlyDistances.includes(choice.monthlyDistance)) {
    errors.monthlyDistance = [`Vælg ${config.monthlyDistances.map((d) => d.toLocaleString('da-DK')).join(', ')} km pr. måned.`]
  }
  const base = minileaseBasePrice(config.id)
  if (base === undefined) errors.configurationId = ['Minilease-bilen findes ikke længere. Vælg en anden bil.']
  if (Object.keys(errors).length > 0 || base === undefined) return { errors }
  const extraKm = Math.max(0, choice.monthlyDistance - config.includedMonthlyDistance)
  const monthly =
    Math.round((base * minileaseDurationFactor(choice.durationMonths) + (extraKm / 1_000) * minileaseExtraPer1000Km + (colour?.surchargePerMonth ?? 0)) / 5) * 5
  return { monthly }
}

async function submit(state: MockState, kind: SubmissionKind, key: string | undefined, body: unknown): Promise<{ status: 200 | 201; body: SubmissionReceipt }> {
  if (!key) throw rejected({ 'Idempotency-Key': ['Idempotency-Key mangler.'] })
  try {
    const { record, replayed } = await state.submissions.submit(kind, key, body, state.now())
    return {
      status: replayed ? 200 : 201,
      body: {
        submissionId: record.submissionId,
        kind: record.kind,
        receivedAt: record.receivedAt,
        replayed,
        message: receiptMessages[kind],
      },
    }
  } catch (error) {
    if (error instanceof IdempotencyConflict) {
      throw new ApiError(409, 'idempotency_conflict', 'Denne henvendelse er allerede sendt med andet indhold. Genindlæs siden og prøv igen.', {
        'Idempotency-Key': ['Nøglen er allerede brugt til en anden henvendelse.'],
      })
    }
    throw error
  }
}

function checkVehicle(state: MockState, vehicleId: string | undefined, errors: FieldErrors): void {
  if (vehicleId !== undefined && findVehicleIndex(state, vehicleId) === undefined) {
    errors.vehicleId = ['Bilen findes ikke længere på lager.']
  }
}

function checkLocation(state: MockState, slug: string | undefined, field: string, errors: FieldErrors): void {
  if (slug !== undefined && !state.data.locations.some((l) => l.slug === slug)) errors[field] = ['Vælg en af vores afdelinger.']
}

/** The showroom is open that day, and the time is one of its test-drive start times (today: still ahead). */
function checkTestDriveTime(
  state: MockState,
  body: { location: string; preferredDate: string; preferredTime: string },
  now: { date: string; minutes: number },
  errors: FieldErrors,
): void {
  const location = state.data.locations.find((l) => l.slug === body.location)
  if (!location) return
  const weekday = new Date(`${body.preferredDate}T12:00:00Z`).getUTCDay()
  const day = location.openingHours.showroom[(weekday + 6) % 7]
  if (!day?.open) errors.preferredDate = ['Afdelingen har lukket den dag. Vælg en anden dag.']
  else if (!testDriveSlots(day, body.preferredDate === now.date ? now.minutes : undefined).includes(body.preferredTime)) {
    errors.preferredTime = ['Tidspunktet er ikke en ledig tid i afdelingens åbningstid. Vælg et andet tidspunkt.']
  }
}

function checkModel(state: MockState, model: { brand: string; model: string } | undefined, errors: FieldErrors): void {
  if (model && !state.data.models.some((m) => m.brand === model.brand && m.slug === model.model)) {
    errors.model = ['Modellen findes ikke.']
  }
}

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw rejected(errors)
}

function toLocationSummary(l: DataSet['locations'][number]): LocationSummary {
  return {
    slug: l.slug,
    name: l.name,
    town: l.town,
    address: l.address,
    coordinates: l.coordinates,
    phone: l.phone,
    email: l.email,
    whatsapp: l.whatsapp,
    brands: l.brands,
    services: l.services,
    openingHours: l.openingHours,
    image: l.image,
  }
}

/** One available vehicle for the chat assistant (a chat opened from its page). */
export function findVehicleForChat(state: MockState, id: string): ChatVehicle | undefined {
  const index = findVehicleIndex(state, id)
  if (index === undefined) return undefined
  const v = vehicleAt(state, index)
  return {
    id: v.id,
    title: v.title,
    price: v.prices.find((p) => p.acquisition_type === 'purchase')?.total_price ?? v.prices[0]?.total_price ?? 0,
    year: v.productionYear,
    mileageKm: v.mileageKm,
    fuel: v.fuel,
    locationName: v.location.name,
    locationSlug: v.location.slug,
  }
}

/** Stock examples for the chat assistant. */
export function findStockForChat(state: MockState, filter: StockFilter) {
  const outcome = state.index.search(
    {
      brand: filter.brand ? [filter.brand] : undefined,
      model: filter.model ? [filter.model] : undefined,
      fuel: filter.fuel ? [filter.fuel] : undefined,
      type: filter.type ? [filter.type] : undefined,
      condition: filter.condition ? [filter.condition] : undefined,
      priceMax: filter.priceMax,
      sort: 'price_asc',
      page: 1,
      pageSize: 3,
    },
    state.available,
  )
  return {
    count: outcome.total,
    examples: outcome.page.map((i) => {
      const v = vehicleAt(state, i)
      return { id: v.id, title: v.title, price: v.prices[0]?.total_price ?? 0 }
    }),
  }
}

export const handlers: Handlers = {
  searchStock({ query }, state) {
    const outcome = state.index.search(query, state.available)
    return {
      body: {
        page: query.page,
        pageSize: query.pageSize,
        total: outcome.total,
        pageCount: pageCount(outcome.total, query.pageSize),
        sort: query.sort,
        items: outcome.page.map((i) => toSummary(vehicleAt(state, i), state.data.urls)),
        facets: outcome.facets,
        ranges: outcome.ranges,
      },
    }
  },

  getVehicle({ params }, state) {
    const index = findVehicleIndex(state, params.vehicleId)
    if (index === undefined) throw notFound('Køretøjet findes ikke.')
    return { body: toVehicle(vehicleAt(state, index), state.data.urls) }
  },

  getAvailability({ query }, state) {
    return {
      body: {
        items: query.id.map((id) => {
          const index = findVehicleIndex(state, id)
          return { id, available: index !== undefined, canonicalId: index === undefined ? null : vehicleAt(state, index).id }
        }),
      },
    }
  },

  listModels({ query }, state) {
    const items = state.data.models
      .filter((m) => (!query.brand || m.brand === query.brand) && (!query.group || m.group === query.group) && (!query.type || m.type === query.type))
      .slice(0, query.limit)
      .map(({ description: _d, highlights: _h, images: _i, variants, ...summary }) => ({
        ...summary,
        variantEnergy: variants.map((v) => ({ energyLabel: v.energyLabel, consumption: v.consumption })),
      }))
    return { body: { items } }
  },

  getModel({ params }, state) {
    const model = state.data.models.find((m) => m.brand === params.brand && m.slug === params.model)
    if (!model) throw notFound('Modellen findes ikke.')
    return { body: model }
  },

  listLocations({ query }, state) {
    const items = state.data.locations
      .filter((l) => (!query.brand || l.brands.includes(query.brand)) && (!query.service || l.services.includes(query.service)))
      .map(toLocationSummary)
    return { body: { items } }
  },

  getLocation({ params }, state) {
    const location = state.data.locations.find((l) => l.slug === params.location)
    if (!location) throw notFound('Lokation ikke fundet')
    return { body: location }
  },

  listEmployees({ query }, state) {
    const inLocation = (e: (typeof state.data.employees)[number]) => !query.location?.length || query.location.includes(e.location.slug)
    const inDepartment = (e: (typeof state.data.employees)[number]) => !query.department?.length || query.department.includes(e.department)
    const matches = state.data.employees.filter((e) => inLocation(e) && inDepartment(e))
    const countBy = (items: typeof matches, key: (e: (typeof matches)[number]) => string) => {
      const counts = new Map<string, number>()
      for (const e of items) counts.set(key(e), (counts.get(key(e)) ?? 0) + 1)
      return counts
    }
    const byLocation = countBy(state.data.employees.filter(inDepartment), (e) => e.location.slug)
    const byDepartment = countBy(state.data.employees.filter(inLocation), (e) => e.department)
    const start = (query.page - 1) * query.pageSize
    const body: EmployeeList = {
      page: query.page,
      pageSize: query.pageSize,
      total: matches.length,
      pageCount: pageCount(matches.length, query.pageSize),
      items: matches.slice(start, start + query.pageSize),
      facets: {
        location: state.data.locations
          .map((l) => ({ value: l.slug, label: l.name, count: byLocation.get(l.slug) ?? 0 }))
          .filter((f) => f.count > 0 || query.location?.includes(f.value)),
        department: Object.entries(departmentLabels)
          .map(([value, label]) => ({ value, label, count: byDepartment.get(value) ?? 0 }))
          .filter((f) => f.count > 0 || query.department?.includes(f.value as never)),
      },
    }
    return { body }
  },

  listLeaseVehicles({ query }, state) {
    const matches = state.data.leaseVehicles.filter(
      (v) =>
        (!query.brand?.length || query.brand.includes(v.brand)) &&
        (!query.leaseType || v.leaseType === query.leaseType) &&
        (!query.fuel?.length || query.fuel.includes(v.fuel)) &&
        (!query.type || v.type === query.type) &&
        (query.monthlyMax === undefined || v.monthlyFrom <= query.monthlyMax) &&
        (query.contractDuration === undefined || v.contractDurations.includes(query.contractDuration)),
    )
    const sorted = [...matches].sort((a, b) =>
      query.sort === 'name'
        ? a.title.localeCompare(b.title, 'da')
        : query.sort === 'monthly_desc'
          ? b.monthlyFrom - a.monthlyFrom
          : a.monthlyFrom - b.monthlyFrom,
    )
    const start = (query.page - 1) * query.pageSize
    return {
      body: {
        page: query.page,
        pageSize: query.pageSize,
        total: matches.length,
        pageCount: pageCount(matches.length, query.pageSize),
        items: sorted.slice(start, start + query.pageSize).map((v) => ({
          id: v.id,
          brand: v.brand,
          model: v.model,
          modelName: v.modelName,
          variant: v.variant,
          title: v.title,
          leaseType: v.leaseType,
          type: v.type,
          fuel: v.fuel,
          transmission: v.transmission,
          bodyStyle: v.bodyStyle,
          vanBody: v.vanBody,
          powerHp: v.powerHp,
          electricRangeKm: v.electricRangeKm,
          energyLabel: v.energyLabel,
          consumption: v.consumption,
          image: v.image,
          monthlyFrom: v.monthlyFrom,
          campaign: v.campaign,
          contractDurations: v.contractDurations,
          standardOffer: v.standardOffer,
          deliveryCost: v.deliveryCost,
          deliveryCostIncluded: v.deliveryCostIncluded,
        })),
      },
    }
  },

  getLeaseVehicle({ params }, state) {
    const vehicle = state.data.leaseVehicles.find((v) => v.id === params.leaseVehicleId)
    if (!vehicle) throw notFound('Leasingbilen findes ikke.')
    return { body: vehicle }
  },

  calculateLease({ body }, state) {
    let title: string
    let cashPrice: number
    let brand: string
    let commercial: boolean
    let condition: 'new' | 'used' = 'new'
    let offered: readonly string[]
    let bank: string | null
    // The model and fuel a lease is priced by (data/lease-terms.ts).
    let modelSlug: string
    let fuel: Fuel
    if (body.vehicleKind === 'stock') {
      const index = findVehicleIndex(state, body.vehicleId)
      if (index === undefined) throw notFound('Køretøjet findes ikke.')
      const v = vehicleAt(state, index)
      title = v.title
      cashPrice = v.prices[0]?.total_price ?? 0
      brand = v.brand.slug
      modelSlug = v.model.slug
      fuel = v.fuel
      commercial = v.type !== 'passenger'
      condition = v.condition
      offered = v.prices.map((p) => p.acquisition_type)
      bank = v.prices.find((p) => p.acquisition_type === body.acquisitionType)?.bank ?? null
    } else {
      const lv = state.data.leaseVehicles.find((v) => v.id === body.vehicleId)
      if (!lv) throw notFound('Leasingbilen findes ikke.')
      title = lv.title
      cashPrice = lv.listPrice
      brand = lv.brand
      modelSlug = lv.model
      const spec = allModels.find((m) => m.brand === lv.brand && m.slug === lv.model)
      fuel = spec?.variants.find((v) => v.name === lv.variant)?.fuel ?? 'petrol'
      commercial = lv.type !== 'passenger'
      offered = [lv.leaseType]
      bank = lv.standardOffer.bank
    }

    const errors: FieldErrors = {}
    const type = body.acquisitionType
    const lease = type === 'private_lease' || type === 'business_lease'
    const brandConfig = findBrand(brand)
    if (brandConfig && !brandConfig.stockDetail[type].enabled) {
      errors.acquisitionType = [`${acquisitionTypeLabels[type]} tilbydes ikke for ${brandConfig.name}.`]
    } else if (lease && !offered.includes(type)) {
      errors.acquisitionType = [`Bilen kan ikke fås med ${acquisitionTypeLabels[type].toLowerCase()}.`]
    }
    if (lease && body.contractDuration > 60) errors.contractDuration = ['Leasingperioden kan højst være 60 måneder.']
    if (lease && body.downPayment > cashPrice * 0.3) {
      errors.downPayment = [`Førstegangsydelsen kan højst være 30 % af prisen (${Math.floor(cashPrice * 0.3).toLocaleString('da-DK')} kr.).`]
    }
    if (!lease) {
      const min = type === 'private_finance' ? 0.2 : 0.1
      if (body.downPayment < cashPrice * min) {
        errors.downPayment = [
          `Udbetalingen skal være mindst ${Math.round(min * 100)} % af kontantprisen (${Math.ceil(cashPrice * min).toLocaleString('da-DK')} kr.).`,
        ]
      } else if (body.downPayment >= cashPrice) {
        errors.downPayment = ['Udbetalingen skal være mindre end kontantprisen.']
      }
      const residual = body.residualValue ?? 0
      if (residual > cashPrice * 0.5) {
        errors.residualValue = [`Restværdien kan højst være 50 % af kontantprisen (${Math.floor(cashPrice * 0.5).toLocaleString('da-DK')} kr.).`]
      } else if (residual > 0 && residual >= cashPrice - body.downPayment) {
        errors.residualValue = ['Restværdien skal være mindre end kreditbeløbet.']
      }
    }
    throwIfAny(errors)

    let row: PriceRowValues
    let residualValue = 0
    if (lease) {
      const model = allModels.find((m) => m.brand === brand && m.slug === modelSlug)
      if (!model) throw notFound('Modellen findes ikke.')
      const annualDistance = body.annualDistance ?? 15_000
      const terms = leaseTermsFor(model, fuel, type, body.contractDuration, annualDistance)
      const result = leaseRow({
        acquisitionType: type,
        listPrice: cashPrice,
        firstPayment: body.downPayment,
        months: body.contractDuration,
        annualDistance,
        interestRate: terms.interestRate,
        monthlyServiceFee: terms.monthlyServiceFee,
        residualShare: terms.residualShare,
        bank: bank ?? terms.bank,
        discount: 0,
      })
      const { residualValue: rv, ...values } = result
      residualValue = rv
      row = values
    } else {
      const own = brand === 'mercedes-benz' || brand === 'renault' || brand === 'dacia'
      const baseRate = type === 'business_finance' ? 5.45 : condition === 'new' ? (own && brand !== 'mercedes-benz' ? 3.99 : 4.95) : 6.95
      // A variable rate is 0.25 points lower today, and may change.
      const rate = body.fixedInterestPeriod === 'variable' ? baseRate - 0.25 : baseRate
      row = financeRow({
        acquisitionType: type,
        cashPrice,
        downPayment: body.downPayment,
        months: body.contractDuration,
        borrowingRate: Math.round(rate * 100) / 100,
        establishmentFeeFixed: financeFees[type].fixed,
        establishmentFeePercent: financeFees[type].percent,
        balloon: body.residualValue ?? 0,
        installmentProtection: body.installmentProtection,
        fixedInterestPeriod: body.fixedInterestPeriod,
        bank: bank ?? (type === 'business_finance' ? 'Nordania Finans' : 'Santander Consumer Bank'),
        showExclVat: commercial || type === 'business_finance',
        discount: 0,
      })
    }
    if (!lease) residualValue = body.residualValue ?? 0
    return { body: { vehicleKind: body.vehicleKind, vehicleId: body.vehicleId, title, cashPrice, residualValue, priceRow: row } }
  },

  listMinileaseConfigurations(_request, state) {
    return { body: { items: state.data.minilease } }
  },

  getMinileasePrice({ body }, state) {
    const config = state.data.minilease.find((c) => c.id === body.configurationId)
    if (!config) throw notFound('Minilease-bilen findes ikke.')
    const price = minileaseQuote(config, body)
    if (price.monthly === undefined) {
      throwIfAny(price.errors)
      throw notFound('Minilease-bilen findes ikke.')
    }
    const establishmentFee = body.renewal ? 0 : config.establishmentFee
    const total = establishmentFee + price.monthly * body.durationMonths
    return {
      body: {
        configurationId: config.id,
        colour: body.colour,
        durationMonths: body.durationMonths,
        monthlyDistance: body.monthlyDistance,
        annualDistance: body.monthlyDistance * 12,
        deposit: config.deposit,
        establishmentFee,
        pricePerMonthInclVat: price.monthly,
        pricePerMonthExclVat: Math.round(price.monthly / 1.25),
        totalCostInclVat: total,
        totalCostExclVat: Math.round(total / 1.25),
        includes: config.includes,
      },
    }
  },

  valueTradeIn({ body }, state) {
    return { body: valueTradeIn(body, isoToday(state.now())) }
  },

  lookupRegistration,

  submitTestDrive({ body, idempotencyKey }, state) {
    const errors: FieldErrors = {}
    checkVehicle(state, body.vehicleId, errors)
    checkModel(state, body.model, errors)
    checkLocation(state, body.location, 'location', errors)
    const now = inCopenhagen(state.now())
    const latest = addDays(now.date, bookingHorizonDays)
    if (body.preferredDate < now.date) errors.preferredDate = ['Vælg en dato fra i dag og frem.']
    else if (body.preferredDate > latest) errors.preferredDate = [`Vælg en dato inden for de næste ${bookingHorizonDays} dage.`]
    else checkTestDriveTime(state, body, now, errors)
    throwIfAny(errors)
    return submit(state, 'test_drive', idempotencyKey, body)
  },

  submitInterest({ body, idempotencyKey }, state) {
    const errors: FieldErrors = {}
    checkVehicle(state, body.vehicleId, errors)
    throwIfAny(errors)
    return submit(state, 'interest', idempotencyKey, body)
  },

  submitContact({ body, idempotencyKey }, state) {
    const errors: FieldErrors = {}
    checkLocation(state, body.location, 'location', errors)
    checkModel(state, body.model, errors)
    throwIfAny(errors)
    return submit(state, 'contact', idempotencyKey, body)
  },

  submitTradeIn({ body, idempotencyKey }, state) {
    const errors: FieldErrors = {}
    checkLocation(state, body.location, 'location', errors)
    throwIfAny(errors)
    return submit(state, 'trade_in', idempotencyKey, body)
  },

  submitMinileaseOrder({ body, idempotencyKey }, state) {
    const errors: FieldErrors = {}
    checkLocation(state, body.location, 'location', errors)
    const config = state.data.minilease.find((c) => c.id === body.configurationId)
    if (!config) {
      errors.configurationId = ['Minilease-bilen findes ikke længere. Vælg en anden bil.']
    } else {
      const price = minileaseQuote(config, body)
      if (price.errors) Object.assign(errors, price.errors)
      else if (price.monthly !== body.quotedPricePerMonth) {
        errors.quotedPricePerMonth = [`Prisen er ændret til ${price.monthly.toLocaleString('da-DK')} kr./md. Se den nye pris, før du bestiller.`]
      }
    }
    throwIfAny(errors)
    return submit(state, 'minilease_order', idempotencyKey, body)
  },

  startChat({ body, idempotencyKey }, state) {
    const { session, replayed } = state.chat.start(body.context, idempotencyKey, state.now())
    // The dealer has turned the chat off: the session is closed and greets no one.
    if (session.closed) return { status: 201, body: { sessionId: session.id, status: 'closed', messages: [] } }
    return { status: replayed ? 200 : 201, body: { sessionId: session.id, status: 'ready', messages: session.messages } }
  },

  sendChatMessage({ params, body, idempotencyKey }, state) {
    const session = state.chat.get(params.sessionId)
    if (!session) throw notFound('Chatten findes ikke eller er udløbet.')
    if (!idempotencyKey) throw rejected({ 'Idempotency-Key': ['Idempotency-Key mangler.'] })
    if (session.closed) throw notFound('Chatten er slået fra.')
    const { message, replayed } = state.chat.send(session, body.text, idempotencyKey, state.now(), body.context)
    return { status: replayed ? 200 : 201, body: { message } }
  },

  getChatMessages({ params, query }, state) {
    const session = state.chat.get(params.sessionId)
    if (!session) throw notFound('Chatten findes ikke eller er udløbet.')
    const after = query.after ? Number(query.after.slice(4)) : 0
    const messages = session.messages.filter((m) => Number(m.id.slice(4)) > after)
    return { body: { status: session.closed ? 'closed' : 'ready', messages } }
  },

  ...searchAgentHandlers,
}
