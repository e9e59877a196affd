/**
 * One JSON line per request on stdout (ADR 0014), written by `pino` (ADR
 * 0029): level, time, requestId, instance, method, path, query, status, ms,
 * cache, lane (true when the page cache's fast lane answered) and msg "request"; with the request id the
 * proxy sets (`X-Request-Id`, deploy/varnish/default.vcl) or a new one, so a
 * request can be followed from Varnish's log to the instance's. The id and
 * the instance name go back on the response (`X-Request-Id`,
 * `X-Served-By`). Also counts the requests in flight, for the drain on
 * SIGTERM.
 */
import { randomUUID } from 'node:crypto'
import { pino, type DestinationStream, type Logger } from 'pino'
import type { NodeServerResponse, ServerRequest } from 'srvx'
import { systemClock } from '../clock/clock.ts'

const validId = /^[A-Za-z0-9._:-]{1,128}$/

/** nginx's status for a request whose client closed the connection before the answer (not an HTTP status). */
export const clientClosedRequest = 499

/**
 * Marks the reason a request's signal aborted with (srvx: Node's "aborted" error when the client closed the
 * connection) as the 499 it is. Whatever awaited the request then fails with it, and TanStack Start, which
 * logs an uncaught error with a stack trace and answers 500 unless the error carries an HTTP status, answers
 * 499 without the trace. Runs when the signal aborts, before anything that awaited it can go on.
 */
export function markClientClosed(signal: AbortSignal): void {
  const mark = () => {
    const reason: unknown = signal.reason
    if (typeof reason === 'object' && reason !== null && !('status' in reason) && Object.isExtensible(reason)) {
      Object.assign(reason, { status: clientClosedRequest, statusText: 'Client Closed Request' })
    }
  }
  if (signal.aborted) mark()
  else signal.addEventListener('abort', mark, { once: true })
}

export interface RequestLogOptions {
  instanceId: string
  enabled: boolean
  /** Where each line goes, without its line end (tests); default stdout. */
  write?: (line: string) => void
  /**
   * True while the instance drains (SIGTERM): `answerNow` then declines, so every answer takes the long
   * way, which closes its connection (operations.server.ts). Default: never.
   */
  draining?: () => boolean
}

export interface LoggedHandler<A extends unknown[]> {
  (request: Request, ...rest: A): Promise<Response>
  inFlight(): number
  /**
   * A request answered at once, without the handler (the page cache's fast lane, page-cache-lane.ts):
   * `answer` gets the request's URL (parsed once, for the answer and the log line) and the request id and
   * instance headers to send with its response (made when first asked for, so a request the lane declines
   * costs no id), and returns the response
   * with the cache outcome for the log line, or undefined when the request must take the handler's way
   * (then nothing is logged or counted here). While the instance drains it declines every request.
   */
  answerNow(
    request: Request,
    answer: (url: URL, headers: () => readonly [string, string][]) => { response: Response; cache: string } | undefined,
  ): Response | undefined
}

/** The request log's pino logger: no pid or hostname, the level by name, the time as ISO text from the site's clock. */
function requestLogger(write: ((line: string) => void) | undefined): Logger {
  const destination: DestinationStream = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : // Synchronous like process.stdout to a file or pipe: a line is out before the process exits.
      pino.destination({ dest: 1, sync: true })
  return pino(
    {
      base: null,
      timestamp: () => `,"time":"${systemClock.now().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}

export function requestId(request: Request): string {
  const given = request.headers.get('x-request-id')
  return given && validId.test(given) ? given : randomUUID()
}

function setHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(name, value)
    return copy
  }
}

/**
 * The Node response under a request served by srvx (Nitro's Node server): srvx's `request.runtime.node`.
 * Node's `closed` (true once the response has closed) is not in @types/node's http types.
 */
function nodeResponseOf(request: Request): (NodeServerResponse & { closed?: boolean }) | undefined {
  return (request as ServerRequest).runtime?.node?.res
}

/**
 * The response with `onEnd` called once its body is sent, cancelled or failed (at once without a body).
 * On Node that is when the Node response closes (sent, or the connection gone), so the response goes
 * on as it is: bytes held in memory (a cached page, srvx's FastResponse) leave in one write. Elsewhere
 * (tests, other runtimes) the body is wrapped to see its end.
 */
function onBodyEnd(request: Request, response: Response, onEnd: () => void): Response {
  const res = nodeResponseOf(request)
  if (res) {
    if (res.closed) onEnd()
    else res.once('close', onEnd)
    return response
  }
  let ended = false
  const end = () => {
    if (!ended) {
      ended = true
      onEnd()
    }
  }
  if (!response.body) {
    end()
    return response
  }
  const reader = response.body.getReader()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read()
        if (chunk.done) {
          controller.close()
          end()
        } else controller.enqueue(chunk.value)
      } catch (error) {
        controller.error(error)
        end()
      }
    },
    cancel(reason) {
      end()
      return reader.cancel(reason)
    },
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}

export function withRequestLog<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Response | Promise<Response>,
  options: RequestLogOptions,
): LoggedHandler<A> {
  const logger = options.enabled ? requestLogger(options.write) : null
  let active = 0
  /** The request's line, once its answer is sent (or failed). */
  const log = (request: Request, url: URL, id: string, started: number, status: number, cache: string | null, lane = false) => {
    if (!logger) return
    const line = {
      requestId: id,
      instance: options.instanceId,
      method: request.method,
      path: url.pathname,
      query: url.search.length > 1 ? url.search.slice(0, 200) : undefined,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      cache: cache ?? undefined,
      // Answered by the page cache's fast lane, before the framework (page-cache-lane.ts).
      lane: lane || undefined,
    }
    if (status >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  }
  const draining = options.draining ?? (() => false)
  const answerNow: LoggedHandler<A>['answerNow'] = (request, answer) => {
    if (draining()) return undefined
    const started = performance.now()
    const url = new URL(request.url)
    let id = ''
    const answered = answer(url, () => {
      id ||= requestId(request)
      return [
        ['x-request-id', id],
        ['x-served-by', options.instanceId],
      ]
    })
    if (!answered) return undefined
    // Read now: srvx's FastResponse forgets its status once it has been handed to Node (it reads 200 then).
    const { status } = answered.response
    active++
    return onBodyEnd(request, answered.response, () => {
      active--
      log(request, url, id, started, status, answered.cache, true)
    })
  }
  const logged = async (request: Request, ...rest: A): Promise<Response> => {
    const id = requestId(request)
    const started = performance.now()
    markClientClosed(request.signal)
    active++
    let status = 500
    let cache: string | null = null
    const finish = () => {
      active--
      if (logger) log(request, new URL(request.url), id, started, status, cache)
    }
    let response: Response
    try {
      response = await handler(request, ...rest)
    } catch (error) {
      if (request.signal.aborted) {
        // The visitor went away (closed the tab, navigated on, a proxy gave up) before the answer was ready:
        // not a fault of the site. Logged as nginx's 499 "client closed request" at info, not as a 500 with a
        // stack trace on stderr for every aborted request; nobody receives the empty answer.
        status = clientClosedRequest
        finish()
        return new Response(null, { status: clientClosedRequest })
      }
      finish()
      throw error
    }
    status = response.status
    cache = response.headers.get('x-cache')
    response = setHeader(response, 'x-request-id', id)
    response = setHeader(response, 'x-served-by', options.instanceId)
    // In flight until the body is sent: a streamed page outlives the handler.
    return onBodyEnd(request, response, finish)
  }
  return Object.assign(logged, { inFlight: () => active, answerNow })
}
