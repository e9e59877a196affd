/**
 * Health endpoints for load balancers and proxies (ADR 0014):
 *
 * - `/healthz`: the process answers (liveness); 200 while it runs.
 * - `/readyz`: the instance can serve, so it should get traffic: 200 while it
 *   runs and does not drain, 503 from SIGTERM until it exits. The back ends
 *   (product API, content) are checked and reported in the body (`degraded`
 *   when one fails within the time-out), but a failing back end does not make
 *   the instance unready (issue 31): it still serves stale data, pages that
 *   need no back end, and its own 503 page, and a back end down for one
 *   instance is down for all, so failing readiness would only take every
 *   instance out of the proxy at once. One result is shared by the probes of
 *   the same seconds, so N proxies probing do not multiply the back-end calls.
 */
export interface ReadinessCheck {
  name: string
  run(signal: AbortSignal): Promise<unknown>
}

export interface HealthOptions {
  checks: ReadinessCheck[]
  timeoutMs: number
  draining: () => boolean
  /** How long one readiness result is reused (ms); default 1000. */
  reuseMs?: number
}

interface Readiness {
  /** Every back end answered. */
  ok: boolean
  checks: Record<string, { ok: boolean; ms: number; error?: string }>
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
}

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<{ ok: boolean; ms: number; error?: string }> {
  const started = performance.now()
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error(`time-out efter ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    await Promise.race([check.run(controller.signal), timeout])
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message ?? String(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** Answers /healthz and /readyz; null for any other request. */
export function createHealthEndpoints(options: HealthOptions): (request: Request) => Promise<Response> | null {
  const reuseMs = options.reuseMs ?? 1_000
  let last: { at: number; result: Promise<Readiness> } | undefined

  function readiness(): Promise<Readiness> {
    const t = performance.now()
    if (last && t - last.at < reuseMs) return last.result
    const result = Promise.all(options.checks.map(async (c) => [c.name, await runCheck(c, options.timeoutMs)] as const)).then((entries) => ({
      ok: entries.every(([, r]) => r.ok),
      checks: Object.fromEntries(entries),
    }))
    last = { at: t, result }
    return result
  }

  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    const { pathname } = new URL(request.url)
    if (pathname === '/healthz') return Promise.resolve(json(200, { status: 'ok' }))
    if (pathname !== '/readyz') return null
    if (options.draining()) return Promise.resolve(json(503, { status: 'draining' }))
    return readiness().then((r) => json(200, { status: r.ok ? 'ready' : 'degraded', checks: r.checks }))
  }
}
