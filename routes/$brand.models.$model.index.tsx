import { createFileRoute } from '@tanstack/react-router'
import { findBrand } from '#app.config'
import { brandHeadLinks } from '#src/brands/brand-head.ts'
import { ModelPage } from '#src/models/model-page.tsx'
import { loadModelPage } from '#src/models/model-route.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { openGraphMeta } from '#src/navigation/open-graph.ts'
import { withSiteName } from '#src/navigation/page-title.ts'
import modelsCss from '../src/models/models.css?url'

/** /{brand}/modeller/{model}: the model page. */
export const Route = createFileRoute('/$brand/models/$model/')({
  loader: ({ params, location }) => loadModelPage(params.brand, params.model, toPublicPath(location.pathname)),
  head: ({ params, loaderData }) => {
    const model = loaderData?.model
    return {
      meta: model
        ? [
            { title: withSiteName(model.title) },
            { name: 'description', content: model.description },
            ...openGraphMeta({ title: model.title, image: model.image.url }),
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
