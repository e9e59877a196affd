import { describe, expect, it, vi } from 'vitest'
import { lazyRouteSearch, missingRouteSearch, readyFor, SearchValidationNotLoadedError } from './route-search.ts'

/** A router's route matching as `readyFor` uses it: the routes (their options) of each internal path. */
function routerWith(routesByPath: Record<string, { options: { validateSearch?: unknown } }[]>) {
  return {
    getMatchedRoutes: (pathname: string) => [routesByPath[pathname] ?? [{ options: {} }], {}, undefined] as never,
  }
}

const root = { options: {} }

function setUp() {
  const stockLoader = vi.fn(() =>
    Promise.resolve((search: Record<string, unknown>) => ({ brand: typeof search.brand === 'string' ? search.brand : undefined })),
  )
  const tokenLoader = vi.fn(() => Promise.resolve((search: Record<string, unknown>) => ({ token: String(search.token ?? '') })))
  const { routeSearch, loadAll } = lazyRouteSearch({ stock: stockLoader, token: tokenLoader })
  const stock = { options: { validateSearch: routeSearch('stock') } }
  const token = { options: { validateSearch: routeSearch('token') } }
  const router = routerWith({ '/': [root], '/stock': [root, stock], '/soegeagent/mine': [root, token] })
  return { stockLoader, tokenLoader, routeSearch, loadAll, stock, token, router }
}

describe('search validation loaded when a page needs it', () => {
  it('refuses to run before its validator has loaded, and validates once it has', async () => {
    const { routeSearch, router } = setUp()
    const validate = routeSearch('stock')
    expect(() => validate({ brand: 'volvo' })).toThrow(SearchValidationNotLoadedError)
    await readyFor(router, { pathname: '/stock' })
    expect(validate({ brand: 'volvo' })).toEqual({ brand: 'volvo' })
    expect(validate({ brand: 7 })).toEqual({ brand: undefined })
  })

  it('loads nothing for a path whose routes have no search validation', async () => {
    const { stockLoader, tokenLoader, router } = setUp()
    expect(missingRouteSearch(router, '/')).toEqual([])
    await readyFor(router, { pathname: '/' })
    expect(stockLoader).not.toHaveBeenCalled()
    expect(tokenLoader).not.toHaveBeenCalled()
  })

  it("loads only the matched routes' validators, once however often it is asked", async () => {
    const { stockLoader, tokenLoader, router } = setUp()
    await Promise.all([readyFor(router, { pathname: '/stock' }), readyFor(router, { pathname: '/stock' })])
    await readyFor(router, { pathname: '/stock' })
    expect(stockLoader).toHaveBeenCalledTimes(1)
    expect(tokenLoader).not.toHaveBeenCalled()
    expect(missingRouteSearch(router, '/stock')).toEqual([])
    expect(missingRouteSearch(router, '/soegeagent/mine')).toHaveLength(1)
  })

  it('rejects when the chunk cannot be loaded, fails with its error, and tries again next time', async () => {
    const { routeSearch } = lazyRouteSearch({
      stock: vi
        .fn<() => Promise<(search: Record<string, unknown>) => unknown>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValueOnce(() => ({ ok: true })),
    })
    const validate = routeSearch('stock')
    const router = routerWith({ '/stock': [root, { options: { validateSearch: validate } }] })
    await expect(readyFor(router, { pathname: '/stock' })).rejects.toThrow('Failed to fetch')
    expect(missingRouteSearch(router, '/stock')).toHaveLength(1)
    // The router matches anyway: the validator fails with the chunk's error, which the reload guard knows.
    expect(() => validate({})).toThrow(SearchValidationNotLoadedError)
    expect(() => validate({})).toThrow('Failed to fetch dynamically imported module')
    await readyFor(router, { pathname: '/stock' })
    expect(missingRouteSearch(router, '/stock')).toEqual([])
  })

  it('loads every validator for the server', async () => {
    const { loadAll, stockLoader, tokenLoader, router } = setUp()
    await loadAll()
    expect(stockLoader).toHaveBeenCalledTimes(1)
    expect(tokenLoader).toHaveBeenCalledTimes(1)
    expect(missingRouteSearch(router, '/soegeagent/mine')).toEqual([])
  })

  it('leaves validators of its own to the router (not ours: nothing to load)', () => {
    const router = routerWith({ '/x': [root, { options: { validateSearch: (search: Record<string, unknown>) => search } }] })
    expect(missingRouteSearch(router, '/x')).toEqual([])
  })
})
