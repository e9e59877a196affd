import { describe, expect, it } from 'vitest'
import { createChatStore, describeHours, formatPhone, priceCeilingFrom, replyTo } from './chat.ts'
import type { ChatKnowledge } from './chat.ts'
import { createDataSet } from './data/data-set.ts'

const data = createDataSet({ vehicleCount: 50, mediaOrigin: 'http://127.0.0.1:4010' })
const knowledge: ChatKnowledge = {
  locations: data.locations,
  brands: [
    { slug: 'mercedes-benz', name: 'Mercedes-Benz' },
    { slug: 'renault', name: 'Renault' },
  ],
  models: [
    { brand: 'mercedes-benz', slug: 'sprinter', name: 'Sprinter' },
    { brand: 'renault', slug: 'clio', name: 'Clio' },
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
    const withVehicle: ChatKnowledge = { ...knowledge, findVehicle: (id) => (id === megane.id ? megane : undefined) }
    const reply = replyTo('Hvad koster bilen?', withVehicle, { vehicleId: megane.id })
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
