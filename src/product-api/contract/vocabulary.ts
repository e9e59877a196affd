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

export const equipmentGroupLabels: Record<EquipmentGroup, string> = {
  sikkerhed: 'Sikkerhed',
  foererassistance: 'Førerassistance',
  komfort: 'Komfort',
  multimedie: 'Multimedie',
  udvendigt: 'Udvendigt',
  indvendigt: 'Indvendigt',
  'el-og-opladning': 'El og opladning',
  erhverv: 'Erhverv og varerum',
}

/** Every feature: key → [group, Danish label]. */
const catalogue = {
  // Sikkerhed
  abs: ['sikkerhed', 'ABS-bremser'],
  esp: ['sikkerhed', 'ESP (antiskid)'],
  airbags_front: ['sikkerhed', 'Airbags foran'],
  airbags_side: ['sikkerhed', 'Sideairbags'],
  airbags_curtain: ['sikkerhed', 'Gardinairbags'],
  knee_airbag: ['sikkerhed', 'Knæairbag'],
  isofix: ['sikkerhed', 'Isofix-beslag'],
  tyre_pressure_monitoring: ['sikkerhed', 'Dæktryksovervågning'],
  emergency_call: ['sikkerhed', 'Nødopkald (eCall)'],
  alarm: ['sikkerhed', 'Alarm'],
  immobilizer: ['sikkerhed', 'Startspærre'],
  rear_seat_belt_warning: ['sikkerhed', 'Selealarm bagsæde'],
  // Førerassistance
  cruise_control: ['foererassistance', 'Fartpilot'],
  adaptive_cruise_control: ['foererassistance', 'Adaptiv fartpilot'],
  lane_keep_assist: ['foererassistance', 'Vognbaneassistent'],
  lane_change_assist: ['foererassistance', 'Vognbaneskifteassistent'],
  blind_spot_monitor: ['foererassistance', 'Blindvinkelassistent'],
  emergency_brake_assist: ['foererassistance', 'Nødbremseassistent'],
  traffic_sign_recognition: ['foererassistance', 'Trafikskiltgenkendelse'],
  driver_attention_monitor: ['foererassistance', 'Træthedsregistrering'],
  parking_sensors_front: ['foererassistance', 'Parkeringssensorer foran'],
  parking_sensors_rear: ['foererassistance', 'Parkeringssensorer bagpå'],
  reversing_camera: ['foererassistance', 'Bakkamera'],
  camera_360: ['foererassistance', '360°-kamera'],
  park_assist: ['foererassistance', 'Parkeringsassistent'],
  head_up_display: ['foererassistance', 'Head-up display'],
  hill_start_assist: ['foererassistance', 'Bakkestartassistent'],
  // Komfort
  air_conditioning: ['komfort', 'Aircondition'],
  climate_control_2_zone: ['komfort', '2-zonet klimaanlæg'],
  climate_control_3_zone: ['komfort', '3-zonet klimaanlæg'],
  heated_front_seats: ['komfort', 'Sædevarme foran'],
  heated_rear_seats: ['komfort', 'Sædevarme bagi'],
  ventilated_seats: ['komfort', 'Ventilerede sæder'],
  massage_seats: ['komfort', 'Massagesæder'],
  heated_steering_wheel: ['komfort', 'Opvarmet rat'],
  electric_seats_memory: ['komfort', 'El-sæder med memory'],
  keyless_entry: ['komfort', 'Nøglefri adgang'],
  keyless_start: ['komfort', 'Nøglefri start'],
  electric_tailgate: ['komfort', 'El-betjent bagklap'],
  soft_close_doors: ['komfort', 'Soft close-døre'],
  auxiliary_heater: ['komfort', 'Webasto/fjernbetjent varmer'],
  panoramic_roof: ['komfort', 'Panoramatag'],
  sunroof: ['komfort', 'Soltag'],
  air_suspension: ['komfort', 'Luftaffjedring'],
  rain_sensor: ['komfort', 'Regnsensor'],
  auto_dimming_mirrors: ['komfort', 'Automatisk nedblændende spejle'],
  electric_folding_mirrors: ['komfort', 'El-indklappelige sidespejle'],
  // Multimedie
  navigation_system: ['multimedie', 'Navigationssystem'],
  apple_carplay: ['multimedie', 'Apple CarPlay'],
  android_auto: ['multimedie', 'Android Auto'],
  dab_radio: ['multimedie', 'DAB+-radio'],
  bluetooth: ['multimedie', 'Bluetooth'],
  wireless_charging: ['multimedie', 'Trådløs opladning af telefon'],
  premium_sound: ['multimedie', 'Premium lydanlæg'],
  digital_cockpit: ['multimedie', 'Digitalt instrumentpanel'],
  touchscreen: ['multimedie', 'Touchskærm'],
  voice_control: ['multimedie', 'Stemmestyring'],
  wifi_hotspot: ['multimedie', 'Wi-Fi-hotspot'],
  // Udvendigt
  tow_bar: ['udvendigt', 'Anhængertræk'],
  alloy_wheels: ['udvendigt', 'Alufælge'],
  led_headlights: ['udvendigt', 'LED-forlygter'],
  matrix_led_headlights: ['udvendigt', 'Matrix LED-forlygter'],
  fog_lights: ['udvendigt', 'Tågelygter'],
  roof_rails: ['udvendigt', 'Tagræling'],
  tinted_rear_windows: ['udvendigt', 'Mørktonede ruder bagi'],
  metallic_paint: ['udvendigt', 'Metallak'],
  sport_package: ['udvendigt', 'Sportspakke (fx AMG Line)'],
  // Indvendigt
  ambient_lighting: ['indvendigt', 'Ambientebelysning'],
  sport_seats: ['indvendigt', 'Sportssæder'],
  split_folding_rear_seats: ['indvendigt', 'Delt nedfældeligt bagsæde'],
  cargo_cover: ['indvendigt', 'Rullegardin til bagagerum'],
  multifunction_steering_wheel: ['indvendigt', 'Multifunktionsrat'],
  leather_steering_wheel: ['indvendigt', 'Læderrat'],
  // El og opladning
  heat_pump: ['el-og-opladning', 'Varmepumpe'],
  dc_fast_charging: ['el-og-opladning', 'DC-lynladning'],
  type2_charging_cable: ['el-og-opladning', 'Ladekabel type 2'],
  battery_preconditioning: ['el-og-opladning', 'Forvarmning af batteri'],
  vehicle_to_load: ['el-og-opladning', 'Vehicle-to-load (V2L)'],
  // Erhverv og varerum
  cargo_partition: ['erhverv', 'Skillevæg til varerum'],
  cargo_floor_lining: ['erhverv', 'Træbund i varerum'],
  cargo_wall_lining: ['erhverv', 'Sidebeklædning i varerum'],
  sliding_door_left: ['erhverv', 'Skydedør venstre'],
  sliding_door_right: ['erhverv', 'Skydedør højre'],
  cargo_area_lighting: ['erhverv', 'LED-lys i varerum'],
  roof_rack: ['erhverv', 'Tagbøjler/tagbagagebærer'],
} as const satisfies Record<string, readonly [EquipmentGroup, string]>

export type EquipmentKey = keyof typeof catalogue

export const equipmentKeys = Object.keys(catalogue) as EquipmentKey[]

export interface EquipmentFeature {
  key: EquipmentKey
  group: EquipmentGroup
  label: string
}

export const equipmentFeatures: readonly EquipmentFeature[] = equipmentKeys.map((key) => ({
  key,
  group: catalogue[key][0],
  label: catalogue[key][1],
}))

// ---------------------------------------------------------------------------
// Vehicles: enums (values from spec 3) and their Danish labels
// ---------------------------------------------------------------------------

export const fuels = ['petrol', 'diesel', 'electric', 'hybrid', 'hybrid-diesel', 'hybrid-petrol', 'mildhybrid', 'pluginhybrid'] as const
export type Fuel = (typeof fuels)[number]
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
