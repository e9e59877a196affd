/**
 * For tests: renders content blocks to HTML the way the site does on the
 * server, inside a router (AppLink needs one) and a ContentProvider.
 */
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import type { PublicRuntimeConfig } from '#app.config.server'
import { localizedPathRewrite } from '#src/navigation/localized-paths.ts'
import { parseBlok } from '../parse-content.ts'
import { registry } from '../registry.ts'
import { ContentProvider, type ContentContextValue, type FeatureSlots } from '../render/content-context.tsx'

const publicConfig: PublicRuntimeConfig = {
  useMocks: true,
  siteUrl: 'http://site.test',
  gtmId: '',
  bookingWidgetUrl: '',
  contentAssetHost: 'a.storyblok.com',
  mapStyleUrl: '',
  sentry: { dsn: '', environment: 'test' },
}

/** Stand-ins for the feature components blocks place: they show which slot was rendered with what. */
export const testSlots: FeatureSlots = {
  StockQuickSearch: ({ blok, options }) => <div data-slot="stock-quick-search" data-variant={blok.variant} data-total={options?.total ?? ''} />,
  SiteForm: ({ form }) => <form data-slot="site-form" data-form={form} />,
  LeaseOverview: ({ blok, data }) => <div data-slot="lease-overview" data-lease-type={blok.lease_type} data-total={data?.list?.total ?? ''} />,
  LeaseDetail: ({ blok, data }) => <div data-slot="lease-detail" data-lease-vehicle={blok.lease_vehicle} data-found={data?.offer ? 'yes' : 'no'} />,
  MinileaseConfigurator: ({ data }) => <div data-slot="minilease-configurator" data-cars={data?.configurations?.length ?? ''} />,
  BrandOverview: ({ result, heading }) => <div data-slot="brand-overview" data-status={result.status} data-heading={heading ?? ''} />,
}

export function contentContext(overrides: Partial<ContentContextValue> = {}): ContentContextValue {
  return {
    registry,
    preview: false,
    story: { id: 1, uuid: 'story-uuid', name: 'Testside', fullSlug: 'test/side', path: '/test/side', publishedAt: null, firstPublishedAt: null },
    blockData: {},
    breadcrumbs: [
      { href: '/test', label: 'Test' },
      { href: '/test/side', label: 'Testside' },
    ],
    page: 1,
    titleBlockUid: null,
    now: Date.parse('2026-11-22T12:00:00Z'),
    slots: testSlots,
    ...overrides,
  }
}

/** Raw content (as the content API sends it) parsed the way the server parses it before a page gets it. */
export function parsed(raw: unknown, options: { preview?: boolean } = {}): unknown {
  return parseBlok(raw, { story: { uuid: 'story-uuid', fullSlug: 'test/side' }, preview: options.preview ?? false })
}

export async function renderContent(element: ReactNode, overrides: Partial<ContentContextValue> = {}): Promise<string> {
  const rootRoute = createRootRoute({
    loader: () => ({ publicConfig }),
    component: () => <ContentProvider value={contentContext(overrides)}>{element}</ContentProvider>,
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/test/side'] }), rewrite: localizedPathRewrite })
  await router.load()
  return renderToString(<RouterProvider router={router as never} />)
}
