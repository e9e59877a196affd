// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, notFound, RouterProvider, useLoaderData } from '@tanstack/react-router'
import { NavigationLoadError, navigateWhenLoaded } from './navigate-when-loaded.ts'

afterEach(cleanup)

/**
 * A real router with one search page, `/liste?q=…`, whose loader answers by
 * the search: `fejl` fails, `chunk` fails as a missing chunk does, `findes-ikke`
 * is not found, `langsom` waits until released; anything else loads.
 */
async function searchPage() {
  const loads: string[] = []
  let release: () => void = () => {}
  const root = createRootRoute()
  const list = createRoute({
    getParentRoute: () => root,
    path: '/liste',
    validateSearch: (search: Record<string, unknown>) => ({ q: typeof search.q === 'string' ? search.q : '' }),
    loaderDeps: ({ search }) => ({ q: search.q }),
    loader: async ({ deps }) => {
      loads.push(deps.q)
      if (deps.q === 'langsom') await new Promise<void>((resolve) => (release = resolve))
      if (deps.q === 'fejl') throw new Error('Produkt-API’et svarede 503')
      if (deps.q === 'chunk') throw new TypeError('Failed to fetch dynamically imported module: /assets/liste.js')
      if (deps.q === 'findes-ikke') throw notFound()
      return { q: deps.q }
    },
    component: function List() {
      const data = useLoaderData({ strict: false }) as { q: string }
      return <p>Resultater for {data.q}</p>
    },
    errorComponent: () => <p>Fejlside</p>,
    notFoundComponent: () => <p>Ikke fundet</p>,
  })
  const router = createRouter({ routeTree: root.addChildren([list]), history: createMemoryHistory({ initialEntries: ['/liste?q=audi'] }) })
  await router.load()
  render(<RouterProvider router={router} />)
  await screen.findByText('Resultater for audi')
  loads.length = 0
  return { router, loads, release: () => release() }
}

const to = (q: string) => ({ to: '/liste', search: { q } }) as const

describe('navigateWhenLoaded', () => {
  it('a destination whose loader fails: throws NavigationLoadError with the cause, and the page and address stay as they were', async () => {
    const { router } = await searchPage()
    let error: unknown
    await act(async () => {
      error = await navigateWhenLoaded(router, to('fejl')).catch((e: unknown) => e)
    })
    expect(error).toBeInstanceOf(NavigationLoadError)
    expect(((error as Error).cause as Error).message).toBe('Produkt-API’et svarede 503')
    expect(router.state.location.searchStr).toBe('?q=audi')
    expect(screen.getByText('Resultater for audi')).toBeTruthy()
    expect(screen.queryByText('Fejlside')).toBeNull()
  })

  it('a destination that loads: navigates there, loading it once (the navigation uses what the preload loaded)', async () => {
    const { router, loads } = await searchPage()
    await act(() => navigateWhenLoaded(router, to('skoda')))
    expect(router.state.location.searchStr).toBe('?q=skoda')
    expect(await screen.findByText('Resultater for skoda')).toBeTruthy()
    expect(loads).toEqual(['skoda'])
  })

  it('a chunk that could not be loaded is not a failed search: the navigation goes ahead, for the router to hand to build freshness', async () => {
    const { router } = await searchPage()
    await act(() => navigateWhenLoaded(router, to('chunk')))
    expect(router.state.location.searchStr).toBe('?q=chunk')
    expect(await screen.findByText('Fejlside')).toBeTruthy()
  })

  it('a destination that is not found: the navigation goes ahead, and the router shows its not-found page', async () => {
    const { router } = await searchPage()
    await act(() => navigateWhenLoaded(router, to('findes-ikke')))
    expect(router.state.location.searchStr).toBe('?q=findes-ikke')
    expect(await screen.findByText('Ikke fundet')).toBeTruthy()
  })

  it('a search replaced while its destination loads (its actor stopped: the signal aborted) does not navigate afterwards', async () => {
    const { router, release } = await searchPage()
    const controller = new AbortController()
    const replaced = navigateWhenLoaded(router, to('langsom'), controller.signal)
    await act(() => navigateWhenLoaded(router, to('skoda')))
    controller.abort()
    release()
    await act(() => replaced)
    expect(router.state.location.searchStr).toBe('?q=skoda')
    expect(screen.getByText('Resultater for skoda')).toBeTruthy()
  })

  it('a search whose page the visitor left while it loaded (a link or back, before the machine heard of it: no abort yet) does not navigate over theirs', async () => {
    const { router, release } = await searchPage()
    const left = navigateWhenLoaded(router, to('langsom'))
    await act(() => router.navigate(to('skoda') as never))
    release()
    await act(() => left)
    expect(router.state.location.searchStr).toBe('?q=skoda')
    expect(screen.getByText('Resultater for skoda')).toBeTruthy()
  })
})
