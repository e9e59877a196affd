import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockProductApi, type MockProductApi } from '#mocks/product-api/server.ts'
import { createProductApiClient } from '../product-api/client.ts'
import { quickSearchOptions } from '../stock/quick-search/quick-search-options.server.ts'
import { loadBlockData } from './block-data.server.ts'
import type { ContentApi } from './content-api.server.ts'

let api: MockProductApi
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'block-data-'))
  api = await startMockProductApi({ port: 0, vehicleCount: 400, dataDir })
  // The site's product-API client reads its base URL from the environment on first use.
  process.env.PRODUCT_API_BASE_URL = api.baseUrl
})

afterAll(async () => {
  await api?.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** Quick search blocks need no content API. */
const noContentApi = {} as ContentApi
const published = { preview: false }
/** The stock feature's source, as the server entry provides it. */
const sources = { quickSearchOptions }
const quickSearch = (uid: string, fields: Record<string, string>) => ({ component: 'stock_quick_search', _uid: uid, ...fields })
const page = (...body: Record<string, unknown>[]) => ({ component: 'page', _uid: 'page', body })

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${api.url}/__control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(response.ok).toBe(true)
}

describe('quick search block data', () => {
  it('loads each quick search’s options and count for the block’s own filters', async () => {
    const data = await loadBlockData(
      noContentApi,
      page(
        quickSearch('used', { variant: 'default', condition: 'used', vehicle_type: 'all', brand: '' }),
        quickSearch('vans', { variant: 'car_company', condition: 'new', vehicle_type: 'van', brand: 'mercedes-benz' }),
        { component: 'teaser', _uid: 'other' },
      ),
      1,
      published,
      { sources },
    )
    const client = createProductApiClient({ baseUrl: api.baseUrl, timeoutMs: 5_000 })
    const used = await client.searchStock({ condition: ['used'], pageSize: 0 })
    const mercedesVans = await client.searchStock({ type: ['van', 'truck'], brand: ['mercedes-benz'], pageSize: 0 })
    expect(Object.keys(data).sort()).toEqual(['used', 'vans'])
    expect(data.used).toMatchObject({ kind: 'stock-quick-search', options: { total: used.total, models: [] } })
    expect(data.vans).toMatchObject({ kind: 'stock-quick-search', options: { total: mercedesVans.total } })
    // With a brand, the block offers its models.
    const vans = data.vans?.kind === 'stock-quick-search' ? data.vans.options : undefined
    expect(vans?.models.map((m) => m.value)).toContain('sprinter')
  })

  it('leaves the options to the browser when the product API is slow or fails, without holding the page', async () => {
    await fault({ path: '/stock/vehicles', kind: 'delay', delayMs: 2_000, times: 1 })
    const started = performance.now()
    const slow = await loadBlockData(noContentApi, page(quickSearch('slow', { variant: 'default', brand: 'dacia' })), 1, published, {
      quickSearchDeadlineMs: 100,
      sources,
    })
    expect(slow).toEqual({})
    expect(performance.now() - started).toBeLessThan(1_000)

    await fault({ path: '/stock/vehicles', kind: 'status', status: 503, times: 3 })
    const failed = await loadBlockData(noContentApi, page(quickSearch('failed', { variant: 'default', brand: 'renault', condition: 'used' })), 1, published, {
      sources,
    })
    expect(failed).toEqual({})
  })

  it('loads nothing for a page without a quick search', async () => {
    expect(await loadBlockData(noContentApi, page({ component: 'teaser', _uid: 't' }), 1, published, { sources })).toEqual({})
  })

  it('loads nothing when no source for quick search options is provided (the block loads them in the browser)', async () => {
    expect(await loadBlockData(noContentApi, page(quickSearch('qs', { variant: 'default' })), 1, published, { sources: {} })).toEqual({})
  })
})
