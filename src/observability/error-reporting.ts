import { constants, type PublicRuntimeConfig } from '../../app.config.ts'

// Safe to import on the server: nothing here runs at import time, and both
// functions are only called from effects and event handlers in the browser.
let started = false

/**
 * Starts Sentry in the browser when a DSN is configured (spec 9 sample rates).
 * Loaded with a dynamic import so pages without a DSN ship no Sentry code.
 */
export async function startSentry(config: PublicRuntimeConfig['sentry']): Promise<void> {
  if (started || !config.dsn) return
  started = true
  const Sentry = await import('@sentry/react')
  const r = constants.errorReporting
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: r.tracesSampleRate,
    replaysSessionSampleRate: r.replaysSessionSampleRate,
    replaysOnErrorSampleRate: r.replaysOnErrorSampleRate,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        slowClickTimeout: r.slowClickTimeoutMs,
        mutationLimit: r.mutationLimit,
        mutationBreadcrumbLimit: r.mutationBreadcrumbLimit,
      }),
    ],
  })
}

/** Reports an error when Sentry runs; always logs it to the console. */
export async function reportError(error: unknown): Promise<void> {
  console.error(error)
  if (!started) return
  const Sentry = await import('@sentry/react')
  Sentry.captureException(error)
}
