/**
 * The product API's chat messages as the browser gets them (machines/autochat
 * ChatEntry): links become the site's own paths, and vehicle links become
 * cards with the vehicle's price, key facts and picture, read from the
 * product API. Anything that is not one of the site's pages is dropped.
 */
import { routeSegments } from '#app.config'
import { chatEntrySchema, type ChatEntry, type ChatEntryLink } from '#machines/autochat/autochat-machine.ts'
import type { ChatLink, ChatMessage } from '../product-api/contract/chat.ts'
import { chatVehicleCard } from './chat-vehicle-card.ts'
import { productApi } from '../server/product-api.server.ts'

/** The trade-in valuation's page (routes/byttebil.tsx). */
const tradeInPath = '/byttebil'

/** At most this many vehicle cards per answer. */
const maxCards = 4

function stockHref(filters: Extract<ChatLink, { kind: 'stock' }>['filters']): string {
  const query = new URLSearchParams()
  if (filters.brand) query.set('brand', filters.brand)
  if (filters.model) query.set('model', filters.model)
  if (filters.fuel) query.set('fuel', filters.fuel)
  const search = query.toString()
  return `/${routeSegments.stock}${search ? `?${search}` : ''}`
}

async function vehicleLink(link: Extract<ChatLink, { kind: 'vehicle' }>): Promise<ChatEntryLink> {
  const href = `/${routeSegments.stock}/${encodeURIComponent(link.vehicleId)}`
  try {
    const vehicle = await productApi().getVehicle(link.vehicleId)
    return { label: link.label, href, vehicle: chatVehicleCard(vehicle) }
  } catch {
    // Sold or the API hiccuped: still a link to the page, which explains itself.
    return { label: link.label, href }
  }
}

async function toLink(link: ChatLink, cards: { left: number }): Promise<ChatEntryLink | null> {
  switch (link.kind) {
    case 'vehicle':
      if (cards.left <= 0) return { label: link.label, href: `/${routeSegments.stock}/${encodeURIComponent(link.vehicleId)}` }
      cards.left--
      return vehicleLink(link)
    case 'location':
      return { label: link.label, href: `/${routeSegments.locations}/${encodeURIComponent(link.locationSlug)}` }
    case 'stock':
      return { label: link.label, href: stockHref(link.filters) }
    case 'phone':
      return /^\+?[0-9]{6,15}$/.test(link.phone) ? { label: link.label, href: `tel:${link.phone}` } : null
    case 'trade-in':
      return { label: link.label, href: tradeInPath }
  }
}

/** One message as a validated entry; links that fail validation are left out. */
export async function toChatEntry(message: ChatMessage): Promise<ChatEntry> {
  const cards = { left: maxCards }
  const links = (await Promise.all(message.links.map((l) => toLink(l, cards)))).filter((l): l is ChatEntryLink => l !== null)
  return chatEntrySchema.parse({
    id: message.id,
    role: message.role,
    text: message.text.slice(0, 4_000),
    links: links.filter((l) => chatEntrySchema.shape.links.element.safeParse(l).success).slice(0, 12),
    suggestions: message.suggestions.slice(0, 6).map((s) => s.slice(0, 200)),
  })
}
