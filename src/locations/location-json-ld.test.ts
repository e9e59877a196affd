import { describe, expect, it } from 'vitest'
import type { Location } from '../product-api/contract/location.ts'
import { weekdays } from '../product-api/contract/vocabulary.ts'
import { jsonLdScript, locationJsonLd, openingHoursSpecification } from './location-json-ld.ts'
import { formatCvr, formatPhone } from '../format/phone.ts'
import { directionsHref, formatIban, whatsappHref } from './location-contact.ts'

const hours = weekdays.map((weekday, i) =>
  i < 4
    ? { weekday, open: true, opens: '09:00', closes: '17:30', comment: null }
    : i === 4
      ? { weekday, open: true, opens: '09:00', closes: '17:00', comment: null }
      : { weekday, open: false, opens: null, closes: null, comment: null },
)

describe('opening hours as schema.org', () => {
  it('groups days with the same hours and leaves closed days out', () => {
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday'],
        opens: '09:00',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '09:00', closes: '17:00' },
    ])
  })

  it('describes the location as an AutoDealer with a workshop department', () => {
    const location = {
      slug: 'bilhuset-nord-greve',
      name: 'Bilhuset Nord Greve',
      town: 'Greve',
      address: { street: 'Håndværkerbyen 21', postcode: '2670', town: 'Greve', country: 'DK' },
      coordinates: { lat: 55.59, lng: 12.28 },
      phone: '+4543901200',
      email: 'greve@bilhusetnord.dk',
      brands: ['mercedes-benz', 'renault'],
      openingHours: { showroom: hours, workshop: hours },
      image: { url: 'https://x/y.svg', alt: 'Facade', width: 1, height: 1 },
      description: 'Flagskibet </script>',
      vatNumber: '12345678',
      legalName: 'Bilhuset Nord A/S',
    } as unknown as Location
    const data = locationJsonLd(location, 'https://bilhusetnord.dk/lokationer/bilhuset-nord-greve')
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      vatID: 'DK12345678',
      legalName: 'Bilhuset Nord A/S',
      brand: [
        { '@type': 'Brand', name: 'Mercedes-Benz' },
        { '@type': 'Brand', name: 'Renault' },
      ],
      address: { postalCode: '2670', addressCountry: 'DK' },
      department: [{ '@type': 'AutoRepair' }],
    })
    expect(jsonLdScript(data)).not.toContain('</script>')
  })
})

describe('contact formatting', () => {
  it('formats Danish numbers and builds the external links', () => {
    expect(formatPhone('+4543901200')).toBe('43 90 12 00')
    expect(formatCvr('12345678')).toBe('12 34 56 78')
    expect(formatIban('DK5000400440116243')).toBe('DK50 0040 0440 1162 43')
    expect(whatsappHref('+4552101200')).toBe('https://wa.me/4552101200')
    expect(
      directionsHref({
        name: 'Bilhuset Nord Greve',
        address: { street: 'Håndværkerbyen 21', postcode: '2670', town: 'Greve', country: 'DK' },
        coordinates: { lat: 1, lng: 2 },
      }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=Bilhuset+Nord+Greve%2C+H%C3%A5ndv%C3%A6rkerbyen+21%2C+2670+Greve')
  })
})
