/**
 * Rule-based Danish chat assistant of the mock product API. It recognises a few
 * intents (stock questions by make, model and fuel; opening hours; contact;
 * test drive; financing; trade-in; greetings) and answers from the data set.
 */
import { randomBytes } from 'node:crypto'
import type { ChatContext, ChatLink, ChatMessage, ChatVehiclePrice } from '#src/product-api/contract/chat.ts'
import type { DayHours, Location } from '#src/product-api/contract/location.ts'
import { fuelLabels, weekdayLabels } from '#src/product-api/contract/vocabulary.ts'
import type { Fuel } from '#src/product-api/contract/vocabulary.ts'
import { formatKr } from './finance.ts'

export interface StockFilter {
  brand?: string
  model?: string
  fuel?: Fuel
  type?: 'van'
  condition?: 'used'
  /** Price ceiling in kroner (cash price): "under 300.000 kr.". */
  priceMax?: number
}

/** "under 300.000 kr.", "højst 250 000", "op til 400.000,-", "under 300 tusind" → kroner. */
export function priceCeilingFrom(text: string): number | undefined {
  const match = /(?:under|højst|maks(?:imalt)?|max|op til|billigere end|mindre end)\s+(\d{1,3}(?:[. ]\d{3})+|\d+)\s*(tusind|t\.?\s*kr|k\b)?/.exec(text)
  if (!match?.[1]) return undefined
  const amount = Number(match[1].replace(/[. ]/g, ''))
  const kroner = match[2] ? amount * 1_000 : amount
  // Below 10.000 kr. is not a car price ("under 5 år", "højst 2 sæder"): not a ceiling.
  return kroner >= 10_000 ? kroner : undefined
}

export interface ChatKnowledge {
  locations: readonly Location[]
  brands: readonly { slug: string; name: string }[]
  models: readonly { brand: string; slug: string; name: string }[]
  /** One available vehicle, for a chat opened from its page ("Spørg om denne bil"). */
  findVehicle?(id: string): ChatVehicle | undefined
  /** Vehicles matching the filter (available only): count and a few examples, cheapest first. */
  findStock(filter: StockFilter): { count: number; examples: { id: string; title: string; price: number }[] }
}

export interface ChatVehicle {
  id: string
  title: string
  price: number
  year: number
  mileageKm: number
  fuel: Fuel
  locationName: string
  /** The branch the vehicle stands at: its questions get this branch's phone number. */
  locationSlug: string
}

function describeVehicle(v: ChatVehicle): string {
  return `${v.title} fra ${v.year} har kørt ${formatKr(v.mileageKm)} km, kører på ${fuelLabels[v.fuel].toLowerCase()} og står hos ${v.locationName}. Prisen er ${formatKr(v.price)} kr. kontant.`
}

export function formatPhone(e164: string): string {
  const digits = e164.replace(/^\+45/, '')
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ').trim()
}

const defaultSuggestions = ['Hvad har I af elbiler på lager?', 'Hvornår har I åbent i Greve?', 'Hvordan kontakter jeg en sælger?']

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim()
}

function clock(t: string | null): string {
  return (t ?? '').replace(':', '.')
}

/** "Mandag-torsdag 9.00-17.30, fredag 9.00-17.00, lørdag 10.00-14.00, søndag lukket". */
export function describeHours(days: readonly DayHours[]): string {
  const parts: string[] = []
  let i = 0
  while (i < days.length) {
    const day = days[i] as DayHours
    let j = i
    const same = (d: DayHours | undefined) => d !== undefined && d.open === day.open && d.opens === day.opens && d.closes === day.closes
    while (same(days[j + 1])) j++
    const first = weekdayLabels[day.weekday]
    const last = weekdayLabels[(days[j] as DayHours).weekday].toLowerCase()
    const label = i === j ? first : `${first}-${last}`
    const hours = day.open ? `${clock(day.opens)}-${clock(day.closes)}` : 'lukket'
    parts.push(`${parts.length === 0 ? label : label.toLowerCase()} ${hours}`)
    i = j + 1
  }
  const comments = days.filter((d) => d.comment).map((d) => `${weekdayLabels[d.weekday]}: ${d.comment}`)
  return parts.join(', ') + (comments.length > 0 ? ` (${comments.join('; ')})` : '')
}

function findLocation(text: string, knowledge: ChatKnowledge, contextSlug: string | undefined): Location | undefined {
  const byTown = townIn(text, knowledge)
  if (byTown) return byTown
  return knowledge.locations.find((l) => l.slug === contextSlug)
}

function stockFilterFrom(text: string, knowledge: ChatKnowledge): StockFilter | null {
  const filter: StockFilter = {}
  const brand = knowledge.brands.find((b) => text.includes(b.name.toLowerCase()) || (b.slug === 'mercedes-benz' && /\bmercedes\b/.test(text)))
  if (brand) filter.brand = brand.slug
  const model = [...knowledge.models]
    .sort((a, b) => b.name.length - a.name.length)
    .find(
      (m) =>
        (!brand || m.brand === brand.slug) &&
        new RegExp(`(^|[^a-zæøå0-9])${m.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-zæøå0-9])`).test(text),
    )
  if (model) {
    filter.model = model.slug
    filter.brand = model.brand
  }
  if (/\b(elbil|elbiler|el-bil|elektrisk|elektriske)\b/.test(text)) filter.fuel = 'electric'
  else if (/plug-?in/.test(text)) filter.fuel = 'pluginhybrid'
  else if (/\bdiesel\b/.test(text)) filter.fuel = 'diesel'
  else if (/\bbenzin\b/.test(text)) filter.fuel = 'petrol'
  if (/varebil|varevogn|kassevogn/.test(text)) filter.type = 'van'
  if (/\bbrugt|\bbrugte\b/.test(text)) filter.condition = 'used'
  const priceMax = priceCeilingFrom(text)
  if (priceMax !== undefined) filter.priceMax = priceMax
  const asksStock = /lager|har i|på lager|findes der|sælger i|tilbud på|\bbiler?\b/.test(text)
  return Object.keys(filter).length > 0 || asksStock ? filter : null
}

interface Reply {
  text: string
  suggestions: string[]
  links: ChatLink[]
}

/** What kind of answer a question gets (checked first to last; the first that fits wins). */
export type ChatIntent =
  | 'trade-in'
  | 'vehicle-price'
  | 'vehicle-contact'
  | 'vehicle'
  | 'opening-hours'
  | 'contact'
  | 'test-drive'
  | 'finance'
  | 'stock'
  | 'greeting'
  | 'thanks'
  | 'unknown'

const tradeInWords =
  /byttebil|\bi bytte\b|\bbytte (min|vores|den|bilen)\b|indbyt|\bsælge (min|vores)\b|vurdering af (min|vores)|vurdere (min|vores)|hvad (er|får jeg for) min (gamle )?bil/
const priceWords = /\bpris|\bkoste|\bmåned|\bmd\.|\bydelse|leasing|\blease|finansier|\blån\b|afbetal|udbetaling|åop|kreditomkostning/
const financeWords = /leasing|lease|finansiering|\blån\b|afbetal|ydelse|udbetaling|om måneden|\bmånedlig/
const contactWords = /telefon|\bring\b|\bringe\b|kontakt|e-?mail|\bmail\b|snakke med|tale med|sælger|whatsapp/
const vehicleWords = /\b(denne bil|bilen|den her bil|den bil)\b/
const testDriveWords = /prøvetur|prøvekør|testkør/
const hoursWords = /åbningstid|åben|åbent|lukke|lukket|hvornår har i/

function townIn(text: string, knowledge: ChatKnowledge): Location | undefined {
  return knowledge.locations.find((l) => text.includes(l.town.toLowerCase()))
}

/**
 * Which answer a question gets. `hasVehicle`: it was asked from a vehicle's
 * page (or the chat was opened there), so "bilen", its price and "ring til
 * jer" are about that vehicle and its branch.
 */
export function chatIntentOf(input: string, knowledge: ChatKnowledge, hasVehicle: boolean): ChatIntent {
  const text = normalise(input)
  // "Kan I tage min gamle Golf i bytte?" is about the visitor's own car, not the stock: before models and makes.
  if (tradeInWords.test(text)) return 'trade-in'
  if (hasVehicle && !testDriveWords.test(text)) {
    if (priceWords.test(text)) return 'vehicle-price'
    // Another branch named by its town is asked about that branch.
    if (contactWords.test(text) && !townIn(text, knowledge)) return 'vehicle-contact'
    if (vehicleWords.test(text) && !hoursWords.test(text)) return 'vehicle'
  }
  if (hoursWords.test(text)) return 'opening-hours'
  if (contactWords.test(text)) return 'contact'
  if (testDriveWords.test(text)) return 'test-drive'
  if (financeWords.test(text)) return 'finance'
  if (stockFilterFrom(text, knowledge)) return 'stock'
  if (/^(hej|hejsa|goddag|godmorgen|godaften|hallo|hey)\b/.test(text)) return 'greeting'
  if (/\btak\b|tusind tak|mange tak/.test(text)) return 'thanks'
  return 'unknown'
}

function tradeInReply(): Reply {
  return {
    text: 'Ja, vi tager gerne din nuværende bil i bytte. Få en gratis vurdering online ud fra mærke, model, årgang og kilometerstand – den endelige pris aftaler vi, når vi har set bilen.',
    suggestions: ['Hvad har I på lager?', 'Hvordan kontakter jeg en sælger?'],
    links: [{ kind: 'trade-in', label: 'Få en vurdering af din bil' }],
  }
}

/** The vehicle's prices in the words of its page (the site's price presentation, passed in the context). */
function vehiclePriceReply(vehicle: ChatVehicle, prices: readonly ChatVehiclePrice[] | undefined): Reply {
  const link: ChatLink = { kind: 'vehicle', label: vehicle.title, vehicleId: vehicle.id }
  if (!prices || prices.length === 0) {
    return {
      text: `${vehicle.title} koster ${formatKr(vehicle.price)} kr. kontant. Månedlige priser med repræsentativt eksempel står på bilens side.`,
      suggestions: ['Kan jeg prøvekøre bilen?', 'Hvordan kontakter jeg en sælger?'],
      links: [link],
    }
  }
  const ended = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
  const sentences = prices.map((p) => ended(`${p.label}: ${p.headline}`) + (p.creditExample ? ` Repræsentativt eksempel: ${ended(p.creditExample)}` : ''))
  return {
    text: `Priserne på ${vehicle.title}: ${sentences.join(' ')}`,
    suggestions: ['Kan jeg prøvekøre bilen?', 'Kan I tage min bil i bytte?'],
    links: [link],
  }
}

function contactReply(loc: Location): Reply {
  return {
    text:
      `Du kan ringe til ${loc.name} på ${formatPhone(loc.phone)} eller skrive til ${loc.email}.` +
      (loc.whatsapp ? ` Vi svarer også på WhatsApp på ${formatPhone(loc.whatsapp)}.` : '') +
      (loc.contactPersons[0] ? ` Spørg efter ${loc.contactPersons[0].name} (${loc.contactPersons[0].jobTitle.toLowerCase()}).` : ''),
    suggestions: [`Hvornår har I åbent i ${loc.town}?`, 'Hvad har I på lager?'],
    links: [
      { kind: 'phone', label: `Ring ${formatPhone(loc.phone)}`, phone: loc.phone },
      { kind: 'location', label: `Se ${loc.name}`, locationSlug: loc.slug },
    ],
  }
}

export function replyTo(input: string, knowledge: ChatKnowledge, context: ChatContext): Reply {
  const text = normalise(input)
  // Asked from a vehicle page: questions about "bilen", its price and its branch are about that vehicle.
  const vehicle = context.vehicleId ? knowledge.findVehicle?.(context.vehicleId) : undefined
  const contextSlug = context.locationSlug ?? vehicle?.locationSlug
  const location = findLocation(text, knowledge, contextSlug)
  const main = knowledge.locations[0]
  const intent = chatIntentOf(input, knowledge, vehicle !== undefined)

  switch (intent) {
    case 'trade-in':
      return tradeInReply()
    case 'vehicle-price':
      return vehiclePriceReply(vehicle as ChatVehicle, context.vehiclePrices)
    case 'vehicle-contact': {
      const branch = knowledge.locations.find((l) => l.slug === (vehicle as ChatVehicle).locationSlug) ?? location ?? main
      if (!branch) return fallback()
      const reply = contactReply(branch)
      return { ...reply, text: `${(vehicle as ChatVehicle).title} står hos ${branch.name}. ${reply.text}` }
    }
    case 'vehicle': {
      const v = vehicle as ChatVehicle
      return {
        text: describeVehicle(v) + ' På bilens side kan du se finansiering og leasing, og booke en prøvetur.',
        suggestions: ['Hvad koster bilen om måneden?', 'Kan jeg prøvekøre bilen?'],
        links: [{ kind: 'vehicle', label: v.title, vehicleId: v.id }],
      }
    }
    case 'opening-hours':
      if (!location) {
        return {
          text: `Vi har ${knowledge.locations.length} afdelinger, og åbningstiderne varierer lidt. Hvilken afdeling tænker du på? Fx ${knowledge.locations
            .slice(0, 3)
            .map((l) => l.town)
            .join(', ')}.`,
          suggestions: knowledge.locations.slice(0, 3).map((l) => `Åbningstider i ${l.town}`),
          links: [],
        }
      }
      return {
        text:
          `${location.name} har åbent i salgsafdelingen: ${describeHours(location.openingHours.showroom)}. ` +
          `Værkstedet: ${describeHours(location.openingHours.workshop)}.`,
        suggestions: [`Hvad er telefonnummeret i ${location.town}?`, 'Book en prøvetur'],
        links: [{ kind: 'location', label: `Se ${location.name}`, locationSlug: location.slug }],
      }
    case 'contact': {
      const loc = location ?? main
      return loc ? contactReply(loc) : fallback()
    }
    case 'test-drive':
      return {
        text: 'Du kan booke en prøvetur direkte fra bilens side med knappen "Book prøvetur". Vælg dato og tidspunkt, så bekræfter en sælger tiden inden for én arbejdsdag.',
        suggestions: ['Hvad har I af elbiler på lager?', 'Hvor ligger jeres afdelinger?'],
        links: [{ kind: 'stock', label: 'Se biler på lager', filters: {} }],
      }
    case 'finance':
      return {
        text: 'Vi tilbyder privat- og erhvervsleasing samt finansiering gennem mærkernes egne finansieringsselskaber. På hver bil kan du vælge prisvisning og regne på ydelsen i leasingberegneren.',
        suggestions: ['Hvad har I af elbiler på lager?', 'Hvordan kontakter jeg en sælger?'],
        links: [{ kind: 'stock', label: 'Se biler på lager', filters: {} }],
      }
    case 'stock':
      return stockReply(stockFilterFrom(text, knowledge) as StockFilter, knowledge)
    case 'greeting':
      return { text: 'Hej! Hvad kan jeg hjælpe dig med i dag?', suggestions: defaultSuggestions, links: [] }
    case 'thanks':
      return { text: 'Det var så lidt. Skriv endelig, hvis der er mere, jeg kan hjælpe med.', suggestions: defaultSuggestions, links: [] }
    case 'unknown':
      return fallback()
  }

  function fallback(): Reply {
    return {
      text:
        'Det er jeg ikke sikker på, at jeg kan svare på. Jeg kan hjælpe med biler på lager, åbningstider og kontaktoplysninger' +
        (main ? ` – eller du kan ringe til os på ${formatPhone(main.phone)}.` : '.'),
      suggestions: defaultSuggestions,
      links: [],
    }
  }
}

function stockReply(filter: StockFilter, knowledge: ChatKnowledge): Reply {
  const { count, examples } = knowledge.findStock(filter)
  const brandName = knowledge.brands.find((b) => b.slug === filter.brand)?.name
  const modelName = knowledge.models.find((m) => m.slug === filter.model)?.name
  const what =
    ([
      filter.condition === 'used' ? 'brugte' : '',
      brandName ?? '',
      modelName ?? '',
      filter.fuel === 'electric'
        ? 'elbiler'
        : filter.fuel === 'pluginhybrid'
          ? 'plugin-hybrider'
          : filter.fuel
            ? `${filter.fuel === 'diesel' ? 'dieselbiler' : 'benzinbiler'}`
            : '',
      filter.type === 'van' ? 'varebiler' : '',
    ]
      .filter((s) => s !== '')
      .join(' ') || 'biler') + (filter.priceMax !== undefined ? ` under ${formatKr(filter.priceMax)} kr.` : '')
  const stockLink: ChatLink = {
    kind: 'stock',
    label: `Se alle ${what} på lager`,
    filters: {
      ...(filter.brand ? { brand: filter.brand } : {}),
      ...(filter.model ? { model: filter.model } : {}),
      ...(filter.fuel ? { fuel: filter.fuel } : {}),
    },
  }
  if (count === 0) {
    return {
      text: `Vi har desværre ingen ${what} på lager lige nu. Skriv til os, så giver vi besked, når der kommer en ind – eller se vores øvrige lager.`,
      suggestions: ['Hvad har I af elbiler på lager?', 'Hvordan kontakter jeg en sælger?'],
      links: [{ kind: 'stock', label: 'Se hele lageret', filters: {} }],
    }
  }
  const list = examples.map((e) => `${e.title} til ${formatKr(e.price)} kr.`).join(', ')
  return {
    text: `Vi har ${count} ${what} på lager lige nu.${examples.length > 0 ? ` Fx ${list}` : ''}`,
    suggestions: ['Book en prøvetur', 'Kan jeg lease bilen?'],
    links: [...examples.map((e): ChatLink => ({ kind: 'vehicle', label: e.title, vehicleId: e.id })), stockLink],
  }
}

export const greeting =
  'Hej, og velkommen til Bilhuset Nord! Jeg er en automatisk chatassistent og kan hjælpe med biler på lager, åbningstider og kontakt til vores afdelinger. Hvad kan jeg hjælpe med?'

// ---------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------

export interface Session {
  id: string
  /** Started while the chat was turned off: it takes no messages. */
  closed: boolean
  /** Where the chat was opened (a message may carry the page it was asked from instead). */
  context: ChatContext
  messages: ChatMessage[]
  /** Idempotency key → the visitor message it created. */
  sent: Map<string, ChatMessage>
}

const maxSessions = 5_000

export interface ChatStore {
  start(context: Session['context'], idempotencyKey: string | undefined, now: Date): { session: Session; replayed: boolean }
  get(id: string): Session | undefined
  send(session: Session, text: string, idempotencyKey: string, now: Date, context?: ChatContext): { message: ChatMessage; replayed: boolean }
  /** The dealer turns the chat on or off (`POST /__control/chat`). */
  setEnabled(enabled: boolean): void
  /** Every session with its messages, oldest first (`GET /__qa/chat`): QA checks exactly-once delivery here. */
  list(): readonly Session[]
  reset(): void
}

export function createChatStore(knowledge: ChatKnowledge): ChatStore {
  const sessions = new Map<string, Session>()
  const started = new Map<string, string>()
  let enabled = true

  const message = (session: Session, role: ChatMessage['role'], reply: Reply, now: Date): ChatMessage => ({
    id: `msg-${String(session.messages.length + 1).padStart(4, '0')}`,
    role,
    text: reply.text,
    createdAt: now.toISOString(),
    suggestions: reply.suggestions,
    links: reply.links,
  })

  return {
    start(context, key, now) {
      const existing = key ? sessions.get(started.get(key) ?? '') : undefined
      if (existing) return { session: existing, replayed: true }
      if (sessions.size >= maxSessions) {
        const oldest = sessions.keys().next().value
        if (oldest !== undefined) sessions.delete(oldest)
      }
      const session: Session = { id: `chat-${randomBytes(8).toString('hex')}`, closed: !enabled, context, messages: [], sent: new Map() }
      if (session.closed) {
        sessions.set(session.id, session)
        return { session, replayed: false }
      }
      const vehicle = context.vehicleId ? knowledge.findVehicle?.(context.vehicleId) : undefined
      const opening: Reply = vehicle
        ? {
            text: `Hej! Du kigger på ${vehicle.title}. ${describeVehicle(vehicle)} Hvad vil du vide om bilen?`,
            suggestions: ['Hvad koster bilen om måneden?', 'Kan jeg prøvekøre bilen?', 'Kan I tage min bil i bytte?'],
            links: [],
          }
        : { text: greeting, suggestions: defaultSuggestions, links: [] }
      session.messages.push(message(session, 'assistant', opening, now))
      sessions.set(session.id, session)
      if (key) started.set(key, session.id)
      return { session, replayed: false }
    },
    get: (id) => sessions.get(id),
    send(session, text, key, now, context) {
      const previous = session.sent.get(key)
      if (previous) return { message: previous, replayed: true }
      const visitor = message(session, 'visitor', { text, suggestions: [], links: [] }, now)
      session.messages.push(visitor)
      session.sent.set(key, visitor)
      // A question asked from another page than where the chat was opened is answered in that page's context.
      const reply = replyTo(text, knowledge, context ?? session.context)
      session.messages.push(message(session, 'assistant', reply, now))
      return { message: visitor, replayed: false }
    },
    setEnabled(value) {
      enabled = value
    },
    list: () => [...sessions.values()],
    reset() {
      sessions.clear()
      started.clear()
      enabled = true
    },
  }
}
