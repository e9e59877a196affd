/**
 * A stack of its own for the fault tests (tests/faults.spec.ts): the mock
 * product API and the local content space in the test's process (so a test
 * can stop and start them, and use their fault controls without touching the
 * stack the other specs share), and the production server (`.output`) as a
 * child process with the caches on: a short page and data lifetime, so a
 * stale copy is there to be served within seconds, and a short product-API
 * time-out, so "slow" is quick to see.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startContentSpace, type ContentSpaceServer } from '#mocks/content-space/server.ts'
import { startMockProductApi, type MockProductApi } from '#mocks/product-api/server.ts'
import { fixedClock } from '#src/clock/clock.ts'
import { e2ePorts } from '../playwright.config.ts'
import { fixedNow } from './clock.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Ports beside the shared stack's (E2E_PORT_OFFSET moves both); another spec's own stack shifts them further. */
const portsAt = (shift: number) => ({ site: e2ePorts.site + shift, productApi: e2ePorts.productApi + shift, contentSpace: e2ePorts.contentSpace + shift })
export const privatePorts = portsAt(50)

export const siteSettings = {
  PAGE_CACHE_TTL_SECONDS: '2',
  DATA_CACHE_TTL_SECONDS: '1',
  PRODUCT_API_TIMEOUT_MS: '1000',
} as const

export interface PrivateStack {
  siteUrl: string
  productApiUrl: string
  contentSpace: ContentSpaceServer
  /** The site's request log so far, one parsed JSON line each (other output left out). */
  logLines(): Record<string, unknown>[]
  /** What the site wrote on stderr so far (at most about 20 kB). */
  errorOutput(): string
  /** Stops the product API: connections are refused until `startProductApi`. */
  stopProductApi(): Promise<void>
  startProductApi(): Promise<void>
  close(): Promise<void>
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
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
 * `portShift`: where its ports are beside the shared stack's (default 50; two specs running at once need two
 * at least 30 apart: the mock product API's SMTP catcher listens 20 above it; and none of its ports may be
 * one the Fetch standard blocks, which Node's fetch refuses with "bad port": 4190 is one, so not 80);
 * `env`: the site's settings instead of `siteSettings`' (a longer page cache lifetime, say).
 */
export async function startPrivateStack(options: { portShift?: number; env?: Record<string, string> } = {}): Promise<PrivateStack> {
  const ports = options.portShift === undefined ? privatePorts : portsAt(options.portShift)
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-'))
  const clock = fixedClock(fixedNow)
  let api: MockProductApi | null = null
  const startProductApi = async () => {
    api = await startMockProductApi({ port: ports.productApi, vehicleCount: 400, dataDir, clock })
  }
  await startProductApi()
  const contentSpace = await startContentSpace({ port: ports.contentSpace })
  const siteUrl = `http://127.0.0.1:${ports.site}`
  const site: ChildProcess = spawn(process.execPath, [join(root, '.output/server/index.mjs')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(ports.site),
      NITRO_HOST: '127.0.0.1',
      NITRO_PORT: String(ports.site),
      SITE_URL: siteUrl,
      USE_MOCKS: 'true',
      MOCK_API_PORT: String(ports.productApi),
      CONTENT_SPACE_PORT: String(ports.contentSpace),
      TRUSTED_PROXY_HOPS: '1',
      FIXED_NOW: fixedNow,
      ...siteSettings,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: Record<string, unknown>[] = []
  let stderr = ''
  let partial = ''
  // What the site reports on stderr (a back end it cannot reach, say), kept for a failing test's message.
  site.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 20_000) stderr += chunk
  })
  site.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      try {
        const parsed: unknown = JSON.parse(line)
        if (typeof parsed === 'object' && parsed !== null && 'requestId' in parsed) log.push(parsed as Record<string, unknown>)
      } catch {
        // not a log line
      }
    }
  })
  await waitFor(`${siteUrl}/robots.txt`, 30_000)
  return {
    siteUrl,
    productApiUrl: `http://127.0.0.1:${ports.productApi}`,
    contentSpace,
    logLines: () => [...log],
    errorOutput: () => stderr,
    async stopProductApi() {
      await api?.close()
      api = null
    },
    startProductApi,
    async close() {
      site.kill('SIGTERM')
      await Promise.allSettled([api?.close(), contentSpace.close()])
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
