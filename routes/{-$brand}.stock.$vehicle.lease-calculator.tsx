import { createFileRoute } from '@tanstack/react-router'
import { CalculatorPage } from '#src/leasing/calculator/calculator-page.tsx'
import { calculatorRouteOptions } from '#src/leasing/calculator/calculator-route.ts'
import { routeSearch } from './-route-search.ts'

/** /lager/{vehicle}/leaseberegner and /{brand}/lager/{vehicle}/leaseberegner: the lease and finance calculator of a stock vehicle (spec 2.1). */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/lease-calculator')({
  validateSearch: routeSearch('leaseCalculator'),
  ...calculatorRouteOptions(null),
  component: CalculatorRoute,
})

function CalculatorRoute() {
  return <CalculatorPage data={Route.useLoaderData()} brand={Route.useParams().brand} />
}
