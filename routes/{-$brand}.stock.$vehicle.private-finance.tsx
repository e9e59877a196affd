import { createFileRoute } from '@tanstack/react-router'
import { CalculatorPage } from '#src/leasing/calculator/calculator-page.tsx'
import { calculatorRouteOptions } from '#src/leasing/calculator/calculator-route.ts'
import { routeSearch } from './-route-search.ts'

/** /lager/{vehicle}/privatfinansiering and the brand address: the vehicle's private finance offer with its calculator (spec 2.1). */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/private-finance')({
  validateSearch: routeSearch('leaseCalculator'),
  ...calculatorRouteOptions('private_finance'),
  component: CalculatorRoute,
})

function CalculatorRoute() {
  return <CalculatorPage data={Route.useLoaderData()} brand={Route.useParams().brand} />
}
