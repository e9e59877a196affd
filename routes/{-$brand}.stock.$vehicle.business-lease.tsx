import { createFileRoute } from '@tanstack/react-router'
import { CalculatorPage } from '#src/leasing/calculator/calculator-page.tsx'
import { calculatorRouteOptions } from '#src/leasing/calculator/calculator-route.ts'
import { routeSearch } from './-route-search.ts'

/** /lager/{vehicle}/erhvervsleasing and the brand address: the vehicle's business lease offer with its calculator (spec 2.1). */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/business-lease')({
  validateSearch: routeSearch('leaseCalculator'),
  ...calculatorRouteOptions('business_lease'),
  component: CalculatorRoute,
})

function CalculatorRoute() {
  return <CalculatorPage data={Route.useLoaderData()} brand={Route.useParams().brand} />
}
