/**
 * The mock server's pictures: `/media/…` paths answered with SVGs drawn from
 * the data set. A vehicle's gallery angles and its 24 spinner frames are one
 * look (body style, make, size class, electric or not, paint), so they always
 * show the same car; model cards and lease offers show the model's own body
 * style and make in the model's default colour.
 */
import type { ModelSpec } from '../data/catalogue.ts'
import { allModels, brandNames, modelTitlePrefix, variantBodyStyle } from '../data/catalogue.ts'
import { modelColour } from '../data/colours.ts'
import type { DataSet } from '../data/data-set.ts'
import { spinnerFrameCount } from '../data/media-urls.ts'
import { drawFacade, drawPortrait } from './people-and-places.ts'
import { angleYaw, drawInterior, drawVehicle } from './vehicle-drawing.ts'
import type { ShapeName, VehicleLook } from './vehicle-drawing.ts'

const specs = new Map(allModels.map((m) => [`${m.brand}/${m.slug}`, m]))
const defaultInterior = '#3a3b3d'

function shapeOf(bodyStyle: string | null | undefined, vanBody: string | null | undefined): ShapeName {
  return (vanBody ?? bodyStyle ?? 'hatchback') as ShapeName
}

/** How a model looks when no vehicle says otherwise: its first variant's body, electric when all its variants are. */
export function modelLook(spec: ModelSpec, colour = modelColour(spec).hex): VehicleLook {
  const first = spec.variants[0]
  const body = spec.bodyStyles[0]
  return {
    shape: shapeOf(first && body ? variantBodyStyle(spec, first, body) : body, first?.vanBody),
    make: spec.brand,
    size: spec.size,
    electric: spec.variants.every((v) => v.fuel === 'electric'),
    colour,
  }
}

/** A picture of the look: a gallery angle, a spinner frame ("spin-00" … "spin-23") or the interior. */
export function drawAngle(look: VehicleLook, interiorColour: string, angle: string, title: string): string | undefined {
  if (angle === 'interior') return drawInterior({ colour: interiorColour, title: `${title}, kabine` })
  const spin = /^spin-(\d{2})$/.exec(angle)
  if (spin) {
    const frame = Number(spin[1])
    if (frame >= spinnerFrameCount) return undefined
    return drawVehicle({ ...look, yaw: (frame * 360) / spinnerFrameCount, title })
  }
  const yaw = angleYaw[angle]
  return yaw === undefined ? undefined : drawVehicle({ ...look, yaw, title })
}

export function createMediaRenderer(data: DataSet, byStockNumber: Map<number, number>) {
  const cache = new Map<string, string>()
  const cached = (key: string, render: () => string | undefined): string | undefined => {
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    const svg = render()
    if (svg === undefined) return undefined
    if (cache.size >= 2_000) {
      const oldest = cache.keys().next().value
      if (oldest !== undefined) cache.delete(oldest)
    }
    cache.set(key, svg)
    return svg
  }
  return (path: string): string | undefined => {
    let m = /^\/media\/vehicles\/(\d+)\/([a-z0-9-]+)\.svg$/.exec(path)
    if (m) {
      const index = byStockNumber.get(Number(m[1]))
      const v = index === undefined ? undefined : data.vehicles[index]
      if (!v) return undefined
      const look: VehicleLook = {
        shape: shapeOf(v.bodyStyle, v.vanBody),
        make: v.brand.slug,
        size: specs.get(`${v.brand.slug}/${v.model.slug}`)?.size ?? 'compact',
        electric: v.fuel === 'electric',
        colour: v.exteriorColour.hex,
      }
      const angle = m[2] ?? ''
      return cached(`v|${JSON.stringify(look)}|${v.interiorColour.hex}|${angle}|${v.title}`, () => drawAngle(look, v.interiorColour.hex, angle, v.title))
    }
    m = /^\/media\/models\/([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(path)
    if (m) {
      const spec = data.modelSpecs.get(`${m[1]}/${m[2]}`)
      if (!spec) return undefined
      const angle = m[3] ?? ''
      return cached(`m|${path}`, () => drawAngle(modelLook(spec), defaultInterior, angle, modelTitlePrefix(spec)))
    }
    m = /^\/media\/lease\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(path)
    if (m) {
      const lv = data.leaseVehicles.find((v) => v.id === m?.[1])
      const spec = lv ? specs.get(`${lv.brand}/${lv.model}`) : undefined
      if (!lv || !spec) return undefined
      const look: VehicleLook = {
        ...modelLook(spec),
        shape: shapeOf(lv.bodyStyle, lv.vanBody),
        electric: spec.variants.find((v) => v.name === lv.variant)?.fuel === 'electric',
      }
      const angle = m[2] ?? ''
      return cached(`l|${path}`, () => drawAngle(look, defaultInterior, angle, lv.title))
    }
    m = /^\/media\/minilease\/([a-z0-9-]+)\/([a-z0-9-]+)\/front-34\.svg$/.exec(path)
    if (m) {
      const config = data.minilease.find((c) => c.id === m?.[1])
      const colour = config?.colours.find((c) => c.code === m?.[2])
      const spec = config ? specs.get(`${config.brand}/${config.model}`) : undefined
      if (!config || !colour || !spec) return undefined
      // The car in the colour chosen (issue 30: every colour showed the first one).
      const look: VehicleLook = { ...modelLook(spec, colour.hex), electric: config.fuel === 'electric' }
      return cached(`ml|${path}`, () => drawAngle(look, defaultInterior, 'front-34', config.title))
    }
    m = /^\/media\/employees\/([a-z0-9-]+)\.svg$/.exec(path)
    if (m) {
      const employee = data.employees.find((e) => e.id === m?.[1])
      return employee ? cached(`e|${employee.id}`, () => drawPortrait(employee.name)) : undefined
    }
    m = /^\/media\/locations\/([a-z0-9-]+)\.svg$/.exec(path)
    if (m) {
      const location = data.locations.find((l) => l.slug === m?.[1])
      return location
        ? cached(`loc|${location.slug}`, () =>
            drawFacade(
              location.name,
              location.brands.map((b) => brandNames[b] ?? b),
            ),
          )
        : undefined
    }
    return undefined
  }
}
