import { createFileRoute } from '@tanstack/react-router'
import { optionalBrand } from '#src/navigation/brand-param.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'

/**
 * The layout of /lager/… and /{brand}/lager/… (the overview, the vehicle pages, their forms and calculators):
 * the one brand check of them all. A segment before /lager that is no brand is the brand-not-found 404; the
 * child routes read the brand (or undefined on the generic address) from the route context.
 */
export const Route = createFileRoute('/{-$brand}/stock')({
  beforeLoad: ({ params, location }) => ({ brand: optionalBrand(params.brand, toPublicPath(location.pathname)) }),
})
