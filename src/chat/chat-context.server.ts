/**
 * Where a chat question was asked, as the product API's assistant gets it
 * (issue 30): a question from a vehicle's page carries that vehicle, its
 * branch (so "ring til jer" gets that branch's number, not the main one) and
 * its prices in the words of the page — the site's one price presentation
 * (src/pricing), the monthly payment with its representative example — so the
 * chat quotes the same figures as the page it was opened from.
 *
 * The vehicle comes from the page's path (`/lager/{id}`, `/{brand}/lager/{id}`
 * and their sub-pages) or from the "Spørg om denne bil" button; the browser
 * sends only the path and the id, the figures are read here from the product API.
 */
import { findBrand, otherMakesStockDetail, priceTypes, routeSegments } from '#app.config'
import { acquisitionTypeLabels } from '../product-api/contract/vocabulary.ts'
import type { ChatContext, ChatVehiclePrice } from '../product-api/contract/chat.ts'
import type { Vehicle } from '../product-api/contract/vehicle.ts'
import { NotFoundError } from '../product-api/errors.ts'
import { formatKr } from '../format/format.ts'
import { m } from '../i18n/paraglide/messages.js'
import { exampleDetails, keyFigures } from '../pricing/price-summary.tsx'
import { priceView } from '../pricing/price-view.ts'
import type { ProductApiClient } from '../product-api/client.ts'

export interface PageContext {
  pagePath?: string
  vehicleId?: string
}

/** Stock vehicle ids: the product API's `{number}-{number}-{slug}`. */
const vehicleIdPattern = /^[0-9]+-[0-9]+-[a-z0-9-]+$/

/** The vehicle of a stock vehicle page (or one of its forms and price pages); undefined elsewhere. */
export function vehicleIdFromPath(pagePath: string | undefined): string | undefined {
  if (!pagePath) return undefined
  const segments = pagePath.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? []
  const at = segments.indexOf(routeSegments.stock)
  // /lager/{id}… or /{brand}/lager/{id}…
  if (at < 0 || at > 1 || (at === 1 && !findBrand(segments[0] ?? ''))) return undefined
  let id: string
  try {
    id = decodeURIComponent(segments[at + 1] ?? '')
  } catch {
    return undefined
  }
  return vehicleIdPattern.test(id) ? id : undefined
}

/** A label inside a sentence: "Løbetid" → "løbetid"; an abbreviation ("ÅOP") stays as it is. */
function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label
}

/** "månedlig ydelse 3.999 kr./md., ÅOP 6,34 %, …": labelled values as one sentence, ended with a full stop. */
function sentence(parts: readonly string[]): string {
  const text = parts.join(', ')
  return text === '' || text.endsWith('.') ? text : `${text}.`
}

/**
 * The vehicle's prices as its page shows them: the price types its make's
 * stock-detail settings enable, in the page's order, incl. moms (the page's
 * default). A credit price without every figure of its example is left out,
 * as on the page.
 */
export function presentedPrices(vehicle: Pick<Vehicle, 'brand' | 'prices'>): ChatVehiclePrice[] {
  const settings = findBrand(vehicle.brand.slug)?.stockDetail ?? otherMakesStockDetail
  const prices: ChatVehiclePrice[] = []
  for (const priceType of priceTypes) {
    const row = vehicle.prices.find((p) => p.acquisition_type === priceType)
    if (!row || !settings[priceType].enabled) continue
    const view = priceView(row, 'incl')
    if (!view) continue
    if (view.kind === 'cash') {
      prices.push({
        priceType,
        label: acquisitionTypeLabels[priceType],
        headline: `${formatKr(view.price.amount)} (${m.stock_price_incl_delivery().replace(/\.$/, '').toLowerCase()})`,
        creditExample: null,
      })
      continue
    }
    const figures = keyFigures(view)
    const monthly = figures[0]?.value ?? ''
    prices.push({
      priceType,
      label: acquisitionTypeLabels[priceType],
      headline: `${monthly} · ${m.pricing_apr_inline({ apr: figures[1]?.value ?? '' })}`,
      // After the chat's "Repræsentativt eksempel:" the key figures run on in lower case; the details are a sentence of their own.
      creditExample: `${sentence(figures.map((f) => `${inSentence(f.label)} ${f.value}`))} ${sentence(
        exampleDetails(view).map((part, i) => (i === 0 ? part : inSentence(part))),
      )}`.trim(),
    })
  }
  return prices.slice(0, 5)
}

/**
 * The context a question is sent with: the page's path, and from a vehicle's
 * page the vehicle, its branch and its presented prices. A vehicle the API no
 * longer has (sold) gives the path only; any other failure too (the chat
 * still answers, without the vehicle).
 */
export async function chatContextFor(api: ProductApiClient, page: PageContext): Promise<ChatContext> {
  const pagePath = page.pagePath?.slice(0, 500)
  const vehicleId = page.vehicleId ?? vehicleIdFromPath(pagePath)
  const base: ChatContext = pagePath ? { pagePath } : {}
  if (!vehicleId) return base
  try {
    const vehicle = await api.getVehicle(vehicleId)
    return { ...base, vehicleId: vehicle.id, locationSlug: vehicle.location.slug, vehiclePrices: presentedPrices(vehicle) }
  } catch (error) {
    if (!(error instanceof NotFoundError)) console.warn('[autochat] vehicle context unavailable:', error instanceof Error ? error.message : error)
    return base
  }
}
