import { describe, expect, it } from 'vitest'
import { createHealthEndpoints, type ReadinessCheck } from './health.ts'

const up: ReadinessCheck = { name: 'productApi', run: () => Promise.resolve() }
const down: ReadinessCheck = { name: 'content', run: () => Promise.reject(new Error('503 Service Unavailable')) }
const hanging: ReadinessCheck = { name: 'productApi', run: () => new Promise(() => {}) }

async function readyz(health: ReturnType<typeof createHealthEndpoints>) {
  const response = await health(new Request('http://site/readyz'))
  if (!response) throw new Error('no answer')
  return { status: response.status, body: (await response.json()) as { status: string; checks?: Record<string, { ok: boolean }> } }
}

describe('/readyz means "can serve" (issue 31)', () => {
  it('is ready with every back end up', async () => {
    const health = createHealthEndpoints({ checks: [up], timeoutMs: 100, draining: () => false })
    expect(await readyz(health)).toEqual({ status: 200, body: { status: 'ready', checks: { productApi: { ok: true, ms: expect.any(Number) } } } })
  })

  it('stays ready, reporting "degraded", when a back end is down or too slow: stale and back-end-free pages are still served', async () => {
    const health = createHealthEndpoints({ checks: [hanging, down], timeoutMs: 50, draining: () => false })
    const answer = await readyz(health)
    expect(answer.status).toBe(200)
    expect(answer.body.status).toBe('degraded')
    expect(answer.body.checks?.productApi?.ok).toBe(false)
    expect(answer.body.checks?.content?.ok).toBe(false)
  })

  it('answers 503 while draining, without asking the back ends', async () => {
    let asked = 0
    const counted: ReadinessCheck = { name: 'productApi', run: () => Promise.resolve(asked++) }
    const health = createHealthEndpoints({ checks: [counted], timeoutMs: 100, draining: () => true })
    expect(await readyz(health)).toEqual({ status: 503, body: { status: 'draining' } })
    expect(asked).toBe(0)
  })

  it('/healthz is 200 and other paths are not its business', async () => {
    const health = createHealthEndpoints({ checks: [down], timeoutMs: 100, draining: () => true })
    expect((await health(new Request('http://site/healthz')))?.status).toBe(200)
    expect(health(new Request('http://site/lager'))).toBeNull()
    expect(health(new Request('http://site/readyz', { method: 'POST' }))).toBeNull()
  })
})
