/**
 * Which price blocks, data rows and actions a stock detail page shows: the
 * brand's stock-detail settings per price type (app.config.ts). Vehicles of
 * other makes (used cars) have no brand entry; they get app.config's
 * `otherMakesStockDetail`.
 */
import {
  findBrand,
  otherMakesStockDetail,
  priceTypeRouteSegments,
  priceTypes,
  routeSegments,
  type PriceRow,
  type PriceType,
  type StockDetailAction,
  type StockDetailPriceTypeSettings,
} from '#app.config'
import type { PriceRowValues, Vehicle } from '#src/product-api/contract/vehicle.ts'

/** The settings for a vehicle's make: its brand's, or those for other makes. */
export function stockDetailSettings(brandSlug: string): Readonly<Record<PriceType, StockDetailPriceTypeSettings>> {
  return findBrand(brandSlug)?.stockDetail ?? otherMakesStockDetail
}

export interface PriceBlock {
  priceType: PriceType
  row: PriceRowValues
  rows: PriceRow[]
  actions: StockDetailAction[]
}

/** The block the page opens first: the price type the shopper browsed with, else the first. */
export function openPriceBlock(blocks: readonly PriceBlock[], initial: PriceType): PriceBlock | undefined {
  return blocks.find((b) => b.priceType === initial) ?? blocks[0]
}

/** The vehicle's price blocks: offered price types the brand enables, in the configured order. */
export function priceBlocks(vehicle: Pick<Vehicle, 'brand' | 'prices'>): PriceBlock[] {
  const settings = stockDetailSettings(vehicle.brand.slug)
  const blocks: PriceBlock[] = []
  for (const priceType of priceTypes) {
    const s = settings[priceType]
    const row = vehicle.prices.find((p) => p.acquisition_type === priceType)
    if (s.enabled && row) blocks.push({ priceType, row, rows: s.rows, actions: s.actions })
  }
  return blocks
}

/** Public path of a vehicle's page, on the brand's address when given (`/renault/lager/…`). */
export function vehiclePublicPath(vehicleId: string, brand?: string): string {
  return `${brand ? `/${brand}` : ''}/${routeSegments.stock}/${vehicleId}`
}

/**
 * Public path of a detail action (test drive, interest, lease calculator). The
 * calculator opens on the price type of the block it is reached from.
 */
export function vehicleActionPath(vehicleId: string, action: StockDetailAction, brand?: string, priceType?: PriceType): string {
  const segment = { testdrive: routeSegments.testDrive, interest: routeSegments.interest, lease_calculator: routeSegments.leaseCalculator }[action]
  const query = action === 'lease_calculator' && priceType && priceType !== 'purchase' ? `?acquisition=${priceType}` : ''
  return `${vehiclePublicPath(vehicleId, brand)}/${segment}${query}`
}

/** Public path of a vehicle's page for one lease or finance type (/lager/{vehicle}/privatleasing …). */
export function vehiclePriceTypePath(vehicleId: string, priceType: Exclude<PriceType, 'purchase'>, brand?: string): string {
  return `${vehiclePublicPath(vehicleId, brand)}/${routeSegments[priceTypeRouteSegments[priceType]]}`
}
