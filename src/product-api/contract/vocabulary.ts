/**
 * The product API's vocabulary: enum values with their Danish labels, the
 * equipment catalogue and the contract's limits, as plain data without zod.
 * The contract's schemas (the other files here) are built from these; the
 * browser imports only this file, so the schemas stay on the server (ADR 0009).
 */
import type { PriceType } from '#app.config'

/** A URL slug: lowercase letters, digits and single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const slugMaxLength = 160

// ---------------------------------------------------------------------------
// Equipment (contract/equipment.ts)
// ---------------------------------------------------------------------------

export const equipmentGroups = ['sikkerhed', 'foererassistance', 'komfort', 'multimedie', 'udvendigt', 'indvendigt', 'el-og-opladning', 'erhverv'] as const
export type EquipmentGroup = (typeof equipmentGroups)[number]

/**
 * Every feature's key, in catalogue order. The Danish labels and groups are in
 * equipment-catalogue.ts, so that code which only validates keys (the /lager
 * search parameters, in every page's route tree) does not load them.
 */
export const equipmentKeys = [
  // Sikkerhed
  'abs',
  'esp',
  'airbags_front',
  'airbags_side',
  'airbags_curtain',
  'knee_airbag',
  'isofix',
  'tyre_pressure_monitoring',
  'emergency_call',
  'alarm',
  'immobilizer',
  'rear_seat_belt_warning',
  // Førerassistance
  'cruise_control',
  'adaptive_cruise_control',
  'lane_keep_assist',
  'lane_change_assist',
  'blind_spot_monitor',
  'emergency_brake_assist',
  'traffic_sign_recognition',
  'driver_attention_monitor',
  'parking_sensors_front',
  'parking_sensors_rear',
  'reversing_camera',
  'camera_360',
  'park_assist',
  'head_up_display',
  'hill_start_assist',
  // Komfort
  'air_conditioning',
  'climate_control_2_zone',
  'climate_control_3_zone',
  'heated_front_seats',
  'heated_rear_seats',
  'ventilated_seats',
  'massage_seats',
  'heated_steering_wheel',
  'electric_seats_memory',
  'keyless_entry',
  'keyless_start',
  'electric_tailgate',
  'soft_close_doors',
  'auxiliary_heater',
  'panoramic_roof',
  'sunroof',
  'air_suspension',
  'rain_sensor',
  'auto_dimming_mirrors',
  'electric_folding_mirrors',
  // Multimedie
  'navigation_system',
  'apple_carplay',
  'android_auto',
  'dab_radio',
  'bluetooth',
  'wireless_charging',
  'premium_sound',
  'digital_cockpit',
  'touchscreen',
  'voice_control',
  'wifi_hotspot',
  // Udvendigt
  'tow_bar',
  'alloy_wheels',
  'led_headlights',
  'matrix_led_headlights',
  'fog_lights',
  'roof_rails',
  'tinted_rear_windows',
  'metallic_paint',
  'sport_package',
  // Indvendigt
  'ambient_lighting',
  'sport_seats',
  'split_folding_rear_seats',
  'cargo_cover',
  'multifunction_steering_wheel',
  'leather_steering_wheel',
  // El og opladning
  'heat_pump',
  'dc_fast_charging',
  'type2_charging_cable',
  'battery_preconditioning',
  'vehicle_to_load',
  // Erhverv og varerum
  'cargo_partition',
  'cargo_floor_lining',
  'cargo_wall_lining',
  'sliding_door_left',
  'sliding_door_right',
  'cargo_area_lighting',
  'roof_rack',
] as const

export type EquipmentKey = (typeof equipmentKeys)[number]

// ---------------------------------------------------------------------------
// Vehicles: enums (values from spec 3) and their Danish labels
// ---------------------------------------------------------------------------

export const fuels = ['petrol', 'diesel', 'electric', 'hybrid', 'hybrid-diesel', 'hybrid-petrol', 'mildhybrid', 'pluginhybrid'] as const
export type Fuel = (typeof fuels)[number]
/**
 * The fuels a visitor chooses among (trade-in form): one category each, no overlap (issue 30).
 * A full hybrid is "Hybrid", a 48 V mild hybrid "Mildhybrid", anything with a plug "Plugin-hybrid".
 * The API may still send the spec's `hybrid-petrol` and `hybrid-diesel`; the data set uses neither.
 */
export const fuelChoices = ['petrol', 'diesel', 'electric', 'pluginhybrid', 'hybrid', 'mildhybrid'] as const satisfies readonly Fuel[]
export const fuelLabels: Record<Fuel, string> = {
  petrol: 'Benzin',
  diesel: 'Diesel',
  electric: 'El',
  hybrid: 'Hybrid',
  'hybrid-diesel': 'Hybrid (diesel)',
  'hybrid-petrol': 'Hybrid (benzin)',
  mildhybrid: 'Mildhybrid',
  pluginhybrid: 'Plugin-hybrid',
}

/**
 * Fuel values used by lease vehicles (spec 3). `gasoline-diesel` is not
 * explained by the spec; we use it for a lease offer available with either a
 * petrol or a diesel engine at the same price.
 */
export const leaseFuels = ['gasoline', 'diesel', 'electric', 'diesel-hybrid', 'gasoline-hybrid', 'gasoline-diesel'] as const
export type LeaseFuel = (typeof leaseFuels)[number]

/** Orders of the lease vehicle list (contract/lease.ts). */
export const leaseVehicleSortOptions = ['monthly_asc', 'monthly_desc', 'name'] as const
/** The lease fuels the lease overview filters on: `gasoline-diesel` names no fuel of its own, so it is no filter. */
export const leaseFuelChoices = ['gasoline', 'diesel', 'electric', 'gasoline-hybrid', 'diesel-hybrid'] as const satisfies readonly LeaseFuel[]
export const leaseFuelLabels: Record<LeaseFuel, string> = {
  gasoline: 'Benzin',
  diesel: 'Diesel',
  electric: 'El',
  'diesel-hybrid': 'Diesel-hybrid',
  'gasoline-hybrid': 'Benzin-hybrid',
  'gasoline-diesel': 'Benzin eller diesel',
}

/** Maps a stock fuel to the lease vocabulary. */
export function toLeaseFuel(fuel: Fuel): LeaseFuel {
  switch (fuel) {
    case 'petrol':
      return 'gasoline'
    case 'diesel':
      return 'diesel'
    case 'electric':
      return 'electric'
    case 'hybrid-diesel':
      return 'diesel-hybrid'
    case 'hybrid':
    case 'hybrid-petrol':
    case 'mildhybrid':
    case 'pluginhybrid':
      return 'gasoline-hybrid'
  }
}

export const transmissions = ['manual', 'automatic'] as const
export type Transmission = (typeof transmissions)[number]
export const transmissionLabels: Record<Transmission, string> = {
  manual: 'Manuel',
  automatic: 'Automatisk',
}

export const driveTypes = ['front', 'rear', 'four'] as const
export type DriveType = (typeof driveTypes)[number]
export const driveTypeLabels: Record<DriveType, string> = {
  front: 'Forhjulstræk',
  rear: 'Baghjulstræk',
  four: 'Firehjulstræk',
}

export const vehicleTypes = ['passenger', 'van', 'truck'] as const
export type VehicleType = (typeof vehicleTypes)[number]
export const vehicleTypeLabels: Record<VehicleType, string> = {
  passenger: 'Personbil',
  van: 'Varevogn',
  truck: 'Lastbil',
}

export const bodyStyles = ['hatchback', 'saloon', 'estate', 'suv', 'coupe', 'convertible', 'mpv'] as const
export type BodyStyle = (typeof bodyStyles)[number]
export const bodyStyleLabels: Record<BodyStyle, string> = {
  hatchback: 'Hatchback',
  saloon: 'Sedan',
  estate: 'Stationcar',
  suv: 'SUV',
  coupe: 'Coupé',
  convertible: 'Cabriolet',
  mpv: 'MPV',
}

/**
 * Body of vans and trucks. The spec's body styles are car shapes; vans and
 * trucks carry `bodyStyle: null` and one of these instead (our choice).
 */
export const vanBodies = ['panel_van', 'crew_cab', 'chassis_cab', 'minibus'] as const
export type VanBody = (typeof vanBodies)[number]
export const vanBodyLabels: Record<VanBody, string> = {
  panel_van: 'Kassevogn',
  crew_cab: 'Mandskabsvogn',
  chassis_cab: 'Chassis med lad',
  minibus: 'Minibus',
}

export const conditions = ['new', 'used'] as const
export type Condition = (typeof conditions)[number]
export const conditionLabels: Record<Condition, string> = { new: 'Ny', used: 'Brugt' }
export type AcquisitionType = PriceType
export const acquisitionTypeLabels: Record<AcquisitionType, string> = {
  purchase: 'Kontant',
  private_lease: 'Privatleasing',
  business_lease: 'Erhvervsleasing',
  private_finance: 'Privatfinansiering',
  business_finance: 'Erhvervsfinansiering',
}

export const colourGroups = ['black', 'white', 'grey', 'silver', 'blue', 'red', 'green', 'brown', 'beige', 'yellow', 'orange'] as const
export type ColourGroup = (typeof colourGroups)[number]
export const colourGroupLabels: Record<ColourGroup, string> = {
  black: 'Sort',
  white: 'Hvid',
  grey: 'Grå',
  silver: 'Sølv',
  blue: 'Blå',
  red: 'Rød',
  green: 'Grøn',
  brown: 'Brun',
  beige: 'Beige',
  yellow: 'Gul',
  orange: 'Orange',
}

export const interiorMaterials = ['cloth', 'artificial_leather', 'leather', 'leather_alcantara', 'microfibre', 'vinyl'] as const
export type InteriorMaterial = (typeof interiorMaterials)[number]
export const interiorMaterialLabels: Record<InteriorMaterial, string> = {
  cloth: 'Stof',
  artificial_leather: 'Kunstlæder',
  leather: 'Læder',
  leather_alcantara: 'Læder/Alcantara',
  microfibre: 'Mikrofiber',
  vinyl: 'Vinyl (erhverv)',
}

/** Euro emission norms; electric vehicles have none (`null`). */
export const emissionClasses = ['euro-5', 'euro-6', 'euro-6d-temp', 'euro-6d', 'euro-6e'] as const
export type EmissionClass = (typeof emissionClasses)[number]

/** Danish energy label classes for cars. */
export const energyLabels = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const
export type EnergyLabel = (typeof energyLabels)[number]

// ---------------------------------------------------------------------------
// Stock search (contract/stock.ts)
// ---------------------------------------------------------------------------

export const stockSortOptions = [
  'newest',
  'price_asc',
  'price_desc',
  'monthly_asc',
  'monthly_desc',
  'year_desc',
  'year_asc',
  'mileage_asc',
  'mileage_desc',
  'power_desc',
  'range_desc',
] as const
export type StockSort = (typeof stockSortOptions)[number]
export const stockSortLabels: Record<StockSort, string> = {
  newest: 'Nyeste på lager',
  price_asc: 'Pris, lavest først',
  price_desc: 'Pris, højest først',
  monthly_asc: 'Månedlig ydelse, lavest først',
  monthly_desc: 'Månedlig ydelse, højest først',
  year_desc: 'Årgang, nyeste først',
  year_asc: 'Årgang, ældste først',
  mileage_asc: 'Kilometer, færrest først',
  mileage_desc: 'Kilometer, flest først',
  power_desc: 'Hestekræfter, flest først',
  range_desc: 'Elektrisk rækkevidde, længst først',
}

export const maxStockPageSize = 96

/** The facet fields, in display order. */
export const stockFacetFields = [
  'condition',
  'type',
  'brand',
  'model',
  'bodyStyle',
  'fuel',
  'transmission',
  'driveType',
  'colour',
  'location',
  'acquisitionType',
  'equipment',
  'seats',
  'towingWeight',
] as const
export type StockFacetField = (typeof stockFacetFields)[number]

/** Facets whose values are numbers and whose filter is a minimum (`seatsMin`, `towingWeightMin`). */
export const stockMinimumFacetFields = ['seats', 'towingWeight'] as const satisfies readonly StockFacetField[]

export const maxAvailabilityIds = 100

// ---------------------------------------------------------------------------
// Locations and employees (contract/location.ts)
// ---------------------------------------------------------------------------

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof weekdays)[number]
export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Mandag',
  tuesday: 'Tirsdag',
  wednesday: 'Onsdag',
  thursday: 'Torsdag',
  friday: 'Fredag',
  saturday: 'Lørdag',
  sunday: 'Søndag',
}

export const locationServices = [
  'new_car_sales',
  'used_car_sales',
  'van_sales',
  'workshop',
  'body_shop',
  'tyre_hotel',
  'leasing',
  'minilease',
  'rental',
  'ev_charging',
] as const
export type LocationService = (typeof locationServices)[number]
export const locationServiceLabels: Record<LocationService, string> = {
  new_car_sales: 'Salg af nye biler',
  used_car_sales: 'Salg af brugte biler',
  van_sales: 'Salg af varevogne',
  workshop: 'Værksted og service',
  body_shop: 'Skadecenter',
  tyre_hotel: 'Dækhotel',
  leasing: 'Leasing og finansiering',
  minilease: 'Minilease',
  rental: 'Lejebiler',
  ev_charging: 'Ladestandere',
}

export const departments = ['management', 'sales', 'used_cars', 'vans', 'leasing', 'workshop', 'parts', 'administration'] as const
export type Department = (typeof departments)[number]
export const departmentLabels: Record<Department, string> = {
  management: 'Ledelse',
  sales: 'Salg af nye biler',
  used_cars: 'Brugtvognssalg',
  vans: 'Varevogne og erhverv',
  leasing: 'Leasing og finansiering',
  workshop: 'Værksted',
  parts: 'Reservedele og tilbehør',
  administration: 'Administration',
}

// ---------------------------------------------------------------------------
// Models (contract/model.ts)
// ---------------------------------------------------------------------------

/**
 * Model groups. `maybach`, `amg` and `eq` are Mercedes-Benz sub-brands (spec 2.3:
 * `/mercedes-benz/modeller?group=maybach`); `vans` marks van models; `e-tech` is
 * Renault's electrified range; `standard` is everything else.
 */
export const modelGroups = ['standard', 'amg', 'maybach', 'eq', 'vans', 'e-tech'] as const
export type ModelGroup = (typeof modelGroups)[number]
export const modelGroupLabels: Record<ModelGroup, string> = {
  standard: 'Modeller',
  amg: 'Mercedes-AMG',
  maybach: 'Mercedes-Maybach',
  eq: 'Elbiler (EQ)',
  vans: 'Varevogne',
  'e-tech': 'E-Tech el og hybrid',
}
