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

/** Ports beside the shared stack's (E2E_PORT_OFFSET moves both). */
export const privatePorts = { site: e2ePorts.site + 50, productApi: e2ePorts.productApi + 50, contentSpace: e2ePorts.contentSpace + 50 } as const

export const siteSettings = {
  PAGE_CACHE_TTL_SECONDS: '2',
  DATA_CACHE_TTL_SECONDS: '1',
  PRODUCT_API_TIMEOUT_MS: '1000',
} as const

export interface PrivateStack {
  siteUrl: string
  productApiUrl: string
  contentSpace: ContentSpaceServer
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

export async function startPrivateStack(): Promise<PrivateStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-'))
  const clock = fixedClock(fixedNow)
  let api: MockProductApi | null = null
  const startProductApi = async () => {
    api = await startMockProductApi({ port: privatePorts.productApi, vehicleCount: 400, dataDir, clock })
  }
  await startProductApi()
  const contentSpace = await startContentSpace({ port: privatePorts.contentSpace })
  const siteUrl = `http://127.0.0.1:${privatePorts.site}`
  const site: ChildProcess = spawn(process.execPath, [join(root, '.output/server/index.mjs')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(privatePorts.site),
      NITRO_HOST: '127.0.0.1',
      NITRO_PORT: String(privatePorts.site),
      SITE_URL: siteUrl,
      USE_MOCKS: 'true',
      MOCK_API_PORT: String(privatePorts.productApi),
      CONTENT_SPACE_PORT: String(privatePorts.contentSpace),
      TRUSTED_PROXY_HOPS: '1',
      FIXED_NOW: fixedNow,
      ...siteSettings,
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  await waitFor(`${siteUrl}/robots.txt`, 30_000)
  return {
    siteUrl,
    productApiUrl: `http://127.0.0.1:${privatePorts.productApi}`,
    contentSpace,
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
