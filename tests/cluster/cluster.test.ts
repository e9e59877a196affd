/**
 * The production topology, end to end (issue 22, ADR 0014): Varnish in front
 * of two site instances, Redis, the mock product API and the local content
 * space (scripts/cluster.ts), all on loopback. Run by `npm run test:cluster`
 * (part of `npm test`). Expectations come from the issue and deploy/README.md.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { get as httpGet } from 'node:http'
import { Redis } from 'ioredis'
import { signWebhookBody } from '#src/content/webhook.server.ts'
import { createRedisRateLimiter } from '#src/server/shared-rate-limit.ts'
import { startCluster, type Cluster } from '../../scripts/cluster.ts'

const portBase = Number(process.env.CLUSTER_PORT_BASE ?? 7200)
const ttlCapSeconds = 12
let cluster: Cluster
const lines: { instance: number; line: string }[] = []

async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; cache: string | null; age: number; servedBy: string | null; body: string; requestId: string | null }> {
  const response = await fetch(`${cluster.url}${path}`, { headers, signal: AbortSignal.timeout(20_000) })
  const body = await response.text()
  return {
    status: response.status,
    cache: response.headers.get('x-varnish-cache'),
    age: Number(response.headers.get('age') ?? 0),
    servedBy: response.headers.get('x-served-by'),
    body,
    requestId: response.headers.get('x-request-id'),
  }
}

async function keysOf(path: string): Promise<string[]> {
  const instance = cluster.instances[0]
  assert.ok(instance)
  const response = await fetch(`${instance.url}${path}`)
  await response.body?.cancel()
  return (response.headers.get('surrogate-key') ?? '').split(' ').filter(Boolean)
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  assert.fail(`${what}: ikke inden for ${timeoutMs} ms`)
}

function banLines(instance: number, key: string): number {
  return lines.filter((l) => l.instance === instance && l.line.includes('"msg":"ban"') && l.line.includes(key)).length
}

before(async () => {
  // Short data caches: the second ban after a vehicle is sold (data-cache lifetime) lands within the vehicle test.
  cluster = await startCluster({
    portBase,
    ttlCapSeconds,
    siteEnv: { DATA_CACHE_TTL_SECONDS: '2' },
    onInstanceLine: (instance, line) => lines.push({ instance, line }),
  })
})

after(async () => {
  await cluster?.stop()
})

describe('cluster behind Varnish', { timeout: 180_000 }, () => {
  test('a repeat is a cache HIT; tracking parameters are dropped and the rest sorted', async () => {
    const first = await get('/lager?utm_source=nyhedsbrev&sort=price-asc&gclid=abc')
    assert.equal(first.status, 200)
    assert.equal(first.cache, 'MISS')
    const repeat = await get('/lager?fbclid=x&sort=price-asc&utm_campaign=jul')
    assert.equal(repeat.status, 200)
    assert.equal(repeat.cache, 'HIT')
    // The request id Varnish set reaches the instance's log line.
    assert.match(first.requestId ?? '', /^v\d+$/)
    await until('log line with the request id', () => lines.some((l) => l.line.includes(`"requestId":"${first.requestId}"`)), 3_000)
  })

  test('health endpoints answer on each instance', async () => {
    for (const instance of cluster.instances) {
      assert.equal((await fetch(`${instance.url}/healthz`)).status, 200)
      const ready = await fetch(`${instance.url}/readyz`)
      assert.equal(ready.status, 200)
      const body = (await ready.json()) as { checks: Record<string, { ok: boolean }> }
      assert.deepEqual(Object.keys(body.checks).sort(), ['content', 'productApi'])
    }
  })

  test('a publish webhook bans only the affected pages, issued by both instances', async () => {
    const home = '/'
    const stock = '/lager'
    const homeKeys = await keysOf(home)
    const stockKeys = await keysOf(stock)
    const story = homeKeys.find((k) => k.startsWith('story:') && !stockKeys.includes(k))
    assert.ok(story, `a story on / but not on /lager (keys: ${homeKeys.join(' ')} / ${stockKeys.join(' ')})`)
    assert.ok(!stockKeys.includes('content-list'), '/lager lists no stories')
    await get(home)
    await get(stock)
    assert.equal((await get(home)).cache, 'HIT')
    assert.equal((await get(stock)).cache, 'HIT')

    cluster.contentSpace.reload()
    const body = JSON.stringify({ action: 'published', text: 'test', space_id: 1, story_id: Number(story.slice('story:'.length)), full_slug: 'home' })
    const answer = await fetch(`${cluster.url}/api/storyblok-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-signature': signWebhookBody(body, cluster.webhookSecret) },
      body,
    })
    assert.equal(answer.status, 200)
    await until('a ban from each instance', () => banLines(0, story) > 0 && banLines(1, story) > 0, 5_000)
    assert.equal((await get(home)).cache, 'MISS', 'the published page is fetched again')
    assert.equal((await get(stock)).cache, 'HIT', 'an unrelated page stays cached')
  })

  test('a vehicle becoming unavailable bans its page', async () => {
    const list = await get('/lager')
    const href = /href="(\/lager\/[^"?#]+-1-[^"?#]+)"/.exec(list.body)?.[1]
    assert.ok(href, 'a vehicle link on /lager')
    await get(href)
    assert.equal((await get(href)).cache, 'HIT')
    const id = href.split('/').at(-1) ?? ''
    const answer = await fetch(`http://127.0.0.1:${portBase + 10}/__control/vehicles/unavailable`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [id] }),
    })
    assert.equal(answer.status, 200)
    await until('the vehicle page banned', async () => (await get(href)).cache === 'MISS', 8_000)
    // …and once more after the data caches' lifetime (2 s here).
    await until('the second ban', () => banLines(0, `vehicle:${id}`) + banLines(1, `vehicle:${id}`) >= 2, 8_000)
    await fetch(`http://127.0.0.1:${portBase + 10}/__control/reset`, { method: 'POST' })
  })

  test('the lead rate limit is shared through Redis', async () => {
    // Two limiters on the cluster's Redis stand for the two instances' (src/forms/form-limiters.server.ts; the valuation limit the same way).
    const one = new Redis(cluster.redisUrl)
    const two = new Redis(cluster.redisUrl)
    try {
      const a = createRedisRateLimiter(one, { name: 'test-lead', limit: 5, windowMs: 60_000 })
      const b = createRedisRateLimiter(two, { name: 'test-lead', limit: 5, windowMs: 60_000 })
      const address = `198.51.100.${Math.floor(Math.random() * 200)}`
      const decisions = []
      for (let i = 0; i < 6; i++) decisions.push(await (i % 2 ? b : a).check(address, `lead-${i}`))
      assert.deepEqual(decisions.slice(0, 5), Array(5).fill({ allowed: true }))
      assert.equal(decisions[5]?.allowed, false)
      // The same lead posted again (same key) through the other instance is not limited.
      assert.deepEqual(await b.check(address, 'lead-0'), { allowed: true })
    } finally {
      one.disconnect()
      two.disconnect()
    }
  })

  test('an instance killed mid-load: zero failed requests', async () => {
    const paths = [
      '/lager',
      '/',
      '/lager?sort=price-asc',
      '/lager?sort=year-desc',
      '/lager?page=2',
      '/lager?page=3',
      '/lager?fuel=el',
      '/lager?sort=mileage-asc',
      '/lager?page=4',
    ]
    let ok = 0
    let failed = 0
    let hits = 0
    const failures: string[] = []
    let stop = false
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const path = paths[(w + i) % paths.length] ?? '/'
        try {
          // Every other request carries a session cookie: Varnish passes it, so the instances get real load.
          const r = await get(path, i % 2 ? { cookie: 'session=load-test' } : {})
          if (r.status >= 200 && r.status < 400) ok++
          else {
            failed++
            failures.push(`${r.status} ${path}`)
          }
          if (r.cache === 'HIT') hits++
        } catch (error) {
          failed++
          failures.push(`${(error as Error).message} ${path}`)
        }
      }
    }
    const load = Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)))
    await new Promise((r) => setTimeout(r, 1_500))
    cluster.instances[0]?.child.kill('SIGKILL')
    await new Promise((r) => setTimeout(r, 3_000))
    stop = true
    await load
    const total = ok + failed
    console.log(`instance kill: ${total} requests, ${failed} failed, hit ratio ${(hits / total).toFixed(2)}`)
    await cluster.restartInstance(0)
    assert.deepEqual(failures, [])
    assert.ok(total > 20)
  })

  test('SIGTERM drains in-flight requests and exits within 10 s', async () => {
    const instance = cluster.instances[1]
    assert.ok(instance)
    // A new connection (no pooled keep-alive socket the instance may just have closed as idle): the request is in flight.
    const slow = new Promise<number>((resolve, reject) => {
      const request = httpGet(`${instance.url}/lager?sort=mileage_asc&drain=1`, { agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      request.on('error', reject)
    })
    await new Promise((r) => setTimeout(r, 50))
    const started = performance.now()
    instance.child.kill('SIGTERM')
    await new Promise((r) => instance.child.once('exit', r))
    assert.ok(performance.now() - started < 10_000)
    assert.equal(await slow, 200)
    await cluster.restartInstance(1)
  })

  test('product API down: pages come stale from grace', async () => {
    await get('/lager')
    assert.equal((await get('/lager')).cache, 'HIT')
    const fault = await fetch(`http://127.0.0.1:${portBase + 10}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/**', kind: 'status', status: 503 }),
    })
    assert.equal(fault.status, 201)
    try {
      // The instances' /readyz fail, the probes take both out; the object's TTL runs out.
      await until('instances unready', async () => (await fetch(`${cluster.instances[0]?.url}/readyz`)).status === 503, 6_000)
      await new Promise((r) => setTimeout(r, (ttlCapSeconds + 1) * 1000))
      const stale = await get('/lager')
      assert.equal(
        stale.status,
        200,
        `stale page expected (${stale.cache} ${stale.status}) ${lines
          .filter((l) => l.line.includes('"msg":"ban"') || l.line.includes('price-desc'))
          .map((l) => l.line.slice(0, 200))
          .join('\n')}`,
      )
      assert.ok(stale.age > ttlCapSeconds, `served stale (age ${stale.age} s)`)
    } finally {
      await fetch(`http://127.0.0.1:${portBase + 10}/__control/reset`, { method: 'POST' })
    }
  })
})
