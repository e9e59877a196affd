/**
 * The equipment catalogue's Danish texts: each feature's group and label, and
 * the groups' labels, as plain data without zod. Apart from the keys
 * (vocabulary.ts) so that only the code that shows equipment loads them: the
 * filter form and chips on /lager, the vehicle page's equipment (grouped on the
 * server) and the comparison.
 */
import { equipmentKeys, type EquipmentGroup, type EquipmentKey } from './vocabulary.ts'

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
const catalogue: Record<EquipmentKey, readonly [EquipmentGroup, string]> = {
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
  sport_package: ['udvendigt', 'Sportspakke'],
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
}

export interface EquipmentFeature {
  key: EquipmentKey
  group: EquipmentGroup
  label: string
}

export const equipmentFeatures: readonly EquipmentFeature[] = /* @__PURE__ */ equipmentKeys.map((key) => ({
  key,
  group: catalogue[key][0],
  label: catalogue[key][1],
}))
