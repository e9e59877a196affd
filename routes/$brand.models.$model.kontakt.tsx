import { createFileRoute } from '@tanstack/react-router'
import formsCss from '../src/forms/forms.css?url'
import { FormRouteError } from '#src/forms/form-load-error.tsx'
import { ModelFormPage } from '#src/forms/form-pages.tsx'
import { loadModelFormRoute, modelFormHead } from '#src/forms/form-routes.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'

/** /{brand}/modeller/{model}/kontakt: the model contact form. */
export const Route = createFileRoute('/$brand/models/$model/kontakt')({
  loader: ({ params, location }) =>
    loadModelFormRoute({ brand: params.brand, model: params.model, formId: 'model-contact', path: toPublicPath(location.pathname) }),
  head: ({ loaderData }) => ({ ...modelFormHead('model-contact', loaderData), links: [{ rel: 'stylesheet', href: formsCss }] }),
  errorComponent: FormRouteError,
  component: ModelContactRoute,
})

function ModelContactRoute() {
  const { brand, model, data } = Route.useLoaderData()
  return <ModelFormPage formId="model-contact" brand={brand} model={model} data={data} />
}
