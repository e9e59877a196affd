/**
 * Mock of the dealer's product API, served over HTTP with node:http so the real
 * client (src/product-api/client.ts) is exercised end to end.
 *
 * - `/api/v1/...`      every operation of the contract (contract/operations.ts),
 *                      input validated with the same zod schemas (400 with Danish
 *                      field errors on bad input).
 * - `/media/...`       generated SVG pictures (vehicles from four angles and a
 *                      24-frame spinner, models, employees, locations).
 * - `/__control/...`   test controls: vehicle availability and fault injection.
 * - `/__qa/submissions` the stored leads, for QA.
 * - `/sentry/...`      a stand-in for Sentry's ingest (sentry-ingest.ts): the
 *                      mock mode's default SENTRY_DSN; `/__qa/sentry/envelopes`.
 * - `/booking/...`     a stand-in for the appointment-booking widget (booking-widget.ts):
 *                      mock mode's default BOOKING_WIDGET_URL; `/__qa/bookings`.
 *
 * See README.md.
 */
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { idempotencyHeaderName, idempotencyKeySchema } from '#src/product-api/contract/common.ts'
import type { ErrorBody, FieldErrors } from '#src/product-api/contract/common.ts'
import { operationIds, operations } from '#src/product-api/contract/operations.ts'
import type { OperationId, OperationSpec } from '#src/product-api/contract/operations.ts'
import { submissionKindSchema } from '#src/product-api/contract/submissions.ts'
import { fromSearchParams } from '#src/product-api/query-string.ts'
import { siteClock, type Clock } from '#src/clock/clock.ts'
import { ApiError, findStockForChat, findVehicleForChat, handlers } from './api-handlers.ts'
import type { MockState } from './api-handlers.ts'
import { createChatStore } from './chat.ts'
import { chatSwitchSchema, createFaultControls, faultInputSchema, vehicleIdsInputSchema } from './controls.ts'
import { brandNames } from './data/catalogue.ts'
import { createDataSet } from './data/data-set.ts'
import { createMediaRenderer } from './media/media-renderer.ts'
import { buildStockIndex, createBitset, setBit } from './stock-index.ts'
import { createBookingStandIn } from './booking-widget.ts'
import { createSentryIngest } from './sentry-ingest.ts'
import { openSubmissionStore } from './submission-store.ts'

export interface MockProductApiOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** Number of stock vehicles to generate (MOCK_VEHICLE_COUNT). */
  vehicleCount: number
  /** Folder of the submissions JSONL file. Default: `data/product-api` at the repository root. */
  dataDir?: string
  /** Seed of the data set; the default gives the documented data set. */
  seed?: number
  /** Origin used in media URLs when the server is reached under another address. */
  publicUrl?: string
  /** Log one line per request to the console. */
  log?: boolean
  /** "Now" for receipts, valuations and date checks; default: the site clock (src/clock/clock.ts). */
  clock?: Clock
}

export interface MockProductApi {
  /** Origin of the server, e.g. `http://127.0.0.1:4010`. */
  url: string
  /** Base URL of the API, `${url}/api/v1`: what `productApi.baseUrl` points at. */
  baseUrl: string
  /** Start-up timings and counts. */
  stats: { vehicles: number; generateMs: number; indexMs: number }
  close(): Promise<void>
}

export const apiPrefix = '/api/v1'
export const defaultDataDir = fileURLToPath(new URL('../../data/product-api', import.meta.url))
const maxBodyBytes = 64 * 1024
const daLocale = z.locales.da()

// ---------------------------------------------------------------------------
// HTTP helpers
// ---------------------------------------------------------------------------

function send(res: ServerResponse, status: number, body: string, contentType: string, extra: Record<string, string> = {}): void {
  if (res.headersSent) return
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), ...extra })
  res.end(body)
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8', { 'cache-control': 'no-store', ...extra })
}

function sendError(
  res: ServerResponse,
  status: number,
  code: ErrorBody['error']['code'],
  message: string,
  fieldErrors?: FieldErrors,
  formErrors?: string[],
): void {
  const error: ErrorBody['error'] = { code, message }
  if (fieldErrors && Object.keys(fieldErrors).length > 0) error.fieldErrors = fieldErrors
  if (formErrors && formErrors.length > 0) error.formErrors = formErrors
  sendJson(res, status, { error })
}

class BodyError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > maxBodyBytes) throw new BodyError(413, 'Forespørgslen er for stor.')
    chunks.push(buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BodyError(400, 'Ugyldig JSON i forespørgslen.')
  }
}

/** Zod issues → field errors keyed by dotted path; issues without a path become form errors. */
function toFieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): { fieldErrors: FieldErrors; formErrors: string[] } {
  const fieldErrors: FieldErrors = {}
  const formErrors: string[] = []
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.')
    if (path === '') formErrors.push(issue.message)
    else (fieldErrors[path] ??= []).push(issue.message)
  }
  return { fieldErrors, formErrors }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

interface CompiledRoute {
  id: OperationId
  op: OperationSpec
  pattern: RegExp
  names: string[]
}

function compileRoutes(): CompiledRoute[] {
  return operationIds.map((id) => {
    const op: OperationSpec = operations[id]
    const names: string[] = []
    const source = op.path
      .replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`))
      .replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
        names.push(name)
        return '([^/]+)'
      })
    return { id, op, pattern: new RegExp(`^${source}$`), names }
  })
}

// ---------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------

export async function startMockProductApi(options: MockProductApiOptions): Promise<MockProductApi> {
  const host = options.host ?? '127.0.0.1'
  const routes = compileRoutes()
  const faults = createFaultControls()
  const sentry = createSentryIngest(() => (options.clock ?? siteClock()).now())
  const booking = createBookingStandIn(() => (options.clock ?? siteClock()).now())
  let state: MockState | undefined
  let renderMedia: ((path: string) => string | undefined) | undefined
  const startedAt = performance.now()

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, s: MockState): Promise<void> {
    const apiPath = url.pathname.slice(apiPrefix.length) || '/'
    const method = req.method ?? 'GET'
    const candidates = routes.filter((r) => r.pattern.test(apiPath))
    const route = candidates.find((r) => r.op.method === method)
    if (!route) {
      if (candidates.length > 0) {
        sendError(res, 405, 'invalid_input', `Metoden ${method} er ikke tilladt her.`)
      } else {
        sendError(res, 404, 'not_found', 'Ressourcen findes ikke.')
      }
      return
    }

    // Fault injection.
    const { delay, answer } = faults.match(method, apiPath)
    if (delay) await sleep(delay.delayMs)
    if (answer?.kind === 'status') {
      if (answer.status >= 500) {
        sendError(res, answer.status, answer.status === 503 ? 'unavailable' : 'internal_error', 'Simuleret fejl (fault injection).')
      } else if (answer.status === 404) {
        sendError(res, 404, 'not_found', 'Simuleret: ressourcen findes ikke.')
      } else {
        sendError(res, answer.status, 'invalid_input', 'Simuleret afvisning (fault injection).', answer.fieldErrors)
      }
      return
    }
    if (answer?.kind === 'malformed') {
      if (answer.variant === 'invalid-json') {
        send(res, route.op.successStatus, '{"items": [{"id": "ødelagt', 'application/json; charset=utf-8')
      } else {
        sendJson(res, route.op.successStatus, { data: 'ødelagt svar', items: 'ikke en liste' })
      }
      return
    }

    // Input.
    const errors: { fieldErrors: FieldErrors; formErrors: string[] } = { fieldErrors: {}, formErrors: [] }
    const merge = (e: { fieldErrors: FieldErrors; formErrors: string[] }) => {
      for (const [k, v] of Object.entries(e.fieldErrors)) (errors.fieldErrors[k] ??= []).push(...v)
      errors.formErrors.push(...e.formErrors)
    }
    const parse = (schema: z.ZodType | undefined, value: unknown): unknown => {
      if (!schema) return undefined
      const result = schema.safeParse(value, { error: daLocale.localeError })
      if (result.success) return result.data
      merge(toFieldErrors(result.error.issues))
      return undefined
    }
    const match = route.pattern.exec(apiPath)
    const rawParams: Record<string, string> = {}
    route.names.forEach((name, i) => {
      rawParams[name] = decodeURIComponent(match?.[i + 1] ?? '')
    })
    const params = parse(route.op.params, rawParams)
    const query = parse(route.op.query, route.op.query ? fromSearchParams(route.op.query, url.searchParams) : {})
    let body: unknown
    if (route.op.method === 'POST') {
      try {
        body = parse(route.op.body, await readJsonBody(req))
      } catch (error) {
        if (error instanceof BodyError) {
          sendError(res, error.status, error.status === 413 ? 'payload_too_large' : 'invalid_json', error.message)
          return
        }
        throw error
      }
    }
    const keyHeader = req.headers[idempotencyHeaderName]
    const rawKey = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader
    let idempotencyKey: string | undefined
    if (rawKey !== undefined && route.op.idempotency !== 'none') {
      const parsedKey = idempotencyKeySchema.safeParse(rawKey)
      if (parsedKey.success) idempotencyKey = parsedKey.data
      else errors.fieldErrors['Idempotency-Key'] = parsedKey.error.issues.map((i) => i.message)
    } else if (route.op.idempotency === 'required') {
      errors.fieldErrors['Idempotency-Key'] = ['Idempotency-Key mangler.']
    }
    if (Object.keys(errors.fieldErrors).length > 0 || errors.formErrors.length > 0) {
      sendError(res, 400, 'invalid_input', 'Nogle felter er ikke udfyldt korrekt.', errors.fieldErrors, errors.formErrors)
      return
    }

    const handler = handlers[route.id] as (
      request: unknown,
      state: MockState,
    ) => Promise<{ status?: number; body: unknown }> | { status?: number; body: unknown }
    const result = await handler({ params, query, body, idempotencyKey }, s)
    sendJson(res, result.status ?? route.op.successStatus, result.body)
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL, s: MockState): Promise<void> {
    const method = req.method ?? 'GET'
    const path = url.pathname
    const readValid = async <T extends z.ZodType>(schema: T): Promise<z.output<T> | undefined> => {
      const parsed = schema.safeParse(await readJsonBody(req), { error: daLocale.localeError })
      if (parsed.success) return parsed.data
      const { fieldErrors, formErrors } = toFieldErrors(parsed.error.issues)
      sendError(res, 400, 'invalid_input', 'Ugyldig kontrolkommando.', fieldErrors, formErrors)
      return undefined
    }
    const resolveIds = (ids: readonly string[]) => {
      const known: string[] = []
      const unknown: string[] = []
      const indexes: number[] = []
      for (const id of ids) {
        const stock = Number(/^(\d+)/.exec(id)?.[1] ?? Number.NaN)
        const index = s.byStockNumber.get(stock)
        if (index === undefined) unknown.push(id)
        else {
          indexes.push(index)
          known.push(s.data.vehicles[index]?.id ?? id)
        }
      }
      return { known, unknown, indexes }
    }
    const unavailableIds = () => s.data.vehicles.filter((_, i) => !((s.available[i >>> 5] ?? 0) & (1 << (i & 31)))).map((v) => v.id)

    if (method === 'GET' && path === '/__control/health') {
      sendJson(res, 200, { status: 'ok', vehicles: s.data.vehicles.length, uptimeMs: Math.round(performance.now() - startedAt) })
    } else if (method === 'GET' && path === '/__control/faults') {
      sendJson(res, 200, { faults: faults.list() })
    } else if (method === 'POST' && path === '/__control/faults') {
      const input = await readValid(faultInputSchema)
      if (input) sendJson(res, 201, { fault: faults.add(input) })
    } else if (method === 'DELETE' && path === '/__control/faults') {
      faults.clear()
      res.writeHead(204).end()
    } else if (method === 'DELETE' && path.startsWith('/__control/faults/')) {
      const removed = faults.remove(decodeURIComponent(path.slice('/__control/faults/'.length)))
      if (removed) res.writeHead(204).end()
      else sendError(res, 404, 'not_found', 'Fejlinjektionen findes ikke.')
    } else if (method === 'GET' && path === '/__control/vehicles/unavailable') {
      sendJson(res, 200, { ids: unavailableIds() })
    } else if (method === 'POST' && (path === '/__control/vehicles/unavailable' || path === '/__control/vehicles/available')) {
      const input = await readValid(vehicleIdsInputSchema)
      if (!input) return
      const makeAvailable = path.endsWith('/available')
      if (makeAvailable && input.all) {
        s.available.set(createBitset(s.data.vehicles.length, true))
        sendJson(res, 200, { changed: [], unknown: [], unavailable: [] })
        return
      }
      const { known, unknown, indexes } = resolveIds(input.ids ?? [])
      for (const i of indexes) setBit(s.available, i, makeAvailable)
      sendJson(res, 200, { changed: known, unknown, unavailable: unavailableIds() })
    } else if (method === 'POST' && path === '/__control/chat') {
      const input = await readValid(chatSwitchSchema)
      if (!input) return
      s.chat.setEnabled(input.enabled)
      sendJson(res, 200, { enabled: input.enabled })
    } else if (method === 'POST' && path === '/__control/reset') {
      faults.clear()
      sentry.reset()
      s.available.set(createBitset(s.data.vehicles.length, true))
      s.chat.reset()
      res.writeHead(204).end()
    } else {
      sendError(res, 404, 'not_found', 'Ukendt kontrol-endpoint.')
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock.local')
    const s = state
    if (!s) {
      sendError(res, 503, 'unavailable', 'Mock-API’et starter op.')
      return
    }
    const started = performance.now()
    if (options.log) {
      res.on('finish', () => console.log(`${req.method} ${url.pathname}${url.search} → ${res.statusCode} (${(performance.now() - started).toFixed(1)} ms)`))
    }
    const run = async () => {
      if (await sentry.handle(req, res, url)) return
      if (await booking.handle(req, res, url, options.publicUrl ?? `http://${req.headers.host ?? `${host}:${options.port}`}`)) return
      if (url.pathname === apiPrefix || url.pathname.startsWith(`${apiPrefix}/`)) {
        await handleApi(req, res, url, s)
      } else if (url.pathname.startsWith('/__control/')) {
        await handleControl(req, res, url, s)
      } else if (req.method === 'GET' && url.pathname === '/__qa/submissions') {
        const kind = submissionKindSchema.safeParse(url.searchParams.get('kind') ?? undefined)
        const items = s.submissions.list(kind.success ? kind.data : undefined)
        sendJson(res, 200, { total: items.length, file: s.submissions.file, items })
      } else if (req.method === 'GET' && url.pathname === '/__qa/chat') {
        const sessions = s.chat.list().map((c) => ({ sessionId: c.id, closed: c.closed, context: c.context, messages: c.messages }))
        sendJson(res, 200, { total: sessions.length, sessions })
      } else if (req.method === 'GET' && url.pathname.startsWith('/media/')) {
        const svg = renderMedia?.(url.pathname)
        if (svg === undefined) sendError(res, 404, 'not_found', 'Billedet findes ikke.')
        else send(res, 200, svg, 'image/svg+xml; charset=utf-8', { 'cache-control': 'public, max-age=86400' })
      } else {
        sendError(res, 404, 'not_found', 'Ressourcen findes ikke.')
      }
    }
    run().catch((error: unknown) => {
      if (error instanceof ApiError) {
        sendError(res, error.status, error.code, error.message, error.fieldErrors)
        return
      }
      if (error instanceof BodyError) {
        sendError(res, error.status, error.status === 413 ? 'payload_too_large' : 'invalid_json', error.message)
        return
      }
      console.error('[mock product API]', error)
      sendError(res, 500, 'internal_error', 'Der opstod en intern fejl i mock-API’et.')
    })
  })
  server.keepAliveTimeout = 5_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`

  try {
    const t0 = performance.now()
    const data = createDataSet({ vehicleCount: options.vehicleCount, mediaOrigin: options.publicUrl ?? origin, seed: options.seed })
    const t1 = performance.now()
    const index = buildStockIndex(data.vehicles)
    const byStockNumber = new Map(data.vehicles.map((v, i) => [v.stockNumber, i]))
    const t2 = performance.now()
    const submissions = await openSubmissionStore(options.dataDir ?? defaultDataDir)
    const partial: Omit<MockState, 'chat'> & { chat?: MockState['chat'] } = {
      data,
      index,
      available: createBitset(data.vehicles.length, true),
      byStockNumber,
      submissions,
      now: () => (options.clock ?? siteClock()).now(),
    }
    const chat = createChatStore({
      locations: data.locations,
      brands: [...new Set(data.vehicles.map((v) => v.brand.slug))].map((slug) => ({ slug, name: brandNames[slug] ?? slug })),
      models: [...new Map(data.vehicles.map((v) => [v.model.slug, { brand: v.brand.slug, slug: v.model.slug, name: v.model.name }])).values()],
      findStock: (filter) => findStockForChat(full, filter),
      findVehicle: (id) => findVehicleForChat(full, id),
    })
    const full: MockState = { ...partial, chat }
    state = full
    renderMedia = createMediaRenderer(data, byStockNumber)

    return {
      url: origin,
      baseUrl: `${origin}${apiPrefix}`,
      stats: { vehicles: data.vehicles.length, generateMs: Math.round(t1 - t0), indexMs: Math.round(t2 - t1) },
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await submissions.close()
      },
    }
  } catch (error) {
    server.close()
    throw error
  }
}
