import { createFileRoute } from '@tanstack/react-router'
import { requireBrand } from '#src/navigation/brand-param.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'

/**
 * The layout of /{brand}/modeller/… (the model list, the model pages and their forms): the one brand check
 * of them all. A segment that is no brand is the brand-not-found 404; the child routes read the brand from
 * the route context.
 */
export const Route = createFileRoute('/$brand/models')({
  beforeLoad: ({ params, location }) => ({ brand: requireBrand(params.brand, toPublicPath(location.pathname)) }),
})
