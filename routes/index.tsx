import { createFileRoute } from '@tanstack/react-router'
import { homeSlug } from '../content-model/paths.ts'
import { contentHead, contentLoaderDeps, loadContentRoute } from '../src/content/content-route.ts'
import { StoryPage } from '../src/content/story-page.tsx'
import { ContentRouteError } from '../src/content/content-route-error.tsx'

/** The home page: the content space's "home" story. */
export const Route = createFileRoute('/')({
  loaderDeps: contentLoaderDeps,
  loader: ({ deps, location }) => loadContentRoute(homeSlug, deps, location.href),
  head: ({ loaderData }) => contentHead(loaderData),
  errorComponent: ContentRouteError,
  component: HomeRoute,
})

function HomeRoute() {
  return <StoryPage page={Route.useLoaderData()} />
}
