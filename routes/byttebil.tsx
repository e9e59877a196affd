import { createFileRoute } from '@tanstack/react-router'
import formsCss from '../src/forms/forms.css?url'
import { FormRouteError } from '#src/forms/form-load-error.tsx'
import { TradeInPage } from '#src/forms/form-pages.tsx'
import { loadTradeInFormRoute, tradeInFormHead } from '#src/forms/form-routes.ts'

/** /byttebil: trade-in valuation and request for an offer. */
export const Route = createFileRoute('/byttebil')({
  loader: () => loadTradeInFormRoute(),
  head: () => ({ ...tradeInFormHead(), links: [{ rel: 'stylesheet', href: formsCss }] }),
  errorComponent: FormRouteError,
  component: TradeInRoute,
})

function TradeInRoute() {
  return <TradeInPage data={Route.useLoaderData()} />
}
