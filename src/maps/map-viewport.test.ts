import { describe, expect, it } from 'vitest'
import { constants } from '#app.config'
import { clampToBounds, mapViewportFor, markersBounds } from './map-viewport.ts'
import { offlineMapStyle } from './offline-style.ts'

describe('map viewport', () => {
  it('uses spec 9 bounds and centre unless the brand overrides them', () => {
    expect(mapViewportFor()).toEqual({
      bounds: { north: 60.75, south: 42.33, west: -7.57, east: 18.02 },
      center: { lat: 50.04, lng: 3.725 },
    })
    expect(mapViewportFor('renault')).toEqual({ bounds: constants.map.bounds, center: constants.map.center })
    expect(mapViewportFor('ukendt')).toEqual(mapViewportFor())
  })

  it('fits the markers shown', () => {
    expect(markersBounds([])).toBeNull()
    expect(
      markersBounds([
        { lat: 55.59, lng: 12.28 },
        { lat: 57.46, lng: 9.99 },
        { lat: 55.39, lng: 10.31 },
      ]),
    ).toEqual({ north: 57.46, south: 55.39, west: 9.99, east: 12.28 })
    expect(clampToBounds({ lat: 70, lng: -20 }, constants.map.bounds)).toEqual({ lat: 60.75, lng: -7.57 })
  })
})

describe('offline style', () => {
  it('draws only shipped GeoJSON, with no tiles, glyphs or sprites', () => {
    const style = offlineMapStyle('https://bilhusetnord.dk', 'Kortdata: Natural Earth')
    expect(style.version).toBe(8)
    expect(Object.values(style.sources).map((s) => s.data)).toEqual([
      'https://bilhusetnord.dk/map/countries.geojson',
      'https://bilhusetnord.dk/map/borders.geojson',
    ])
    expect(style).not.toHaveProperty('glyphs')
    expect(style).not.toHaveProperty('sprite')
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'fill', 'line', 'line'])
  })
})
