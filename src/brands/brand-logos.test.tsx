import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { localizedPathRewrite } from '../navigation/localized-paths.ts'
import { BrandLogos } from './brand-logos.tsx'
import { BrandOverview } from './brand-overview.tsx'
import { findManufacturer } from './manufacturers.ts'

/** Renders a component inside a minimal router (links need one), as the server would. */
async function render(node: ReactNode): Promise<string> {
  const rootRoute = createRootRoute({ component: () => node })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    rewrite: localizedPathRewrite,
    isServer: true,
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

describe('BrandLogos', () => {
  it('links each manufacturer tag to its model list', async () => {
    const html = await render(<BrandLogos tagIds={['mercedes-benz', 'mercedes-benz-vans', 'renault', 'dacia']} />)
    expect(html).toContain('href="/mercedes-benz/modeller"')
    expect(html).toContain('href="/mercedes-benz/modeller?group=vans"')
    expect(html).toContain('alt="Renault – se modellerne"')
    expect(html).toContain('src="/brands/dacia.svg"')
  })

  it('shows the catalogue message for a tag without a manufacturer', async () => {
    const html = await render(<BrandLogos tagIds={['renault', 'tag-4711']} />)
    expect(html).toContain('Ingen mærke producent fundet for tag-ID: tag-4711.')
    expect(html).toContain('href="/renault/modeller"')
  })
})

describe('BrandOverview', () => {
  it('says so when the manufacturer information could not be loaded', async () => {
    const html = await render(<BrandOverview result={{ status: 'failed' }} heading="Vores mærker" />)
    expect(html).toContain('Indlæsning af producentoplysninger for mærket mislykkedes.')
    expect(html).toContain('role="alert"')
  })

  it('shows models, from-price and stock per manufacturer', async () => {
    const renault = findManufacturer('renault')
    if (!renault) throw new Error('renault is a manufacturer')
    const html = await render(
      <BrandOverview
        result={{
          status: 'ok',
          items: [
            { tagId: 'renault', manufacturer: renault, modelCount: 13, fromPrice: 179_990, fromPriceExclVat: null, stockCount: 40 },
            { tagId: 'ukendt', manufacturer: null },
          ],
        }}
      />,
    )
    expect(html).toContain('13 modeller')
    // The amount and "kr." are held together by a non-breaking space, as Intl's Danish currency format writes them.
    expect(html).toContain('Fra 179.990\u00a0kr.')
    expect(html).toContain('40 på lager nu')
    expect(html).toContain('Ingen mærke producent fundet for tag-ID: ukendt.')
  })
})
