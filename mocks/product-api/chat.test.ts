import { describe, expect, it } from 'vitest'
import { chatIntentOf, createChatStore, describeHours, formatPhone, priceCeilingFrom, replyTo } from './chat.ts'
import type { ChatIntent, ChatKnowledge, ChatVehicle } from './chat.ts'
import { createDataSet } from './data/data-set.ts'

const data = createDataSet({ vehicleCount: 50, mediaOrigin: 'http://127.0.0.1:4010' })
const knowledge: ChatKnowledge = {
  locations: data.locations,
  brands: [
    { slug: 'mercedes-benz', name: 'Mercedes-Benz' },
    { slug: 'renault', name: 'Renault' },
    { slug: 'volkswagen', name: 'Volkswagen' },
  ],
  models: [
    { brand: 'mercedes-benz', slug: 'sprinter', name: 'Sprinter' },
    { brand: 'renault', slug: 'clio', name: 'Clio' },
    { brand: 'volkswagen', slug: 'golf', name: 'Golf' },
  ],
  findStock: (f) =>
    f.fuel === 'electric' && f.priceMax === 300_000
      ? { count: 1, examples: [{ id: '100007-1-renault-megane-e-tech', title: 'Renault Megane E-Tech', price: 259_900 }] }
      : f.model === 'sprinter'
        ? {
            count: 2,
            examples: [
              { id: '110001-1-mercedes-benz-sprinter-317-cdi-kassevogn-l2h2', title: 'Mercedes-Benz Sprinter 317 CDI Kassevogn L2H2', price: 487_375 },
            ],
          }
        : { count: 0, examples: [] },
}

describe('chat replies', () => {
  it('describes opening hours by grouping equal days', () => {
    const greve = data.locations.find((l) => l.slug === 'bilhuset-nord-greve')
    expect(describeHours(greve?.openingHours.showroom ?? [])).toBe(
      'Mandag-torsdag 09.00-17.30, fredag 09.00-17.00, lørdag 10.00-14.00, søndag 11.00-15.00 (Søndag: Søndagsåbent første søndag i måneden)',
    )
  })

  it('answers stock questions from the knowledge, with links', () => {
    const reply = replyTo('Har I en Mercedes Sprinter på lager?', knowledge, {})
    expect(reply.text).toBe('Vi har 2 Mercedes-Benz Sprinter på lager lige nu. Fx Mercedes-Benz Sprinter 317 CDI Kassevogn L2H2 til 487.375 kr.')
    expect(reply.links[0]).toEqual({
      kind: 'vehicle',
      label: 'Mercedes-Benz Sprinter 317 CDI Kassevogn L2H2',
      vehicleId: '110001-1-mercedes-benz-sprinter-317-cdi-kassevogn-l2h2',
    })
    expect(replyTo('Har I en brugt Clio?', knowledge, {}).text).toMatch(/^Vi har desværre ingen brugte Renault Clio på lager lige nu/)
  })

  it('answers contact, asks which location for opening hours, and falls back politely', () => {
    expect(replyTo('Hvad er jeres telefonnummer i Aarhus?', knowledge, {}).text).toMatch(/^Du kan ringe til Bilhuset Nord Aarhus på 86 15 23 00/)
    expect(replyTo('Hvornår har I åbent?', knowledge, {}).text).toMatch(/Hvilken afdeling tænker du på\?/)
    expect(replyTo('Hvornår har I åbent?', knowledge, { locationSlug: 'bilhuset-nord-odense' }).text).toMatch(/^Bilhuset Nord Odense har åbent/)
    expect(replyTo('Kan I reparere min cykel?', knowledge, {}).text).toMatch(/^Det er jeg ikke sikker på/)
    expect(formatPhone('+4543901200')).toBe('43 90 12 00')
  })

  it('keeps sessions and replays a message sent twice with one key', () => {
    const store = createChatStore(knowledge)
    const { session } = store.start({}, 'start-key-01', new Date())
    expect(store.start({}, 'start-key-01', new Date()).replayed).toBe(true)
    store.send(session, 'Hej', 'msg-key-0001', new Date())
    expect(store.send(session, 'Hej', 'msg-key-0001', new Date()).replayed).toBe(true)
    expect(session.messages.map((m) => `${m.id}:${m.role}`)).toEqual(['msg-0001:assistant', 'msg-0002:visitor', 'msg-0003:assistant'])
  })

  it('reads a price ceiling and answers with the matching cars under it', () => {
    expect(['under 300.000 kr.', 'højst 300 000', 'op til 300.000,-', 'under 300 tusind', 'maks 300k'].map((t) => priceCeilingFrom(t))).toEqual([
      300_000, 300_000, 300_000, 300_000, 300_000,
    ])
    // Not a price: years, seats.
    expect(priceCeilingFrom('under 5 år gammel')).toBeUndefined()
    const reply = replyTo('Har I elbiler under 300.000 kr.?', knowledge, {})
    expect(reply.text).toBe('Vi har 1 elbiler under 300.000 kr. på lager lige nu. Fx Renault Megane E-Tech til 259.900 kr.')
    expect(reply.links[0]).toEqual({ kind: 'vehicle', label: 'Renault Megane E-Tech', vehicleId: '100007-1-renault-megane-e-tech' })
  })

  it('starts closed sessions while the dealer has the chat turned off, and lists sessions for QA', () => {
    const store = createChatStore(knowledge)
    store.setEnabled(false)
    const { session } = store.start({}, undefined, new Date())
    expect(session.closed).toBe(true)
    expect(session.messages).toEqual([])
    store.reset()
    expect(store.list()).toEqual([])
    expect(store.start({}, undefined, new Date()).session.closed).toBe(false)
    expect(store.list()).toHaveLength(1)
  })

  it('knows the vehicle a chat was opened from ("Spørg om denne bil")', () => {
    const megane = {
      id: '100007-1-renault-megane-e-tech',
      title: 'Renault Megane E-Tech',
      price: 259_900,
      year: 2025,
      mileageKm: 12_000,
      fuel: 'electric' as const,
      locationName: 'Bilhuset Nord Greve',
    }
    const withVehicle: ChatKnowledge = {
      ...knowledge,
      findVehicle: (id) => (id === megane.id ? { ...megane, locationSlug: 'bilhuset-nord-greve' } : undefined),
    }
    const reply = replyTo('Fortæl lidt om bilen', withVehicle, { vehicleId: megane.id })
    expect(reply.text).toBe(
      'Renault Megane E-Tech fra 2025 har kørt 12.000 km, kører på el og står hos Bilhuset Nord Greve. Prisen er 259.900 kr. kontant. På bilens side kan du se finansiering og leasing, og booke en prøvetur.',
    )
    expect(reply.links).toEqual([{ kind: 'vehicle', label: 'Renault Megane E-Tech', vehicleId: megane.id }])
    const store = createChatStore(withVehicle)
    expect(store.start({ vehicleId: megane.id }, undefined, new Date()).session.messages[0]?.text).toMatch(/^Hej! Du kigger på Renault Megane E-Tech\. /)
    // Without the vehicle's page as context, "bilen" is an ordinary question.
    expect(replyTo('Hvad koster bilen?', withVehicle, {}).text).not.toContain('Megane')
  })
})

/**
 * Issue 30: questions and the kind of answer each must get, written by hand
 * (not read from the classifier). "From a vehicle page" means the question
 * was asked with a vehicle in its context.
 */
const intentTable: { question: string; fromVehiclePage: boolean; expected: ChatIntent }[] = [
  // Trade-in: about the visitor's own car, whatever make or model it names.
  { question: 'Kan I tage min gamle Golf i bytte?', fromVehiclePage: false, expected: 'trade-in' },
  { question: 'Kan I tage min gamle Golf i bytte?', fromVehiclePage: true, expected: 'trade-in' },
  { question: 'Tager I byttebiler?', fromVehiclePage: false, expected: 'trade-in' },
  { question: 'Hvad får jeg for min bil?', fromVehiclePage: false, expected: 'trade-in' },
  { question: 'Jeg vil gerne have en vurdering af min Clio', fromVehiclePage: false, expected: 'trade-in' },
  { question: 'Kan jeg bytte min Mercedes?', fromVehiclePage: false, expected: 'trade-in' },
  { question: 'Kan min bil indbyttes?', fromVehiclePage: false, expected: 'trade-in' },
  // The vehicle's price, monthly payment and financing, from its page.
  { question: 'Hvad koster bilen om måneden?', fromVehiclePage: true, expected: 'vehicle-price' },
  { question: 'Hvad er den månedlige ydelse?', fromVehiclePage: true, expected: 'vehicle-price' },
  { question: 'Kan jeg lease bilen?', fromVehiclePage: true, expected: 'vehicle-price' },
  { question: 'Hvad er prisen?', fromVehiclePage: true, expected: 'vehicle-price' },
  { question: 'Hvad er ÅOP?', fromVehiclePage: true, expected: 'vehicle-price' },
  // The vehicle's branch, unless another town is named.
  { question: 'Hvad er jeres telefonnummer?', fromVehiclePage: true, expected: 'vehicle-contact' },
  { question: 'Kan jeg ringe til en sælger?', fromVehiclePage: true, expected: 'vehicle-contact' },
  { question: 'Hvad er jeres telefonnummer i Aarhus?', fromVehiclePage: true, expected: 'contact' },
  // The vehicle itself.
  { question: 'Fortæl lidt om bilen', fromVehiclePage: true, expected: 'vehicle' },
  { question: 'Hvor mange km har denne bil kørt?', fromVehiclePage: true, expected: 'vehicle' },
  // A test drive is booked, also from a vehicle's page.
  { question: 'Kan jeg prøvekøre bilen?', fromVehiclePage: true, expected: 'test-drive' },
  { question: 'Kan jeg booke en prøvetur?', fromVehiclePage: false, expected: 'test-drive' },
  // Without a vehicle: the general answers.
  { question: 'Hvad koster bilen om måneden?', fromVehiclePage: false, expected: 'finance' },
  { question: 'Tilbyder I privatleasing?', fromVehiclePage: false, expected: 'finance' },
  { question: 'Hvad er jeres telefonnummer?', fromVehiclePage: false, expected: 'contact' },
  { question: 'Hvornår har I åbent i Roskilde?', fromVehiclePage: false, expected: 'opening-hours' },
  { question: 'Hvornår har I åbent?', fromVehiclePage: true, expected: 'opening-hours' },
  { question: 'Har I en Golf på lager?', fromVehiclePage: false, expected: 'stock' },
  { question: 'Har I en Golf på lager?', fromVehiclePage: true, expected: 'stock' },
  { question: 'Hvad koster en elbil?', fromVehiclePage: false, expected: 'stock' },
  { question: 'Har I elbiler under 300.000 kr.?', fromVehiclePage: false, expected: 'stock' },
  { question: 'Hej', fromVehiclePage: false, expected: 'greeting' },
  { question: 'Mange tak', fromVehiclePage: false, expected: 'thanks' },
  { question: 'Kan I reparere min cykel?', fromVehiclePage: false, expected: 'unknown' },
]

describe('the chat’s intent routing (issue 30)', () => {
  it.each(intentTable)('"$question" (from a vehicle page: $fromVehiclePage) → $expected', ({ question, fromVehiclePage, expected }) => {
    expect(chatIntentOf(question, knowledge, fromVehiclePage)).toBe(expected)
  })

  const roskildeClio: ChatVehicle = {
    id: '100042-1-renault-clio-tce-90-evolution',
    title: 'Renault Clio TCe 90 Evolution',
    price: 189_900,
    year: 2024,
    mileageKm: 18_000,
    fuel: 'petrol',
    locationName: 'Bilhuset Nord Roskilde',
    locationSlug: 'bilhuset-nord-roskilde',
  }
  const withClio: ChatKnowledge = { ...knowledge, findVehicle: (id) => (id === roskildeClio.id ? roskildeClio : undefined) }

  it('answers a trade-in question with the trade-in valuation, not the stock', () => {
    const reply = replyTo('Kan I tage min gamle Golf i bytte?', knowledge, {})
    expect(reply.text).not.toMatch(/på lager/)
    expect(reply.text).toMatch(/^Ja, vi tager gerne din nuværende bil i bytte/)
    expect(reply.links).toEqual([{ kind: 'trade-in', label: 'Få en vurdering af din bil' }])
  })

  it('gives a vehicle’s own branch’s phone number (Roskilde 46 35 18 00, not Greve 43 90 12 00)', () => {
    const reply = replyTo('Hvad er jeres telefonnummer?', withClio, { vehicleId: roskildeClio.id })
    expect(reply.text).toContain('46 35 18 00')
    expect(reply.text).not.toContain('43 90 12 00')
    expect(reply.links[0]).toEqual({ kind: 'phone', label: 'Ring 46 35 18 00', phone: '+4546351800' })
    // Naming another town still gets that town.
    expect(replyTo('Hvad er telefonnummeret i Aarhus?', withClio, { vehicleId: roskildeClio.id }).text).toContain('86 15 23 00')
  })

  it('quotes the vehicle’s prices as its page presents them, monthly payment and credit example word for word', () => {
    const vehiclePrices = [
      { priceType: 'purchase' as const, label: 'Kontant', headline: '189.900 kr.', creditExample: null },
      {
        priceType: 'private_finance' as const,
        label: 'Privatfinansiering',
        headline: '2.895 kr./md. · ÅOP 7,12 %',
        creditExample: 'månedlig ydelse 2.895 kr./md., ÅOP 7,12 %, udbetaling 37.980 kr., løbetid 72 mdr.',
      },
    ]
    const reply = replyTo('Hvad koster bilen om måneden?', withClio, { vehicleId: roskildeClio.id, vehiclePrices })
    expect(reply.text).toBe(
      'Priserne på Renault Clio TCe 90 Evolution: Kontant: 189.900 kr. Privatfinansiering: 2.895 kr./md. · ÅOP 7,12 %. Repræsentativt eksempel: månedlig ydelse 2.895 kr./md., ÅOP 7,12 %, udbetaling 37.980 kr., løbetid 72 mdr.',
    )
  })

  it('answers a question in the context of the page it was asked from, not where the chat was opened', () => {
    const store = createChatStore(withClio)
    const { session } = store.start({ pagePath: '/' }, undefined, new Date())
    store.send(session, 'Hvad er jeres telefonnummer?', 'msg-key-0002', new Date(), { vehicleId: roskildeClio.id })
    expect(session.messages.at(-1)?.text).toContain('46 35 18 00')
  })
})
