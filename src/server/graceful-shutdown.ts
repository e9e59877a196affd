/**
 * SIGTERM (ADR 0014, issue 31): the instance reports itself draining
 * (`/readyz` 503, so the proxies' probes take it out), keeps listening and
 * answering (requests in flight, and new ones on kept-alive or new
 * connections, each answered with `Connection: close`), waits for the
 * requests in flight, and exits within `drainMs` (SHUTDOWN_DRAIN_MS, at most
 * 10 s) whatever is left.
 *
 * This is the one shutdown time-out: srvx (Nitro's HTTP server) has its own
 * graceful close on SIGTERM (SERVER_SHUTDOWN_TIMEOUT, 5 s) that stops
 * listening at once and force-closes every connection after 5 s, cutting a
 * slow request off before the drain is over. `takeOverSigterm` removes that
 * handler (src/server/operations.nitro.ts calls it once the server is made),
 * so only this drain decides.
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
        log({ level: 'info', msg: 'shutdown: draining', inFlight: options.inFlight(), drainMs })
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

/** Marks the site's own SIGTERM handler, so `takeOverSigterm` keeps it. */
const siteHandler = Symbol.for('dealer-site.shutdown-handler')

type Listener = ((...args: unknown[]) => void) & { [siteHandler]?: true }

export function installShutdown(shutdown: Shutdown, target: NodeJS.Process = process): void {
  const handler: Listener = () => void shutdown.begin()
  handler[siteHandler] = true
  target.on('SIGTERM', handler)
  takeOverSigterm(target)
}

/** Removes every SIGTERM handler but the site's (srvx's graceful close); returns how many. */
export function takeOverSigterm(target: NodeJS.Process = process): number {
  let removed = 0
  for (const listener of target.listeners('SIGTERM') as Listener[]) {
    if (listener[siteHandler]) continue
    target.off('SIGTERM', listener)
    removed++
  }
  return removed
}
