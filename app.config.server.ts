/**
 * The site's runtime settings, read from the environment and validated with zod
 * at start-up (README.md lists each variable), and what of them may be sent to
 * the browser (`toPublicConfig`). Server-only: the browser never reads the
 * environment, and TanStack Start's import protection fails a build whose
 * client bundle imports this module (the marker import below).
 *
 * The browser-safe configuration (locales, route segments, brands, spec 9's
 * constants) is app.config.ts. This module is imported by the server and the
 * Node scripts in scripts/ that start it (run with Node's type stripping), so
 * it must only use erasable TypeScript syntax and import nothing of the project.
 */
import '@tanstack/react-start/server-only'
import { z } from 'zod'

const booleanString = z.enum(['true', 'false'])

/** The local content space's id (content-space/space.json): what the visual editor signs previews with there. */
export const localContentSpaceId = '287451'
/** Secrets the local, embedded setup runs with; a production start (USE_MOCKS=false) refuses them. */
export const localSecrets = {
  STORYBLOK_PREVIEW_TOKEN: 'local-preview-token',
  STORYBLOK_WEBHOOK_SECRET: 'local-webhook-secret',
} as const
/** Shortest STORYBLOK_WEBHOOK_SECRET a production start accepts: 32 random characters (e.g. `openssl rand -hex 16`). */
export const minWebhookSecretLength = 32
/** Origin of Storyblok's visual editor: the only page allowed to frame a preview. */
export const storyblokEditorOrigin = 'https://app.storyblok.com'

const port = z.coerce.number().int().min(1).max(65_535)
const httpUrl = z.url({ protocol: /^https?$/ })
const optionalHttpUrl = z.union([z.literal(''), httpUrl])

/**
 * Every environment variable the site reads, with its default. README.md
 * documents each one; keep the two in step. Built on each call (at start-up
 * only), so importing this module costs no schema construction.
 */
export const runtimeEnvSchema = () =>
  z.object({
    /** "true" (default): the product API is the embedded mock server. */
    USE_MOCKS: booleanString.default('true'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(3000),
    /** Public origin of the site, used for canonical links, sitemap and Open Graph. */
    SITE_URL: httpUrl.optional(),
    /** Base URL of the dealer's product API. Defaults to the mock server when USE_MOCKS=true. */
    PRODUCT_API_BASE_URL: httpUrl.optional(),
    PRODUCT_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    MOCK_API_PORT: port.default(4010),
    /** Folder where the mock product API appends submitted leads (JSONL). */
    MOCK_API_DATA_DIR: z.string().min(1).default('data/product-api'),
    /** Number of stock vehicles the mock data set generates (400 default; 10000 for benchmarks). */
    MOCK_VEHICLE_COUNT: z.coerce.number().int().min(1).max(100_000).default(400),
    /** Storyblok content delivery API; defaults to the local content space. */
    STORYBLOK_API_URL: httpUrl.optional(),
    CONTENT_SPACE_PORT: port.default(4020),
    /** Storyblok public (published) access token. */
    STORYBLOK_TOKEN: z.string().default('local-public-token'),
    /** Storyblok preview access token; enables draft content in the visual editor. Required (not the local default) with USE_MOCKS=false. */
    STORYBLOK_PREVIEW_TOKEN: z.string().optional(),
    /** Secret Storyblok signs webhooks with. Required (not the local default) with USE_MOCKS=false. */
    STORYBLOK_WEBHOOK_SECRET: z.string().optional(),
    /** The Storyblok space whose visual editor may open previews; defaults to the local space's id when no Storyblok URL is set. */
    STORYBLOK_SPACE_ID: z
      .string()
      .regex(/^\d{1,12}$/, 'skal være space-id’et (kun cifre)')
      .optional(),
    /**
     * Proxies in front of the site whose X-Forwarded-For entries are trusted (0: the socket's address is
     * the client's). Must be at least 1 when CACHE_PURGE_URLS names a proxy in front.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Extra https origins pictures may come from (the product API's media CDN), comma-separated. */
    MEDIA_ORIGINS: z
      .string()
      .default('')
      .transform((v, ctx) => {
        const origins: string[] = []
        for (const part of v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)) {
          const parsed = httpUrl.safeParse(part)
          if (!parsed.success || new URL(part).origin !== part.replace(/\/$/, '')) {
            ctx.addIssue({ code: 'custom', message: `"${part}" er ikke en oprindelse (fx https://media.example.dk)` })
            return z.NEVER
          }
          origins.push(new URL(part).origin)
        }
        return origins
      }),
    /**
     * Sentry DSN. Unset: none, except with USE_MOCKS=true, where it is the mock server's
     * stand-in for Sentry's ingest. "off" disables error reporting.
     */
    SENTRY_DSN: z.union([z.literal('off'), httpUrl]).optional(),
    SENTRY_ENVIRONMENT: z.string().default('development'),
    /** Google Tag Manager container id (GTM-XXXX); empty loads no tag manager. */
    GTM_ID: z.union([z.literal(''), z.string().regex(/^GTM-[A-Z0-9]+$/)]).default(''),
    /**
     * Script URL of the external appointment-booking widget. Unset: none, except with
     * USE_MOCKS=true, where it is the mock server's stand-in. "off": no widget.
     */
    BOOKING_WIDGET_URL: z.union([z.literal('off'), httpUrl]).optional(),
    /** Host of content assets; links to it fire a download event. */
    CONTENT_ASSET_HOST: z.string().default('a.storyblok.com'),
    /** maplibre style URL; empty uses the offline style the site ships. */
    MAP_STYLE_URL: optionalHttpUrl.default(''),
    /** "on": /statecharts is served (machines for product owners and QA); "off": it is a 404. Unset: on with USE_MOCKS=true, off otherwise. */
    STATECHARTS: z.enum(['on', 'off']).optional(),
    /**
     * Test only: the fixed instant the server and the mock product API take as "now"
     * (ISO 8601 with a time zone, e.g. 2026-11-24T10:00:00+01:00). Unset: the real time.
     */
    /**
     * Redis shared by the instances of a cluster (redis://host:6379/0): lead rate limits and
     * the publish broadcast go through it. Unset: in memory, one process (the embedded default).
     */
    REDIS_URL: z.union([z.literal(''), z.url({ protocol: /^rediss?$/ })]).default(''),
    /**
     * Caching proxies to ban pages on (comma-separated base URLs of each Varnish, e.g.
     * http://10.0.0.5:6081,http://10.0.0.6:6081): a publish or a vehicle turning unavailable
     * sends them a BAN with the affected surrogate keys. Empty: no proxy in front.
     */
    CACHE_PURGE_URLS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(z.array(httpUrl)),
    /** Seconds between checks of the vehicles on cached pages (sold ones are purged); 0 turns it off. */
    VEHICLE_WATCH_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
    /** Time-out of each check of /readyz (product API, content), in ms. */
    READY_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2_000),
    /** On SIGTERM: longest wait for in-flight requests before exiting (ms, at most 10 s). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(10_000).default(8_000),
    /** Name of this instance in logs and the X-Served-By header; default host:port. */
    INSTANCE_ID: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,64}$/)
      .optional(),
    /** "json": one JSON line per request on stdout; "off": no request log. */
    REQUEST_LOG: z.enum(['json', 'off']).default('json'),
    FIXED_NOW: z.iso
      .datetime({ offset: true, error: 'skal være et tidspunkt i ISO 8601 med tidszone, fx 2026-11-24T10:00:00+01:00' })
      .transform((v) => new Date(v))
      .optional(),
  })

export interface RuntimeConfig {
  useMocks: boolean
  host: string
  port: number
  siteUrl: string
  productApi: { baseUrl: string; timeoutMs: number }
  mockApi: { port: number; vehicleCount: number; dataDir: string }
  content: {
    apiUrl: string
    localSpacePort: number
    token: string
    previewToken: string
    webhookSecret: string
    /** The space whose editor may open previews (its signature names it); empty: no editor previews. */
    spaceId: string
    /** True when content comes from the local content space started with the site. */
    isLocalSpace: boolean
  }
  /** X-Forwarded-For entries added by trusted proxies (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number
  /** Extra origins of pictures (MEDIA_ORIGINS), for the Content-Security-Policy. */
  mediaOrigins: string[]
  sentry: { dsn: string; environment: string }
  gtmId: string
  bookingWidgetUrl: string
  contentAssetHost: string
  mapStyleUrl: string
  /** STATECHARTS: /statecharts is served (else 404). */
  statecharts: boolean
  /** FIXED_NOW: the instant the site clock is fixed at (tests only); null: the real time. */
  fixedNow: Date | null
  /** Running as one of several instances (deploy/README.md, ADR 0014). */
  cluster: {
    /** Empty: rate limits and the publish broadcast stay in this process. */
    redisUrl: string
    purgeUrls: string[]
    vehicleWatchMs: number
    readyTimeoutMs: number
    shutdownDrainMs: number
    instanceId: string
    requestLog: 'json' | 'off'
  }
}

/** Settings that may be sent to the browser. Never add secrets here. */
export type PublicRuntimeConfig = Pick<RuntimeConfig, 'useMocks' | 'siteUrl' | 'gtmId' | 'bookingWidgetUrl' | 'contentAssetHost' | 'mapStyleUrl'> & {
  sentry: RuntimeConfig['sentry']
}

export class ConfigError extends Error {
  override name = 'ConfigError'
  readonly variables: string[]
  constructor(issues: { variable: string; message: string }[]) {
    super('Ugyldig konfiguration:\n' + issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n'))
    this.variables = issues.map((i) => i.variable)
  }
}

/** Reads and validates the runtime settings; throws ConfigError naming each bad variable. */
export function parseRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  // An empty variable counts as unset, so `FOO= npm start` falls back to the default.
  const schema = runtimeEnvSchema()
  const relevant = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]))
  const parsed = schema.safeParse(relevant)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? '?'), message: i.message })))
  }
  const e = parsed.data
  const useMocks = e.USE_MOCKS === 'true'
  if (!useMocks) {
    // Production: no fall-back to the local setup's secrets, and nothing left empty.
    const problems: { variable: string; message: string }[] = []
    if (!e.PRODUCT_API_BASE_URL) problems.push({ variable: 'PRODUCT_API_BASE_URL', message: 'skal angives, når USE_MOCKS=false' })
    for (const name of ['STORYBLOK_PREVIEW_TOKEN', 'STORYBLOK_WEBHOOK_SECRET'] as const) {
      const value = e[name]?.trim()
      if (!value) problems.push({ variable: name, message: 'skal angives, når USE_MOCKS=false' })
      else if (value === localSecrets[name]) problems.push({ variable: name, message: 'må ikke være den lokale standardværdi, når USE_MOCKS=false' })
    }
    const secret = e.STORYBLOK_WEBHOOK_SECRET?.trim() ?? ''
    if (secret && secret !== localSecrets.STORYBLOK_WEBHOOK_SECRET && !strongSecret(secret)) {
      problems.push({
        variable: 'STORYBLOK_WEBHOOK_SECRET',
        message: `skal være mindst ${minWebhookSecretLength} tilfældige tegn, når USE_MOCKS=false (fx openssl rand -hex 16)`,
      })
    }
    if (!e.STORYBLOK_SPACE_ID && e.STORYBLOK_API_URL !== undefined) {
      problems.push({ variable: 'STORYBLOK_SPACE_ID', message: 'skal angives, når USE_MOCKS=false og STORYBLOK_API_URL er sat' })
    }
    if (problems.length) throw new ConfigError(problems)
  }
  if (e.CACHE_PURGE_URLS.length > 0 && e.TRUSTED_PROXY_HOPS === 0) {
    // Behind a proxy the socket's address is the proxy's: every visitor would share one rate limit.
    throw new ConfigError([
      {
        variable: 'TRUSTED_PROXY_HOPS',
        message: 'skal være mindst 1, når CACHE_PURGE_URLS angiver en proxy foran sitet (antallet af proxyer, der tilføjer til X-Forwarded-For)',
      },
    ])
  }
  const trimSlash = (u: string) => u.replace(/\/+$/, '')
  return {
    useMocks,
    host: e.HOST,
    port: e.PORT,
    siteUrl: trimSlash(e.SITE_URL ?? `http://localhost:${e.PORT}`),
    productApi: {
      baseUrl: trimSlash(e.PRODUCT_API_BASE_URL ?? `http://127.0.0.1:${e.MOCK_API_PORT}/api/v1`),
      timeoutMs: e.PRODUCT_API_TIMEOUT_MS,
    },
    mockApi: { port: e.MOCK_API_PORT, vehicleCount: e.MOCK_VEHICLE_COUNT, dataDir: e.MOCK_API_DATA_DIR },
    content: {
      apiUrl: trimSlash(e.STORYBLOK_API_URL ?? `http://127.0.0.1:${e.CONTENT_SPACE_PORT}/v2`),
      localSpacePort: e.CONTENT_SPACE_PORT,
      token: e.STORYBLOK_TOKEN,
      previewToken: e.STORYBLOK_PREVIEW_TOKEN ?? localSecrets.STORYBLOK_PREVIEW_TOKEN,
      webhookSecret: e.STORYBLOK_WEBHOOK_SECRET ?? localSecrets.STORYBLOK_WEBHOOK_SECRET,
      spaceId: e.STORYBLOK_SPACE_ID ?? (e.STORYBLOK_API_URL === undefined ? localContentSpaceId : ''),
      isLocalSpace: e.STORYBLOK_API_URL === undefined,
    },
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    mediaOrigins: e.MEDIA_ORIGINS,
    sentry: {
      dsn: e.SENTRY_DSN === 'off' ? '' : (e.SENTRY_DSN ?? (useMocks ? mockSentryDsn(e.MOCK_API_PORT) : '')),
      environment: e.SENTRY_ENVIRONMENT,
    },
    gtmId: e.GTM_ID,
    bookingWidgetUrl: e.BOOKING_WIDGET_URL === 'off' ? '' : (e.BOOKING_WIDGET_URL ?? (useMocks ? mockBookingWidgetUrl(e.MOCK_API_PORT) : '')),
    contentAssetHost: e.CONTENT_ASSET_HOST,
    mapStyleUrl: e.MAP_STYLE_URL,
    statecharts: e.STATECHARTS === undefined ? useMocks : e.STATECHARTS === 'on',
    fixedNow: e.FIXED_NOW ?? null,
    cluster: {
      redisUrl: e.REDIS_URL,
      purgeUrls: e.CACHE_PURGE_URLS.map(trimSlash),
      vehicleWatchMs: e.VEHICLE_WATCH_SECONDS * 1000,
      readyTimeoutMs: e.READY_TIMEOUT_MS,
      shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
      instanceId: e.INSTANCE_ID ?? `${e.HOST}:${e.PORT}`,
      requestLog: e.REQUEST_LOG,
    },
  }
}

/**
 * A secret that could be random: long enough, and not one character or a short pattern repeated
 * (`xxxx…`, `abababab…`): at least a quarter of its characters differ from one another.
 */
function strongSecret(value: string): boolean {
  return value.length >= minWebhookSecretLength && new Set(value).size >= Math.min(16, Math.ceil(value.length / 4))
}

export function toPublicConfig(c: RuntimeConfig): PublicRuntimeConfig {
  return {
    useMocks: c.useMocks,
    siteUrl: c.siteUrl,
    gtmId: c.gtmId,
    bookingWidgetUrl: c.bookingWidgetUrl,
    contentAssetHost: c.contentAssetHost,
    mapStyleUrl: c.mapStyleUrl,
    sentry: c.sentry,
  }
}

/**
 * Mock mode's DSN: the mock product API's stand-in for Sentry's ingest
 * (mocks/product-api/sentry-ingest.ts), so errors and replays are sent and can be tested.
 */
export function mockSentryDsn(mockApiPort: number): string {
  return `http://mockpublickey@127.0.0.1:${mockApiPort}/sentry/1`
}

/** Mock mode's booking widget: the mock product API's stand-in script (mocks/product-api/booking-widget.ts). */
export function mockBookingWidgetUrl(mockApiPort: number): string {
  return `http://127.0.0.1:${mockApiPort}/booking/widget.js`
}

/** Printed at start-up when FIXED_NOW is set, so a fixed clock is never a surprise. */
export function fixedNowWarning(at: Date): string {
  return `FIXED_NOW=${at.toISOString()}: uret står fast på dette tidspunkt (kun til test; the clock is fixed).`
}
