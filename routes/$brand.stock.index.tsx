import { createFileRoute, redirect } from '@tanstack/react-router'
import { findBrand } from '../app.config.ts'
import { validateRoute } from '../src/navigation/route-validation.ts'
import { toPublicPath } from '../src/navigation/localized-paths.ts'

/** /{brand}/lager is the overview filtered on the brand: /lager?brand={brand}. */
export const Route = createFileRoute('/$brand/stock/')({
  beforeLoad: ({ params, location }) => {
    validateRoute(findBrand(params.brand) !== undefined, toPublicPath(location.pathname))
    throw redirect({ to: '/stock', search: { brand: [params.brand] }, statusCode: 301 })
  },
})
