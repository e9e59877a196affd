/**
 * Error reporting on the server: a route that fails while the server renders
 * it (its error page, status 500) is sent to Sentry, like the browser's errors.
 *
 * Built on @sentry/core's ServerRuntimeClient, the client Sentry's own server
 * SDKs (edge, Cloudflare, Vercel) are made of, with a fetch transport: the
 * maintained event and envelope code without @sentry/node's OpenTelemetry set-up,
 * which a server that only reports errors does not need (README "Error reporting").
 * With USE_MOCKS=true the DSN defaults to the mock server's stand-in.
 */
import {
  createStackParser,
  createTransport,
  functionToStringIntegration,
  linkedErrorsIntegration,
  type Transport,
  type BaseTransportOptions,
} from '@sentry/core'
import { ServerRuntimeClient, nodeStackLineParser } from '@sentry/core/server'

export interface ServerErrorReporterOptions {
  dsn: string
  environment: string
  /** This instance's name (INSTANCE_ID). */
  serverName: string
}

function fetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, { method: 'POST', body: request.body as BodyInit, signal: AbortSignal.timeout(5_000) })
    await response.body?.cancel()
    return {
      statusCode: response.status,
      headers: { 'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'), 'retry-after': response.headers.get('retry-after') },
    }
  })
}

/** A reporter that sends an error to Sentry, or null when no DSN is configured. */
export function createServerErrorReporter(options: ServerErrorReporterOptions): ((error: unknown) => void) | null {
  if (!options.dsn) return null
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    serverName: options.serverName,
    dataCollection: { userInfo: false, cookies: false },
    stackParser: createStackParser(nodeStackLineParser()),
    // No dedupe: on a server every failed request is an occurrence of its own (Sentry groups them).
    integrations: [functionToStringIntegration(), linkedErrorsIntegration()],
    transport: fetchTransport,
  })
  client.init()
  return (error) => {
    client.captureException(error, { mechanism: { type: 'route-error', handled: false } })
  }
}
