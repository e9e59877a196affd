/**
 * AppLink (spec 8: external navigation needs explicit permission; a forbidden
 * protocol is an error) renders the same link on every render, and a refused
 * href is refused every time, also after the same href was rendered with
 * permission: the links it has checked are remembered (issue 34), the
 * permission with them.
 */
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { localizedPathRewrite } from '../navigation/localized-paths.ts'
import { stringifySearch } from '../navigation/search-serialization.ts'
import { NavigationError } from '../navigation/navigation-guard.ts'
import { AppLink } from './app-link.tsx'

const publicConfig = {
  useMocks: true,
  siteUrl: 'https://www.bilhusetnord.dk',
  gtmId: '',
  bookingWidgetUrl: '',
  contentAssetHost: 'a.storyblok.com',
  mapStyleUrl: '',
  sentry: { dsn: '', environment: '' },
}

async function render(node: ReactNode): Promise<string> {
  const rootRoute = createRootRoute({ loader: () => ({ publicConfig }), component: () => node })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
    rewrite: localizedPathRewrite,
    stringifySearch,
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

/** The error the render threw, or null. */
async function renderError(node: ReactNode): Promise<unknown> {
  try {
    await render(node)
    return null
  } catch (error) {
    return error
  }
}

const anchor = (html: string) => /<a [^>]*>/.exec(html)?.[0] ?? ''

describe('AppLink', () => {
  it('renders an internal path as the router’s link to the same public address, each time', async () => {
    for (let i = 0; i < 2; i++) {
      const html = await render(<AppLink href="/lager?type=used">Brugte biler</AppLink>)
      expect(anchor(html)).toContain('href="/lager?type=used"')
      expect(anchor(html)).not.toContain('rel=')
    }
  })

  it('renders an external URL with permission as a plain anchor with rel="noopener noreferrer"', async () => {
    for (let i = 0; i < 2; i++) {
      const html = await render(
        <AppLink href="https://www.facebook.com/bilhusetnord" external>
          Facebook
        </AppLink>,
      )
      expect(anchor(html)).toContain('href="https://www.facebook.com/bilhusetnord"')
      expect(anchor(html)).toContain('rel="noopener noreferrer"')
    }
  })

  it('refuses an external URL without permission every time, also after rendering it with permission', async () => {
    const href = 'https://www.example.org/tilbud'
    const first = await renderError(<AppLink href={href}>Tilbud</AppLink>)
    expect(first).toBeInstanceOf(NavigationError)
    expect((first as NavigationError).reason).toBe('external-not-allowed')
    expect(
      await render(
        <AppLink href={href} external>
          Tilbud
        </AppLink>,
      ),
    ).toContain(`href="${href}"`)
    const again = await renderError(<AppLink href={href}>Tilbud</AppLink>)
    expect(again).toBeInstanceOf(NavigationError)
    expect((again as NavigationError).reason).toBe('external-not-allowed')
  })

  it('refuses a forbidden protocol every time, with or without permission', async () => {
    for (const external of [false, true, false]) {
      const error = await renderError(
        <AppLink href={'java\tscript:alert(1)'} external={external}>
          Klik
        </AppLink>,
      )
      expect(error).toBeInstanceOf(NavigationError)
      expect((error as NavigationError).reason).toBe('forbidden-protocol')
    }
  })

  it('links a file of the local content space as a plain anchor, not a page', async () => {
    for (let i = 0; i < 2; i++) {
      const html = await render(<AppLink href="/content/brochurer/renault-5.pdf?v=2">Brochure</AppLink>)
      expect(anchor(html)).toBe('<a href="/content/brochurer/renault-5.pdf?v=2">')
    }
  })
})
