/**
 * The map style the site ships: geography from Natural Earth (built by
 * scripts/build-map-data.ts into public/map/), drawn with fill and line layers
 * only, so it needs no tiles, glyphs or sprites and works offline. A
 * production tile provider's style replaces it through MAP_STYLE_URL.
 *
 * The type is a structural subset of maplibre's StyleSpecification, so this
 * module does not import maplibre-gl (it stays out of every bundle but the
 * map's own chunk).
 */

export const mapDataPath = '/map'

export interface OfflineStyle {
  version: 8
  name: string
  sources: Record<string, { type: 'geojson'; data: string; attribution?: string }>
  layers: (
    | { id: string; type: 'background'; paint: Record<string, unknown> }
    | { id: string; type: 'fill' | 'line'; source: string; paint: Record<string, unknown>; filter?: unknown[] }
  )[]
}

export const mapColours = {
  sea: '#cfe0ee',
  home: '#ffffff',
  land: '#eceff3',
  coast: '#9bb0c4',
  border: '#7d8da0',
} as const

/** The offline style; GeoJSON URLs are made absolute against `origin` (the page's). */
export function offlineMapStyle(origin: string, attribution: string): OfflineStyle {
  const url = (file: string) => new URL(`${mapDataPath}/${file}`, origin).href
  return {
    version: 8,
    name: 'Bilhuset Nord – offline',
    sources: {
      countries: { type: 'geojson', data: url('countries.geojson'), attribution },
      borders: { type: 'geojson', data: url('borders.geojson') },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': mapColours.sea } },
      {
        id: 'land',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': ['case', ['get', 'home'], mapColours.home, mapColours.land] },
      },
      { id: 'coast', type: 'line', source: 'countries', paint: { 'line-color': mapColours.coast, 'line-width': 0.75 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': mapColours.border, 'line-width': 1.25, 'line-dasharray': [3, 2] },
      },
    ],
  }
}
