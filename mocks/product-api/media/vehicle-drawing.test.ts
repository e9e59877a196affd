import { describe, expect, it } from 'vitest'
import { drawFacade, drawPortrait } from './people-and-places.ts'
import { drawInterior, drawVehicle } from './vehicle-drawing.ts'
import type { ShapeName } from './vehicle-drawing.ts'

const shapes: ShapeName[] = ['hatchback', 'saloon', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'panel_van', 'crew_cab', 'chassis_cab', 'minibus']

describe('vehicle drawings', () => {
  it('are small, titled SVGs for every shape and angle', () => {
    for (const shape of shapes) {
      for (let yaw = 0; yaw < 360; yaw += 15) {
        const svg = drawVehicle({ shape, colour: '#23344f', yaw, title: `Testbil ${shape}` })
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), shape).toBe(true)
        expect(svg).toContain(`<title>Testbil ${shape}</title>`)
        expect(svg.length, `${shape} ${yaw}`).toBeLessThan(6_000)
        expect(svg).not.toMatch(/NaN|Infinity|href=/)
      }
    }
  })

  it('paint the body in shades of the vehicle colour and show lights by angle', () => {
    const front = drawVehicle({ shape: 'suv', colour: '#a3161f', yaw: 35, title: 'Rød SUV' })
    const rear = drawVehicle({ shape: 'suv', colour: '#a3161f', yaw: 215, title: 'Rød SUV' })
    const fills = [...front.matchAll(/fill="#([0-9a-f]{6})"/g)].map((m) => m[1] ?? '')
    const reddish = fills.filter((h) => Number.parseInt(h.slice(0, 2), 16) > 2 * Number.parseInt(h.slice(2, 4), 16) + 10)
    expect(reddish.length).toBeGreaterThan(3)
    expect(front).toContain('#f4f6f8') // headlights
    expect(rear).toContain('#b3121b') // tail lights
    expect(front).not.toBe(drawVehicle({ shape: 'suv', colour: '#1d1f22', yaw: 35, title: 'Rød SUV' }))
  })

  it('draw the interior in the interior colour, escape text, and portraits with initials', () => {
    expect(drawInterior({ colour: '#c9b79a', title: 'Kabine' })).toContain('fill="#c9b79a"')
    expect(drawVehicle({ shape: 'coupe', colour: '#000000', yaw: 90, title: 'A & B <C>' })).toContain('<title>A &amp; B &lt;C&gt;</title>')
    expect(drawPortrait('Mette Kristensen')).toContain('>MK</text>')
    expect(drawFacade('Bilhuset Nord Greve', ['Mercedes-Benz', 'Renault'])).toContain('Bilhuset Nord Greve')
  })
})
