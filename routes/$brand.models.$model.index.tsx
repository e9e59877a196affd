import { createFileRoute } from '@tanstack/react-router'
import { findBrand } from '#app.config'
import { brandHeadLinks } from '#src/brands/brand-head.ts'
import { requireBrand } from '#src/brands/brand-errors.ts'
import { ModelPage } from '#src/models/model-page.tsx'
import { loadModelPage } from '#src/models/model-route.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { withSiteName } from '#src/navigation/page-title.ts'
import modelsCss from '../src/models/models.css?url'

/** /{brand}/modeller/{model}: the model page. */
export const Route = createFileRoute('/$brand/models/$model/')({
  beforeLoad: ({ params, location }) => ({ brand: requireBrand(params.brand, toPublicPath(location.pathname)) }),
  loader: ({ params, location }) => loadModelPage(params.brand, params.model, toPublicPath(location.pathname)),
  head: ({ params, loaderData }) => {
    const model = loaderData?.model
    return {
      meta: model
        ? [
            { title: withSiteName(model.title) },
            { name: 'description', content: model.description },
            { property: 'og:title', content: model.title },
            { property: 'og:image', content: model.image.url },
          ]
        : [],
      links: [{ rel: 'stylesheet', href: modelsCss }, ...brandHeadLinks(findBrand(params.brand))],
    }
  },
  component: ModelRoute,
})

function ModelRoute() {
  const { brand } = Route.useRouteContext()
  const data = Route.useLoaderData()
  return <ModelPage brand={brand} data={data} />
}
