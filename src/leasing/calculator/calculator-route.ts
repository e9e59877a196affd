/**
 * Loader and head of a stock vehicle's calculator page
 * (/lager/{bil}/leaseberegner) and its price-type pages
 * (/lager/{bil}/privatleasing …), on the generic and the brand's address.
 * Kept here so the route files stay thin.
 *
 * An unknown vehicle, a segment that cannot name one, and a price type the
 * vehicle or its brand does not offer (Dacia has no business lease) are the
 * lease-vehicle-not-found page (404). A changed slug or a brand address of
 * another make is redirected (301) to the vehicle's current address.
 *
 * `calculatorRouteOptions` is the one factory the five route files call
 * (routes/{-$brand}.stock.$vehicle.{lease-calculator,private-lease,…}.tsx).
 */
import { notFound, redirect } from '@tanstack/react-router'
import type { CalculatorType } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import { makeErrorData } from '#src/errors/error-kinds.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { openGraphMeta } from '#src/navigation/open-graph.ts'
import { withSiteName } from '#src/navigation/page-title.ts'
import { requireSegment, isVehicleSegment } from '#src/navigation/path-segments.ts'
import { acquisitionTypeLabels } from '#src/product-api/contract/vocabulary.ts'
import { loadStockCalculator, type CalculatorPageLoad } from '../leasing.functions.ts'
import { calculatorPath, priceTypePath } from '../lease-paths.ts'
import leasingCss from '../leasing.css?url'
import type { CalculatorSearch } from './calculator-inputs.ts'

export type CalculatorPageData = Extract<CalculatorPageLoad, { status: 'found' }>

export function leaseVehicleNotFound(path: string) {
  return notFound({
    data: makeErrorData('lease-vehicle-not-found', 404, `Lease Vehicle Not Found: ${path}`, { path, title: m.error_vehicle_not_found_title() }),
  })
}

interface CalculatorRouteInput {
  vehicleId: string
  brand: string | undefined
  fixedType: CalculatorType | null
  search: CalculatorSearch
}

export function calculatorPagePath(vehicleId: string, fixedType: CalculatorType | null, brand?: string): string {
  return fixedType ? priceTypePath(vehicleId, fixedType, brand) : calculatorPath(vehicleId, brand)
}

export async function loadCalculatorRoute(input: CalculatorRouteInput): Promise<CalculatorPageData> {
  const path = calculatorPagePath(input.vehicleId, input.fixedType, input.brand)
  const notFoundHere = () => leaseVehicleNotFound(path)
  const vehicleId = requireSegment(isVehicleSegment, input.vehicleId, notFoundHere)
  const result = await loadStockCalculator({
    data: { vehicleId, brand: input.brand, fixedType: input.fixedType ?? undefined, search: input.search },
  })
  if (result.status === 'not-found') throw notFoundHere()
  // The vehicle's current address, on the generic address (its slug changed, or the brand address was another make's).
  if (result.status === 'moved') throw redirect({ href: calculatorPagePath(result.id, input.fixedType), statusCode: 301 })
  return result
}

export function calculatorPageTitle(data: Pick<CalculatorPageData, 'subject' | 'fixedType'>): string {
  return data.fixedType
    ? m.leasing_price_type_title({ type: acquisitionTypeLabels[data.fixedType], title: data.subject.title })
    : m.leasing_calculator_title({ title: data.subject.title })
}

export function calculatorPageHead(data: CalculatorPageData | undefined) {
  if (!data) return {}
  const title = withSiteName(calculatorPageTitle(data))
  const description = data.fixedType
    ? m.leasing_price_type_description({ type: acquisitionTypeLabels[data.fixedType].toLocaleLowerCase('da-DK'), title: data.subject.title })
    : m.leasing_calculator_description({ title: data.subject.title })
  return {
    meta: [{ title }, { name: 'description', content: description }, ...openGraphMeta({ title, description, image: data.subject.image?.url })],
  }
}

/** The path parameters of /{-$brand}/stock/$vehicle/…, as the router gives them. */
interface CalculatorParams {
  brand?: string
  vehicle: string
}

/**
 * Every option of a calculator route but its component (the brand is
 * checked once for all stock pages, routes/{-$brand}.stock.tsx): the search, the loader for the route's price type (`null`: the calculator
 * with all of them) and the head. The route file spreads them and names its
 * component itself, since TanStack Router's code splitting moves only the
 * components the route file's own options object names into the page's
 * chunk; the rest is the route's critical part, loaded with the route tree.
 */
export function calculatorRouteOptions(fixedType: CalculatorType | null) {
  return {
    loaderDeps: ({ search }: { search: CalculatorSearch }) => ({ search }),
    loader: ({ params, deps }: { params: CalculatorParams; deps: { search: CalculatorSearch } }) =>
      loadCalculatorRoute({ vehicleId: params.vehicle, brand: params.brand, fixedType, search: deps.search }),
    head: ({ loaderData }: { loaderData?: CalculatorPageData }) => ({ ...calculatorPageHead(loaderData), links: [{ rel: 'stylesheet', href: leasingCss }] }),
  }
}
