import { describe, expect, it } from 'vitest'
import { readStructure } from '#machines/kit/machine-structure.ts'
import { machineModels } from '#machines/registry.ts'
import { diagramLayout, diagramLayouts } from './diagram-layout.server.ts'
import { isTechnical } from './diagram-text.ts'

describe('server-side diagram layout (ELK)', () => {
  for (const model of machineModels) {
    for (const technical of [false, true]) {
      it(`${model.id}${technical ? ' with technical transitions' : ''}: a named box per state inside its parent, every transition drawn once, no label twice`, async () => {
        const layout = await diagramLayout(model, technical)
        const structure = readStructure(model.machine)
        expect(layout.machineId).toBe(model.id)
        expect(layout.technical).toBe(technical)
        expect(layout.boxes.map((b) => b.id).sort()).toEqual(structure.states.map((s) => s.id).sort())
        const byId = new Map(layout.boxes.map((b) => [b.id, b]))
        for (const state of structure.states) {
          const box = byId.get(state.id)
          if (!box) throw new Error(`no box for ${state.id}`)
          // A Danish name, never the code name (labels/ has one for every state).
          expect(box.name, state.id).not.toBe(state.key)
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
        // Every shown transition to each of its targets is on exactly one arrow; technical ones only with the toggle.
        const shown = structure.transitions.filter((t) => technical || !isTechnical(model, t))
        const expected = shown.flatMap((t) => (t.targetIds.length ? t.targetIds : [t.sourceId]).map((target) => `${t.key}>${target}`))
        const drawn = layout.arrows.flatMap((a) => a.transitionKeys.map((k) => `${k}>${a.targetId}`))
        expect(drawn.sort()).toEqual(expected.sort())
        const labels = layout.arrows.map((a) => `${a.lines.join(' ')} → ${a.targetId}`)
        expect(labels.length, 'one label per text and target').toBe(new Set(labels).size)
        for (const arrow of layout.arrows) {
          expect(arrow.points.length).toBeGreaterThanOrEqual(2)
          expect(arrow.lines.length).toBeGreaterThan(0)
          expect(arrow.label).not.toBeNull()
          expect(arrow.lines.join(' ')).not.toMatch(/xstate\.|done\(|error\(/)
          if (arrow.sourceIds.length > 1) {
            expect(arrow.junction).not.toBeNull()
            expect(arrow.feeds).toHaveLength(arrow.sourceIds.length)
            for (const feed of arrow.feeds) expect(feed.length).toBeGreaterThanOrEqual(2)
          } else expect(arrow.junction).toBeNull()
        }
      })
    }
  }

  it('computes each machine once and serves it from memory after that', async () => {
    const model = machineModels[0]
    if (!model) throw new Error('no machines')
    expect(diagramLayout(model)).toBe(diagramLayout(model))
    const both = await diagramLayouts(model)
    expect(both.plain).toBe(await diagramLayout(model, false))
    expect(both.technical).toBe(await diagramLayout(model, true))
  })

  it('labels arrows in Danish: the short event and the guard with its limit; internal bookkeeping only with the toggle', async () => {
    const compare = machineModels.find((m) => m.id === 'compare')
    if (!compare) throw new Error('no compare machine')
    const layout = await diagramLayout(compare)
    const texts = layout.arrows.map((a) => a.lines.join(' '))
    // Hand-written from issue 32 and the spec's limit (6).
    expect(texts).toContain('flueben i »Sammenlign« hvis listen bliver fuld (6 biler)')
    expect(texts).toContain('Tjekket: fejl (fx netværk)')
    expect(layout.arrows.map((a) => a.title)).toContain('Den besøgende sætter flueben i "Sammenlign" ved et køretøj. hvis listen bliver fuld (6 biler)')
    expect(texts.join(' ')).not.toMatch(/leaves[A-Z]|isNewVehicle|hasVehicles|checkAvailability|Intern:/)
    // "Ryd" from three states is one arrow, with one label, into "tom".
    const clear = layout.arrows.filter((a) => a.lines[0] === 'rydder listen')
    expect(clear).toHaveLength(1)
    expect(clear[0]?.sourceIds.sort()).toEqual(['compare.selection.comparable', 'compare.selection.full', 'compare.selection.tooFew'])
    expect(layout.boxes.find((b) => b.id === 'compare.selection.tooFew')?.name).toBe('for få')
    const technical = await diagramLayout(compare, true)
    expect(technical.arrows.filter((a) => a.technical).map((a) => a.lines[0])).toContain('Intern: fjerner de solgte')
  })
})
