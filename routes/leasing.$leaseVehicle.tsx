import { createFileRoute } from '@tanstack/react-router'
import leasingCss from '../src/leasing/leasing.css?url'
import { routeSearch } from './-route-search.ts'
import { LeaseOfferPage } from '#src/leasing/offer/lease-offer-page.tsx'
import { leaseOfferHead, loadLeaseOfferRoute } from '#src/leasing/offer/lease-offer-route.ts'

/** /leasing/{offer}: a lease offer of the lease overview, with its calculator (docs/decisions/0015-leasing.md). */
export const Route = createFileRoute('/leasing/$leaseVehicle')({
  validateSearch: routeSearch('leaseCalculator'),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ params, deps }) => loadLeaseOfferRoute(params.leaseVehicle, deps.search),
  head: (ctx) => ({ ...leaseOfferHead(ctx), links: [{ rel: 'stylesheet', href: leasingCss }] }),
  component: LeaseOfferRoute,
})

function LeaseOfferRoute() {
  return <LeaseOfferPage data={Route.useLoaderData()} />
}
