/**
 * The mock product API's search-agent parts (issue 35): the contract's six
 * operations (merged into api-handlers.ts), and the test controls and QA
 * lists as Hono routes (server.ts mounts `searchAgentRoutes` before its own
 * controls):
 *
 * | Request | Effect |
 * |---|---|
 * | `POST /__control/vehicles` `{ "like": id, "price"?: kr }` | A new car comes in (a copy of `like`); instant agents mail at once |
 * | `POST /__control/vehicles/price` `{ "id": id, "price": kr }` | A car's cash price changes; watched cars whose price fell are mailed |
 * | `POST /__control/vehicles/restore` | Back to the generated stock: added cars removed, prices as generated |
 * | `POST /__control/search-agents/run` `{ "at"?: ISO instant }` | Sends the digests due at `at` (default: the mock's now) and deletes expired agents |
 * | `GET /__qa/mails[?to=address]` | The mails the SMTP catcher received, parsed `{ total, items }` |
 * | `GET /__qa/search-agents` | The stored agents `{ total, items }` |
 */
import { zValidator } from '@hono/zod-validator'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { Handlers } from '../mock-state.ts'
import { ApiError } from '../api-error.ts'
import { limitBody, sendError, sendJson, type MockEnv } from '../mock-http.ts'
import type { MailCatcher } from './mail-catcher.ts'
import { addVehicle, changePrice, restoreStock, StockChangeError } from './stock-changes.ts'

type SearchAgentOperationId =
  | 'createSearchAgent'
  | 'confirmSearchAgent'
  | 'unsubscribeSearchAgent'
  | 'requestSearchAgentManagementLink'
  | 'listManagedSearchAgents'
  | 'deleteManagedSearchAgent'

export const searchAgentHandlers: Pick<Handlers, SearchAgentOperationId> = {
  async createSearchAgent({ body, idempotencyKey }, state) {
    if (!idempotencyKey) throw new ApiError(400, 'invalid_input', 'Idempotency-Key mangler.', { 'Idempotency-Key': ['Idempotency-Key mangler.'] })
    const { status, receipt } = await state.searchAgents.create(body, idempotencyKey)
    return { status, body: receipt }
  },
  async confirmSearchAgent({ body }, state) {
    return { body: await state.searchAgents.confirm(body.token) }
  },
  async unsubscribeSearchAgent({ body }, state) {
    return { body: await state.searchAgents.unsubscribe(body.token) }
  },
  async requestSearchAgentManagementLink({ body }, state) {
    return { body: await state.searchAgents.requestManagementLink(body.email) }
  },
  async listManagedSearchAgents({ query }, state) {
    return { body: await state.searchAgents.listManaged(query.token) }
  },
  async deleteManagedSearchAgent({ body }, state) {
    return { body: await state.searchAgents.deleteManaged(body.token, body.agentId) }
  },
}

const addVehicleSchema = z.object({ like: z.string().min(1).max(200), price: z.int().min(1).max(100_000_000).optional() }).strict()
const changePriceSchema = z.object({ id: z.string().min(1).max(200), price: z.int().min(1).max(100_000_000) }).strict()
const runSchema = z.object({ at: z.iso.datetime({ offset: true }).optional() }).strict()

/**
 * A command's JSON body (at most 16 kB) checked by `schema`; a refused one is a 400 with the schema's
 * messages per field (`body` for the body as a whole).
 */
function command<T extends z.ZodType>(schema: T) {
  return [
    limitBody(16_384),
    zValidator('json', schema, (result) => {
      if (result.success) return
      const fieldErrors: Record<string, string[]> = {}
      for (const issue of result.error.issues) (fieldErrors[issue.path.join('.') || 'body'] ??= []).push(issue.message)
      return sendError(400, 'invalid_input', 'Ugyldig kontrolkommando.', fieldErrors)
    }),
  ] as const
}

/** A stock change naming a car the mock does not have is a 404. */
async function stockChange(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof StockChangeError) return sendJson(404, { error: { code: 'not_found', message: error.message } })
    throw error
  }
}

/** The search agents' controls and QA lists; `mails` is the SMTP catcher (null when mail goes to a real server). */
export function searchAgentRoutes(mails: () => MailCatcher | null): Hono<MockEnv> {
  const app = new Hono<MockEnv>()
  app.get('/__qa/mails', (c: Context<MockEnv>) => {
    const catcher = mails()
    const items = catcher?.list({ to: c.req.query('to') }) ?? []
    return sendJson(200, { total: items.length, catcher: catcher !== null, items })
  })
  app.get('/__qa/search-agents', (c) => {
    const items = c.var.state.searchAgents.list()
    return sendJson(200, { total: items.length, items })
  })
  app.post('/__control/vehicles', ...command(addVehicleSchema), (c) =>
    stockChange(async () => {
      const record = addVehicle(c.var.state, c.req.valid('json'))
      await c.var.state.searchAgents.vehicleAdded(record)
      return sendJson(201, { id: record.id, stockNumber: record.stockNumber, title: record.title, price: record.prices[0]?.total_price ?? null })
    }),
  )
  app.post('/__control/vehicles/price', ...command(changePriceSchema), (c) =>
    stockChange(async () => {
      const { before, after } = changePrice(c.var.state, c.req.valid('json'))
      await c.var.state.searchAgents.vehicleRepriced(before, after)
      return sendJson(200, { id: after.id, before: before.prices[0]?.total_price ?? null, after: after.prices[0]?.total_price ?? null })
    }),
  )
  app.post('/__control/vehicles/restore', (c) => stockChange(() => sendJson(200, restoreStock(c.var.state))))
  app.post('/__control/search-agents/run', ...command(runSchema), async (c) => {
    const { at } = c.req.valid('json')
    return sendJson(200, await c.var.state.searchAgents.runDue(at ? new Date(at) : c.var.state.now()))
  })
  return app
}
