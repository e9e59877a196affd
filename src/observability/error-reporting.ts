import { constants } from '#app.config'
import type { PublicRuntimeConfig } from '#app.config.server'
import type * as SentryTypes from '@sentry/react'
import { isChunkLoadError } from '../errors/chunk-load-error.ts'
import { sentryOptions, type ConsentSource } from './sentry-options.ts'

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
 * - session replay and performance traces only with statistics consent
 *   (src/consent, handed to `startSentry` by the root route). Replay is the session-recording machine's
 *   (session-recording.ts, machines/session-recording): started when the
 *   visitor gives consent, stopped when they withdraw it; buffer mode (the
 *   last minute is sent with an error) or, for 10 % of visits, the whole
 *   session. A trace is sampled and sent only while consent is given.
 *   Errors alone are necessary and need no consent.
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
let consentSource: ConsentSource | null = null
let sentry: SentryModule | null = null
let loading: Promise<void> | null = null
const queued: unknown[] = []
let removeEarlyListeners: () => void = () => undefined

function markState(state: 'on' | 'off'): void {
  document.documentElement.dataset.errorReporting = state
}

async function load(config: PublicRuntimeConfig['sentry'], consent: ConsentSource): Promise<void> {
  const { isbot } = await import('isbot')
  if (isbot(navigator.userAgent)) {
    disabled = true
    removeEarlyListeners()
    queued.length = 0
    markState('off')
    return
  }
  const [Sentry, { startSessionRecording }] = await Promise.all([import('@sentry/react'), import('./session-recording.ts')])
  Sentry.init(sentryOptions(config, Sentry, consent))
  sentry = Sentry
  // Sentry's own handlers take over from here.
  removeEarlyListeners()
  startSessionRecording(Sentry, consent)
  for (const error of queued.splice(0)) Sentry.captureException(error)
  markState('on')
}

function loadOnce(config: PublicRuntimeConfig['sentry'], consent: ConsentSource): Promise<void> {
  loading ??= load(config, consent).catch((error: unknown) => {
    // The chunk could not load (offline, a new release): the page goes on without reporting.
    disabled = true
    queued.length = 0
    console.warn('Fejlrapportering kunne ikke starte', error)
  })
  return loading
}

/**
 * Starts error reporting in the browser when a DSN is configured: listens for
 * errors now, loads the SDK at the first interaction or error. `consent` is
 * the visitor's consent (src/consent's `siteConsent`), which traces and
 * session replay follow.
 */
export function startSentry(config: PublicRuntimeConfig['sentry'], consent: ConsentSource): void {
  if (installed || !config.dsn || typeof window === 'undefined') return
  installed = true
  sdkConfig = config
  consentSource = consent
  // A chunk that could not be loaded is a new release: build freshness reloads the page, and the
  // SDK's own chunk would fail too (a second chunk error, a second reload). Not reported.
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message
    if (isChunkLoadError(error)) return
    queued.push(error)
    void loadOnce(config, consent)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) return
    queued.push(event.reason)
    void loadOnce(config, consent)
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
    void loadOnce(config, consent)
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
  if (!installed || disabled || !sdkConfig || !consentSource || isChunkLoadError(error)) return
  queued.push(error)
  await loadOnce(sdkConfig, consentSource)
}
