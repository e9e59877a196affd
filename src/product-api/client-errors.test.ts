/**
 * The client's typed errors, driven end to end through the mock server's fault
 * injection (/__control/faults): every failure is one of NotFound, Unavailable,
 * RejectedInput or ContractViolation, and nothing crashes.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startMockProductApi } from '#mocks/product-api/server.ts'
import type { MockProductApi } from '#mocks/product-api/server.ts'
import type { FaultInput } from '#mocks/product-api/controls.ts'
import { createProductApiClient } from './client.ts'
import type { ProductApiClient } from './client.ts'
import { ContractViolationError, isProductApiError, NotFoundError, RejectedInputError, UnavailableError } from './errors.ts'
import type { ProductApiError } from './errors.ts'

let api: MockProductApi
let client: ProductApiClient
let dataDir: string
const reported: ContractViolationError[] = []

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'product-api-errors-'))
  api = await startMockProductApi({ port: 0, vehicleCount: 60, dataDir })
  client = createProductApiClient({
    baseUrl: api.baseUrl,
    timeoutMs: 2_000,
    retryBaseDelayMs: 20,
    onContractViolation: (e) => reported.push(e),
  })
})

afterEach(async () => {
  await fetch(`${api.url}/__control/reset`, { method: 'POST' })
  reported.length = 0
})

afterAll(async () => {
  await api?.close()
  await rm(dataDir, { recursive: true, force: true })
})

async function inject(fault: FaultInput): Promise<{ id: string }> {
  const res = await fetch(`${api.url}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { fault: { id: string } }).fault
}

async function hits(id: string): Promise<number> {
  const { faults } = (await (await fetch(`${api.url}/__control/faults`)).json()) as { faults: { id: string; hits: number }[] }
  return faults.find((f) => f.id === id)?.hits ?? -1
}

async function failure(promise: Promise<unknown>): Promise<ProductApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e,
  )
  if (!isProductApiError(error)) throw error
  return error
}

/** What the site would show for each kind (the switch must stay exhaustive). */
function screenFor(error: ProductApiError): string {
  switch (error.kind) {
    case 'not-found':
      return 'Ups, dette køretøj findes ikke.'
    case 'unavailable':
      return 'Prøv igen senere.'
    case 'rejected-input':
      return Object.values(error.fieldErrors).flat()[0] ?? error.formErrors[0] ?? 'Der gik noget galt...'
    case 'contract-violation':
      return 'Ups, noget gik galt'
  }
}

describe('typed errors', () => {
  it('NotFound for an unknown vehicle (404)', async () => {
    const error = await failure(client.getVehicle('999999-1-mercedes-benz-glc-findes-ikke'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.status).toBe(404)
    expect(error.operation).toBe('getVehicle')
    expect(screenFor(error)).toBe('Ups, dette køretøj findes ikke.')
  })

  it('Unavailable for 5xx after retrying reads', async () => {
    const fault = await inject({ path: '/locations', kind: 'status', status: 503 })
    const error = await failure(client.listLocations())
    expect(error).toBeInstanceOf(UnavailableError)
    expect((error as UnavailableError).reason).toBe('server')
    expect((error as UnavailableError).attempts).toBe(3)
    expect(error.status).toBe(503)
    expect(await hits(fault.id)).toBe(3)
    expect(screenFor(error)).toBe('Prøv igen senere.')
  })

  it('recovers when a retry succeeds', async () => {
    const fault = await inject({ path: '/models', kind: 'status', status: 502, times: 1 })
    const { items } = await client.listModels({ brand: 'dacia' })
    expect(items.length).toBeGreaterThan(0)
    expect(fault.id).toMatch(/^fault-/)
  })

  it('retries a keyed submission on 5xx and still stores one lead', async () => {
    await inject({ path: '/submissions/*', method: 'POST', kind: 'status', status: 500, times: 1 })
    const receipt = await client.submitContact(
      {
        topic: 'sales',
        customer: { name: 'Jonas Holm', email: 'jonas@example.dk', phone: '22334455' },
        message: 'Ring mig op om en GLC.',
        consents: { marketing: false },
        locale: 'da-DK',
      },
      { idempotencyKey: 'retry-key-000001' },
    )
    expect(receipt.replayed).toBe(false)
    const qa = (await (await fetch(`${api.url}/__qa/submissions?kind=contact`)).json()) as { items: { idempotencyKey: string }[] }
    expect(qa.items.filter((i) => i.idempotencyKey === 'retry-key-000001')).toHaveLength(1)
  })

  it('Unavailable (timeout) when the API is slower than the deadline', async () => {
    await inject({ path: '/stock/vehicles', kind: 'delay', delayMs: 1_500 })
    const fast = createProductApiClient({ baseUrl: api.baseUrl, timeoutMs: 250 })
    const started = Date.now()
    const error = await failure(fast.searchStock())
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(error).toBeInstanceOf(UnavailableError)
    expect((error as UnavailableError).reason).toBe('timeout')
  })

  it('Unavailable (network) when nothing listens', async () => {
    const nowhere = createProductApiClient({ baseUrl: 'http://127.0.0.1:9/api/v1', timeoutMs: 1_000, retryBaseDelayMs: 10 })
    const error = await failure(nowhere.listLocations())
    expect(error).toBeInstanceOf(UnavailableError)
    expect((error as UnavailableError).reason).toBe('network')
    expect((error as UnavailableError).attempts).toBe(3)
  })

  it('RejectedInput with Danish field errors from the API', async () => {
    const error = await failure(client.valueTradeIn({ make: '', model: 'Golf', year: 1980, mileageKm: -5 }))
    expect(error).toBeInstanceOf(RejectedInputError)
    const fields = (error as RejectedInputError).fieldErrors
    expect(fields.make).toEqual(['Mærke skal udfyldes.'])
    expect(fields.year).toEqual(['Årgang skal være 1990 eller senere.'])
    expect(fields.mileageKm).toEqual(['Kilometerstand kan ikke være negativ.'])
    expect(screenFor(error)).toBe('Mærke skal udfyldes.')
  })

  it('RejectedInput for an injected 4xx with field errors', async () => {
    await inject({ path: '/minilease/prices', kind: 'status', status: 422, fieldErrors: { colour: ['Farven er udsolgt.'] } })
    const error = await failure(client.getMinileasePrice({ configurationId: 'renault-clio', colour: 'diamantsort', durationMonths: 3, monthlyDistance: 2_000 }))
    expect(error).toBeInstanceOf(RejectedInputError)
    expect((error as RejectedInputError).fieldErrors).toEqual({ colour: ['Farven er udsolgt.'] })
    expect(error.status).toBe(422)
  })

  it('ContractViolation for a payload of the wrong shape, reported once and not retried', async () => {
    const fault = await inject({ path: '/locations/*', kind: 'malformed', variant: 'wrong-shape' })
    const error = await failure(client.getLocation('bilhuset-nord-greve'))
    expect(error).toBeInstanceOf(ContractViolationError)
    expect((error as ContractViolationError).issues.length).toBeGreaterThan(0)
    expect(reported).toHaveLength(1)
    expect(reported[0]).toBe(error)
    expect(await hits(fault.id)).toBe(1)
    expect(screenFor(error)).toBe('Ups, noget gik galt')
  })

  it('ContractViolation for a body that is not JSON', async () => {
    await inject({ path: '/minilease/configurations', kind: 'malformed', variant: 'invalid-json' })
    const error = await failure(client.listMinileaseConfigurations())
    expect(error).toBeInstanceOf(ContractViolationError)
    expect(error.message).toContain('not valid JSON')
  })

  it('keeps serving after faults are reset (no crash)', async () => {
    await inject({ path: '/**', kind: 'status', status: 500 })
    await failure(client.getLocation('bilhuset-nord-greve'))
    await fetch(`${api.url}/__control/reset`, { method: 'POST' })
    expect((await client.getLocation('bilhuset-nord-greve')).town).toBe('Greve')
  })

  it("re-throws the caller's own abort instead of calling it unavailable", async () => {
    await inject({ path: '/employees', kind: 'delay', delayMs: 500 })
    const controller = new AbortController()
    const pending = client.listEmployees({}, { signal: controller.signal })
    setTimeout(() => controller.abort(new Error('siden blev forladt')), 50)
    await expect(pending).rejects.toThrow('siden blev forladt')
  })

  it('rejects an invalid control command with field errors', async () => {
    const res = await fetch(`${api.url}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'stock', kind: 'explode' }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fieldErrors: Record<string, string[]> } }
    expect(Object.keys(body.error.fieldErrors).sort()).toEqual(['kind', 'path'])
  })
})
