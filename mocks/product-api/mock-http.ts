/**
 * What the mock product API's Hono routes share (server.ts, api-routes.ts,
 * control-routes.ts, search-agents/search-agent-routes.ts, sentry-ingest.ts,
 * booking-widget.ts): the context's types, JSON answers in the contract's
 * error shape, Danish field errors from zod issues, and the JSON body rules
 * of the controls.
 */
import type { HttpBindings } from '@hono/node-server'
import { zValidator } from '@hono/zod-validator'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { ErrorBody, FieldErrors } from '#src/product-api/contract/common.ts'
import type { MockState } from './mock-state.ts'

/** Hono's environment of every route: Node's request and response, and the mock's state once it is built. */
export type MockEnv = { Bindings: HttpBindings; Variables: { state: MockState } }

/** Largest JSON body of an operation or a control. */
export const maxBodyBytes = 64 * 1024
export const daLocale = z.locales.da()

export function send(status: number, body: string | null, contentType: string, extra: Record<string, string> = {}): Response {
  if (body === null) return new Response(null, { status, headers: extra })
  return new Response(body, { status, headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)), ...extra } })
}

export function sendJson(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return send(status, JSON.stringify(body), 'application/json; charset=utf-8', { 'cache-control': 'no-store', ...extra })
}

export function sendError(status: number, code: ErrorBody['error']['code'], message: string, fieldErrors?: FieldErrors, formErrors?: string[]): Response {
  const error: ErrorBody['error'] = { code, message }
  if (fieldErrors && Object.keys(fieldErrors).length > 0) error.fieldErrors = fieldErrors
  if (formErrors && formErrors.length > 0) error.formErrors = formErrors
  return sendJson(status, { error })
}

/** Zod issues → field errors keyed by dotted path; issues without a path become form errors. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): { fieldErrors: FieldErrors; formErrors: string[] } {
  const fieldErrors: FieldErrors = {}
  const formErrors: string[] = []
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.')
    if (path === '') formErrors.push(issue.message)
    else (fieldErrors[path] ??= []).push(issue.message)
  }
  return { fieldErrors, formErrors }
}

/** A body above the limit (413) or one that is not JSON (400), in the contract's error shape. */
export const tooLarge = () => sendError(413, 'payload_too_large', 'Forespørgslen er for stor.')
export const notJson = () => sendError(400, 'invalid_json', 'Ugyldig JSON i forespørgslen.')

/** Bodies up to `maxBytes`; a larger one is answered 413 before it is read. */
export const limitBody = (maxBytes = maxBodyBytes) => bodyLimit({ maxSize: maxBytes, onError: () => tooLarge() })

/** The body as JSON: an empty body is `{}`; undefined when it is not JSON. */
export async function jsonBody(c: Context): Promise<{ value: unknown } | undefined> {
  const text = await c.req.text()
  if (text.trim() === '') return { value: {} }
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return undefined
  }
}

/**
 * A control's JSON body checked by `schema` (Hono's zod validator, Danish messages): a body above 64 kB is
 * a 413, one that is not JSON a 400 `invalid_json`, a command the schema refuses a 400 `invalid_input`
 * with its field errors. server.ts labels every control body as JSON (`asJsonControl`).
 */
export function validControl<T extends z.ZodType>(schema: T) {
  return [
    limitBody(),
    zValidator(
      'json',
      schema,
      (result) => {
        if (result.success) return
        const { fieldErrors, formErrors } = toFieldErrors(result.error.issues)
        return sendError(400, 'invalid_input', 'Ugyldig kontrolkommando.', fieldErrors, formErrors)
      },
      // The same parse with Danish messages (zod's result type for a generic schema is left to the validator).
      { validationFunction: (s, value) => s.safeParseAsync(value, { error: daLocale.localeError }) as never },
    ),
  ] as const
}

/**
 * The controls have always taken their body as JSON whatever its Content-Type, and an empty body as `{}`;
 * Hono's JSON validator reads labelled, non-empty JSON only. So a control request is labelled before routing.
 */
export function asJsonControl(request: Request): Request {
  if (request.method !== 'POST' || !new URL(request.url).pathname.startsWith('/__control/')) return request
  const labelled = /^application\/([\w.-]+\+)?json$/i.test((request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '')
  const empty = request.body === null || request.headers.get('content-length') === '0'
  if (labelled && !empty) return request
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  if (empty) return new Request(request.url, { method: 'POST', headers, body: '{}' })
  return new Request(request.url, { method: 'POST', headers, body: request.body, duplex: 'half' } as RequestInit)
}
