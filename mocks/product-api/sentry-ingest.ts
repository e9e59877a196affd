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
 * - `GET|POST|DELETE /__control/sentry/faults` fault injection for envelopes: `reset`
 *   closes the connection (the browser sees a network error, which Sentry's replay
 *   retries), `status` answers with an HTTP status (which Sentry does not retry).
 *   A fault can be narrowed to envelopes with an item of one type and to envelopes
 *   whose text contains a marker (e.g. a query string only one test's page has).
 *
 * Browsers post cross-origin, so every answer allows any origin, and a preflight any
 * request header (the test runner adds X-Forwarded-For to every request).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { inflateSync } from 'node:zlib'
import { z } from 'zod'

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
  /** Handles the request when it is the ingest's or its controls'; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>
  reset(): void
}

export function createSentryIngest(now: () => Date): SentryIngest {
  const envelopes: RecordedEnvelope[] = []
  let faults: SentryFault[] = []
  let counter = 0

  const json = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body)
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors })
    res.end(text)
  }

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > maxEnvelopeBytes) throw new Error('envelope too large')
      chunks.push(chunk as Buffer)
    }
    return Buffer.concat(chunks)
  }

  function matchFault(items: EnvelopeItem[], text: string): SentryFault | undefined {
    const fault = faults.find((f) => (!f.itemType || items.some((i) => i.type === f.itemType)) && (!f.bodyContains || text.includes(f.bodyContains)))
    if (!fault) return undefined
    fault.hits++
    if (fault.remaining !== null && --fault.remaining <= 0) faults = faults.filter((f) => f !== fault)
    return fault
  }

  async function ingest(req: IncomingMessage, res: ServerResponse, project: string): Promise<void> {
    const body = await readBody(req)
    let parsed: ReturnType<typeof parseEnvelope>
    try {
      parsed = parseEnvelope(body)
    } catch {
      json(res, 400, { detail: 'invalid envelope' })
      return
    }
    const fault = matchFault(parsed.items, body.toString('latin1'))
    if (fault?.kind === 'reset') {
      req.socket.destroy()
      return
    }
    if (fault?.kind === 'status') {
      json(res, fault.status, { detail: 'injected fault' })
      return
    }
    envelopes.push({ receivedAt: now().toISOString(), project, header: parsed.header, items: parsed.items })
    if (envelopes.length > maxRecorded) envelopes.splice(0, envelopes.length - maxRecorded)
    json(res, 200, {})
  }

  return {
    async handle(req, res, url) {
      const method = req.method ?? 'GET'
      const ingestPath = /^\/sentry\/api\/([0-9]+)\/envelope\/?$/.exec(url.pathname)
      if (ingestPath) {
        if (method === 'OPTIONS') {
          res.writeHead(204, { ...cors, 'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type' }).end()
        } else if (method === 'POST') {
          await ingest(req, res, ingestPath[1] ?? '')
        } else {
          json(res, 405, { detail: 'method not allowed' })
        }
        return true
      }
      if (url.pathname === '/__qa/sentry/envelopes' && method === 'GET') {
        json(res, 200, { total: envelopes.length, items: envelopes })
        return true
      }
      if (url.pathname === '/__control/sentry/faults') {
        if (method === 'GET') json(res, 200, { faults })
        else if (method === 'DELETE') {
          faults = []
          res.writeHead(204).end()
        } else if (method === 'POST') {
          const parsed = sentryFaultInputSchema.safeParse(JSON.parse((await readBody(req)).toString('utf8') || '{}'))
          if (!parsed.success) json(res, 400, { error: { code: 'invalid_input', message: parsed.error.issues.map((i) => i.message).join('; ') } })
          else {
            const fault: SentryFault = { ...parsed.data, id: `sentry-fault-${++counter}`, hits: 0, remaining: parsed.data.times ?? null }
            faults.push(fault)
            json(res, 201, { fault })
          }
        } else json(res, 405, { detail: 'method not allowed' })
        return true
      }
      return false
    },
    reset() {
      faults = []
    },
  }
}
