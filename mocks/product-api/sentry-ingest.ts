/**
 * A stand-in for Sentry's ingest, served by the mock product API (mock mode's
 * default SENTRY_DSN points here: `http://mockpublickey@<mock>/sentry/1`).
 * The real SDKs (@sentry/react in the browser, @sentry/core on the server)
 * post their envelopes to `/sentry/api/{project}/envelope/`; the stand-in
 * parses and records them, so tests can see that an error and its replay
 * segment arrived.
 *
 * - `POST /sentry/api/{project}/envelope/`  an envelope (answers 200 `{}`).
 * - `GET  /__qa/sentry/envelopes`            the recorded envelopes, newest last (at most 500).
 * - `GET|POST|DELETE /__control/sentry/faults` fault injection for envelopes (`DELETE …/faults/{id}`
 *   removes one): `reset`
 *   closes the connection (the browser sees a network error, which Sentry's replay
 *   retries), `status` answers with an HTTP status (which Sentry does not retry).
 *   A fault can be narrowed to envelopes with an item of one type and to envelopes
 *   whose text contains a marker (e.g. a query string only one test's page has).
 *
 * Browsers post cross-origin, so every answer allows any origin, and a preflight any
 * request header (the test runner adds X-Forwarded-For to every request).
 */
import { inflateSync } from 'node:zlib'
import { zValidator } from '@hono/zod-validator'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { MockEnv } from './mock-http.ts'

const maxEnvelopeBytes = 5 * 1024 * 1024
const maxRecorded = 500

export const sentryFaultInputSchema = z.object({
  kind: z.enum(['reset', 'status']),
  /** `status`: the HTTP status to answer with. */
  status: z.int().min(400).max(599).default(503),
  /** Only envelopes with an item of this type (`event`, `replay_event`, `replay_recording`, `transaction` …). */
  itemType: z.string().min(1).max(40).optional(),
  /** Only envelopes whose (decoded) text contains this string. */
  bodyContains: z.string().min(1).max(200).optional(),
  /** Apply this many times, then remove the fault; omit for until removed. */
  times: z.int().min(1).optional(),
})
export type SentryFaultInput = z.input<typeof sentryFaultInputSchema>

export interface SentryFault extends z.output<typeof sentryFaultInputSchema> {
  id: string
  hits: number
  remaining: number | null
}

export interface EnvelopeItem {
  type: string
  /** Parsed JSON payload (events, replay events, transactions, client reports …). */
  payload?: unknown
  /** replay_recording: its segment id and how many rrweb events it carries. */
  segmentId?: number
  recordingEvents?: number
}

export interface RecordedEnvelope {
  receivedAt: string
  project: string
  header: Record<string, unknown>
  items: EnvelopeItem[]
}

/** Splits an envelope (newline-delimited JSON headers with length-prefixed payloads) into items. */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset)
    const line = body.subarray(offset, end === -1 ? body.length : end)
    offset = end === -1 ? body.length : end + 1
    return line
  }
  const header = JSON.parse(readLine().toString('utf8') || '{}') as Record<string, unknown>
  const items: EnvelopeItem[] = []
  while (offset < body.length) {
    const headerLine = readLine().toString('utf8').trim()
    if (!headerLine) continue
    const itemHeader = JSON.parse(headerLine) as { type?: string; length?: number }
    let payload: Buffer
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length)
      offset += itemHeader.length
      if (body[offset] === 0x0a) offset++
    } else {
      payload = readLine()
    }
    items.push(describeItem(itemHeader.type ?? 'unknown', payload))
  }
  return { header, items }
}

function describeItem(type: string, payload: Buffer): EnvelopeItem {
  if (type === 'replay_recording') {
    // `{"segment_id":N}\n` then the rrweb events: JSON, or zlib-compressed JSON (the SDK's worker).
    const newline = payload.indexOf(0x0a)
    const meta = JSON.parse(payload.subarray(0, newline).toString('utf8')) as { segment_id?: number }
    const data = payload.subarray(newline + 1)
    let text: string
    try {
      text = inflateSync(data).toString('utf8')
    } catch {
      text = data.toString('utf8')
    }
    let events: number
    try {
      const parsed = JSON.parse(text) as unknown
      events = Array.isArray(parsed) ? parsed.length : 0
    } catch {
      events = 0
    }
    return { type, segmentId: meta.segment_id, recordingEvents: events }
  }
  try {
    return { type, payload: JSON.parse(payload.toString('utf8')) as unknown }
  } catch {
    return { type }
  }
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-expose-headers': 'x-sentry-rate-limits, retry-after',
}

export interface SentryIngest {
  /** The ingest, its QA list and its fault controls. */
  routes: Hono<MockEnv>
  reset(): void
}

export function createSentryIngest(now: () => Date): SentryIngest {
  const envelopes: RecordedEnvelope[] = []
  let faults: SentryFault[] = []
  let counter = 0

  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors, ...extra },
    })
  const preflight = (c: Context<MockEnv>) =>
    new Response(null, { status: 204, headers: { ...cors, 'access-control-allow-headers': c.req.header('access-control-request-headers') ?? 'content-type' } })
  const methodNotAllowed = () => json(405, { detail: 'method not allowed' })
  const tooLarge = () => json(413, { detail: 'envelope too large' })

  function matchFault(items: EnvelopeItem[], text: string): SentryFault | undefined {
    const fault = faults.find((f) => (!f.itemType || items.some((i) => i.type === f.itemType)) && (!f.bodyContains || text.includes(f.bodyContains)))
    if (!fault) return undefined
    fault.hits++
    if (fault.remaining !== null && --fault.remaining <= 0) faults = faults.filter((f) => f !== fault)
    return fault
  }

  async function ingest(c: Context<MockEnv>): Promise<Response> {
    const body = Buffer.from(await c.req.arrayBuffer())
    let parsed: ReturnType<typeof parseEnvelope>
    try {
      parsed = parseEnvelope(body)
    } catch {
      return json(400, { detail: 'invalid envelope' })
    }
    const fault = matchFault(parsed.items, body.toString('latin1'))
    if (fault?.kind === 'reset') {
      // The connection closes without an answer: the browser sees a network error.
      c.env.incoming.socket.destroy()
      return new Response(null, { status: 204 })
    }
    if (fault?.kind === 'status') return json(fault.status, { detail: 'injected fault' })
    envelopes.push({ receivedAt: now().toISOString(), project: c.req.param('project') ?? '', header: parsed.header, items: parsed.items })
    if (envelopes.length > maxRecorded) envelopes.splice(0, envelopes.length - maxRecorded)
    return json(200, {})
  }

  const routes = new Hono<MockEnv>()
  const ingestPath = '/sentry/api/:project{[0-9]+}/envelope'
  for (const path of [ingestPath, `${ingestPath}/`]) {
    routes.options(path, preflight)
    routes.post(path, bodyLimit({ maxSize: maxEnvelopeBytes, onError: tooLarge }), ingest)
    routes.all(path, methodNotAllowed)
  }
  routes.get('/__qa/sentry/envelopes', () => json(200, { total: envelopes.length, items: envelopes }))
  routes.get('/__control/sentry/faults', () => json(200, { faults }))
  routes.delete('/__control/sentry/faults', () => {
    faults = []
    return new Response(null, { status: 204 })
  })
  routes.post(
    '/__control/sentry/faults',
    bodyLimit({ maxSize: maxEnvelopeBytes, onError: tooLarge }),
    zValidator('json', sentryFaultInputSchema, (result) => {
      if (!result.success) return json(400, { error: { code: 'invalid_input', message: result.error.issues.map((i) => i.message).join('; ') } })
    }),
    (c) => {
      const input = c.req.valid('json')
      const fault: SentryFault = { ...input, id: `sentry-fault-${++counter}`, hits: 0, remaining: input.times ?? null }
      faults.push(fault)
      return json(201, { fault })
    },
  )
  routes.all('/__control/sentry/faults', methodNotAllowed)
  // One fault, by its id: a test removes its own while other tests' faults stay.
  routes.delete('/__control/sentry/faults/:id', (c) => {
    const id = c.req.param('id')
    if (!faults.some((f) => f.id === id)) return json(404, { detail: 'no such fault' })
    faults = faults.filter((f) => f.id !== id)
    return new Response(null, { status: 204 })
  })
  routes.all('/__control/sentry/faults/:id', methodNotAllowed)

  return {
    routes,
    reset() {
      faults = []
    },
  }
}
