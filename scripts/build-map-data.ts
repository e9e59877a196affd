/**
 * Builds the geography of the offline map style from Natural Earth (the
 * world-atlas npm package), so maps work without any tile provider:
 *
 * - public/map/countries.geojson: country polygons around the maps' bounds
 *   (app.config.ts `constants.map.bounds`, padded), Denmark from the 1:10m
 *   data set (the locations are there and visitors zoom in), the neighbours
 *   from 1:50m. Property `home` is true for Denmark.
 * - public/map/borders.geojson: land borders between those countries (1:50m).
 *
 * The output is deterministic and committed (about 200 KB in all); a unit
 * test (src/maps/map-data.test.ts) fails when it no longer matches what this
 * script builds. Run it after changing the bounds or the world-atlas version:
 *
 *   ./node_modules/.bin/node scripts/build-map-data.ts
 *
 * `--check` builds in memory and exits 1 when the committed files differ.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildMapData, mapDataFiles } from '#src/maps/map-data.ts'
import type { Topology } from 'topojson-specification'

const root = fileURLToPath(new URL('..', import.meta.url))

function readTopology(file: string): Topology {
  return JSON.parse(readFileSync(fileURLToPath(import.meta.resolve(`world-atlas/${file}`)), 'utf8')) as Topology
}

const files = buildMapData({ countries10m: readTopology('countries-10m.json'), countries50m: readTopology('countries-50m.json') })
const check = process.argv.includes('--check')
let stale = false
mkdirSync(`${root}public/map`, { recursive: true })
for (const name of mapDataFiles) {
  const path = `${root}public/map/${name}`
  const text = files[name]
  if (check) {
    let current = ''
    try {
      current = readFileSync(path, 'utf8')
    } catch {
      // missing counts as stale
    }
    if (current !== text) {
      stale = true
      console.error(`public/map/${name} is out of date; run node scripts/build-map-data.ts`)
    }
  } else {
    writeFileSync(path, text)
    console.log(`public/map/${name}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`)
  }
}
if (stale) process.exit(1)
