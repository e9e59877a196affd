import { createFileRoute } from '@tanstack/react-router'
import { CalculatorPage } from '#src/leasing/calculator/calculator-page.tsx'
import { calculatorRouteOptions } from '#src/leasing/calculator/calculator-route.ts'
import { routeSearch } from './-route-search.ts'

/** /lager/{vehicle}/privatleasing and the brand address: the vehicle's private lease offer with its calculator (spec 2.1). */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/private-lease')({
  validateSearch: routeSearch('leaseCalculator'),
  ...calculatorRouteOptions('private_lease'),
  component: CalculatorRoute,
})

function CalculatorRoute() {
  return <CalculatorPage data={Route.useLoaderData()} brand={Route.useParams().brand} />
}
