import { describe, expect, it } from 'vitest'
import { constants } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import { readStructure } from '#machines/kit/machine-structure.ts'
import { machineModels } from '#machines/registry.ts'
import { guardLabel, machineLabels } from './machine-labels.ts'

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

  it('a machine without a table has no labels, so the check above fails for it', () => {
    expect(machineLabels('no-such-machine')).toEqual({ guards: {}, actions: {} })
  })

  it('takes the limits from app.config.ts and the toast texts from the messages', () => {
    expect(guardLabel('compare', 'leavesFull')).toBe(`listen bliver fuld (${constants.compare.max} biler)`)
    expect(machineLabels('compare').actions.notifyLimitReached).toContain(m.compare_limit_reached({ max: constants.compare.max }))
    expect(guardLabel('build-freshness', 'reloadedRecently')).toContain(`${constants.reloadGuardMs / 1000} sekunder`)
  })
})
