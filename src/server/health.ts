/**
 * Health endpoints for load balancers and proxies (ADR 0014):
 *
 * - `/healthz`: the process answers (liveness); 200 while it runs.
 * - `/readyz`: the instance should get traffic: 200 when every check (product
 *   API, content) answers within the time-out, else 503 with what failed;
 *   503 at once while the instance drains on SIGTERM. One result is shared
 *   by the probes of the same second, so N proxies probing do not multiply
 *   the calls to the back ends.
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
    return readiness().then((r) => json(r.ok ? 200 : 503, { status: r.ok ? 'ready' : 'unavailable', checks: r.checks }))
  }
}
