import { describe, expect, it } from 'vitest'
import { constants } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import { readStructure } from '#machines/kit/machine-structure.ts'
import { machineModels } from '#machines/registry.ts'
import { actorLabel, guardLabel, machineLabels, stateLabel, statePath } from './machine-labels.ts'

/** Every guard and action a machine declares in `setup` or uses in a transition. */
function declared(model: (typeof machineModels)[number]): { guards: string[]; actions: string[] } {
  const impl = (model.machine as unknown as { implementations: { guards: object; actions: object } }).implementations
  const structure = readStructure(model.machine)
  const guards = new Set(Object.keys(impl.guards))
  const actions = new Set(Object.keys(impl.actions))
  for (const t of structure.transitions) {
    if (t.guard) guards.add(t.guard)
    for (const a of t.actions) actions.add(a)
  }
  return { guards: [...guards].sort(), actions: [...actions].sort() }
}

describe('Danish labels of guards and actions', () => {
  for (const model of machineModels) {
    it(`${model.id}: every guard and action has a Danish label`, () => {
      const { guards, actions } = declared(model)
      const labels = machineLabels(model.id)
      expect(guards.filter((g) => !labels.guards[g]?.trim())).toEqual([])
      expect(actions.filter((a) => !labels.actions[a]?.trim())).toEqual([])
      // No label for something the machine does not have (a rename would leave it behind).
      expect(Object.keys(labels.guards).filter((g) => !guards.includes(g))).toEqual([])
      expect(Object.keys(labels.actions).filter((a) => !actions.includes(a))).toEqual([])
    })
  }

  for (const model of machineModels) {
    it(`${model.id}: every state has a Danish name, and every invoked actor too`, () => {
      const structure = readStructure(model.machine)
      const labels = machineLabels(model.id)
      const paths = structure.states.map((s) => statePath(structure.root.id, s.id))
      // A machine that gains a state without a name fails here (the page would show the code name).
      expect(paths.filter((p) => !labels.states?.[p]?.trim())).toEqual([])
      expect(Object.keys(labels.states ?? {}).filter((p) => !paths.includes(p))).toEqual([])
      const actors = [...new Set(structure.states.flatMap((s) => s.invokes))]
      expect(actors.filter((a) => !labels.actors?.[a]?.trim())).toEqual([])
      // Every short arrow label is for an event the machine handles.
      const eventTypes = new Set(structure.transitions.map((t) => t.eventType))
      expect(Object.keys(labels.events ?? {}).filter((e) => !eventTypes.has(e))).toEqual([])
      // Two states of one region with the same name would read as one.
      for (const state of [structure.root, ...structure.states]) {
        const names = state.children.map((c) => stateLabel(model.id, structure.root.id, c.id))
        expect(new Set(names).size, `names below ${state.id}`).toBe(names.length)
      }
    })
  }

  it('names states by their path below the machine, and falls back to the code name without a table', () => {
    // Hand-checked against issue 32: not `tooFew`, `comparable`, `loadingFully`.
    expect(stateLabel('compare', 'compare', 'compare.selection.tooFew')).toBe('for få')
    expect(stateLabel('compare', 'compare', 'compare.selection.comparable')).toBe('kan sammenlignes')
    expect(stateLabel('compare', 'compare', 'compare.selection.full')).toBe(`fuld (${constants.compare.max} biler)`)
    expect(stateLabel('build-freshness', 'build-freshness', 'build-freshness.loadingFully')).toBe('indlæser hele siden')
    expect(actorLabel('compare', 'checkAvailability')).toBe('tjekket')
    expect(stateLabel('no-such-machine', 'x', 'x.some.state')).toBe('state')
    expect(actorLabel('no-such-machine', 'fetchThings')).toBe('fetchThings')
  })

  it('a machine without a table has no labels, so the check above fails for it', () => {
    expect(machineLabels('no-such-machine')).toEqual({ guards: {}, actions: {} })
  })

  it('takes the limits from app.config.ts and the toast texts from the messages', () => {
    expect(guardLabel('compare', 'leavesFull')).toBe(`listen bliver fuld (${constants.compare.max} biler)`)
    expect(machineLabels('compare').actions.notifyLimitReached).toContain(m.compare_limit_reached({ max: constants.compare.max }))
    expect(guardLabel('build-freshness', 'reloadedRecently')).toContain(`${constants.reloadGuardMs / 1000} sekunder`)
  })
})
