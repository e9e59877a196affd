import { describe, expect, it } from 'vitest'
import type { VehicleSummary } from '#src/product-api/contract/vehicle.ts'
import { cardAlt, cardImage, sharedAddressStart, toVehicleCards } from './overview-data.ts'

describe('the start the cards’ picture addresses share', () => {
  it('is the longest one that ends in a slash, so a folder name is never cut in two', () => {
    expect(sharedAddressStart(['https://cdn.example/media/vehicles/134763/front-34.svg', 'https://cdn.example/media/vehicles/134543/front-34.svg'])).toBe(
      'https://cdn.example/media/vehicles/',
    )
    expect(sharedAddressStart(['https://img.example/v/a.jpg?w=960', 'https://img.example/v/a.jpg?w=480'])).toBe('https://img.example/v/')
  })

  it('is the folder of a single address, and empty without addresses or without a shared folder', () => {
    expect(sharedAddressStart(['https://cdn.example/media/1/front.svg'])).toBe('https://cdn.example/media/1/')
    expect(sharedAddressStart([])).toBe('')
    expect(sharedAddressStart(['https://a.example/x.jpg', 'http://a.example/x.jpg'])).toBe('')
    expect(sharedAddressStart(['https://a.example/x.jpg', 'https://b.example/x.jpg'])).toBe('https://')
  })
})

function summary(id: string, url: string, alt: string): VehicleSummary {
  return {
    id,
    title: 'Renault Clio',
    condition: 'used',
    type: 'passenger',
    energyLabel: 'A',
    consumption: {
      standard: 'WLTP',
      combinedKmPerL: 20,
      combinedLPer100Km: 5,
      weightedLPer100Km: null,
      electricWhPerKm: null,
      co2GPerKm: 114,
      electricRangeKm: null,
    },
    productionYear: 2024,
    mileageKm: 12000,
    fuel: 'petrol',
    transmission: 'manual',
    powerHp: 90,
    electricRangeKm: null,
    seats: 5,
    towingWeightKg: 0,
    location: { town: 'Odense' },
    image: { url, alt, width: 1200, height: 900 },
    prices: [],
  } as unknown as VehicleSummary
}

describe('toVehicleCards', () => {
  it('sends the start and the end the picture addresses share once, and each card the rest; the alt text is the API’s', () => {
    const vehicles = [
      summary('a', 'https://cdn.example/media/vehicles/1/front-34.svg', 'Renault Clio i rød'),
      summary('b', 'https://cdn.example/media/vehicles/22/front-34.svg', 'Renault Clio, set skråt forfra'),
      summary('c', 'https://cdn.example/media/vehicles/301/front-34.svg', 'Renault Clio'),
    ]
    const list = toVehicleCards(vehicles, {})
    expect(list.imageStart).toBe('https://cdn.example/media/vehicles/')
    expect(list.imageEnd).toBe('/front-34.svg')
    expect(list.cards.map((c) => c.image)).toEqual(['1', '22', '301'])
    expect(list.cards.map((c) => cardImage(list, c))).toEqual(vehicles.map((v) => v.image.url))
    expect(list.cards.map((c) => cardAlt(list, c))).toEqual(['Renault Clio i rød', 'Renault Clio, set skråt forfra', 'Renault Clio'])
    // Each alt begins with its card's title, which the card shows anyway: only the rest travels.
    expect(list.altAfterTitle).toBe(true)
    expect(list.cards.map((c) => c.alt)).toEqual([' i rød', ', set skråt forfra', ''])
  })

  it('sends whole alt texts when one of them does not begin with its title', () => {
    const vehicles = [summary('a', 'https://cdn.example/v/1.jpg', 'Renault Clio i rød'), summary('b', 'https://cdn.example/v/2.jpg', 'Rød bil set forfra')]
    const list = toVehicleCards(vehicles, {})
    expect(list.altAfterTitle).toBe(false)
    expect(list.cards.map((c) => c.alt)).toEqual(['Renault Clio i rød', 'Rød bil set forfra'])
    expect(list.cards.map((c) => cardAlt(list, c))).toEqual(['Renault Clio i rød', 'Rød bil set forfra'])
  })

  it('gives every address back, also one card’s, addresses that share nothing, and one that is all of another’s end', () => {
    for (const urls of [
      ['https://cdn.example/media/vehicles/1/front-34.svg'],
      ['https://a.example/x.jpg?w=960', 'http://b.example/y.jpg?w=960'],
      ['https://cdn.example/v/ab.jpg', 'https://cdn.example/v/b.jpg', 'https://cdn.example/v/cab.jpg'],
    ]) {
      const list = toVehicleCards(
        urls.map((url, i) => summary(String(i), url, 'Renault Clio')),
        {},
      )
      expect(list.cards.map((c) => cardImage(list, c))).toEqual(urls)
    }
    expect(toVehicleCards([], {})).toEqual({ imageStart: '', imageEnd: '', altAfterTitle: false, cards: [] })
  })
})
