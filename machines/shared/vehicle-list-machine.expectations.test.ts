/**
 * The shared vehicle-list machine checked against tables written by hand
 * from spec 4, 5 and 9 (issue 16), not from the machine: the count ranges
 * each list state stands for (compare: none, one, 2–5, 6; favourites: none,
 * one or more), the configs the factory refuses, the events that change
 * nothing and so are never journaled, and what the journal accepts and
 * compacts to.
 */
import { describe, expect, it } from 'vitest'
import { createActor, toPromise, type AnyActorLogic, type AnyEventObject } from 'xstate'
import { compareConfig, compareDefinition, compareMachine } from '../compare/compare-machine.ts'
import { favouritesConfig, favouritesDefinition, favouritesMachine } from '../favourites/favourites-machine.ts'
import { journalKey } from '../kit/journal-key.ts'
import { replay } from '../kit/replay.ts'
import { createVehicleListMachine, vehicleListLevels, vehicleListState, type VehicleListConfig } from './vehicle-list-machine.ts'

const car = (n: number) => ({ id: `bil-${n}`, label: `Bil ${n}` })

describe('the list states and the counts they stand for', () => {
  it('compare: none, one, 2–5, 6 (spec 9)', () => {
    expect(vehicleListLevels(compareConfig).map(({ name, lo, hi }) => [name, lo, hi])).toEqual([
      ['empty', 0, 0],
      ['tooFew', 1, 1],
      ['comparable', 2, 5],
      ['full', 6, 6],
    ])
  })

  it('favourites: none, or one and more without a maximum', () => {
    expect(vehicleListLevels(favouritesConfig).map(({ name, lo, hi }) => [name, lo, hi])).toEqual([
      ['empty', 0, 0],
      ['saved', 1, Infinity],
    ])
  })

  it('a list of at least 3 has a tooFew state for 1–2', () => {
    const levels = vehicleListLevels({ ...compareConfig, min: 3 })
    expect(levels.map(({ name, lo, hi }) => [name, lo, hi])).toEqual([
      ['empty', 0, 0],
      ['tooFew', 1, 2],
      ['comparable', 3, 5],
      ['full', 6, 6],
    ])
    expect(levels.map((l) => l.description)).toEqual([
      compareConfig.texts.empty,
      compareConfig.texts.tooFew,
      compareConfig.texts.enough,
      compareConfig.texts.full?.state,
    ])
  })

  it('the machine holds its limits for the components to show', () => {
    expect(createActor(compareMachine).getSnapshot().context.limits).toEqual({ min: 2, max: 6 })
    expect(createActor(favouritesMachine).getSnapshot().context.limits).toEqual({ min: 1, max: Infinity })
  })
})

describe('configs the factory refuses, naming the list', () => {
  const { tooFew: _tooFew, ...textsWithoutTooFew } = compareConfig.texts
  const { full: _full, ...textsWithoutFull } = compareConfig.texts
  const table: [string, VehicleListConfig<'test'>, string | null][] = [
    ['min 0', { ...compareConfig, id: 'test', min: 0 }, 'test: a vehicle list needs 1 <= min < max (got min 0, max 6)'],
    ['max equal to min', { ...compareConfig, id: 'test', min: 6 }, 'test: a vehicle list needs 1 <= min < max (got min 6, max 6)'],
    ['max below min', { ...compareConfig, id: 'test', min: 7 }, 'test: a vehicle list needs 1 <= min < max (got min 7, max 6)'],
    ['min 2 without a tooFew text', { ...compareConfig, id: 'test', texts: textsWithoutTooFew }, 'test: min > 1 needs a tooFew text'],
    ['a maximum without full texts', { ...compareConfig, id: 'test', texts: textsWithoutFull }, 'test: a maximum needs full texts'],
    ['min 1 and max 2 (smallest allowed)', { ...compareConfig, id: 'test', min: 1, max: 2, texts: textsWithoutTooFew }, null],
    ['min 1 without a tooFew text, no maximum', { ...favouritesConfig, id: 'test' }, null],
  ]
  for (const [what, config, error] of table) {
    it(`${what}: ${error ?? 'accepted'}`, () => {
      if (error) expect(() => createVehicleListMachine(config)).toThrow(error)
      else expect(() => createVehicleListMachine(config)).not.toThrow()
    })
  }

  it('a list of 1–2 walks empty → enough → full and refuses a third', () => {
    const config: VehicleListConfig<'pair'> = { ...compareConfig, id: 'pair', min: 1, max: 2, texts: textsWithoutTooFew }
    const actor = createActor(createVehicleListMachine(config)).start()
    const notices: AnyEventObject[] = []
    actor.on('notice.limitReached', (e) => notices.push(e))
    const states = [vehicleListState(config, actor.getSnapshot())]
    for (let n = 1; n <= 3; n++) {
      actor.send({ type: 'pair.add', vehicle: car(n) })
      states.push(vehicleListState(config, actor.getSnapshot()))
    }
    expect(states).toEqual(['empty', 'comparable', 'full', 'full'])
    expect(notices).toEqual([{ type: 'notice.limitReached', max: 2 }])
  })
})

/** A live compare list recording what it journals. */
function compareList() {
  const actor = createActor(compareMachine).start()
  const journaled: AnyEventObject[] = []
  actor.on('journal.record', (e) => journaled.push((e as unknown as { event: AnyEventObject }).event))
  return { actor, journaled, ids: () => actor.getSnapshot().context.vehicles.map((v) => v.id) }
}

describe('events that change nothing are not journaled', () => {
  it('adding a vehicle already in the list, in each state', () => {
    const list = compareList()
    for (let n = 1; n <= 6; n++) {
      list.actor.send({ type: 'compare.add', vehicle: car(n) })
      list.actor.send({ type: 'compare.add', vehicle: car(1) })
    }
    expect(list.journaled.map((e) => e.type)).toEqual(Array(6).fill('compare.add'))
  })

  it('removing or pruning vehicles that are not in the list', () => {
    const list = compareList()
    list.actor.send({ type: 'compare.remove', vehicleId: 'bil-1' })
    list.actor.send({ type: 'compare.add', vehicle: car(1) })
    list.actor.send({ type: 'compare.remove', vehicleId: 'bil-9' })
    list.actor.send({ type: 'compare.prune', vehicleIds: ['bil-8', 'bil-9'] })
    for (let n = 2; n <= 6; n++) list.actor.send({ type: 'compare.add', vehicle: car(n) })
    list.actor.send({ type: 'compare.remove', vehicleId: 'bil-9' })
    list.actor.send({ type: 'compare.prune', vehicleIds: ['bil-9'] })
    expect(list.journaled.map((e) => e.type)).toEqual(Array(6).fill('compare.add'))
    expect(list.ids()).toEqual(['bil-1', 'bil-2', 'bil-3', 'bil-4', 'bil-5', 'bil-6'])
  })

  it('"Ryd" on an empty list', () => {
    const list = compareList()
    list.actor.send({ type: 'compare.clear' })
    expect(list.journaled).toEqual([])
  })

  it('another list’s events', () => {
    const list = compareList()
    list.actor.send({ type: 'favourites.add', vehicle: car(1) } as never)
    expect(list.ids()).toEqual([])
    expect(list.journaled).toEqual([])
  })
})

describe('a prune journaled by another tab or an earlier visit', () => {
  it('removes the named vehicles that are there, from any state down to any state', () => {
    const full = Array.from({ length: 6 }, (_, i) => ({ type: 'compare.add', vehicle: car(i + 1) }))
    const table: [string[], string, number][] = [
      [['bil-1'], 'comparable', 5],
      [['bil-1', 'bil-2', 'bil-3', 'bil-4'], 'comparable', 2],
      [['bil-1', 'bil-2', 'bil-3', 'bil-4', 'bil-5'], 'tooFew', 1],
      [['bil-1', 'bil-2', 'bil-3', 'bil-4', 'bil-5', 'bil-6', 'bil-7'], 'empty', 0],
    ]
    for (const [vehicleIds, state, count] of table) {
      const snapshot = replay(compareMachine, [...full, { type: 'compare.prune', vehicleIds }] as never)
      expect(vehicleListState(compareConfig, snapshot), vehicleIds.join()).toBe(state)
      expect(snapshot.context.vehicles).toHaveLength(count)
    }
  })
})

describe('the journal of a list', () => {
  it('is named by the list and compacted after the list’s own count', () => {
    expect(journalKey(compareDefinition.journal.machineId)).toBe('bilhuset-nord:machine:compare')
    expect(journalKey(favouritesDefinition.journal.machineId)).toBe('bilhuset-nord:machine:favourites')
    expect(compareDefinition.journal.compactAfter).toBe(compareConfig.compactAfter)
    expect(favouritesDefinition.journal.compactAfter).toBe(favouritesConfig.compactAfter)
  })

  const schema = compareDefinition.journal.eventSchema
  const accepted: AnyEventObject[] = [
    { type: 'compare.add', vehicle: car(1) },
    { type: 'compare.remove', vehicleId: 'bil-1' },
    { type: 'compare.prune', vehicleIds: ['bil-1'] },
    { type: 'compare.prune', vehicleIds: ['bil-1', 'bil-2', 'bil-3'] },
    { type: 'compare.clear' },
  ]
  for (const event of accepted) {
    it(`keeps ${JSON.stringify(event)}`, () => {
      expect(schema.safeParse(event).data).toEqual(event)
    })
  }
  const refused: [string, unknown][] = [
    ['a prune naming no vehicle', { type: 'compare.prune', vehicleIds: [] }],
    ['a prune naming more than 1000', { type: 'compare.prune', vehicleIds: Array.from({ length: 1001 }, (_, i) => `bil-${i}`) }],
    ['an add with an id the product API does not have', { type: 'compare.add', vehicle: { id: '../etc', label: 'x' } }],
    ['another list’s event', { type: 'favourites.add', vehicle: car(1) }],
    ['a check (not a list change)', { type: 'availability.check' }],
  ]
  for (const [what, event] of refused) {
    it(`refuses ${what}`, () => {
      expect(schema.safeParse(event).success).toBe(false)
    })
  }

  it('favourites have no "Ryd" to journal', () => {
    expect(favouritesDefinition.journal.eventSchema.safeParse({ type: 'favourites.clear' }).success).toBe(false)
    expect(favouritesDefinition.journal.eventSchema.safeParse({ type: 'favourites.add', vehicle: car(1) }).success).toBe(true)
  })

  it('projects the list state and vehicles, and compacts to one add per vehicle', () => {
    const snapshot = replay(compareMachine, [
      { type: 'compare.add', vehicle: car(1) },
      { type: 'compare.add', vehicle: car(2) },
      { type: 'compare.add', vehicle: car(3) },
      { type: 'compare.remove', vehicleId: 'bil-2' },
    ] as never)
    expect(compareDefinition.project(snapshot)).toEqual({ list: 'comparable', vehicles: [car(1), car(3)] })
    expect(compareDefinition.compact(snapshot)).toEqual([
      { type: 'compare.add', vehicle: car(1) },
      { type: 'compare.add', vehicle: car(3) },
    ])
  })
})

describe('an availability check the page forgot to provide fails loudly, naming the list and the actor', () => {
  it('checkAvailability', async () => {
    const logic = (compareMachine.implementations.actors as Record<string, AnyActorLogic>).checkAvailability
    if (!logic) throw new Error('no actor checkAvailability')
    await expect(toPromise(createActor(logic, { input: { vehicleIds: [] } }).start())).rejects.toThrow(
      'compare: the actor "checkAvailability" was not provided',
    )
  })
})
