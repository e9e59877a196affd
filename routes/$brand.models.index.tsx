import { createFileRoute } from '@tanstack/react-router'
import { findBrand } from '#app.config'
import { brandHeadLinks } from '#src/brands/brand-head.ts'
import { BrandLoadErrorPage } from '#src/models/brand-load-error.tsx'
import { ModelListPage } from '#src/models/model-list-page.tsx'
import { modelListTitle } from '#src/models/model-list-title.ts'
import { fetchBrandModels } from '#src/models/model.functions.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { routeSearch } from './-route-search.ts'
import { withSiteName } from '#src/navigation/page-title.ts'
import modelsCss from '../src/models/models.css?url'

/** /{brand}/modeller: the brand's models, by group, body style and fuel. */
export const Route = createFileRoute('/$brand/models/')({
  validateSearch: routeSearch('modelList'),
  loader: async ({ params, location }) => ({
    models: await fetchBrandModels({ data: { brand: params.brand, path: toPublicPath(location.pathname) } }),
  }),
  head: ({ params, match }) => {
    const brand = findBrand(params.brand)
    return {
      meta: brand ? [{ title: withSiteName(modelListTitle(brand, match.search.group)) }] : [],
      links: [{ rel: 'stylesheet', href: modelsCss }, ...brandHeadLinks(brand)],
    }
  },
  component: ModelListRoute,
  errorComponent: ModelListError,
})

function ModelListRoute() {
  const { brand } = Route.useRouteContext()
  const { models } = Route.useLoaderData()
  const search = Route.useSearch()
  return <ModelListPage brand={brand} models={models} search={search} />
}

function ModelListError() {
  const { brand } = Route.useParams()
  return <BrandLoadErrorPage brand={findBrand(brand)} />
}
