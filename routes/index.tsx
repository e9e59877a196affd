import { createFileRoute } from '@tanstack/react-router'
import { homeSlug } from '#content-model/paths.ts'
import { contentHead, contentLoaderDeps, loadContentRoute } from '#src/content/content-route.ts'
import { StoryPage } from '#src/content/story-page.tsx'
import { contentSlots } from './-content-slots.tsx'
import { featureBlockSearch } from './-content-block-search.ts'
import { ContentRouteError } from '#src/content/content-route-error.tsx'
import { stockStylesheet } from '#src/stock/stock-stylesheet.ts'

/** The home page: the content space's "home" story. */
export const Route = createFileRoute('/')({
  // Blocks that place the leasing feature read their filters and choices from the address too.
  loaderDeps: ({ search }) => ({ ...contentLoaderDeps({ search }), blocks: featureBlockSearch(search) }),
  loader: ({ deps, location }) =>
    loadContentRoute(homeSlug, deps, location.href).then(async (page) => (await import('./-content-block-data.ts')).withFeatureBlockData(page, deps.blocks)),
  // Blocks render the stock feature's quick search, styled by its stylesheet.
  head: ({ loaderData }) => contentHead(loaderData, [stockStylesheet]),
  errorComponent: ContentRouteError,
  component: HomeRoute,
})

function HomeRoute() {
  return <StoryPage page={Route.useLoaderData()} slots={contentSlots} />
}
