/**
 * Server functions of the leasing feature: the only way its pages reach the
 * product API (the browser never does). Loaders call them in-process while
 * rendering on the server and over HTTP after hydration; the calculator's
 * machine asks `quoteLease` for each new set of inputs.
 *
 * Every input is validated with zod here as well (the browser's checks are a
 * convenience), and brought to the nearest allowed value with the same rules
 * (calculator-inputs.ts). A quote request never answers 500: refusals,
 * unknown vehicles and an unavailable API are values the page shows.
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod/mini'
import type { LeaseOverviewData, MinileaseData } from '#content-model/block-data.ts'
import { calculatorTypes, type CalculatorInputs, type CalculatorProblem, type CalculatorType } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import type { VatMode } from '../pricing/price-view.ts'
import type { ProductApiClient } from '../product-api/client.ts'
import type { LeaseVehicle } from '../product-api/contract/lease.ts'
import type { MinileaseConfiguration, MinileasePrice } from '../product-api/contract/minilease.ts'
import { slugMaxLength, slugPattern } from '../product-api/contract/vocabulary.ts'
import { ContractViolationError, NotFoundError, RejectedInputError, isProductApiError } from '../product-api/errors.ts'
import { productApi } from '../server/product-api.server.ts'
import { calculatorSearchSchema, normaliseInputs, type CalculatorSearch, type InputNotice } from './calculator/calculator-inputs.ts'
import type { CalculatorSubject } from './calculator/calculator-options.ts'
import { leaseSubject, stockSubject } from './calculator/calculator-subject.ts'
import type { LeaseQuote, QuoteResult } from './calculator/lease-quote.ts'
import { requestQuote } from './calculator/quote.server.ts'
import { leaseOverviewQuery, leaseOverviewRequestSchema, type LeaseOverviewRequest } from './overview/lease-overview-search.ts'
import { minileaseChoice, minileaseRequestSchema, parseMinileaseSearch, type MinileaseRequest, type MinileaseSearch } from './minilease/minilease-choice.ts'

/** The product API could not be reached for a page's data: the error boundary shows "Ups, noget gik galt". */
export class LeasingUnavailableError extends Error {
  override name = 'LeasingUnavailableError'
}

function unavailable(what: string, error: unknown): never {
  if (!(error instanceof ContractViolationError)) console.error(`[leasing] ${what}:`, isProductApiError(error) ? error.kind : error)
  throw new LeasingUnavailableError('Leasingdata kunne ikke hentes.')
}

const slugText = z.string().check(z.maxLength(slugMaxLength), z.regex(slugPattern))
const vehicleIdText = z.string().check(z.minLength(1), z.maxLength(200))

/** A calculator as the page renders it: the inputs (corrected, with messages), and the server's quote or why there is none. */
export interface CalculatorState {
  subject: CalculatorSubject
  inputs: CalculatorInputs
  vat: VatMode
  notices: InputNotice[]
  quote: LeaseQuote | null
  problem: CalculatorProblem | null
}

export type CalculatorPageLoad =
  | ({ status: 'found'; fixedType: CalculatorType | null } & CalculatorState)
  /** No such vehicle or offer, or not with this price type: lease-vehicle-not-found. */
  | { status: 'not-found' }
  /** The vehicle's address changed (new slug, or a brand address of another make). */
  | { status: 'moved'; id: string }

function problemOf(result: QuoteResult): CalculatorProblem | null {
  switch (result.outcome) {
    case 'quoted':
      return null
    case 'failed':
      return { kind: 'failed' }
    case 'rejected':
      return { kind: 'rejected', messages: result.messages }
    case 'unavailable':
      return { kind: 'unavailable', reason: result.reason }
  }
}

async function calculatorState(api: ProductApiClient, subject: CalculatorSubject, search: CalculatorSearch, fixedType?: CalculatorType) {
  const normalised = normaliseInputs(search, subject, fixedType)
  if (normalised.status !== 'ok') return null
  const result = await requestQuote(api, subject, normalised.inputs)
  const state: CalculatorState = {
    subject,
    inputs: normalised.inputs,
    vat: normalised.vat,
    notices: normalised.notices,
    quote: result.outcome === 'quoted' ? result.quote : null,
    problem: problemOf(result),
  }
  return state
}

const stockCalculatorInput = z.object({
  vehicleId: vehicleIdText,
  brand: z.optional(slugText),
  fixedType: z.optional(z.enum(calculatorTypes)),
  search: calculatorSearchSchema,
})

/** A stock vehicle's calculator page (/lager/{bil}/leaseberegner and the price-type pages). */
export const loadStockCalculator = createServerFn({ method: 'GET' })
  .validator((input: z.input<typeof stockCalculatorInput>) => stockCalculatorInput.parse(input))
  .handler(async ({ data }): Promise<CalculatorPageLoad> => {
    const api = productApi()
    let subject: CalculatorSubject
    try {
      subject = stockSubject(await api.getVehicle(data.vehicleId))
    } catch (error) {
      if (error instanceof NotFoundError) return { status: 'not-found' }
      unavailable('lagerbil til beregner', error)
    }
    if (subject.id !== data.vehicleId || (data.brand !== undefined && data.brand !== subject.brand)) return { status: 'moved', id: subject.id }
    const state = await calculatorState(api, subject, data.search, data.fixedType)
    return state ? { status: 'found', fixedType: data.fixedType ?? null, ...state } : { status: 'not-found' }
  })

export type LeaseOfferLoad = ({ status: 'found'; offer: LeaseVehicle } & CalculatorState) | { status: 'not-found' }

const leaseOfferInput = z.object({ id: slugText, search: calculatorSearchSchema })

/** A lease offer's detail page with its calculator. */
export const loadLeaseOffer = createServerFn({ method: 'GET' })
  .validator((input: z.input<typeof leaseOfferInput>) => leaseOfferInput.parse(input))
  .handler(async ({ data }): Promise<LeaseOfferLoad> => {
    const api = productApi()
    let offer: LeaseVehicle
    try {
      offer = await api.getLeaseVehicle(data.id)
    } catch (error) {
      if (error instanceof NotFoundError) return { status: 'not-found' }
      unavailable('leasingtilbud', error)
    }
    const subject = leaseSubject(offer)
    const state = await calculatorState(api, subject, data.search, offer.leaseType)
    return state ? { status: 'found', offer, ...state } : { status: 'not-found' }
  })

const quoteInput = z.object({ kind: z.enum(['stock', 'lease']), id: vehicleIdText, search: calculatorSearchSchema })
export type QuoteRequest = z.input<typeof quoteInput>

/**
 * One quote for the calculator's machine. The inputs are validated and
 * corrected again on the server, against the vehicle as the API has it now.
 */
export const quoteLease = createServerFn({ method: 'POST' })
  // Parsed in the handler, so a malformed request gets an answer instead of an error.
  .validator((input: QuoteRequest) => input)
  .handler(async ({ data }): Promise<QuoteResult> => {
    const parsed = quoteInput.safeParse(data)
    if (!parsed.success) {
      // A malformed request is a 400 (ADR 0016), with the answer the calculator shows.
      setResponseStatus(400)
      return { outcome: 'rejected', messages: { form: ['Beregningen kunne ikke læses. Genindlæs siden, og prøv igen.'] } }
    }
    const { kind, id, search } = parsed.data
    const api = productApi()
    let subject: CalculatorSubject
    try {
      subject = kind === 'stock' ? stockSubject(await api.getVehicle(id)) : leaseSubject(await api.getLeaseVehicle(id))
    } catch (error) {
      if (error instanceof NotFoundError) return { outcome: 'unavailable', reason: 'not-found' }
      if (!(error instanceof ContractViolationError)) console.error(`[leasing] quote subject ${kind} ${id}:`, isProductApiError(error) ? error.kind : error)
      return { outcome: 'failed' }
    }
    const normalised = normaliseInputs(search, subject)
    if (normalised.status !== 'ok') return { outcome: 'unavailable', reason: 'not-offered' }
    return requestQuote(api, subject, normalised.inputs)
  })

/** The lease offers of a lease-overview block, for its filters and page. */
export const loadLeaseOverview = createServerFn({ method: 'GET' })
  .validator((input: LeaseOverviewRequest) => leaseOverviewRequestSchema.parse(input))
  .handler(async ({ data }): Promise<LeaseOverviewData> => {
    try {
      return { kind: 'lease-overview', filters: data.filters, list: await productApi().listLeaseVehicles(leaseOverviewQuery(data)) }
    } catch (error) {
      if (!(error instanceof ContractViolationError)) console.error('[leasing] leasingoversigt:', isProductApiError(error) ? error.kind : error)
      return { kind: 'lease-overview', filters: data.filters, list: null }
    }
  })

/** The lease offers named by lease-detail blocks (unknown ones are left out). */
export const loadLeaseOfferSummaries = createServerFn({ method: 'GET' })
  .validator((input: { ids: string[] }) => z.object({ ids: z.array(slugText).check(z.maxLength(20)) }).parse(input))
  .handler(async ({ data }): Promise<Record<string, LeaseVehicle>> => {
    const api = productApi()
    const found: Record<string, LeaseVehicle> = {}
    await Promise.all(
      data.ids.map((id) =>
        api.getLeaseVehicle(id).then(
          (offer) => void (found[id] = offer),
          (error: unknown) => {
            if (!(error instanceof NotFoundError)) console.error(`[leasing] leasingtilbud ${id}:`, isProductApiError(error) ? error.kind : error)
          },
        ),
      ),
    )
    return found
  })

/** The minilease configurator: the cars and the price of the chosen configuration (from the address). */
export const loadMinilease = createServerFn({ method: 'GET' })
  .validator((input: MinileaseSearch) => parseMinileaseSearch(input))
  .handler(async ({ data }): Promise<MinileaseData> => {
    const api = productApi()
    let configurations: MinileaseConfiguration[]
    try {
      configurations = (await api.listMinileaseConfigurations()).items
    } catch (error) {
      if (!(error instanceof ContractViolationError)) console.error('[leasing] minilease:', isProductApiError(error) ? error.kind : error)
      return { kind: 'minilease', configurations: null, choice: null, price: null, notices: [] }
    }
    const chosen = minileaseChoice(configurations, data)
    if (!chosen) return { kind: 'minilease', configurations, choice: null, price: null, notices: [] }
    const quote = await priceMinilease(api, chosen.choice)
    return { kind: 'minilease', configurations, choice: chosen.choice, price: 'price' in quote ? quote.price : null, notices: chosen.notices }
  })

export type MinileaseQuote = { price: MinileasePrice } | { failed: true; messages: string[] }

async function priceMinilease(api: ProductApiClient, request: MinileaseRequest): Promise<MinileaseQuote> {
  try {
    return { price: await api.getMinileasePrice(request) }
  } catch (error) {
    if (error instanceof RejectedInputError) return { failed: true, messages: Object.values(error.fieldErrors).flat() }
    if (!(error instanceof ContractViolationError)) console.error('[leasing] minilease-pris:', isProductApiError(error) ? error.kind : error)
    return { failed: true, messages: [] }
  }
}

/** The price of one minilease configuration (the configurator asks as the visitor chooses). */
export const quoteMinilease = createServerFn({ method: 'POST' })
  .validator((input: MinileaseRequest) => input)
  .handler(async ({ data }): Promise<MinileaseQuote> => {
    const parsed = minileaseRequestSchema.safeParse(data)
    if (!parsed.success) {
      setResponseStatus(400)
      return { failed: true, messages: ['Valget kunne ikke læses. Genindlæs siden, og prøv igen.'] }
    }
    return priceMinilease(productApi(), parsed.data)
  })
