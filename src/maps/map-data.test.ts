import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Topology } from 'topojson-specification'
import { buildMapData, mapDataFiles } from './map-data.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const topology = (file: string) => JSON.parse(readFileSync(`${root}node_modules/world-atlas/${file}`, 'utf8')) as Topology

describe('offline map data (public/map)', () => {
  const built = buildMapData({ countries10m: topology('countries-10m.json'), countries50m: topology('countries-50m.json') })

  for (const file of mapDataFiles) {
    it(`${file} is up to date (run: node scripts/build-map-data.ts)`, () => {
      expect(readFileSync(`${root}public/map/${file}`, 'utf8') === built[file]).toBe(true)
    })
  }

  it('covers Denmark in detail and stays small', () => {
    const countries = JSON.parse(built['countries.geojson']) as { features: { properties: { name: string; home: boolean } }[] }
    expect(countries.features.filter((f) => f.properties.home).map((f) => f.properties.name)).toEqual(['Denmark'])
    expect(countries.features.map((f) => f.properties.name)).toEqual(expect.arrayContaining(['Sweden', 'Germany', 'Norway']))
    const bytes = mapDataFiles.reduce((sum, f) => sum + Buffer.byteLength(built[f]), 0)
    expect(bytes).toBeLessThan(300 * 1024)
  })
})
