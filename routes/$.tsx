import { createFileRoute, redirect } from '@tanstack/react-router'
import { homeSlug } from '#content-model/paths.ts'
import { contentHead, contentLoaderDeps, loadContentRoute } from '#src/content/content-route.ts'
import { StoryPage } from '#src/content/story-page.tsx'
import { contentSlots } from './-content-slots.tsx'
import { featureBlockSearch } from './-content-block-search.ts'
import { ContentRouteError } from '#src/content/content-route-error.tsx'
import { stockStylesheet } from '#src/stock/stock-stylesheet.ts'

/** Content pages at any depth (spec 2.1: /{slug}), from the content space. */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ params, location }) => {
    // The home story is the page "/", not "/home".
    if (params._splat === homeSlug) throw redirect({ href: `/${location.searchStr}`, statusCode: 301 })
  },
  // Blocks that place the leasing feature read their filters and choices from the address too.
  loaderDeps: ({ search }) => ({ ...contentLoaderDeps({ search }), blocks: featureBlockSearch(search) }),
  loader: ({ params, deps, location }) =>
    loadContentRoute(params._splat ?? '', deps, location.href).then(async (page) =>
      (await import('./-content-block-data.ts')).withFeatureBlockData(page, deps.blocks),
    ),
  // Blocks render the stock feature's quick search, styled by its stylesheet.
  head: ({ loaderData }) => contentHead(loaderData, [stockStylesheet]),
  errorComponent: ContentRouteError,
  component: ContentRoute,
})

function ContentRoute() {
  return <StoryPage page={Route.useLoaderData()} slots={contentSlots} />
}
