import { describe, expect, it } from 'vitest'
import { readStructure } from '#machines/kit/machine-structure.ts'
import { machineModels } from '#machines/registry.ts'
import { diagramLayout } from './diagram-layout.server.ts'

describe('server-side diagram layout (ELK)', () => {
  for (const model of machineModels) {
    it(`${model.id}: a box per state inside its parent, an arrow with a label per transition target`, async () => {
      const layout = await diagramLayout(model)
      const structure = readStructure(model.machine)
      expect(layout.machineId).toBe(model.id)
      expect(layout.boxes.map((b) => b.id).sort()).toEqual(structure.states.map((s) => s.id).sort())
      const byId = new Map(layout.boxes.map((b) => [b.id, b]))
      for (const state of structure.states) {
        const box = byId.get(state.id)
        if (!box) throw new Error(`no box for ${state.id}`)
        expect(box.width).toBeGreaterThan(0)
        expect(box.height).toBeGreaterThan(0)
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width + 0.5)
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height + 0.5)
        const parent = state.parentId === undefined ? undefined : byId.get(state.parentId)
        if (parent) {
          expect(box.x, `${state.id} inside ${parent.id}`).toBeGreaterThanOrEqual(parent.x)
          expect(box.y).toBeGreaterThanOrEqual(parent.y)
          expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5)
          expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5)
        }
      }
      const expectedArrows = structure.transitions.flatMap((t) => (t.targetIds.length ? t.targetIds : [t.sourceId]).map((target) => `${t.sourceId}>${target}`))
      expect(layout.arrows.map((a) => `${a.sourceId}>${a.targetId}`).sort()).toEqual(expectedArrows.sort())
      for (const arrow of layout.arrows) {
        expect(arrow.points.length).toBeGreaterThanOrEqual(2)
        expect(arrow.lines.length).toBeGreaterThan(0)
        expect(arrow.label).not.toBeNull()
      }
    })
  }

  it('computes each machine once and serves it from memory after that', async () => {
    const model = machineModels[0]
    if (!model) throw new Error('no machines')
    expect(diagramLayout(model)).toBe(diagramLayout(model))
  })

  it('labels arrows in Danish: the event from the legend and the guard with its limit', async () => {
    const compare = machineModels.find((m) => m.id === 'compare')
    if (!compare) throw new Error('no compare machine')
    const layout = await diagramLayout(compare)
    const texts = layout.arrows.map((a) => a.lines.join(' '))
    expect(texts).toContain('Den besøgende sætter flueben i "Sammenlign" ved et køretøj. hvis listen bliver fuld (6 biler)')
    expect(texts.join(' ')).not.toMatch(/leaves[A-Z]|isNewVehicle|hasVehicles/)
  })
})
