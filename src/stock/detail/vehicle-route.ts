/**
 * Loader and head of the vehicle detail routes (/lager/{vehicle} and
 * /{brand}/lager/{vehicle}), kept here so the route files stay thin.
 */
import { notFound, redirect } from '@tanstack/react-router'
import { makeErrorData } from '#src/errors/error-kinds.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { requireSegment, isVehicleSegment } from '#src/navigation/path-segments.ts'
import { loadSimilarVehicles, loadVehicle, type VehicleLoadResult } from '../stock.functions.ts'
import { noSimilarVehicleCards, type SimilarVehicleCards } from './similar-vehicles.ts'
import { vehiclePublicPath } from './detail-settings.ts'
import { vehicleHead } from './vehicle-head.ts'

export type VehiclePageData = Extract<VehicleLoadResult, { status: 'found' }>

/**
 * "Lignende biler" for a loaded vehicle page, not awaited: the route returns
 * the promise and the page streams the cards in after the vehicle.
 */
export function loadSimilarCards(vehicleId: string): Promise<SimilarVehicleCards> {
  return loadSimilarVehicles({ data: { id: vehicleId } }).catch(() => noSimilarVehicleCards)
}

/**
 * Loads a vehicle page. An unknown vehicle, or a segment that cannot name
 * one, is the vehicle-not-found page (404); an outdated slug, or a brand address of another make, is redirected
 * (301) to the vehicle's current address. A product-API failure throws, and
 * the error boundary shows "Ups, noget gik galt" (500).
 */
export async function loadVehiclePage(id: string, brand?: string): Promise<VehiclePageData> {
  const vehicleNotFound = () => {
    const path = vehiclePublicPath(id, brand)
    return notFound({
      data: makeErrorData('vehicle-not-found', 404, `Vehicle Not Found: ${path}`, { path, title: m.error_vehicle_not_found_title() }),
    })
  }
  const result = await loadVehicle({ data: { id: requireSegment(isVehicleSegment, id, vehicleNotFound) } })
  if (result.status === 'not-found') throw vehicleNotFound()
  const { vehicle } = result
  if (brand && vehicle.brand.slug !== brand) {
    throw redirect({ to: '/{-$brand}/stock/$vehicle', params: { brand: undefined, vehicle: vehicle.id }, statusCode: 301 })
  }
  if (vehicle.id !== id) {
    throw redirect({ to: '/{-$brand}/stock/$vehicle', params: { brand, vehicle: vehicle.id }, statusCode: 301 })
  }
  return result
}

interface HeadContext {
  loaderData?: VehiclePageData
  matches: readonly { loaderData?: unknown }[]
}

/** The site's public origin, from the root route's loader (the public runtime configuration). */
function siteUrlOf(matches: HeadContext['matches']): string {
  const root = matches[0]?.loaderData as { publicConfig?: { siteUrl?: string } } | undefined
  return root?.publicConfig?.siteUrl ?? ''
}

export function vehiclePageHead(ctx: HeadContext, brand?: string) {
  if (!ctx.loaderData) return {}
  return vehicleHead({ ...ctx.loaderData, siteUrl: siteUrlOf(ctx.matches), brand })
}
