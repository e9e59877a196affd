/**
 * The site's configuration that the browser may see: locales and localisable
 * route segments, brands, and the business constants of spec section 9. The
 * runtime settings read from the environment are server-only and live apart,
 * in app.config.server.ts.
 *
 * This module is imported by the app (server and client bundles) and by the
 * Node scripts in scripts/ (run with Node's type stripping), so it must only
 * use erasable TypeScript syntax and import nothing of the project.
 */

// ---------------------------------------------------------------------------
// Country, locales and route segments
// ---------------------------------------------------------------------------

/** The interface language is fixed to Danish (spec 1). */
export const interfaceLocale = 'da-DK'

/** Keys of the localisable route segments (spec 2.1). */
export const routeSegmentKeys = [
  'stock',
  'compare',
  'favorite',
  'interest',
  'testDrive',
  'leaseCalculator',
  'privateLease',
  'privateFinance',
  'businessLease',
  'businessFinance',
  'locations',
  'model',
] as const
export type RouteSegmentKey = (typeof routeSegmentKeys)[number]
export type RouteSegments = Record<RouteSegmentKey, string>

/**
 * Default segments from spec 2.1. The model segment's default is "not shown"
 * in the spec; we chose `models`.
 */
export const defaultRouteSegments: RouteSegments = {
  stock: 'stock',
  compare: 'compare',
  favorite: 'favorite',
  interest: 'interest',
  testDrive: 'test-drive',
  leaseCalculator: 'lease-calculator',
  privateLease: 'private-lease',
  privateFinance: 'private-finance',
  businessLease: 'business-lease',
  businessFinance: 'business-finance',
  locations: 'locations',
  model: 'models',
}

/**
 * Other spellings a route segment answers to, besides the locale's and the
 * default: spec 2.1 lists the test-drive page as `/{brand}/stock/{vehicle}/testdrive`
 * next to the default segment `test-drive`. An alias is read, never written:
 * the router sends it on to the page's localised address (`…/book-proventur`).
 */
export const routeSegmentAliases: Readonly<Partial<Record<RouteSegmentKey, readonly string[]>>> = {
  testDrive: ['testdrive'],
}

export interface LocaleConfig {
  /** BCP 47 tag, e.g. da-DK. */
  tag: string
  /** Storyblok language code used for content of this locale ('default' = the space's default language). */
  contentLanguage: string
  /** Overrides of the default route segments for this locale. */
  routeSegments: Partial<RouteSegments>
}

export interface CountryConfig {
  code: string
  currency: string
  defaultLocale: string
  locales: LocaleConfig[]
}

/**
 * Countries and locales. The interface language is Danish only; the
 * configuration can carry more countries and content locales (their content
 * comes from Storyblok's languages), without changing the interface language.
 */
export const countries: CountryConfig[] = [
  {
    code: 'DK',
    currency: 'DKK',
    defaultLocale: 'da-DK',
    locales: [
      {
        tag: 'da-DK',
        contentLanguage: 'default',
        routeSegments: {
          stock: 'lager',
          compare: 'sammenligne',
          favorite: 'favoritter',
          interest: 'kontakt-mig',
          testDrive: 'book-proventur',
          leaseCalculator: 'leaseberegner',
          privateLease: 'privatleasing',
          privateFinance: 'privatfinansiering',
          businessLease: 'erhvervsleasing',
          businessFinance: 'erhvervsfinansiering',
          locations: 'lokationer',
          model: 'modeller',
        },
      },
    ],
  },
]

export const country = 'DK'

/** Route segments for a locale: the defaults with the locale's overrides applied. */
export function routeSegmentsFor(localeTag: string): RouteSegments {
  for (const c of countries) {
    const locale = c.locales.find((l) => l.tag === localeTag)
    if (locale) return { ...defaultRouteSegments, ...locale.routeSegments }
  }
  return { ...defaultRouteSegments }
}

/** The segments the site uses (the interface locale's). */
export const routeSegments: RouteSegments = routeSegmentsFor(interfaceLocale)

// ---------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------

export interface MapBounds {
  north: number
  south: number
  west: number
  east: number
}
export interface LatLng {
  lat: number
  lng: number
}

/** Acquisition (price) types of spec 3. */
export const priceTypes = ['purchase', 'private_lease', 'business_lease', 'private_finance', 'business_finance'] as const
export type PriceType = (typeof priceTypes)[number]

/** The route segment of each price type's page (/lager/{vehicle}/privatleasing …, spec 2.1). */
export const priceTypeRouteSegments: Readonly<Record<Exclude<PriceType, 'purchase'>, RouteSegmentKey>> = {
  private_lease: 'privateLease',
  business_lease: 'businessLease',
  private_finance: 'privateFinance',
  business_finance: 'businessFinance',
}

/** Price rows of spec 3 that a stock detail page can show. */
export const priceRows = [
  'total_price',
  'discount',
  'monthly_installment',
  'down_payment',
  'contract_duration',
  'interest_rate',
  'borrowing_rate',
  'fixedinterest_period',
  'annual_distance',
  'installment_protection',
  'bank',
  'net_loan_amount',
  'remaining_balance',
] as const
export type PriceRow = (typeof priceRows)[number]

/** Actions a stock detail page can offer (spec 4: testdrive and interest). */
export const stockDetailActions = ['testdrive', 'interest', 'lease_calculator'] as const
export type StockDetailAction = (typeof stockDetailActions)[number]

export interface StockDetailPriceTypeSettings {
  /** Whether this price type is offered on the detail page at all. */
  enabled: boolean
  rows: PriceRow[]
  actions: StockDetailAction[]
}

export interface BrandConfig {
  slug: string
  name: string
  mapBounds: MapBounds
  mapCenter: LatLng
  /** Favicon path; brands without their own use the group favicon. */
  favicon: string
  stockDetail: Record<PriceType, StockDetailPriceTypeSettings>
  /**
   * Whether the brand's vehicle pages offer the appointment-booking widget (spec 2.5),
   * and the product category they open it with. Location workshops always offer it.
   */
  vehicleBooking: { enabled: boolean; productCategory: string }
}

/** Spec 9: map bounds and centre. */
export const defaultMapBounds: MapBounds = { north: 60.75, south: 42.33, west: -7.57, east: 18.02 }
export const defaultMapCenter: LatLng = { lat: 50.04, lng: 3.725 }

const purchaseRows: PriceRow[] = ['total_price', 'discount']
const leaseRows: PriceRow[] = ['monthly_installment', 'down_payment', 'contract_duration', 'annual_distance', 'total_price']
const financeRows: PriceRow[] = [
  'monthly_installment',
  'down_payment',
  'contract_duration',
  'borrowing_rate',
  'interest_rate',
  'fixedinterest_period',
  'net_loan_amount',
  'remaining_balance',
  'installment_protection',
  'bank',
  'total_price',
]

/** Stock-detail settings a brand starts from (its entry below overrides single price types). */
export const defaultStockDetail: Readonly<Record<PriceType, StockDetailPriceTypeSettings>> = {
  purchase: { enabled: true, rows: purchaseRows, actions: ['testdrive', 'interest'] },
  private_lease: { enabled: true, rows: leaseRows, actions: ['interest', 'lease_calculator'] },
  business_lease: { enabled: true, rows: leaseRows, actions: ['interest', 'lease_calculator'] },
  // Every lease and finance block links its calculator ("Beregn din ydelse").
  private_finance: { enabled: true, rows: financeRows, actions: ['testdrive', 'interest', 'lease_calculator'] },
  business_finance: { enabled: true, rows: financeRows, actions: ['interest', 'lease_calculator'] },
}

/**
 * Stock-detail settings for makes outside `brands` (used cars of other makes
 * the group sells): the group's own settings, every price type the vehicle is
 * offered in, financed and leased through the group's partner banks.
 */
export const otherMakesStockDetail: Readonly<Record<PriceType, StockDetailPriceTypeSettings>> = {
  ...defaultStockDetail,
}

export const groupFavicon = '/favicon.svg'

export const brands: BrandConfig[] = [
  {
    slug: 'mercedes-benz',
    name: 'Mercedes-Benz',
    mapBounds: defaultMapBounds,
    mapCenter: defaultMapCenter,
    favicon: groupFavicon,
    vehicleBooking: { enabled: true, productCategory: 'test_drive' },
    stockDetail: {
      ...defaultStockDetail,
      // Mercedes-Benz Financial Services does not offer installment protection on business finance.
      business_finance: {
        enabled: true,
        rows: financeRows.filter((r) => r !== 'installment_protection'),
        actions: ['interest', 'lease_calculator'],
      },
    },
  },
  {
    slug: 'renault',
    name: 'Renault',
    mapBounds: defaultMapBounds,
    mapCenter: defaultMapCenter,
    favicon: '/favicons/renault.svg',
    vehicleBooking: { enabled: true, productCategory: 'test_drive' },
    stockDetail: defaultStockDetail,
  },
  {
    slug: 'dacia',
    name: 'Dacia',
    mapBounds: defaultMapBounds,
    mapCenter: defaultMapCenter,
    favicon: '/favicons/dacia.svg',
    // Dacia books test drives through the site's own form only.
    vehicleBooking: { enabled: false, productCategory: 'test_drive' },
    stockDetail: {
      ...defaultStockDetail,
      // Dacia sells on price: no business lease offered through the brand.
      business_lease: { enabled: false, rows: [], actions: [] },
    },
  },
]

export function findBrand(slug: string): BrandConfig | undefined {
  return brands.find((b) => b.slug === slug)
}

// ---------------------------------------------------------------------------
// Business constants (spec 9)
// ---------------------------------------------------------------------------

export const constants = {
  compare: { max: 6, min: 2 },
  legacyRedirectStatus: 301,
  map: { bounds: defaultMapBounds, center: defaultMapCenter },
  autochat: { bubbleEnabled: true, delay: 1 },
  /** Build-freshness reload guard: at most one reload per path per this many ms. */
  reloadGuardMs: 10_000,
  /** How often an open page asks the site whether a newer build is deployed (also on tab focus). */
  buildCheckIntervalMs: 5 * 60_000,
  iconFetchTimeoutMs: 1_500,
  localeCookieDays: 365,
  minilease: {
    includes: ['forsikring', 'service', 'grøn ejerafgift'],
    kmPerMonth: 2_000,
    establishmentFeeOnRenewal: 0,
  },
  usedCarSellingPoints: ['Gyldigt syn og 12 måneders garanti', '14 dages byttegaranti', 'Gratis familiepas'],
  brandFavicons: ['renault', 'dacia'],
  contentClient: {
    perPage: 25,
    requestsPerSecond: 5,
    requestsPerSecondWithOauth: 3,
    maxRetries: 10,
    retryDelayMs: 300,
    relatedBatchSize: 50,
  },
  iconService: { timeoutMs: 5_000, rotateMs: 750, maxUrlLength: 500 },
  cacheVersionWrap: 1_000,
  errorReporting: {
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    tracesSampleRate: 0.1,
    slowClickTimeoutMs: 7_000,
    mutationLimit: 10_000,
    mutationBreadcrumbLimit: 750,
    /**
     * Spec 9's throttle, response-body read time-out and trace-linking window are
     * built into the Sentry SDK at exactly these values and are not options:
     * src/observability/sentry-sdk-values.test.ts pins them to the installed SDK.
     */
    throttle: { events: 300, perMs: 5_000 },
    responseBodyReadTimeoutMs: 500,
    traceLinkingWindowSeconds: 3_600,
    /**
     * Session recording (spec 4, values not shown there; ours): a recording pauses
     * after 5 minutes without activity, the session expires after 15 minutes idle and
     * a recording is cut at 60 minutes. The maximum is the SDK's `maxReplayDuration`
     * option; pause and expiry are not options of the SDK, so ours are its own values,
     * pinned by the same test.
     */
    replaySession: { idlePauseMs: 300_000, idleExpireMs: 900_000, maxDurationMs: 3_600_000 },
    /**
     * What makes the browser load the SDK (never on first load, ADR 0009): the visitor's
     * first interaction, or the first error (errors until it runs are queued).
     */
    sdkStartEvents: ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'focusin'],
  },
} as const

/** Spec 1: the console warning (in the server's log and the browser's console) when useMocks equals the string "true". */
export const mockModeWarning = 'useMocks=true: Mock-data bruges i stedet for produkt-API’et (mock data is used instead of the API).'
