import { constants, type PublicRuntimeConfig } from '#app.config'
import { consentAllows, currentConsent, subscribeConsent } from '../consent/consent.ts'
import type * as SentryTypes from '@sentry/react'
import { isChunkLoadError } from '../errors/chunk-load-error.ts'

/**
 * Error reporting in the browser (spec 9, README "Error reporting"):
 * @sentry/react with spec 9's values, loaded lazily so it never counts
 * against first load (ADR 0009):
 *
 * - with a DSN (mock mode: the mock server's stand-in), a few lines listen for
 *   errors at once; the SDK itself loads at the visitor's first interaction
 *   (`sdkStartEvents`) or at once on the first error, never on first load.
 *   Errors from before are reported when it has loaded.
 * - bots (isbot) are not reported: the SDK is not started for them.
 * - session replay only with statistics consent (src/consent): added when
 *   the visitor gives it, stopped when they withdraw it; buffer mode (the
 *   last minute is sent with an error) for 100 % of sessions, whole sessions
 *   for 10 %.
 *
 * `data-error-reporting` on <html> says how far it got: `on` once the SDK
 * runs, `off` for bots.
 *
 * Safe to import on the server: nothing runs at import time, and the browser
 * functions only run from effects and event handlers. On the server,
 * `reportError` hands the error to the server reporter (server.ts registers it).
 */
type SentryModule = typeof SentryTypes

let installed = false
/** A bot, or the SDK could not load: nothing is reported. */
let disabled = false
let sdkConfig: PublicRuntimeConfig['sentry'] | null = null
let sentry: SentryModule | null = null
let loading: Promise<void> | null = null
const queued: unknown[] = []
let removeEarlyListeners: () => void = () => undefined

/** The replay options (spec 9 and spec 4's session recording limits). */
export function replayOptions(): Parameters<SentryModule['replayIntegration']>[0] {
  const r = constants.errorReporting
  return {
    slowClickTimeout: r.slowClickTimeoutMs,
    mutationLimit: r.mutationLimit,
    mutationBreadcrumbLimit: r.mutationBreadcrumbLimit,
    maxReplayDuration: r.replaySession.maxDurationMs,
    // Text and media stay masked (Sentry's defaults): forms carry personal data.
    maskAllText: true,
    blockAllMedia: true,
  }
}

/** Sentry.init's options (spec 9). */
export function sentryOptions(config: PublicRuntimeConfig['sentry'], Sentry: SentryModule): Parameters<SentryModule['init']>[0] {
  const r = constants.errorReporting
  return {
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: r.tracesSampleRate,
    replaysSessionSampleRate: r.replaysSessionSampleRate,
    replaysOnErrorSampleRate: r.replaysOnErrorSampleRate,
    // No user data or cookies (consent: error reports are necessary, not statistics).
    dataCollection: { userInfo: false, cookies: false },
    integrations: [
      // Trace linking: in memory only (spec 9's 3600 s window is the SDK's); session storage would need consent.
      Sentry.browserTracingIntegration({ linkPreviousTrace: 'in-memory' }),
    ],
  }
}

function markState(state: 'on' | 'off'): void {
  document.documentElement.dataset.errorReporting = state
}

function followStatisticsConsent(Sentry: SentryModule): void {
  let added = false
  const apply = () => {
    const allowed = consentAllows(currentConsent(), 'statistics')
    const replay = Sentry.getReplay()
    if (allowed && !added) {
      added = true
      Sentry.addIntegration(Sentry.replayIntegration(replayOptions()))
    } else if (allowed && replay && !replay.getReplayId()) {
      // Given again after a withdrawal on this page: record into the buffer (sent with an error).
      replay.startBuffering()
    } else if (!allowed && replay?.getReplayId()) {
      void replay.stop()
    }
  }
  apply()
  subscribeConsent(apply)
}

async function load(config: PublicRuntimeConfig['sentry']): Promise<void> {
  const { isbot } = await import('isbot')
  if (isbot(navigator.userAgent)) {
    disabled = true
    removeEarlyListeners()
    queued.length = 0
    markState('off')
    return
  }
  const Sentry = await import('@sentry/react')
  Sentry.init(sentryOptions(config, Sentry))
  sentry = Sentry
  // Sentry's own handlers take over from here.
  removeEarlyListeners()
  followStatisticsConsent(Sentry)
  for (const error of queued.splice(0)) Sentry.captureException(error)
  markState('on')
}

function loadOnce(config: PublicRuntimeConfig['sentry']): Promise<void> {
  loading ??= load(config).catch((error: unknown) => {
    // The chunk could not load (offline, a new release): the page goes on without reporting.
    disabled = true
    queued.length = 0
    console.warn('Fejlrapportering kunne ikke starte', error)
  })
  return loading
}

/**
 * Starts error reporting in the browser when a DSN is configured: listens for
 * errors now, loads the SDK at the first interaction or error.
 */
export function startSentry(config: PublicRuntimeConfig['sentry']): void {
  if (installed || !config.dsn || typeof window === 'undefined') return
  installed = true
  sdkConfig = config
  // A chunk that could not be loaded is a new release: build freshness reloads the page, and the
  // SDK's own chunk would fail too (a second chunk error, a second reload). Not reported.
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message
    if (isChunkLoadError(error)) return
    queued.push(error)
    void loadOnce(config)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) return
    queued.push(event.reason)
    void loadOnce(config)
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  removeEarlyListeners = () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
  // The visitor's first interaction loads it (the replay records from there on).
  const onInteraction = () => {
    for (const type of constants.errorReporting.sdkStartEvents) window.removeEventListener(type, onInteraction, true)
    void loadOnce(config)
  }
  for (const type of constants.errorReporting.sdkStartEvents) window.addEventListener(type, onInteraction, { capture: true, passive: true })
}

/** Where errors caught on the server go (server.ts registers the server's reporter). */
let serverReporter: ((error: unknown) => void) | null = null
export function setServerErrorReporter(reporter: (error: unknown) => void): void {
  serverReporter = reporter
}

const reportedOnServer = new WeakSet<object>()
/**
 * An error page rendered on the server (a route's loader or render failed):
 * reported once to the server reporter, however often the page renders it.
 */
export function reportServerRenderError(error: unknown): void {
  if (typeof window !== 'undefined') return
  if (typeof error === 'object' && error !== null) {
    if (reportedOnServer.has(error)) return
    reportedOnServer.add(error)
  }
  serverReporter?.(error)
}

/**
 * Reports an error (always logged to the console): in the browser to Sentry
 * (loading it at once if it has not loaded yet), on the server to the server reporter.
 */
export async function reportError(error: unknown): Promise<void> {
  console.error(error)
  if (typeof window === 'undefined') {
    serverReporter?.(error)
    return
  }
  if (sentry) {
    sentry.captureException(error)
    return
  }
  if (!installed || disabled || !sdkConfig || isChunkLoadError(error)) return
  queued.push(error)
  await loadOnce(sdkConfig)
}
