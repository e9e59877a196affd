import { createFileRoute } from '@tanstack/react-router'
import formsCss from '../src/forms/forms.css?url'
import { FormRouteError } from '#src/forms/form-load-error.tsx'
import { ModelFormPage } from '#src/forms/form-pages.tsx'
import { loadModelFormRoute, modelFormHead } from '#src/forms/form-routes.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'

/** /{brand}/modeller/{model}/provekorsel: test-drive booking of a model. */
export const Route = createFileRoute('/$brand/models/$model/provekorsel')({
  loader: ({ params, location }) =>
    loadModelFormRoute({ brand: params.brand, model: params.model, formId: 'model-test-drive', path: toPublicPath(location.pathname) }),
  head: ({ loaderData }) => ({ ...modelFormHead('model-test-drive', loaderData), links: [{ rel: 'stylesheet', href: formsCss }] }),
  errorComponent: FormRouteError,
  component: ModelTestDriveRoute,
})

function ModelTestDriveRoute() {
  const { brand, model, data } = Route.useLoaderData()
  return <ModelFormPage formId="model-test-drive" brand={brand} model={model} data={data} />
}
