/**
 * The contract's operations as Hono routes under `/api/v1` (contract/operations.ts): each operation's
 * path and method, then fault injection (controls.ts), then its input checked with the contract's own
 * zod schemas, then its handler (api-handlers.ts).
 *
 * Input is checked here rather than with one validator per part: the contract answers a bad request with
 * every field error at once — path, query, body and the Idempotency-Key header together — where a
 * validator per part would answer for the first part that fails.
 */
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import { idempotencyHeaderName, idempotencyKeySchema } from '#src/product-api/contract/common.ts'
import type { FieldErrors } from '#src/product-api/contract/common.ts'
import { operationIds, operations } from '#src/product-api/contract/operations.ts'
import type { OperationId, OperationSpec } from '#src/product-api/contract/operations.ts'
import { fromSearchParams } from '#src/product-api/query-string.ts'
import { handlers } from './api-handlers.ts'
import type { MockState } from './mock-state.ts'
import type { FaultControls } from './controls.ts'
import { daLocale, jsonBody, limitBody, notJson, send, sendError, sendJson, toFieldErrors, type MockEnv } from './mock-http.ts'

export const apiPrefix = '/api/v1'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `/stock/vehicles/{vehicleId}` → `/api/v1/stock/vehicles/:vehicleId`. */
const routePath = (op: OperationSpec) => `${apiPrefix}${op.path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`

type Errors = { fieldErrors: FieldErrors; formErrors: string[] }

/** The answer of an injected fault on this request, if one applies (after its delay, if any). */
async function faultAnswer(c: Context<MockEnv>, op: OperationSpec, faults: FaultControls): Promise<Response | undefined> {
  const apiPath = new URL(c.req.url).pathname.slice(apiPrefix.length) || '/'
  // Hono keeps the text it read, so the operation reads the same body after this.
  const body = c.req.method === 'POST' ? await c.req.text() : ''
  const { delay, answer: fault } = faults.match(c.req.method, apiPath, body)
  if (delay) await sleep(delay.delayMs)
  if (fault?.kind === 'status') {
    if (fault.status >= 500) return sendError(fault.status, fault.status === 503 ? 'unavailable' : 'internal_error', 'Simuleret fejl (fault injection).')
    if (fault.status === 404) return sendError(404, 'not_found', 'Simuleret: ressourcen findes ikke.')
    return sendError(fault.status, 'invalid_input', 'Simuleret afvisning (fault injection).', fault.fieldErrors)
  }
  if (fault?.kind === 'malformed') {
    if (fault.variant === 'invalid-json') return send(op.successStatus, '{"items": [{"id": "ødelagt', 'application/json; charset=utf-8')
    return sendJson(op.successStatus, { data: 'ødelagt svar', items: 'ikke en liste' })
  }
  return undefined
}

/** The operation's answer to valid input; 400 with every field error at once otherwise. */
async function answer(c: Context<MockEnv>, id: OperationId, op: OperationSpec): Promise<Response> {
  const url = new URL(c.req.url)
  // Input.
  const errors: Errors = { fieldErrors: {}, formErrors: [] }
  const merge = (e: Errors) => {
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
  const params = parse(op.params, c.req.param())
  const query = parse(op.query, op.query ? fromSearchParams(op.query, url.searchParams) : {})
  let body: unknown
  if (op.method === 'POST') {
    const read = await jsonBody(c)
    if (!read) return notJson()
    body = parse(op.body, read.value)
  }
  const rawKey = c.req.header(idempotencyHeaderName)
  let idempotencyKey: string | undefined
  if (rawKey !== undefined && op.idempotency !== 'none') {
    const parsedKey = idempotencyKeySchema.safeParse(rawKey)
    if (parsedKey.success) idempotencyKey = parsedKey.data
    else errors.fieldErrors['Idempotency-Key'] = parsedKey.error.issues.map((i) => i.message)
  } else if (op.idempotency === 'required') {
    errors.fieldErrors['Idempotency-Key'] = ['Idempotency-Key mangler.']
  }
  if (Object.keys(errors.fieldErrors).length > 0 || errors.formErrors.length > 0) {
    return sendError(400, 'invalid_input', 'Nogle felter er ikke udfyldt korrekt.', errors.fieldErrors, errors.formErrors)
  }

  const handler = handlers[id] as (request: unknown, state: MockState) => Promise<{ status?: number; body: unknown }> | { status?: number; body: unknown }
  const result = await handler({ params, query, body, idempotencyKey }, c.var.state)
  return sendJson(result.status ?? op.successStatus, result.body)
}

/** Every operation of the contract; a known path asked with another method is a 405. */
export function apiRoutes(faults: FaultControls): Hono<MockEnv> {
  const app = new Hono<MockEnv>()
  for (const id of operationIds) {
    const op: OperationSpec = operations[id]
    // A fault answers before the body is read (and before a body above the limit is refused).
    const injected = createMiddleware<MockEnv>(async (c, next) => (await faultAnswer(c, op, faults)) ?? next())
    if (op.method === 'POST') app.post(routePath(op), injected, limitBody(), (c) => answer(c, id, op))
    else app.get(routePath(op), injected, (c) => answer(c, id, op))
  }
  // After every operation's own route, so an operation always wins over another's 405.
  for (const path of new Set(operationIds.map((id) => routePath(operations[id])))) {
    app.all(path, (c) => sendError(405, 'invalid_input', `Metoden ${c.req.method} er ikke tilladt her.`))
  }
  return app
}
