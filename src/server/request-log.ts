/**
 * One JSON line per request on stdout (ADR 0014), with the request id the
 * proxy sets (`X-Request-Id`, deploy/varnish/default.vcl) or a new one, so a
 * request can be followed from Varnish's log to the instance's. The id and
 * the instance name go back on the response (`X-Request-Id`,
 * `X-Served-By`). Also counts the requests in flight, for the drain on
 * SIGTERM.
 */
import { randomUUID } from 'node:crypto'
import { systemClock } from '../clock/clock.ts'
import { BytesResponse } from './http-encoding.ts'

const validId = /^[A-Za-z0-9._:-]{1,128}$/

export interface RequestLogOptions {
  instanceId: string
  enabled: boolean
  write?: (line: string) => void
}

export interface LoggedHandler<A extends unknown[]> {
  (request: Request, ...rest: A): Promise<Response>
  inFlight(): number
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
 * The response with `onEnd` called once its body is sent, cancelled or failed (at once without a body).
 * Bytes held in memory (a cached page) stay a BytesResponse, so Node gets them in one write.
 */
function onBodyEnd(response: Response, onEnd: () => void): Response {
  if (response instanceof BytesResponse) {
    response.whenSent(onEnd)
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
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`))
  let active = 0
  const logged = async (request: Request, ...rest: A): Promise<Response> => {
    const id = requestId(request)
    const started = performance.now()
    active++
    let status = 500
    let cache: string | null = null
    const finish = () => {
      active--
      if (options.enabled) {
        const url = new URL(request.url)
        write(
          JSON.stringify({
            time: systemClock.now().toISOString(),
            level: status >= 500 ? 'error' : 'info',
            msg: 'request',
            requestId: id,
            instance: options.instanceId,
            method: request.method,
            path: url.pathname,
            query: url.search.length > 1 ? url.search.slice(0, 200) : undefined,
            status,
            ms: Math.round((performance.now() - started) * 10) / 10,
            cache: cache ?? undefined,
          }),
        )
      }
    }
    let response: Response
    try {
      response = await handler(request, ...rest)
    } catch (error) {
      finish()
      throw error
    }
    status = response.status
    cache = response.headers.get('x-cache')
    response = setHeader(response, 'x-request-id', id)
    response = setHeader(response, 'x-served-by', options.instanceId)
    // In flight until the body is sent: a streamed page outlives the handler.
    return onBodyEnd(response, finish)
  }
  return Object.assign(logged, { inFlight: () => active })
}
