import { createFileRoute } from '@tanstack/react-router'
import { findBrand } from '#app.config'
import leasingCss from '../src/leasing/leasing.css?url'
import { CalculatorPage } from '#src/leasing/calculator/calculator-page.tsx'
import { parseCalculatorSearch } from '#src/leasing/calculator/calculator-search.ts'
import { calculatorPageHead, loadCalculatorRoute } from '#src/leasing/calculator/calculator-route.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { validateRoute } from '#src/navigation/route-validation.ts'

/** /lager/{vehicle}/leaseberegner and /{brand}/lager/{vehicle}/leaseberegner: the lease and finance calculator of a stock vehicle (spec 2.1). */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/lease-calculator')({
  beforeLoad: ({ params, location }) => validateRoute(params.brand === undefined || findBrand(params.brand) !== undefined, toPublicPath(location.pathname)),
  validateSearch: parseCalculatorSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ params, deps }) =>
    loadCalculatorRoute({
      vehicleId: params.vehicle,
      brand: params.brand,
      fixedType: null,
      search: deps.search,
    }),
  head: ({ loaderData }) => ({ ...calculatorPageHead(loaderData), links: [{ rel: 'stylesheet', href: leasingCss }] }),
  component: LeaseCalculatorRoute,
})

function LeaseCalculatorRoute() {
  const { brand } = Route.useParams()
  return <CalculatorPage data={Route.useLoaderData()} brand={brand} />
}
