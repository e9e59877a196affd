/**
 * The one typed analytics module (spec 3 "Analytics entities", spec 7).
 *
 * - Events go to `window.dataLayer`, which the tag manager reads. Every event
 *   carries its contract id (`vm_` + the event name).
 * - Entity data (vehicles, models, lease vehicles, locations) is not repeated
 *   in each event: it is cached in the page-level constants object
 *   `window.analyticsConstants`, keyed by id, and events carry only the ids
 *   (vehicle_id, model_id, location_id). The constants also hold the country,
 *   the available locales and the current locale.
 * - Push only from effects and event handlers in the browser, never while
 *   rendering on the server (every function here is a no-op without `window`).
 *
 * Features add their event's payload type to `AnalyticsEventPayloads` and a
 * builder to `analyticsEvents`.
 */
import { countries, country, interfaceLocale } from '#app.config'

// ---------------------------------------------------------------------------
// Event names and contract ids (spec 7)
// ---------------------------------------------------------------------------

export const analyticsEventNames = [
  'page_view',
  'view_vehicle_overview',
  'view_vehicle_detail',
  'view_vehicle_testdrive',
  'view_vehicle_interest',
  'view_vehicle_lease_calculator',
  'view_lease_vehicle_overview',
  'view_lease_vehicle_detail',
  'view_location_overview',
  'view_location_detail',
  'click_social',
  'click_vehicle_more_details',
  'click_vehicle_show_openinghours',
  'click_location_phone_number',
  'click_location_email',
  'click_location_whatsapp',
  'click_location_route',
  'form_ready',
  'download',
  'adjust_location_filter',
  'adjust_vehicle_quicksearch_filter',
  'adjust_vehicle_overview_filter',
  'view_vehicle_model_detail',
  // Not named in spec 7: the lead forms' submit event (issue 7 asks for one).
  'form_submit',
  // Not named in spec 7: the autochat's events (issue 15).
  'chat_open',
  'chat_message_sent',
  'chat_handoff',
] as const
export type AnalyticsEventName = (typeof analyticsEventNames)[number]
export type ContractId<N extends AnalyticsEventName = AnalyticsEventName> = `vm_${N}`

export function contractId<N extends AnalyticsEventName>(name: N): ContractId<N> {
  return `vm_${name}`
}

/** Social networks by host (click_social's `network`): a link to one of these is a social click. */
const socialHosts: Record<string, string> = {
  'facebook.com': 'facebook',
  'instagram.com': 'instagram',
  'linkedin.com': 'linkedin',
  'youtube.com': 'youtube',
  'tiktok.com': 'tiktok',
  'x.com': 'x',
  'twitter.com': 'x',
  'pinterest.com': 'pinterest',
}

/** The social network a link goes to, or null ("www." and other subdomains count). */
export function socialNetworkOf(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  for (const [domain, network] of Object.entries(socialHosts)) {
    if (host === domain || host.endsWith(`.${domain}`)) return network
  }
  return null
}

/**
 * The one model id format of every event and the constants' `models` keys:
 * "{brand}/{model}" (model slugs are unique per brand only), e.g. "renault/renault-5".
 */
export function modelAnalyticsId(brand: string, model: string): string {
  return `${brand}/${model}`
}

// ---------------------------------------------------------------------------
// Page-level constants: entities keyed by id
// ---------------------------------------------------------------------------

export interface VehicleAnalyticsData {
  vehicle_id: string
  brand: string
  model: string
  variant: string
  condition: string
  vehicle_type: string
  fuel: string
  production_year: number
  /** Cash price incl. moms, kr. */
  price: number | null
  location_id: string
}

export interface ModelAnalyticsData {
  model_id: string
  brand: string
  name: string
}

export interface LeaseVehicleAnalyticsData {
  lease_vehicle_id: string
  brand: string
  model: string
  monthly_price: number | null
}

export interface LocationAnalyticsData {
  location_id: string
  name: string
  town: string
}

export interface AnalyticsConstants {
  country: string
  locales: string[]
  locale: string
  vehicles: Record<string, VehicleAnalyticsData>
  models: Record<string, ModelAnalyticsData>
  leaseVehicles: Record<string, LeaseVehicleAnalyticsData>
  locations: Record<string, LocationAnalyticsData>
}

/** Loosely typed: the tag manager and other scripts push their own events too. */
export interface DataLayerEvent {
  event: string
  contract_id?: string
  [key: string]: unknown
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[]
    analyticsConstants?: AnalyticsConstants
  }
}

/** The page's constants object, created on first use. Undefined on the server. */
export function analyticsConstants(): AnalyticsConstants | undefined {
  if (typeof window === 'undefined') return undefined
  window.analyticsConstants ??= {
    country,
    locales: countries.flatMap((c) => c.locales.map((l) => l.tag)),
    locale: interfaceLocale,
    vehicles: {},
    models: {},
    leaseVehicles: {},
    locations: {},
  }
  return window.analyticsConstants
}

export function registerVehicle(data: VehicleAnalyticsData): void {
  const constants = analyticsConstants()
  if (constants) constants.vehicles[data.vehicle_id] = data
}

export function registerModel(data: ModelAnalyticsData): void {
  const constants = analyticsConstants()
  if (constants) constants.models[data.model_id] = data
}

export function registerLeaseVehicle(data: LeaseVehicleAnalyticsData): void {
  const constants = analyticsConstants()
  if (constants) constants.leaseVehicles[data.lease_vehicle_id] = data
}

export function registerLocation(data: LocationAnalyticsData): void {
  const constants = analyticsConstants()
  if (constants) constants.locations[data.location_id] = data
}

// ---------------------------------------------------------------------------
// Typed events
// ---------------------------------------------------------------------------

/**
 * Which filter changed and how (filter events). A type alias, not an
 * interface: payloads must stay assignable to data-layer entries.
 */
export type FilterChange = {
  /** The filter's parameter name, e.g. `fuel`, `priceMax`, `sort`. */
  filter_name: string
  /** The value added, removed or set ('' when cleared). */
  filter_value: string
  filter_action: 'add' | 'remove' | 'set' | 'clear'
}

/** The kinds of page a page_view names (the route's first path segment family). */
export type PageType =
  | 'home'
  | 'vehicle_overview'
  | 'vehicle_detail'
  | 'model_overview'
  | 'model_detail'
  | 'location_overview'
  | 'location_detail'
  | 'employees'
  | 'compare'
  | 'favourites'
  | 'form'
  | 'error'
  | 'content'

export interface AnalyticsEventPayloads {
  /** Every full load and every in-app navigation. */
  page_view: { page_type: PageType; page_path: string; page_title: string }
  /** A link to one of the group's social profiles was clicked. */
  click_social: { network: string; link_url: string }
  view_vehicle_overview: {
    /** Number of vehicles matching the filters. */
    result_count: number
    /** Vehicles on the page shown, in order; their data is in the constants. */
    vehicle_ids: string[]
    page_number: number
  }
  view_vehicle_detail: { vehicle_id: string; model_id: string; location_id: string }
  adjust_vehicle_overview_filter: FilterChange
  adjust_vehicle_quicksearch_filter: FilterChange & { form_id: string }
  click_vehicle_more_details: { vehicle_id: string }
  /** A location's opening hours were opened: on a vehicle page, or (vehicle_id null) on a location page. */
  click_vehicle_show_openinghours: { vehicle_id: string | null; location_id: string }
  download: { file_url: string }
  view_vehicle_model_detail: { model_id: string; brand: string }
  view_location_overview: { result_count: number; location_ids: string[] }
  view_location_detail: { location_id: string }
  adjust_location_filter: FilterChange & { result_count: number }
  click_location_phone_number: { location_id: string }
  click_location_email: { location_id: string }
  click_location_whatsapp: { location_id: string }
  click_location_route: { location_id: string }
  /** A stock vehicle's test-drive form was shown. */
  view_vehicle_testdrive: { vehicle_id: string; model_id: string; location_id: string }
  /** A stock vehicle's interest form was shown. */
  view_vehicle_interest: { vehicle_id: string; model_id: string; location_id: string }
  /** A lead form can be used (hydrated, its status loaded). */
  form_ready: FormEventIds
  /** A lead form was sent: validated and stored in the outbox, on its way to the site. */
  form_submit: FormEventIds & { form_type: string }
  /** A stock vehicle's lease calculator or price-type page was shown, with the price type it opened on. */
  view_vehicle_lease_calculator: { vehicle_id: string; model_id: string; location_id: string | null }
  /** A lease overview was shown: its offers (data in the constants' leaseVehicles) for the filters and page. */
  view_lease_vehicle_overview: { result_count: number; lease_vehicle_ids: string[] }
  /** A lease offer's detail page was shown. */
  view_lease_vehicle_detail: { lease_vehicle_id: string; model_id: string }
  /** The autochat was opened (bubble, chat block or "Spørg om denne bil"); vehicle_id when opened from a vehicle. */
  chat_open: { vehicle_id: string | null }
  /** The visitor sent a chat message (its length only: the text stays out of analytics). */
  chat_message_sent: { message_length: number }
  /** The visitor left the chat for a person: phone, contact form or "Ring mig op". */
  chat_handoff: { handoff_type: 'phone' | 'contact_form' | 'callback'; chat_state: 'ready' | 'fallback' | 'error' }
}

/** What a form event is about; null where the form has no such subject. */
export type FormEventIds = {
  form_id: string
  vehicle_id: string | null
  model_id: string | null
  location_id: string | null
}

export type TypedEventName = keyof AnalyticsEventPayloads

export type AnalyticsEvent<N extends TypedEventName = TypedEventName> = {
  event: N
  contract_id: ContractId<N>
  /** The page the event happened on (path and query). */
  location: string
} & AnalyticsEventPayloads[N]

export type AnyAnalyticsEvent = { [N in TypedEventName]: AnalyticsEvent<N> }[TypedEventName]

function currentLocation(): string {
  return typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`
}

/** Builds a typed event with its contract id and the page location. */
export function buildAnalyticsEvent<N extends TypedEventName>(name: N, payload: AnalyticsEventPayloads[N]): AnalyticsEvent<N> {
  return { event: name, contract_id: contractId(name), location: currentLocation(), ...payload } as AnalyticsEvent<N>
}

/** Event builders, one per typed event. */
export const analyticsEvents = {
  pageView: (p: AnalyticsEventPayloads['page_view']) => buildAnalyticsEvent('page_view', p),
  clickSocial: (p: AnalyticsEventPayloads['click_social']) => buildAnalyticsEvent('click_social', p),
  viewVehicleLeaseCalculator: (p: AnalyticsEventPayloads['view_vehicle_lease_calculator']) => buildAnalyticsEvent('view_vehicle_lease_calculator', p),
  viewLeaseVehicleOverview: (p: AnalyticsEventPayloads['view_lease_vehicle_overview']) => buildAnalyticsEvent('view_lease_vehicle_overview', p),
  viewLeaseVehicleDetail: (p: AnalyticsEventPayloads['view_lease_vehicle_detail']) => buildAnalyticsEvent('view_lease_vehicle_detail', p),
  viewVehicleOverview: (p: AnalyticsEventPayloads['view_vehicle_overview']) => buildAnalyticsEvent('view_vehicle_overview', p),
  viewVehicleDetail: (p: AnalyticsEventPayloads['view_vehicle_detail']) => buildAnalyticsEvent('view_vehicle_detail', p),
  adjustVehicleOverviewFilter: (p: AnalyticsEventPayloads['adjust_vehicle_overview_filter']) => buildAnalyticsEvent('adjust_vehicle_overview_filter', p),
  adjustVehicleQuicksearchFilter: (p: AnalyticsEventPayloads['adjust_vehicle_quicksearch_filter']) =>
    buildAnalyticsEvent('adjust_vehicle_quicksearch_filter', p),
  clickVehicleMoreDetails: (p: AnalyticsEventPayloads['click_vehicle_more_details']) => buildAnalyticsEvent('click_vehicle_more_details', p),
  clickVehicleShowOpeninghours: (p: AnalyticsEventPayloads['click_vehicle_show_openinghours']) => buildAnalyticsEvent('click_vehicle_show_openinghours', p),
  download: (p: AnalyticsEventPayloads['download']) => buildAnalyticsEvent('download', p),
  viewVehicleModelDetail: (p: AnalyticsEventPayloads['view_vehicle_model_detail']) => buildAnalyticsEvent('view_vehicle_model_detail', p),
  viewLocationOverview: (p: AnalyticsEventPayloads['view_location_overview']) => buildAnalyticsEvent('view_location_overview', p),
  viewLocationDetail: (p: AnalyticsEventPayloads['view_location_detail']) => buildAnalyticsEvent('view_location_detail', p),
  adjustLocationFilter: (p: AnalyticsEventPayloads['adjust_location_filter']) => buildAnalyticsEvent('adjust_location_filter', p),
  clickLocationPhoneNumber: (p: AnalyticsEventPayloads['click_location_phone_number']) => buildAnalyticsEvent('click_location_phone_number', p),
  clickLocationEmail: (p: AnalyticsEventPayloads['click_location_email']) => buildAnalyticsEvent('click_location_email', p),
  clickLocationWhatsapp: (p: AnalyticsEventPayloads['click_location_whatsapp']) => buildAnalyticsEvent('click_location_whatsapp', p),
  clickLocationRoute: (p: AnalyticsEventPayloads['click_location_route']) => buildAnalyticsEvent('click_location_route', p),
  viewVehicleTestdrive: (p: AnalyticsEventPayloads['view_vehicle_testdrive']) => buildAnalyticsEvent('view_vehicle_testdrive', p),
  viewVehicleInterest: (p: AnalyticsEventPayloads['view_vehicle_interest']) => buildAnalyticsEvent('view_vehicle_interest', p),
  formReady: (p: AnalyticsEventPayloads['form_ready']) => buildAnalyticsEvent('form_ready', p),
  formSubmit: (p: AnalyticsEventPayloads['form_submit']) => buildAnalyticsEvent('form_submit', p),
  chatOpen: (p: AnalyticsEventPayloads['chat_open']) => buildAnalyticsEvent('chat_open', p),
  chatMessageSent: (p: AnalyticsEventPayloads['chat_message_sent']) => buildAnalyticsEvent('chat_message_sent', p),
  chatHandoff: (p: AnalyticsEventPayloads['chat_handoff']) => buildAnalyticsEvent('chat_handoff', p),
}

/** Pushes a typed event (browser only). */
export function pushAnalyticsEvent(event: AnyAnalyticsEvent): void {
  pushDataLayer(event)
}

/** Pushes any data-layer entry (browser only). Prefer `pushAnalyticsEvent` for the site's own events. */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
