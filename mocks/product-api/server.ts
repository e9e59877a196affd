/**
 * Mock of the dealer's product API, served over HTTP (Hono on Node's http
 * server, through @hono/node-server) so the real client
 * (src/product-api/client.ts) is exercised end to end.
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
 * - search agents      (search-agents/): mails sent over SMTP to a local catcher,
 *                      listed at `/__qa/mails`; stock changes at `/__control/vehicles`.
 *
 * See README.md.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { siteClock, type Clock } from '#src/clock/clock.ts'
import { findStockForChat, findVehicleForChat } from './api-handlers.ts'
import { ApiError } from './api-error.ts'
import { findVehicleIndex, type MockState } from './mock-state.ts'
import { apiPrefix, apiRoutes } from './api-routes.ts'
import { createChatStore } from './chat.ts'
import { controlRoutes, qaAndMediaRoutes, unknownControl } from './control-routes.ts'
import { createFaultControls } from './controls.ts'
import { brandNames } from './data/catalogue.ts'
import { createDataSet } from './data/data-set.ts'
import { createMediaRenderer } from './media/media-renderer.ts'
import { asJsonControl, notJson, sendError, type MockEnv } from './mock-http.ts'
import { buildStockIndex, createBitset } from './stock-index.ts'
import { toSummary } from './data/vehicles.ts'
import { createBookingStandIn } from './booking-widget.ts'
import { createSentryIngest } from './sentry-ingest.ts'
import { openSubmissionStore } from './submission-store.ts'
import { startMailCatcher, type MailCatcher } from './search-agents/mail-catcher.ts'
import { createMailSender } from './search-agents/mailer.ts'
import { parseMailSettings, type MailSettings } from './search-agents/mail-settings.ts'
import { searchAgentRoutes } from './search-agents/search-agent-routes.ts'
import { openSearchAgentService } from './search-agents/search-agent-service.ts'
import { createTokenSigner } from './search-agents/tokens.ts'

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
  /** The public site's origin, for the links in the search agents' mails (SITE_URL). Default `http://localhost:3000`. */
  siteUrl?: string
  /** Search-agent mail settings; default: from the environment (search-agents/mail-settings.ts). */
  mail?: MailSettings
}

export interface MockProductApi {
  /** Origin of the server, e.g. `http://127.0.0.1:4010`. */
  url: string
  /** Base URL of the API, `${url}/api/v1`: what `productApi.baseUrl` points at. */
  baseUrl: string
  /** Start-up timings and counts. */
  stats: { vehicles: number; generateMs: number; indexMs: number }
  /** The SMTP catcher's port (null when mail goes to a real SMTP server). */
  smtpPort: number | null
  close(): Promise<void>
}

export const defaultDataDir = fileURLToPath(new URL('../../data/product-api', import.meta.url))

export async function startMockProductApi(options: MockProductApiOptions): Promise<MockProductApi> {
  const host = options.host ?? '127.0.0.1'
  const faults = createFaultControls()
  const sentry = createSentryIngest(() => (options.clock ?? siteClock()).now())
  const booking = createBookingStandIn(() => (options.clock ?? siteClock()).now())
  let state: MockState | undefined
  let mailCatcher: MailCatcher | null = null
  let renderMedia: ((path: string) => string | undefined) | undefined
  const startedAt = performance.now()

  const app = new Hono<MockEnv>()
  // Until the data set is built, every request is a 503; then each route finds the state on its context.
  app.use(async (c, next) => {
    if (!state) return sendError(503, 'unavailable', 'Mock-API’et starter op.')
    c.set('state', state)
    if (!options.log) return next()
    const started = performance.now()
    const url = new URL(c.req.url)
    await next()
    console.log(`${c.req.method} ${url.pathname}${url.search} → ${c.res.status} (${(performance.now() - started).toFixed(1)} ms)`)
  })
  app.route('/', sentry.routes)
  app.route(
    '/',
    booking.routes((request) => options.publicUrl ?? `http://${request.headers.get('host') ?? `${host}:${options.port}`}`),
  )
  app.route(
    '/',
    searchAgentRoutes(() => mailCatcher),
  )
  app.route('/', apiRoutes(faults))
  app.route('/', controlRoutes({ faults, onReset: () => sentry.reset(), startedAt }))
  app.all('/__control/*', unknownControl)
  app.route(
    '/',
    qaAndMediaRoutes(() => renderMedia),
  )
  app.notFound(() => sendError(404, 'not_found', 'Ressourcen findes ikke.'))
  app.onError((error) => {
    if (error instanceof ApiError) return sendError(error.status, error.code, error.message, error.fieldErrors)
    // Hono's JSON validator: a control body that is not JSON.
    if (error instanceof HTTPException && error.status === 400) return notJson()
    console.error('[mock product API]', error)
    return sendError(500, 'internal_error', 'Der opstod en intern fejl i mock-API’et.')
  })

  // Global Request and Response stay Node's own: the mock runs inside tests and scripts next to other code.
  const server = createServer(getRequestListener((request, env) => app.fetch(asJsonControl(request), env), { overrideGlobalObjects: false }))
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
    const now = () => (options.clock ?? siteClock()).now()
    const mail = options.mail ?? parseMailSettings(process.env, options.port)
    if (mail.catcher) mailCatcher = await startMailCatcher({ host: mail.smtpHost, port: mail.smtpPort, now })
    const mailer = createMailSender({ host: mail.smtpHost, port: mailCatcher?.port ?? mail.smtpPort, from: mail.from })
    const searchAgents = await openSearchAgentService({
      dataDir: options.dataDir ?? defaultDataDir,
      signer: createTokenSigner(mail.linkSecret),
      mailer,
      siteUrl: options.siteUrl ?? 'http://localhost:3000',
      now,
      findVehicle: (id) => {
        const i = findVehicleIndex(full, id)
        return i === undefined ? undefined : full.data.vehicles[i]
      },
      mailCar: (record) => {
        const summary = toSummary(record, full.data.urls)
        return { ...summary, imageUrl: summary.image.url, imageAlt: summary.image.alt }
      },
    })
    // Digests and clean-up on the mock's clock, once a minute (a test asks for an instant with /__control/search-agents/run).
    const agentTimer = setInterval(() => {
      searchAgents.runDue(now()).catch((error: unknown) => console.error('[mock product API] søgeagenter:', error))
    }, 60_000)
    agentTimer.unref()
    const partial: Omit<MockState, 'chat'> & { chat?: MockState['chat'] } = {
      searchAgents,
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
      smtpPort: mailCatcher?.port ?? null,
      async close() {
        clearInterval(agentTimer)
        mailer.close()
        await mailCatcher?.close()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await submissions.close()
      },
    }
  } catch (error) {
    server.close()
    await mailCatcher?.close()
    throw error
  }
}
