/**
 * The reliability probe of issue 31, rerunnable: starts the cluster
 * (scripts/cluster.ts: Varnish in front of two instances, Redis, the mock
 * product API and the content space) and runs each case of the issue,
 * printing requests, failures and statuses per case. A failure is an answer
 * the issue calls a defect (a 429 for an innocent visitor, a 503 where an
 * instance could serve, a cut request, an accepted replay, a 200 for bad
 * input, a redirect to a forged host, a start that listens with bad settings).
 *
 *   npm run build && node scripts/reliability-probe.ts     # CLUSTER_PORT_BASE moves the ports (default 7400)
 *
 * Run with Node 24 (npm scripts put node_modules/.bin/node first on PATH).
 */
import { spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { fileURLToPath } from 'node:url'
import { toJSONAsync } from 'seroval'
import { signWebhookBody } from '#src/content/webhook.server.ts'
import { serverFunctions, type ServerFunction } from '../tests/server-functions.ts'
import { startCluster } from './cluster.ts'
import { productionSiteEnv, siteNodeFlags } from './local-server.ts'

const portBase = Number(process.env.CLUSTER_PORT_BASE ?? 7400)
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const serverEntry = fileURLToPath(new URL('../.output/server/index.mjs', import.meta.url))

interface Sent {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  ms: number
}

function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<Sent> {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: { 'user-agent': browser, ...options.headers },
        localAddress: options.localAddress,
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (c: string) => (body += c))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms: performance.now() - started }))
        response.on('error', () => resolve({ status: 0, headers: {}, body: 'socket error', ms: performance.now() - started }))
      },
    )
    request.on('error', (error) => resolve({ status: 0, headers: {}, body: error.message, ms: performance.now() - started }))
    request.on('timeout', () => request.destroy(new Error('time-out')))
    request.end(options.body)
  })
}

interface CaseResult {
  name: string
  requests: number
  failures: number
  statuses: Record<string, number>
  note?: string
}
const results: CaseResult[] = []

function record(name: string, answers: { status: number | string; failed: boolean }[], note?: string): void {
  const statuses: Record<string, number> = {}
  for (const a of answers) statuses[String(a.status)] = (statuses[String(a.status)] ?? 0) + 1
  results.push({ name, requests: answers.length, failures: answers.filter((a) => a.failed).length, statuses, note })
  console.log(
    `  ${name}: ${answers.length} requests, ${answers.filter((a) => a.failed).length} failures, ${JSON.stringify(statuses)}${note ? ` (${note})` : ''}`,
  )
}

const cluster = await startCluster({ portBase, ttlCapSeconds: 12, siteEnv: { DATA_CACHE_TTL_SECONDS: '2' } })
const api = (path: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${portBase + 10}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const functions = serverFunctions()
const fn = (name: string): ServerFunction => {
  const found = functions.find((f) => f.name === name)
  if (!found) throw new Error(`${name} is not in the build`)
  return found
}
async function callFn(f: ServerFunction, input: { data?: unknown; raw?: string; contentType?: string; localAddress?: string }): Promise<Sent> {
  const payload = input.raw ?? JSON.stringify(await toJSONAsync({ data: input.data }))
  const headers: Record<string, string> = { origin: cluster.url, 'x-tsr-serverfn': 'true' }
  if (f.method === 'GET') return send(`${cluster.url}/_serverFn/${f.id}?payload=${encodeURIComponent(payload)}`, { headers, localAddress: input.localAddress })
  headers['content-type'] = input.contentType ?? 'application/json'
  return send(`${cluster.url}/_serverFn/${f.id}`, { method: 'POST', headers, body: payload, localAddress: input.localAddress })
}

try {
  console.log(`Probe against ${cluster.url} (instances ${cluster.instances.map((i) => i.url).join(', ')})`)

  // 1. Leads from three client addresses through Varnish: 6 from 127.0.0.2, then 5 each from .3 and .4.
  {
    const run = Date.now().toString(36)
    const lead = (n: number, from: string) => ({
      key: `probe-${run}-${from.replaceAll('.', '-')}-${n}`,
      formId: 'direct-contact',
      subject: {},
      values: {
        topic: 'sales',
        location: '',
        message: 'Ring mig op om en prøvetur, tak.',
        name: 'Test Testesen',
        email: `probe-${n}-${from.replaceAll('.', '-')}-${run}@example.dk`,
        phone: '20304050',
        postcode: '',
        marketing: false,
      },
      honeypot: '',
      locale: 'da-DK',
    })
    const answers: { status: number; failed: boolean }[] = []
    for (let n = 0; n < 6; n++) {
      const r = await callFn(fn('postLead'), { data: lead(n, '127.0.0.2'), localAddress: '127.0.0.2' })
      answers.push({ status: r.status, failed: r.status !== (n < 5 ? 201 : 429) })
    }
    for (const other of ['127.0.0.3', '127.0.0.4'])
      for (let n = 0; n < 5; n++) {
        const r = await callFn(fn('postLead'), { data: lead(n, other), localAddress: other })
        answers.push({ status: r.status, failed: r.status !== 201 })
      }
    record('1 leads from 127.0.0.2 (6), .3 (5), .4 (5) through Varnish', answers, 'expected: 201 ×15, 429 once (the sixth from .2)')
  }

  // 2. Back-end outages with cold pages: 20 pages through Varnish per fault, plus /readyz and one page direct.
  const faults: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    ['product API down (503)', () => api('faults', { path: '/**', kind: 'status', status: 503 }), () => api('reset')],
    ['product API slow (2.5 s)', () => api('faults', { path: '/**', kind: 'delay', delayMs: 2_500 }), () => api('reset')],
    ['content space down (503)', async () => cluster.contentSpace.setOutage(503), async () => cluster.contentSpace.setOutage(null)],
    [
      'content space slow (2.5 s)',
      async () => (typeof cluster.contentSpace.setDelay === 'function' ? cluster.contentSpace.setDelay(2_500) : Promise.reject(new Error('no slow fault'))),
      async () => cluster.contentSpace.setDelay?.(null),
    ],
  ]
  for (const [label, on, off] of faults) {
    try {
      await on()
    } catch {
      results.push({ name: `2 ${label}`, requests: 0, failures: 0, statuses: {}, note: 'the content space has no slow fault in this build' })
      console.log(`  2 ${label}: not available in this build`)
      continue
    }
    try {
      await sleep(5_000) // readiness re-checked (2 s reuse) and Varnish's probes (threshold 2 of 3, every second)
      await send(`${cluster.url}/`, { method: 'BAN', headers: { 'x-ban-regex': 'content-list|story:' } })
      // Each cold page through Varnish and straight from an instance: Varnish must answer what the instance can.
      const answers: { status: number; failed: boolean }[] = []
      const direct: number[] = []
      const n = Date.now().toString(36)
      const paths = ['/privatlivspolitik', '/', '/lager', '/cookiepolitik', '/lokationer']
      for (let i = 0; i < 20; i++) {
        const path = paths[i % paths.length] ?? '/'
        const own = await send(`${cluster.instances[i % 2]?.url}${path}?zz=d${n}${i}`)
        const r = await send(`${cluster.url}${path}?zz=v${n}${i}`)
        direct.push(own.status)
        answers.push({ status: r.status, failed: r.status !== own.status || r.body.includes('Guru Meditation') })
      }
      const ready = await Promise.all(cluster.instances.map((s) => send(`${s.url}/readyz`)))
      const own: Record<string, number> = {}
      for (const status of direct) own[status] = (own[status] ?? 0) + 1
      record(
        `2 ${label}: cold pages through Varnish`,
        answers,
        `/readyz ${ready.map((r) => r.status).join('/')}; the same pages straight from an instance: ${Object.entries(own)
          .map(([st, k]) => `${st} ×${k}`)
          .join(', ')}`,
      )
    } finally {
      await off()
      await sleep(2_500)
    }
  }

  // 2c. Nothing to serve: both instances killed.
  {
    for (const s of cluster.instances) s.child.kill('SIGKILL')
    await sleep(3_000)
    const answers: { status: number; failed: boolean }[] = []
    for (let i = 0; i < 5; i++) {
      const r = await send(`${cluster.url}/privatlivspolitik?gone=${Date.now()}${i}`)
      answers.push({ status: r.status, failed: r.body.includes('Guru Meditation') || !r.body.includes('Siden kan ikke vises lige nu') })
    }
    record('2c both instances down: cold pages', answers, 'expected: 503 with the Danish error page, no Guru Meditation')
    await Promise.all([cluster.restartInstance(0), cluster.restartInstance(1)])
  }

  // 3. A slow request over SIGTERM (2,700 ms delay on /stock/**: two calls in a row, about 5.4 s; SIGTERM 0.5 s in), /readyz during the drain.
  {
    const instance = cluster.instances[1]
    const list = await send(`${cluster.instances[0]?.url}/lager?page=7`)
    const href = [...list.body.matchAll(/href="(\/lager\/[^"?#]+)"/g)].map((m) => m[1]).find((h) => h && /-\d+-/.test(h))
    if (instance && href) {
      await api('faults', { path: '/stock/**', kind: 'delay', delayMs: 2_700 })
      const slow = send(`${instance.url}${href}`)
      await sleep(500)
      instance.child.kill('SIGTERM')
      await sleep(300)
      const ready = await send(`${instance.url}/readyz`)
      const answer = await slow
      await new Promise((r) => (instance.child.exitCode !== null ? r(null) : instance.child.once('exit', r)))
      await api('reset')
      record(
        '3 vehicle page over SIGTERM',
        [
          { status: answer.status, failed: answer.status !== 200 },
          { status: `readyz ${ready.status}`, failed: ready.status !== 503 },
        ],
        `page took ${Math.round(answer.ms)} ms`,
      )
      await cluster.restartInstance(1)
    }
  }

  // 4. The same signed webhook to instance 1, instance 2, Varnish, and instance 1 after a restart.
  {
    const body = JSON.stringify({ action: 'published', text: `probe ${Date.now()}`, space_id: 1, story_id: 1, full_slug: 'home' })
    const post = (base: string) =>
      send(`${base}/api/storyblok-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-signature': signWebhookBody(body, cluster.webhookSecret) },
        body,
      })
    const first = await post(cluster.instances[0]?.url ?? '')
    const other = await post(cluster.instances[1]?.url ?? '')
    const varnish = await post(cluster.url)
    cluster.instances[0]?.child.kill('SIGTERM')
    await cluster.restartInstance(0)
    const restarted = await post(cluster.instances[0]?.url ?? '')
    record(
      '4 webhook sent four times',
      [
        { status: first.status, failed: first.status !== 200 },
        { status: other.status, failed: other.status !== 409 },
        { status: varnish.status, failed: varnish.status !== 409 },
        { status: restarted.status, failed: restarted.status !== 409 },
      ],
      'expected: 200, then 409 from the other instance, through Varnish and after a restart',
    )
  }

  // 5. Bad server-function input: every POST function × text, form, multipart, XML, wrong shape; GET functions wrong shape; startChat {}.
  {
    const answers: { status: number; failed: boolean }[] = []
    const bodies = [
      ['text/plain', 'hej'],
      ['application/x-www-form-urlencoded', 'context=1'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n'],
      ['application/xml', '<lead/>'],
    ] as const
    for (const f of functions.filter((x) => x.method === 'POST')) {
      for (const [contentType, raw] of bodies) {
        const r = await callFn(f, { raw, contentType })
        answers.push({ status: r.status, failed: r.status !== 415 && r.status !== 400 })
      }
      const r = await callFn(f, { data: { unexpected: ['shape'] } })
      answers.push({ status: r.status, failed: r.status === 200 })
    }
    for (const f of functions.filter((x) => x.method === 'GET')) {
      const r = await callFn(f, { data: { unexpected: ['shape'] } })
      answers.push({ status: r.status, failed: r.status === 200 && r.body.includes('Ugyldig forespørgsel.') })
    }
    const chat = await callFn(fn('startChat'), { data: {} })
    answers.push({ status: chat.status, failed: chat.body.includes('"ready"') })
    record('5 bad server-function input', answers, `${functions.length} functions`)
  }

  // 6. Host: evil.com with a double slash; a production start with a weak secret.
  {
    const redirect = await send(`${cluster.url}//foo`, { headers: { host: 'evil.com' } })
    const location = String(redirect.headers.location ?? '')
    const start = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const env = productionSiteEnv(
        portBase + 150,
        { productApiUrl: `http://127.0.0.1:${portBase + 10}/api/v1`, contentSpaceUrl: cluster.contentSpace.url },
        { STORYBLOK_WEBHOOK_SECRET: 'x' },
      )
      const child = spawn(process.execPath, [...siteNodeFlags, serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (c: Buffer) => (output += c.toString()))
      child.stderr.on('data', (c: Buffer) => (output += c.toString()))
      const timer = setTimeout(() => child.kill('SIGKILL'), 8_000)
      child.once('exit', (code) => {
        clearTimeout(timer)
        resolve({ code, output })
      })
    })
    record('6 Host: evil.com //foo; start with STORYBLOK_WEBHOOK_SECRET=x', [
      { status: `${redirect.status} → ${location}`, failed: location.includes('evil.com') },
      {
        status: `exit ${start.code}${/Listening on/.test(start.output) ? ' after "Listening on"' : ''}`,
        failed: start.code !== 1 || /Listening on/.test(start.output),
      },
    ])
  }
} finally {
  await cluster.stop()
}

const total = results.reduce((n, r) => n + r.requests, 0)
const failed = results.reduce((n, r) => n + r.failures, 0)
console.log(`\n| Case | Requests | Failures | Statuses |\n|---|---|---|---|`)
for (const r of results)
  console.log(
    `| ${r.name} | ${r.requests} | ${r.failures} | ${Object.entries(r.statuses)
      .map(([s, n]) => `${s} ×${n}`)
      .join(', ')}${r.note ? ` (${r.note})` : ''} |`,
  )
console.log(`\nProbe: ${total} requests, ${failed} failures`)
process.exit(failed === 0 ? 0 : 1)
