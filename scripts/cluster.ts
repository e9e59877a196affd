/**
 * The production topology on one machine (deploy/README.md, ADR 0014):
 * Redis, the mock product API, the local content space, two site instances
 * (the production build, .output/server/index.mjs) and Varnish in front of
 * them on one port. `npm run stack:cluster` starts it and prints where it
 * listens; tests/cluster/cluster.test.ts starts it with `startCluster`.
 *
 * Needs Debian's `varnish` and `redis-server` (scripts/test.sh installs them
 * when missing). Loopback only; fixed ports in the 7xxx range by default
 * (CLUSTER_PORT_BASE moves them all).
 *
 * Run with Node 24 (npm scripts put node_modules/.bin/node first on PATH).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fixedClock } from '#src/clock/clock.ts'
import { startMockProductApi } from '#mocks/product-api/server.ts'
import { startContentSpace, type ContentSpaceServer } from '#mocks/content-space/server.ts'
import { productionSiteEnv, siteNodeFlags, stopChild, waitFor } from './local-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = `${root}.output/server/index.mjs`
const vclTemplate = `${root}deploy/varnish/default.vcl.template`
const errorPage = `${root}deploy/varnish/error-page.html`

export interface ClusterOptions {
  /** Ports: varnish = base+80, instances base+101…, API base+10, content base+20, Redis base+379. Default 7000. */
  portBase?: number
  instances?: number
  vehicleCount?: number
  /** Extra environment of the site instances. */
  siteEnv?: NodeJS.ProcessEnv
  /** Lines the instances print (JSON logs); default: dropped. */
  onInstanceLine?: (instance: number, line: string) => void
  quiet?: boolean
  /** Longest time Varnish keeps a page fresh, whatever its s-maxage (tests shorten it); default 1 day. */
  ttlCapSeconds?: number
}

export interface SiteInstance {
  port: number
  url: string
  child: ChildProcess
}

export interface Cluster {
  url: string
  varnishPort: number
  productApiUrl: string
  contentSpace: ContentSpaceServer
  redisUrl: string
  /** The Storyblok webhook secret all instances share (a webhook may reach any of them). */
  webhookSecret: string
  instances: SiteInstance[]
  /** Starts instance i again (after a kill). */
  restartInstance(i: number): Promise<void>
  stop(): Promise<void>
}

export function haveClusterTools(): boolean {
  return existsSync('/usr/sbin/varnishd') && existsSync('/usr/bin/redis-server')
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!existsSync(serverEntry)) throw new Error('Ingen produktionsbuild fundet. Kør "npm run build" først.')
  if (!haveClusterTools()) throw new Error('Varnish og Redis mangler: apt-get install -y varnish redis-server (scripts/test.sh gør det).')
  const base = options.portBase ?? 7000
  const count = options.instances ?? 2
  const varnishPort = base + 80
  const redisPort = base + 379
  const work = mkdtempSync(join(tmpdir(), 'dealer-cluster-'))
  const children: ChildProcess[] = []
  const closers: (() => Promise<void>)[] = []
  const cleanup = async () => {
    await Promise.allSettled(children.map((c) => stopChild(c)))
    await Promise.allSettled(closers.map((c) => c()))
    rmSync(work, { recursive: true, force: true })
  }

  try {
    const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', work], {
      stdio: 'ignore',
    })
    children.push(redis)
    const redisUrl = `redis://127.0.0.1:${redisPort}/0`

    const api = await startMockProductApi({
      port: base + 10,
      vehicleCount: options.vehicleCount ?? 400,
      dataDir: join(work, 'product-api'),
      clock: fixedClock(Date.now()),
    })
    closers.push(api.close)
    const productApiUrl = `${api.url.replace(/\/+$/, '')}`
    const contentSpace = await startContentSpace({ port: base + 20 })
    closers.push(contentSpace.close)

    const ports = Array.from({ length: count }, (_, i) => base + 101 + i)
    // One set of secrets for all instances: they are one site (a production start refuses the local defaults).
    const webhookSecret = randomBytes(16).toString('hex')
    const previewToken = randomBytes(16).toString('hex')
    const siteEnv = (port: number, i: number) =>
      productionSiteEnv(
        port,
        { productApiUrl: `http://127.0.0.1:${base + 10}/api/v1`, contentSpaceUrl: contentSpace.url },
        {
          SITE_URL: `http://127.0.0.1:${varnishPort}`,
          REDIS_URL: redisUrl,
          CACHE_PURGE_URLS: `http://127.0.0.1:${varnishPort}`,
          // Varnish appends the address it was connected from to X-Forwarded-For: one trusted hop,
          // so each visitor has their own lead and valuation limit (issue 31).
          TRUSTED_PROXY_HOPS: '1',
          // Varnish is the one page cache; the instances keep their data caches.
          PAGE_CACHE_TTL_SECONDS: '0',
          INSTANCE_ID: `site-${i + 1}`,
          STORYBLOK_WEBHOOK_SECRET: webhookSecret,
          STORYBLOK_PREVIEW_TOKEN: previewToken,
          VEHICLE_WATCH_SECONDS: '2',
          ...options.siteEnv,
        },
      )
    const startInstance = (i: number): SiteInstance => {
      const port = ports[i] ?? 0
      const env = siteEnv(port, i)
      // As in production: srvx (Nitro's server) behaves differently under CI=true or TEST (no graceful close of its own).
      delete env.CI
      delete env.TEST
      const child = spawn(process.execPath, [...siteNodeFlags, serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      let buffer = ''
      const onData = (chunk: Buffer) => {
        buffer += chunk.toString()
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) options.onInstanceLine?.(i, line)
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', onData)
      children.push(child)
      return { port, url: `http://127.0.0.1:${port}`, child }
    }
    const instances = ports.map((_, i) => startInstance(i))
    await Promise.all(instances.map((s) => waitFor(`${s.url}/readyz`, 60_000)))

    const backends = ports
      .map(
        (p, i) =>
          `backend site${i + 1} {\n  .host = "127.0.0.1";\n  .port = "${p}";\n  .probe = readyz;\n  .connect_timeout = 1s;\n  .first_byte_timeout = 20s;\n  .between_bytes_timeout = 10s;\n}`,
      )
      .join('\n\n')
    const vcl = readFileSync(vclTemplate, 'utf8')
      .replace(/^@BACKENDS@$/m, backends)
      .replace(/^@PURGERS@$/m, '')
      .replaceAll('@ERROR_PAGE@', errorPage)
      .replaceAll('@TTL_CAP@', `${options.ttlCapSeconds ?? 86_400}s`)
      .replace(/^@ADD_BACKENDS@$/m, ports.map((_, i) => `  site.add_backend(site${i + 1});`).join('\n'))
    const vclPath = join(work, 'default.vcl')
    writeFileSync(vclPath, vcl)
    const varnish = spawn(
      '/usr/sbin/varnishd',
      [
        '-F',
        '-j',
        'none',
        '-n',
        join(work, 'varnish'),
        '-a',
        `127.0.0.1:${varnishPort}`,
        '-T',
        'none',
        '-f',
        vclPath,
        '-s',
        'malloc,256m',
        '-p',
        'ban_lurker_sleep=0.05',
      ],
      { stdio: ['ignore', 'ignore', options.quiet === false ? 'inherit' : 'pipe'] },
    )
    let varnishErr = ''
    varnish.stderr?.on('data', (c: Buffer) => (varnishErr += c.toString()))
    children.push(varnish)
    const url = `http://127.0.0.1:${varnishPort}`
    await waitFor(`${url}/healthz`, 30_000).catch((error: unknown) => {
      throw new Error(`Varnish startede ikke: ${varnishErr || (error as Error).message}`)
    })

    return {
      url,
      varnishPort,
      productApiUrl,
      contentSpace,
      redisUrl,
      webhookSecret,
      instances,
      async restartInstance(i) {
        const old = instances[i]
        if (old) await waitForExit(old.child)
        const fresh = startInstance(i)
        instances[i] = fresh
        await waitFor(`${fresh.url}/readyz`, 60_000)
      },
      stop: cleanup,
    }
  } catch (error) {
    await cleanup()
    throw error
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster({
    portBase: Number(process.env.CLUSTER_PORT_BASE ?? 7000),
    onInstanceLine: (i, line) => console.log(`[site-${i + 1}] ${line}`),
  })
  console.log(`\nKlynge kører: Varnish ${cluster.url}`)
  console.log(`  instanser: ${cluster.instances.map((s) => s.url).join(', ')}`)
  console.log(`  produkt-API (mock): ${cluster.productApiUrl}, indhold: ${cluster.contentSpace.url}, Redis: ${cluster.redisUrl}`)
  console.log('  stop med Ctrl+C\n')
  const stop = () => void cluster.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
