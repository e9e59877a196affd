import { createFileRoute } from '@tanstack/react-router'
import { CalculatorPage } from '#src/leasing/calculator/calculator-page.tsx'
import { calculatorRouteOptions } from '#src/leasing/calculator/calculator-route.ts'
import { routeSearch } from './-route-search.ts'

/** /lager/{vehicle}/erhvervsfinansiering and the brand address: the vehicle's business finance offer with its calculator (spec 2.1). */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/business-finance')({
  validateSearch: routeSearch('leaseCalculator'),
  ...calculatorRouteOptions('business_finance'),
  component: CalculatorRoute,
})

function CalculatorRoute() {
  return <CalculatorPage data={Route.useLoaderData()} brand={Route.useParams().brand} />
}
