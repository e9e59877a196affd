/**
 * The mock's test controls and QA lists (README.md): vehicle availability, fault injection, the chat
 * switch and reset under `/__control/...`; the stored leads and chat sessions under `/__qa/...`; the
 * generated pictures under `/media/...`. Bodies are checked with Hono's zod validator (mock-http.ts).
 */
import { Hono } from 'hono'
import { submissionKindSchema } from '#src/product-api/contract/submissions.ts'
import type { MockState } from './mock-state.ts'
import { chatSwitchSchema, faultInputSchema, vehicleIdsInputSchema, type FaultControls } from './controls.ts'
import { send, sendError, sendJson, validControl, type MockEnv } from './mock-http.ts'
import { createBitset, setBit } from './stock-index.ts'

export interface ControlRoutesOptions {
  faults: FaultControls
  /** Clears what else the reset clears (the Sentry stand-in's faults). */
  onReset: () => void
  startedAt: number
}

function unavailableIds(s: MockState): string[] {
  return s.data.vehicles.filter((_, i) => !((s.available[i >>> 5] ?? 0) & (1 << (i & 31)))).map((v) => v.id)
}

function resolveIds(s: MockState, ids: readonly string[]) {
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

/** `/__control/...`; an unknown control (or method) is a 404 once every other route has had its turn. */
export function controlRoutes({ faults, onReset, startedAt }: ControlRoutesOptions): Hono<MockEnv> {
  const app = new Hono<MockEnv>()
  app.get('/__control/health', (c) =>
    sendJson(200, { status: 'ok', vehicles: c.var.state.data.vehicles.length, uptimeMs: Math.round(performance.now() - startedAt) }),
  )
  app.get('/__control/faults', () => sendJson(200, { faults: faults.list() }))
  app.post('/__control/faults', ...validControl(faultInputSchema), (c) => sendJson(201, { fault: faults.add(c.req.valid('json')) }))
  app.delete('/__control/faults', () => {
    faults.clear()
    return new Response(null, { status: 204 })
  })
  app.delete('/__control/faults/:id{.+}', (c) =>
    faults.remove(c.req.param('id')) ? new Response(null, { status: 204 }) : sendError(404, 'not_found', 'Fejlinjektionen findes ikke.'),
  )
  app.get('/__control/vehicles/unavailable', (c) => sendJson(200, { ids: unavailableIds(c.var.state) }))
  for (const change of ['unavailable', 'available'] as const) {
    app.post(`/__control/vehicles/${change}`, ...validControl(vehicleIdsInputSchema), (c) => {
      const s = c.var.state
      const input = c.req.valid('json')
      if (change === 'available' && input.all) {
        s.available.set(createBitset(s.data.vehicles.length, true))
        return sendJson(200, { changed: [], unknown: [], unavailable: [] })
      }
      const { known, unknown, indexes } = resolveIds(s, input.ids ?? [])
      for (const i of indexes) setBit(s.available, i, change === 'available')
      return sendJson(200, { changed: known, unknown, unavailable: unavailableIds(s) })
    })
  }
  app.post('/__control/chat', ...validControl(chatSwitchSchema), (c) => {
    const { enabled } = c.req.valid('json')
    c.var.state.chat.setEnabled(enabled)
    return sendJson(200, { enabled })
  })
  app.post('/__control/reset', (c) => {
    const s = c.var.state
    faults.clear()
    onReset()
    s.available.set(createBitset(s.data.vehicles.length, true))
    s.chat.reset()
    return new Response(null, { status: 204 })
  })
  return app
}

/** Registered after every route under `/__control/`: the answer for the rest. */
export const unknownControl = () => sendError(404, 'not_found', 'Ukendt kontrol-endpoint.')

/** `/__qa/submissions`, `/__qa/chat` and the pictures under `/media/`. */
export function qaAndMediaRoutes(renderMedia: () => ((path: string) => string | undefined) | undefined): Hono<MockEnv> {
  const app = new Hono<MockEnv>()
  app.get('/__qa/submissions', (c) => {
    const s = c.var.state
    const kind = submissionKindSchema.safeParse(c.req.query('kind'))
    const items = s.submissions.list(kind.success ? kind.data : undefined)
    return sendJson(200, { total: items.length, file: s.submissions.file, items })
  })
  app.get('/__qa/chat', (c) => {
    const sessions = c.var.state.chat.list().map((chat) => ({ sessionId: chat.id, closed: chat.closed, context: chat.context, messages: chat.messages }))
    return sendJson(200, { total: sessions.length, sessions })
  })
  app.get('/media/*', (c) => {
    const svg = renderMedia()?.(new URL(c.req.url).pathname)
    if (svg === undefined) return sendError(404, 'not_found', 'Billedet findes ikke.')
    return send(200, svg, 'image/svg+xml; charset=utf-8', { 'cache-control': 'public, max-age=86400' })
  })
  return app
}
