/**
 * The product API's operations: one entry per call, with method, path, the zod
 * schemas of path parameters, query, body and response, and the retry and
 * idempotency rules. The HTTP client, the mock server and the OpenAPI document
 * are all driven by this table, so they cannot drift apart.
 *
 * Paths are relative to the base URL from runtime configuration
 * (`productApi.baseUrl`, e.g. `http://127.0.0.1:4010/api/v1`).
 */
import type { z } from 'zod'
import {
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatSendInputSchema,
  chatSendResultSchema,
  chatSessionParamsSchema,
  chatSessionSchema,
  chatStartInputSchema,
} from './chat.ts'
import {
  leaseCalculationInputSchema,
  leaseCalculationSchema,
  leaseVehicleListQuerySchema,
  leaseVehicleListSchema,
  leaseVehicleParamsSchema,
  leaseVehicleSchema,
} from './lease.ts'
import { employeeListQuerySchema, employeeListSchema, locationListQuerySchema, locationListSchema, locationParamsSchema, locationSchema } from './location.ts'
import { minileaseConfigurationListSchema, minileasePriceInputSchema, minileasePriceSchema } from './minilease.ts'
import { modelListQuerySchema, modelListSchema, modelParamsSchema, modelSchema } from './model.ts'
import { availabilityQuerySchema, availabilityResultSchema, stockSearchQuerySchema, stockSearchResultSchema, vehicleIdParamsSchema } from './stock.ts'
import {
  contactSubmissionSchema,
  interestSubmissionSchema,
  minileaseOrderSubmissionSchema,
  submissionReceiptSchema,
  testDriveSubmissionSchema,
  tradeInSubmissionSchema,
} from './submissions.ts'
import { registryOperations } from './registration.ts'
import { searchAgentOperations } from './search-agents.ts'
import { tradeInInputSchema, tradeInValuationSchema } from './trade-in.ts'
import { vehicleSchema } from './vehicle.ts'

export type HttpMethod = 'GET' | 'POST'

export interface OperationSpec {
  method: HttpMethod
  /** Path template relative to the base URL; `{name}` marks a path parameter. */
  path: string
  tag: 'Lager' | 'Modeller' | 'Lokationer' | 'Leasing' | 'Minilease' | 'Byttebil' | 'Motorregister' | 'Henvendelser' | 'Chat' | 'Søgeagenter'
  summary: string
  description: string
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  response: z.ZodType
  /** 201 for calls that create something (submissions, chat). */
  successStatus: 200 | 201
  /**
   * `required`: the `Idempotency-Key` header must be sent; `optional`: it may be.
   * With a key, the call is safe to retry.
   */
  idempotency: 'none' | 'optional' | 'required'
  /** Safe to retry without a key (reads and pure calculations). */
  safe: boolean
  /** When the call can answer 404, what that means. */
  notFound?: string
}

export const operations = {
  searchStock: {
    method: 'GET',
    path: '/stock/vehicles',
    tag: 'Lager',
    summary: 'Søg i lagerbiler',
    description: 'Stock search with filters, facet counts (per value, given the other filters), ranges, sorting and pagination.',
    query: stockSearchQuerySchema,
    response: stockSearchResultSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  getVehicle: {
    method: 'GET',
    path: '/stock/vehicles/{vehicleId}',
    tag: 'Lager',
    summary: 'Hent lagerbil',
    description: 'Vehicle detail. Resolved by stock number; the answer carries the canonical `id`, which may differ from the slug asked for.',
    params: vehicleIdParamsSchema,
    response: vehicleSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
    notFound: 'No such vehicle, or it is sold or otherwise no longer available.',
  },
  getAvailability: {
    method: 'GET',
    path: '/stock/availability',
    tag: 'Lager',
    summary: 'Tjek om biler stadig er til salg',
    description: 'Batch availability of up to 100 vehicle ids (compare list and favourites remove vehicles that are no longer available).',
    query: availabilityQuerySchema,
    response: availabilityResultSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  listModels: {
    method: 'GET',
    path: '/models',
    tag: 'Modeller',
    summary: 'Modeller pr. mærke',
    description: "Models of the group's brands, optionally by brand, group (maybach, amg, eq, …) and type.",
    query: modelListQuerySchema,
    response: modelListSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  getModel: {
    method: 'GET',
    path: '/models/{brand}/{model}',
    tag: 'Modeller',
    summary: 'Hent model',
    description: 'Model detail with variants, highlights and images.',
    params: modelParamsSchema,
    response: modelSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
    notFound: 'No such model for the brand.',
  },
  listLocations: {
    method: 'GET',
    path: '/locations',
    tag: 'Lokationer',
    summary: 'Lokationer',
    description: 'All locations, optionally by brand or service.',
    query: locationListQuerySchema,
    response: locationListSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  getLocation: {
    method: 'GET',
    path: '/locations/{location}',
    tag: 'Lokationer',
    summary: 'Hent lokation',
    description: 'Location detail with opening hours, CVR, IBAN, employees and contact persons.',
    params: locationParamsSchema,
    response: locationSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
    notFound: 'No such location.',
  },
  listEmployees: {
    method: 'GET',
    path: '/employees',
    tag: 'Lokationer',
    summary: 'Medarbejdere',
    description: 'Employees, filtered by location and department, with facet counts.',
    query: employeeListQuerySchema,
    response: employeeListSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  listLeaseVehicles: {
    method: 'GET',
    path: '/lease/vehicles',
    tag: 'Leasing',
    summary: 'Leasingbiler',
    description: 'Lease offers (lease overview).',
    query: leaseVehicleListQuerySchema,
    response: leaseVehicleListSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  getLeaseVehicle: {
    method: 'GET',
    path: '/lease/vehicles/{leaseVehicleId}',
    tag: 'Leasing',
    summary: 'Hent leasingbil',
    description: "Lease offer detail with the calculator's options.",
    params: leaseVehicleParamsSchema,
    response: leaseVehicleSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
    notFound: 'No such lease offer.',
  },
  calculateLease: {
    method: 'POST',
    path: '/lease/calculations',
    tag: 'Leasing',
    summary: 'Beregn leasing eller finansiering',
    description:
      'Lease or finance calculation (annuity) for a stock or lease vehicle; finance answers follow the Danish representative example (ÅOP, samlet tilbagebetaling). A pure calculation: safe to retry.',
    body: leaseCalculationInputSchema,
    response: leaseCalculationSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
    notFound: 'The vehicle does not exist.',
  },
  listMinileaseConfigurations: {
    method: 'GET',
    path: '/minilease/configurations',
    tag: 'Minilease',
    summary: 'Minilease-biler og valgmuligheder',
    description: 'Minilease cars with colours, durations, mileage options, deposit and establishment fee.',
    response: minileaseConfigurationListSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  getMinileasePrice: {
    method: 'POST',
    path: '/minilease/prices',
    tag: 'Minilease',
    summary: 'Beregn minilease-pris',
    description: 'Price per month incl. and excl. moms and total cost for a configuration. Safe to retry.',
    body: minileasePriceInputSchema,
    response: minileasePriceSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
    notFound: 'No such minilease configuration.',
  },
  valueTradeIn: {
    method: 'POST',
    path: '/trade-in/valuations',
    tag: 'Byttebil',
    summary: 'Vurdér byttebil',
    description: 'Deterministic trade-in valuation from make, model, year and mileage. Safe to retry.',
    body: tradeInInputSchema,
    response: tradeInValuationSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
  },
  submitTestDrive: {
    method: 'POST',
    path: '/submissions/test-drives',
    tag: 'Henvendelser',
    summary: 'Book prøvetur',
    description: 'Test-drive booking request (stock vehicle or model).',
    body: testDriveSubmissionSchema,
    response: submissionReceiptSchema,
    successStatus: 201,
    idempotency: 'required',
    safe: false,
  },
  submitInterest: {
    method: 'POST',
    path: '/submissions/interests',
    tag: 'Henvendelser',
    summary: 'Interesse for lagerbil',
    description: 'Vehicle interest form ("kontakt mig").',
    body: interestSubmissionSchema,
    response: submissionReceiptSchema,
    successStatus: 201,
    idempotency: 'required',
    safe: false,
  },
  submitContact: {
    method: 'POST',
    path: '/submissions/contacts',
    tag: 'Henvendelser',
    summary: 'Kontaktformular',
    description: 'General, location or model contact form.',
    body: contactSubmissionSchema,
    response: submissionReceiptSchema,
    successStatus: 201,
    idempotency: 'required',
    safe: false,
  },
  submitTradeIn: {
    method: 'POST',
    path: '/submissions/trade-ins',
    tag: 'Henvendelser',
    summary: 'Byttebil-henvendelse',
    description: 'Trade-in request, optionally quoting a valuation id.',
    body: tradeInSubmissionSchema,
    response: submissionReceiptSchema,
    successStatus: 201,
    idempotency: 'required',
    safe: false,
  },
  submitMinileaseOrder: {
    method: 'POST',
    path: '/submissions/minilease-orders',
    tag: 'Henvendelser',
    summary: 'Bestil minilease',
    description:
      'Minilease order with the chosen car, colour, duration and monthly distance. The quoted monthly price is checked against the price list (422 on quotedPricePerMonth when it changed).',
    body: minileaseOrderSubmissionSchema,
    response: submissionReceiptSchema,
    successStatus: 201,
    idempotency: 'required',
    safe: false,
  },
  startChat: {
    method: 'POST',
    path: '/chat/sessions',
    tag: 'Chat',
    summary: 'Start chat',
    description: 'Starts a chat session; the answer holds the greeting.',
    body: chatStartInputSchema,
    response: chatSessionSchema,
    successStatus: 201,
    idempotency: 'optional',
    safe: false,
  },
  sendChatMessage: {
    method: 'POST',
    path: '/chat/sessions/{sessionId}/messages',
    tag: 'Chat',
    summary: 'Send chatbesked',
    description: "Sends the visitor's message. Replies are fetched with getChatMessages.",
    params: chatSessionParamsSchema,
    body: chatSendInputSchema,
    response: chatSendResultSchema,
    successStatus: 201,
    idempotency: 'required',
    safe: false,
    notFound: 'No such chat session (expired or never started).',
  },
  getChatMessages: {
    method: 'GET',
    path: '/chat/sessions/{sessionId}/messages',
    tag: 'Chat',
    summary: 'Hent chatsvar',
    description: 'Messages of the session, optionally only those after a message id (polling for replies).',
    params: chatSessionParamsSchema,
    query: chatMessagesQuerySchema,
    response: chatMessagesSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
    notFound: 'No such chat session (expired or never started).',
  },
  ...registryOperations,
  ...searchAgentOperations,
  // The registry's and the search agents' operations are checked here, with the rest (their modules do not import this one).
} as const satisfies Record<string, OperationSpec>

export type Operations = typeof operations
export type OperationId = keyof Operations

export const operationIds = Object.keys(operations) as OperationId[]

type SchemaOutput<T> = T extends z.ZodType ? z.output<T> : undefined

/** What a handler receives (parsed) for an operation. */
export interface OperationRequest<K extends OperationId> {
  params: SchemaOutput<Operations[K] extends { params: infer P } ? P : undefined>
  query: SchemaOutput<Operations[K] extends { query: infer Q } ? Q : undefined>
  body: SchemaOutput<Operations[K] extends { body: infer B } ? B : undefined>
  idempotencyKey: string | undefined
}

export type OperationResponse<K extends OperationId> = z.output<Operations[K]['response']>

/** Fills a path template: `/models/{brand}/{model}` → `/models/mercedes-benz/glc`. */
export function fillPath(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`)
    return encodeURIComponent(value)
  })
}
