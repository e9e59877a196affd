/**
 * Helpers for the scripts that start local servers (bench, render measurement, serve).
 *
 * Run with Node 24 (npm scripts put node_modules/.bin/node first on PATH).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { localContentSpaceId } from '#app.config.server'

/**
 * Node flags of the production server (`node <flags> .output/server/index.mjs`; deploy/README.md).
 * `--max-semi-space-size=16` caps V8's young generation at 16 MB semi-spaces: on a machine with a
 * lot of RAM V8 grows it to 64 MB ones under load, and the old generation after it, although a
 * rendering site keeps about 50 MB alive (what that saves: docs/performance.md, "Where the site's
 * memory goes"). `--max-old-space-size=256` makes V8 collect the old generation before it grows it towards the
 * limit it would pick for the machine's RAM (4.5 GB on 24 GB). What the process keeps alive is about
 * 50 MB of code and state, the content SDK's response cache (16 MB) and the renders in progress; the
 * data caches keep their values as Buffers outside the heap (src/server/data-cache.ts), and so does
 * the page cache. Measured under the cache-busting load (`npm run measure:cache-memory`; the figures
 * are in docs/performance.md, "Where the site's memory goes"): 160 MB was as good, so 256 leaves headroom.
 */
export const siteNodeFlags: readonly string[] = ['--max-semi-space-size=16', '--max-old-space-size=256']

/**
 * Environment of the production server's process: `MALLOC_ARENA_MAX=2` keeps glibc from giving each
 * of the process's threads (libuv's pool, V8's workers) a malloc arena of its own, which it keeps
 * after use (the RSS it saves under the cache-busting load: docs/performance.md, "Where the site's
 * memory goes"). An operator's own value wins.
 */
export function siteProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' }
}

/** A desktop browser's user agent for the measuring scripts: the site answers bots with lighter pages and plain error bodies. */
export const browserUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

/** A TCP port on 127.0.0.1 that is free right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} svarede ikke inden for ${timeoutMs} ms`)
}

/**
 * The environment of the production server (`.output/server/index.mjs`) on
 * `port`, against a product API and a content space by URL (USE_MOCKS=false),
 * as in production. A production start refuses the local setup's secrets, so
 * each start gets a random webhook secret and preview token (nothing here
 * uses drafts or webhooks); the local content space's id names the space.
 * `extra` adds or overrides variables.
 */
export function productionSiteEnv(
  port: number,
  backEnds: { productApiUrl: string; contentSpaceUrl: string },
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    ...siteProcessEnv(),
    HOST: '127.0.0.1',
    PORT: String(port),
    NITRO_HOST: '127.0.0.1',
    NITRO_PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    USE_MOCKS: 'false',
    PRODUCT_API_BASE_URL: backEnds.productApiUrl,
    STORYBLOK_API_URL: backEnds.contentSpaceUrl,
    STORYBLOK_SPACE_ID: localContentSpaceId,
    STORYBLOK_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    STORYBLOK_PREVIEW_TOKEN: randomBytes(16).toString('hex'),
    ...extra,
  }
}

/**
 * Starts `node <script>` and resolves with the JSON printed after `marker` on
 * its stdout (`BENCH_STACK_READY {…}`); rejects when it exits first or takes
 * longer than `timeoutMs`. `onSpawn` sees the child at once, so a caller can
 * stop it even if it never becomes ready.
 */
export function startReporting(
  script: string,
  options: { args?: string[]; env?: NodeJS.ProcessEnv; cwd?: string; marker: string; timeoutMs?: number; onSpawn?: (child: ChildProcess) => void },
): Promise<{ child: ChildProcess; info: unknown }> {
  const timeoutMs = options.timeoutMs ?? 180_000
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...(options.args ?? [])], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    options.onSpawn?.(child)
    let buffer = ''
    const timer = setTimeout(() => reject(new Error(`${script} blev ikke klar inden for ${timeoutMs / 1000} s`)), timeoutMs)
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const line = buffer.split('\n').find((l) => l.startsWith(options.marker))
      if (line) {
        clearTimeout(timer)
        resolve({ child, info: JSON.parse(line.slice(options.marker.length + 1)) as unknown })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${script} stoppede (kode ${code ?? 'ukendt'}) før det blev klar`))
    })
  })
}

/** Sends SIGTERM and resolves when the child has exited (at once if it already has). */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve()
      return
    }
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
