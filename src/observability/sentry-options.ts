/**
 * What error reporting gives the Sentry SDK (spec 9): Sentry.init's options,
 * the replay integration's options and the consent gate for traces. Apart from
 * error-reporting.ts, so the session recording (loaded with the SDK) reads
 * them without importing the module that loads it.
 */
import type * as SentryTypes from '@sentry/react'
import { constants } from '#app.config'
import type { PublicRuntimeConfig } from '#app.config.server'
import { consentAllows, type ConsentView } from '#machines/consent/consent-view.ts'

type SentryModule = typeof SentryTypes

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

/**
 * Where the gate reads the visitor's consent: src/consent's `siteConsent`,
 * handed over by the root route (consent reports its own load errors through
 * this folder, so it is not imported from here); a stand-in in tests.
 */
export interface ConsentSource {
  current(): ConsentView
  subscribe(listener: (view: ConsentView) => void): () => void
}
/** No answer known: nothing beyond errors is sent. */
const noConsent: ConsentSource = { current: () => ({ status: 'unknown' }), subscribe: () => () => undefined }
const statisticsAllowed = (consent: ConsentSource) => consentAllows(consent.current(), 'statistics')

/** Sentry.init's options (spec 9). */
export function sentryOptions(
  config: PublicRuntimeConfig['sentry'],
  Sentry: SentryModule,
  consent: ConsentSource = noConsent,
): Parameters<SentryModule['init']>[0] {
  const r = constants.errorReporting
  return {
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: r.tracesSampleRate,
    // Traces are statistics: sampled at spec 9's rate only with consent (the sampler takes precedence
    // over the rate), and one started before a withdrawal is not sent after it.
    tracesSampler: ({ inheritOrSampleWith }) => (statisticsAllowed(consent) ? inheritOrSampleWith(r.tracesSampleRate) : 0),
    beforeSendTransaction: (event) => (statisticsAllowed(consent) ? event : null),
    // Replay never starts or converts by itself: the session-recording machine drives it with spec 9's
    // rates (r.replaysSessionSampleRate, r.replaysOnErrorSampleRate) and statistics consent. Both at 0 is
    // Sentry's documented manual mode (docs.sentry.io/platforms/javascript/session-replay/understanding-sessions/).
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0,
    // No user data or cookies (consent: error reports are necessary, not statistics).
    dataCollection: { userInfo: false, cookies: false },
    integrations: [
      // Trace linking: in memory only (spec 9's 3600 s window is the SDK's); session storage would need consent.
      Sentry.browserTracingIntegration({ linkPreviousTrace: 'in-memory' }),
    ],
  }
}

/** The part of the SDK the session-recording machine drives (session-recording.ts). */
export type ReplayControl = Pick<SentryModule, 'getReplay' | 'addIntegration' | 'replayIntegration'>
