/**
 * SIGTERM (ADR 0014): the instance reports itself draining (`/readyz` 503,
 * so the proxies' probes take it out; responses close their connection),
 * waits for the requests in flight, and exits within `drainMs` (at most
 * 10 s) whatever is left. The HTTP server stops accepting new connections
 * on the same signal (srvx's own graceful shutdown); a request that still
 * reaches a gone instance is retried on another by the proxy.
 */
export interface ShutdownOptions {
  drainMs: number
  inFlight: () => number
  /** Closes connections to other services (Redis) before exit. */
  close?: () => Promise<void>
  exit?: (code: number) => void
  log?: (line: Record<string, unknown>) => void
}

export interface Shutdown {
  draining(): boolean
  /** Starts the drain (the SIGTERM handler calls it); resolves once it exits. */
  begin(): Promise<void>
}

export function createShutdown(options: ShutdownOptions): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const log = options.log ?? ((line) => console.log(JSON.stringify(line)))
  const drainMs = Math.min(options.drainMs, 10_000)
  let started: Promise<void> | undefined
  return {
    draining: () => started !== undefined,
    begin() {
      started ??= (async () => {
        const t0 = performance.now()
        log({ level: 'info', msg: 'shutdown: draining', inFlight: options.inFlight() })
        while (options.inFlight() > 0 && performance.now() - t0 < drainMs) await new Promise((r) => setTimeout(r, 25))
        const left = options.inFlight()
        await Promise.race([options.close?.() ?? Promise.resolve(), new Promise((r) => setTimeout(r, 500))])
        log({ level: left === 0 ? 'info' : 'warn', msg: 'shutdown: exit', leftInFlight: left, ms: Math.round(performance.now() - t0) })
        exit(0)
      })()
      return started
    },
  }
}

export function installShutdown(shutdown: Shutdown): void {
  process.once('SIGTERM', () => void shutdown.begin())
}
