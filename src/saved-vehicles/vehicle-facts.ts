/**
 * The facts of a stock vehicle that the compare table and the favourite
 * cards show: a plain, serialisable projection of the product API's Vehicle,
 * made on the server so the browser gets only what it renders.
 */
import { lowestMonthlyPrice, priceView, type CreditPrice } from '../pricing/price-view.ts'
import { energyFacts, type EnergyFacts } from '../pricing/energy-view.ts'
import type { EquipmentKey } from '../product-api/contract/vocabulary.ts'
import type { Vehicle } from '../product-api/contract/vehicle.ts'
import type {
  AcquisitionType,
  BodyStyle,
  Condition,
  DriveType,
  EmissionClass,
  EnergyLabel,
  Fuel,
  InteriorMaterial,
  Transmission,
  VanBody,
  VehicleType,
} from '../product-api/contract/vocabulary.ts'

export interface VehicleFacts {
  /** The id the list holds (as saved). */
  id: string
  /** The vehicle's current slug, for links (may differ from `id` when the description changed). */
  canonicalId: string
  title: string
  brand: string
  condition: Condition
  type: VehicleType
  image: { url: string; alt: string; width: number; height: number } | null
  bodyStyle: BodyStyle | null
  vanBody: VanBody | null
  productionYear: number
  firstRegistration: string | null
  mileageKm: number
  previousOwners: number | null
  exteriorColour: string
  interiorColour: string
  interiorMaterial: InteriorMaterial
  seats: number
  doors: number
  fuel: Fuel
  transmission: Transmission
  driveType: DriveType
  powerHp: number
  powerKw: number
  electricRangeKm: number | null
  batteryCapacityKwh: number | null
  combinedLPer100Km: number | null
  weightedLPer100Km: number | null
  electricWhPerKm: number | null
  co2GPerKm: number
  /** The energy class of a passenger car; null for a van or truck, which has none (issue 30). */
  energyLabel: EnergyLabel | null
  /** Energy class (passenger cars) and WLTP figures, shown beside the prices (issue 30). */
  energy: EnergyFacts
  emissionClass: EmissionClass | null
  maxWeightKg: number
  towingWeightKg: number
  payloadKg: number | null
  warranty: string
  location: { name: string; town: string }
  /** Cash price incl. moms and delivery (the purchase row), when sold for cash. */
  cashPrice: number | null
  /** The discount as the price view shows it: the "Før"-price (30-day low) − the price; 0 without a "Før"-price (issue 30). */
  discount: number
  /**
   * The lowest monthly lease or finance price offered, as the one price
   * presentation shows it: with its representative example (ÅOP, down
   * payment, duration, credit costs, total payable). Incl. moms, as the list
   * pages show every price. Null when no row has a complete example.
   */
  lowestMonthly: CreditPrice | null
  acquisitionTypes: AcquisitionType[]
  equipment: EquipmentKey[]
}

export function toVehicleFacts(vehicle: Vehicle, requestedId: string = vehicle.id): VehicleFacts {
  const purchase = vehicle.prices.find((p) => p.acquisition_type === 'purchase')
  const cash = purchase ? priceView(purchase, 'incl') : null
  const image = vehicle.media.images[0]
  return {
    id: requestedId,
    canonicalId: vehicle.id,
    title: vehicle.title,
    brand: vehicle.brand.name,
    condition: vehicle.condition,
    type: vehicle.type,
    image: image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null,
    bodyStyle: vehicle.bodyStyle,
    vanBody: vehicle.vanBody,
    productionYear: vehicle.productionYear,
    firstRegistration: vehicle.firstRegistration,
    mileageKm: vehicle.mileageKm,
    previousOwners: vehicle.previousOwners,
    exteriorColour: vehicle.exteriorColour.name,
    interiorColour: vehicle.interiorColour.name,
    interiorMaterial: vehicle.interiorMaterial,
    seats: vehicle.seats,
    doors: vehicle.doors,
    fuel: vehicle.fuel,
    transmission: vehicle.transmission,
    driveType: vehicle.driveType,
    powerHp: vehicle.powerHp,
    powerKw: vehicle.powerKw,
    electricRangeKm: vehicle.electricRangeKm,
    batteryCapacityKwh: vehicle.batteryCapacityKwh,
    combinedLPer100Km: vehicle.consumption.combinedLPer100Km,
    weightedLPer100Km: vehicle.consumption.weightedLPer100Km,
    electricWhPerKm: vehicle.consumption.electricWhPerKm,
    co2GPerKm: vehicle.consumption.co2GPerKm,
    energyLabel: energyFacts(vehicle).energyClass,
    energy: energyFacts(vehicle),
    emissionClass: vehicle.emissionClass,
    maxWeightKg: vehicle.maxWeightKg,
    towingWeightKg: vehicle.towingWeightKg,
    payloadKg: vehicle.payloadKg,
    warranty: vehicle.warranty.description,
    location: { name: vehicle.location.name, town: vehicle.location.town },
    cashPrice: purchase ? purchase.total_price : null,
    discount: cash?.kind === 'cash' ? (cash.discount?.amount ?? 0) : 0,
    lowestMonthly: lowestMonthlyPrice(vehicle.prices, 'incl'),
    acquisitionTypes: vehicle.prices.map((p) => p.acquisition_type),
    equipment: [...vehicle.equipment],
  }
}
