/**
 * HTTP client of the dealer's product API. Server-only: the site's SSR server
 * (server functions and loaders) calls the product API; the browser never does.
 * The module uses only web-standard APIs available in Node (fetch, AbortSignal,
 * URL, crypto.randomUUID) and imports nothing browser-only.
 *
 * - One typed method per operation of contract/operations.ts.
 * - Each call has a deadline (`timeoutMs`, AbortSignal.timeout) that covers all
 *   its attempts, so a page render never waits longer than that for one call.
 * - Reads, pure calculations and POSTs with an Idempotency-Key are retried on
 *   network errors, 429 and 5xx, with exponential backoff and jitter (Retry-After
 *   is honoured), as long as the deadline allows.
 * - Every response is validated with the contract's zod schema.
 * - Failures are the typed errors of errors.ts.
 */
import type { z } from 'zod'
import { errorBodySchema, idempotencyHeaderName } from './contract/common.ts'
import type { ChatMessages, ChatMessagesQuery, ChatSendInput, ChatSendResult, ChatSession, ChatStartInput } from './contract/chat.ts'
import type { LeaseCalculation, LeaseCalculationInput, LeaseVehicle, LeaseVehicleList, LeaseVehicleListQuery } from './contract/lease.ts'
import type { EmployeeList, EmployeeListQuery, Location, LocationList, LocationListQuery } from './contract/location.ts'
import type { MinileaseConfigurationList, MinileasePrice, MinileasePriceInput } from './contract/minilease.ts'
import type { Model, ModelList, ModelListQuery } from './contract/model.ts'
import { fillPath, operations } from './contract/operations.ts'
import type { OperationId, OperationSpec } from './contract/operations.ts'
import type { AvailabilityResult, StockSearchQuery, StockSearchResult } from './contract/stock.ts'
import type {
  ContactSubmission,
  InterestSubmission,
  MinileaseOrderSubmission,
  SubmissionReceipt,
  TestDriveSubmission,
  TradeInSubmission,
} from './contract/submissions.ts'
import type { ConfirmationResult, CreateSearchAgentInput, ManagedAgents, SearchAgentReceipt, UnsubscribeResult } from './contract/search-agents.ts'
import type { TradeInInput, TradeInValuation } from './contract/trade-in.ts'
import type { RegistryVehicle } from './contract/registration.ts'
import type { Vehicle } from './contract/vehicle.ts'
import { ContractViolationError, NotFoundError, RejectedInputError, UnavailableError } from './errors.ts'
import type { ProductApiError, RequestInfo } from './errors.ts'
import { toSearchParams } from './query-string.ts'

export interface ProductApiClientOptions {
  /** Base URL from runtime configuration (`productApi.baseUrl`), e.g. `http://127.0.0.1:4010/api/v1`. */
  baseUrl: string
  /** Deadline per call, all attempts included (`productApi.timeoutMs`). */
  timeoutMs: number
  /** Defaults to the global fetch. */
  fetch?: typeof fetch
  /** Retries after the first attempt for retryable calls. Default 2. */
  retries?: number
  /** First backoff delay; doubles per retry (with jitter). Default 100 ms. */
  retryBaseDelayMs?: number
  /**
   * Called for every contract violation before it is thrown, to report it
   * (e.g. to error reporting). Default: console.error.
   */
  onContractViolation?: (error: ContractViolationError) => void
}

export interface CallOptions {
  /** Cancels the call (e.g. the request of the page being rendered was aborted). */
  signal?: AbortSignal
  /** Overrides the client's deadline for this call. */
  timeoutMs?: number
}

export interface IdempotentCallOptions extends CallOptions {
  /**
   * Key that makes the POST safe to retry and to repeat: the same key stores one
   * lead. Generate it once per form submission attempt (e.g. when the form is
   * shown) and reuse it when the visitor retries after an error.
   */
  idempotencyKey: string
}

export interface ProductApiClient {
  searchStock(query?: StockSearchQuery, options?: CallOptions): Promise<StockSearchResult>
  getVehicle(vehicleId: string, options?: CallOptions): Promise<Vehicle>
  getAvailability(vehicleIds: readonly string[], options?: CallOptions): Promise<AvailabilityResult>
  listModels(query?: ModelListQuery, options?: CallOptions): Promise<ModelList>
  getModel(brand: string, model: string, options?: CallOptions): Promise<Model>
  listLocations(query?: LocationListQuery, options?: CallOptions): Promise<LocationList>
  getLocation(locationSlug: string, options?: CallOptions): Promise<Location>
  listEmployees(query?: EmployeeListQuery, options?: CallOptions): Promise<EmployeeList>
  listLeaseVehicles(query?: LeaseVehicleListQuery, options?: CallOptions): Promise<LeaseVehicleList>
  getLeaseVehicle(leaseVehicleId: string, options?: CallOptions): Promise<LeaseVehicle>
  calculateLease(input: LeaseCalculationInput, options?: CallOptions): Promise<LeaseCalculation>
  listMinileaseConfigurations(options?: CallOptions): Promise<MinileaseConfigurationList>
  getMinileasePrice(input: MinileasePriceInput, options?: CallOptions): Promise<MinileasePrice>
  valueTradeIn(input: TradeInInput, options?: CallOptions): Promise<TradeInValuation>
  /** The registry facts of a number plate (any accepted spelling); `not-found` for an unknown plate. */
  lookupRegistration(registrationNumber: string, options?: CallOptions): Promise<RegistryVehicle>
  submitTestDrive(input: TestDriveSubmission, options: IdempotentCallOptions): Promise<SubmissionReceipt>
  submitInterest(input: InterestSubmission, options: IdempotentCallOptions): Promise<SubmissionReceipt>
  submitContact(input: ContactSubmission, options: IdempotentCallOptions): Promise<SubmissionReceipt>
  submitTradeIn(input: TradeInSubmission, options: IdempotentCallOptions): Promise<SubmissionReceipt>
  submitMinileaseOrder(input: MinileaseOrderSubmission, options: IdempotentCallOptions): Promise<SubmissionReceipt>
  /** Starts a chat; an idempotency key is generated when none is given. */
  startChat(input?: ChatStartInput, options?: CallOptions & { idempotencyKey?: string }): Promise<ChatSession>
  /** Sends a visitor message; an idempotency key is generated when none is given. */
  sendChatMessage(sessionId: string, input: ChatSendInput, options?: CallOptions & { idempotencyKey?: string }): Promise<ChatSendResult>
  getChatMessages(sessionId: string, query?: ChatMessagesQuery, options?: CallOptions): Promise<ChatMessages>
  // Search agents and price-drop notices (contract/search-agents.ts).
  createSearchAgent(input: CreateSearchAgentInput, options: IdempotentCallOptions): Promise<SearchAgentReceipt>
  confirmSearchAgent(token: string, options?: CallOptions): Promise<ConfirmationResult>
  unsubscribeSearchAgent(token: string, options?: CallOptions): Promise<UnsubscribeResult>
  requestSearchAgentManagementLink(input: { email: string; locale?: string }, options?: CallOptions): Promise<{ message: string }>
  listManagedSearchAgents(token: string, options?: CallOptions): Promise<ManagedAgents>
  deleteManagedSearchAgent(token: string, agentId: string, options?: CallOptions): Promise<ManagedAgents>
}

interface RawCall {
  params?: Record<string, string>
  query?: object
  body?: unknown
  idempotencyKey?: string
  options?: CallOptions
}

const retryableStatuses = new Set([429, 500, 502, 503, 504])

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

function parseRetryAfterMs(value: string | null): number | null {
  if (!value) return null
  const seconds = Number(value)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null
}

export function createProductApiClient(options: ProductApiClientOptions): ProductApiClient {
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    throw new Error('The product API client is server-only; call it from server functions or loaders.')
  }
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? globalThis.fetch
  const maxRetries = options.retries ?? 2
  const baseDelay = options.retryBaseDelayMs ?? 100
  const report =
    options.onContractViolation ??
    ((error: ContractViolationError) => {
      console.error('[product-api] contract violation', error.message, error.issues.slice(0, 5))
    })

  function violation(request: RequestInfo, status: number | null, detail: string, issues: z.core.$ZodIssue[] = [], cause?: unknown) {
    const error = new ContractViolationError(request, status, detail, issues, cause === undefined ? undefined : { cause })
    try {
      report(error)
    } catch {
      // A failing reporter must not change the outcome of the call.
    }
    return error
  }

  async function call<K extends OperationId>(id: K, raw: RawCall): Promise<z.output<(typeof operations)[K]['response']>> {
    const op: OperationSpec = operations[id]
    const path = fillPath(op.path, raw.params)
    const url = `${baseUrl}${path}`
    const query = toSearchParams(raw.query).toString()
    const fullUrl = query ? `${url}?${query}` : url
    const request: RequestInfo = { operation: id, method: op.method, url }
    const retryable = op.safe || raw.idempotencyKey !== undefined
    const attemptsAllowed = retryable ? 1 + maxRetries : 1

    const timeoutMs = raw.options?.timeoutMs ?? options.timeoutMs
    const deadline = AbortSignal.timeout(timeoutMs)
    const signal = raw.options?.signal ? AbortSignal.any([deadline, raw.options.signal]) : deadline
    const startedAt = performance.now()

    const headers: Record<string, string> = { accept: 'application/json' }
    if (op.method === 'POST') headers['content-type'] = 'application/json'
    if (raw.idempotencyKey !== undefined) headers[idempotencyHeaderName] = raw.idempotencyKey
    const body = op.method === 'POST' ? JSON.stringify(raw.body ?? {}) : undefined

    /** Turns an abort into the right outcome: the caller's cancel is re-thrown as is, the deadline is Unavailable. */
    const onAbort = (attempt: number, cause: unknown): never => {
      if (raw.options?.signal?.aborted) throw raw.options.signal.reason
      throw new UnavailableError(request, 'timeout', null, attempt, { cause })
    }

    let lastError: ProductApiError | undefined
    for (let attempt = 1; attempt <= attemptsAllowed; attempt++) {
      let response: Response
      try {
        response = await fetchImpl(fullUrl, { method: op.method, headers, body, signal })
      } catch (cause) {
        if (signal.aborted) onAbort(attempt, cause)
        lastError = new UnavailableError(request, 'network', null, attempt, { cause })
        if (await backoff(attempt, null)) continue
        throw lastError
      }

      if (response.status === op.successStatus || (response.status === 200 && op.successStatus === 201)) {
        let text: string
        try {
          text = await response.text()
        } catch (cause) {
          if (signal.aborted) onAbort(attempt, cause)
          lastError = new UnavailableError(request, 'network', response.status, attempt, { cause })
          if (await backoff(attempt, null)) continue
          throw lastError
        }
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch (cause) {
          throw violation(request, response.status, 'body is not valid JSON', [], cause)
        }
        const parsed = op.response.safeParse(json)
        if (!parsed.success) {
          throw violation(request, response.status, `body does not match ${id} response schema`, parsed.error.issues)
        }
        return parsed.data as z.output<(typeof operations)[K]['response']>
      }

      if (response.status === 404) {
        await response.body?.cancel()
        throw new NotFoundError(request)
      }

      if (retryableStatuses.has(response.status)) {
        const retryAfter = parseRetryAfterMs(response.headers.get('retry-after'))
        await response.body?.cancel()
        lastError = new UnavailableError(request, response.status === 429 ? 'rate-limited' : 'server', response.status, attempt)
        if (await backoff(attempt, retryAfter)) continue
        throw lastError
      }

      if (response.status >= 400 && response.status < 500) {
        let json: unknown
        try {
          json = await response.json()
        } catch (cause) {
          if (signal.aborted) onAbort(attempt, cause)
          throw violation(request, response.status, `error body of ${response.status} is not valid JSON`, [], cause)
        }
        const parsed = errorBodySchema.safeParse(json)
        if (!parsed.success) {
          throw violation(request, response.status, `error body of ${response.status} does not match ErrorBody`, parsed.error.issues)
        }
        const e = parsed.data.error
        throw new RejectedInputError(request, response.status, {
          code: e.code,
          message: e.message,
          fieldErrors: e.fieldErrors ?? {},
          formErrors: e.formErrors ?? [],
        })
      }

      await response.body?.cancel()
      throw violation(request, response.status, `unexpected status ${response.status}`)
    }
    // Not reached: the loop either returns or throws.
    throw lastError ?? new UnavailableError(request, 'network', null, attemptsAllowed)

    /** Waits before the next attempt; false when no attempt is left or the deadline would pass. */
    async function backoff(attempt: number, retryAfterMs: number | null): Promise<boolean> {
      if (attempt >= attemptsAllowed) return false
      const exponential = baseDelay * 2 ** (attempt - 1)
      const jittered = exponential / 2 + Math.random() * (exponential / 2)
      const delay = Math.min(Math.max(jittered, retryAfterMs ?? 0), 2_000)
      if (performance.now() - startedAt + delay >= timeoutMs) return false
      try {
        await sleep(delay, signal)
      } catch (cause) {
        onAbort(attempt, cause)
      }
      return true
    }
  }

  const newKey = () => globalThis.crypto.randomUUID()

  return {
    searchStock: (query, o) => call('searchStock', { query, options: o }),
    getVehicle: (vehicleId, o) => call('getVehicle', { params: { vehicleId }, options: o }),
    getAvailability: (ids, o) => call('getAvailability', { query: { id: ids }, options: o }),
    listModels: (query, o) => call('listModels', { query, options: o }),
    getModel: (brand, model, o) => call('getModel', { params: { brand, model }, options: o }),
    listLocations: (query, o) => call('listLocations', { query, options: o }),
    getLocation: (location, o) => call('getLocation', { params: { location }, options: o }),
    listEmployees: (query, o) => call('listEmployees', { query, options: o }),
    listLeaseVehicles: (query, o) => call('listLeaseVehicles', { query, options: o }),
    getLeaseVehicle: (leaseVehicleId, o) => call('getLeaseVehicle', { params: { leaseVehicleId }, options: o }),
    calculateLease: (body, o) => call('calculateLease', { body, options: o }),
    listMinileaseConfigurations: (o) => call('listMinileaseConfigurations', { options: o }),
    getMinileasePrice: (body, o) => call('getMinileasePrice', { body, options: o }),
    valueTradeIn: (body, o) => call('valueTradeIn', { body, options: o }),
    lookupRegistration: (registrationNumber, o) => call('lookupRegistration', { params: { registrationNumber }, options: o }),
    submitTestDrive: (body, o) => call('submitTestDrive', { body, idempotencyKey: o.idempotencyKey, options: o }),
    submitInterest: (body, o) => call('submitInterest', { body, idempotencyKey: o.idempotencyKey, options: o }),
    submitContact: (body, o) => call('submitContact', { body, idempotencyKey: o.idempotencyKey, options: o }),
    submitTradeIn: (body, o) => call('submitTradeIn', { body, idempotencyKey: o.idempotencyKey, options: o }),
    submitMinileaseOrder: (body, o) => call('submitMinileaseOrder', { body, idempotencyKey: o.idempotencyKey, options: o }),
    startChat: (body, o) => call('startChat', { body: body ?? {}, idempotencyKey: o?.idempotencyKey ?? newKey(), options: o }),
    sendChatMessage: (sessionId, body, o) =>
      call('sendChatMessage', { params: { sessionId }, body, idempotencyKey: o?.idempotencyKey ?? newKey(), options: o }),
    getChatMessages: (sessionId, query, o) => call('getChatMessages', { params: { sessionId }, query, options: o }),
    createSearchAgent: (body, o) => call('createSearchAgent', { body, idempotencyKey: o.idempotencyKey, options: o }),
    confirmSearchAgent: (token, o) => call('confirmSearchAgent', { body: { token }, options: o }),
    unsubscribeSearchAgent: (token, o) => call('unsubscribeSearchAgent', { body: { token }, options: o }),
    requestSearchAgentManagementLink: (body, o) => call('requestSearchAgentManagementLink', { body, idempotencyKey: newKey(), options: o }),
    listManagedSearchAgents: (token, o) => call('listManagedSearchAgents', { query: { token }, options: o }),
    deleteManagedSearchAgent: (token, agentId, o) => call('deleteManagedSearchAgent', { body: { token, agentId }, options: o }),
  }
}
