/**
 * Builds the offline map's GeoJSON from Natural Earth TopoJSON (world-atlas).
 * Used by scripts/build-map-data.ts at build time, never by the site itself
 * (the site fetches the written files from /map/).
 */
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson'
import { constants } from '#app.config'
import { boxesOverlap, boxOf, clipLine, clipRing, padBox, roundLine, type Box, type Position } from './geo-clip.ts'

export const mapDataFiles = ['countries.geojson', 'borders.geojson'] as const
export type MapDataFile = (typeof mapDataFiles)[number]

/** ISO 3166-1 numeric code of Denmark in Natural Earth (world-atlas feature ids). */
const denmarkId = '208'

/** The maps never show more than the configured bounds; a margin covers wide viewports. */
export function mapDataBox(): Box {
  const b = constants.map.bounds
  return padBox({ west: b.west, south: b.south, east: b.east, north: b.north }, 3)
}

interface Inputs {
  countries10m: Topology
  countries50m: Topology
}

type CountryFeature = Feature<Polygon | MultiPolygon, { name?: string } | null>

function countryFeatures(topology: Topology): CountryFeature[] {
  const collection = feature(topology, topology.objects.countries as GeometryCollection) as FeatureCollection<Polygon | MultiPolygon, { name?: string } | null>
  return collection.features
}

function polygonsOf(geometry: Polygon | MultiPolygon): Position[][][] {
  return (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Position[][][]
}

function clipCountry(geometry: Polygon | MultiPolygon, box: Box, decimals: number): Position[][][] {
  const polygons: Position[][][] = []
  for (const polygon of polygonsOf(geometry)) {
    const rings: Position[][] = []
    for (const [i, ring] of polygon.entries()) {
      if (!boxesOverlap(boxOf(ring), box)) {
        if (i === 0) break
        continue
      }
      const clipped = clipRing(ring, box)
      const rounded = clipped ? roundLine(clipped, decimals) : null
      if (!rounded || rounded.length < 4) {
        // Without its outer ring a polygon's holes mean nothing.
        if (i === 0) break
        continue
      }
      rings.push(rounded)
    }
    if (rings.length > 0) polygons.push(rings)
  }
  return polygons
}

/** The GeoJSON files of the offline map, as the text to write. */
export function buildMapData(inputs: Inputs): Record<MapDataFile, string> {
  const box = mapDataBox()
  const countries: Feature<MultiPolygon, { name: string; home: boolean }>[] = []

  const fine = countryFeatures(inputs.countries10m).find((f) => String(f.id) === denmarkId)
  for (const f of countryFeatures(inputs.countries50m)) {
    const home = String(f.id) === denmarkId
    const source = home && fine ? fine : f
    if (!source.geometry) continue
    const polygons = clipCountry(source.geometry, box, home ? 4 : 3)
    if (polygons.length === 0) continue
    countries.push({
      type: 'Feature',
      properties: { name: f.properties?.name ?? '', home },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    })
  }
  countries.sort((a, b) => a.properties.name.localeCompare(b.properties.name, 'en'))

  // Borders shared by two countries (not coastlines), clipped to the box.
  const borderMesh = mesh(inputs.countries50m, inputs.countries50m.objects.countries as GeometryCollection, (a, b) => a !== b) as MultiLineString
  const lines: Position[][] = []
  for (const line of borderMesh.coordinates as Position[][]) {
    if (!boxesOverlap(boxOf(line), box)) continue
    for (const part of clipLine(line, box)) {
      const rounded = roundLine(part, 3)
      if (rounded.length > 1) lines.push(rounded)
    }
  }
  const borders: Feature<MultiLineString, Record<string, never>> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiLineString', coordinates: lines },
  }

  const collection = <T extends Feature>(features: T[]): FeatureCollection => ({ type: 'FeatureCollection', features })
  return {
    'countries.geojson': `${JSON.stringify(collection(countries))}\n`,
    'borders.geojson': `${JSON.stringify(collection([borders]))}\n`,
  }
}
