/**
 * Equipment features (spec 3: "a long list of named features such as abs, esp,
 * tow_bar, navigation_system (full list not shown)"). This is the list we chose:
 * snake_case keys, Danish labels, grouped for display.
 */
import { z } from 'zod'

export const equipmentGroups = [
  'sikkerhed',
  'foererassistance',
  'komfort',
  'multimedie',
  'udvendigt',
  'indvendigt',
  'el-og-opladning',
  'erhverv',
] as const
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

export const equipmentKeySchema = z.enum(equipmentKeys as [EquipmentKey, ...EquipmentKey[]]).meta({ id: 'EquipmentKey' })

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

export function equipmentLabel(key: EquipmentKey): string {
  return catalogue[key][1]
}

export function equipmentGroupOf(key: EquipmentKey): EquipmentGroup {
  return catalogue[key][0]
}

/** A vehicle's equipment as shown on the detail page: groups with Danish labels. */
export const equipmentGroupSchema = z
  .object({
    group: z.enum(equipmentGroups),
    label: z.string(),
    features: z.array(z.object({ key: equipmentKeySchema, label: z.string() })),
  })
  .meta({ id: 'EquipmentGroup' })
export type EquipmentGroupView = z.infer<typeof equipmentGroupSchema>

/** Groups a list of keys for display, in catalogue order. */
export function groupEquipment(keys: readonly EquipmentKey[]): EquipmentGroupView[] {
  const set = new Set(keys)
  const out: EquipmentGroupView[] = []
  for (const group of equipmentGroups) {
    const features = equipmentFeatures
      .filter((f) => f.group === group && set.has(f.key))
      .map((f) => ({ key: f.key, label: f.label }))
    if (features.length > 0) out.push({ group, label: equipmentGroupLabels[group], features })
  }
  return out
}
