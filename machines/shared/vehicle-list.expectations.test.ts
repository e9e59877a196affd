/**
 * Compare and favourites checked against tables written from the spec, not
 * from the machine (issue 16): the model tests replay paths generated from
 * the machine itself, so a mistake the machine makes consistently would be
 * its own answer key. Every row here was written by hand from spec 4, 5 and
 * 9 ("Sammenlign": at most 6, at least 2; sold vehicles are removed with a
 * notice of how many; favourites have no maximum).
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyEventObject } from 'xstate'
import { compareMachine, compareSelectionState, type CompareSnapshot } from '../compare/compare-machine.ts'
import { favouritesMachine } from '../favourites/favourites-machine.ts'
import type { AvailabilityCheckInput, AvailabilityReport } from './vehicle-list.ts'
import { replay } from '../kit/replay.ts'

const car = (n: number) => ({ id: `bil-${n}`, label: `Bil ${n}` })

/** Spec 9: "Sammenlign" holds 0–6 vehicles; 2 are needed to compare. Count → the state the visitor sees. */
const compareStateByCount: Record<number, string> = {
  0: 'empty',
  1: 'tooFew',
  2: 'comparable',
  3: 'comparable',
  4: 'comparable',
  5: 'comparable',
  6: 'full',
}

/** Favourites: no maximum, so 1 or more is "saved" and none is "empty". */
const favouritesStateByCount = (count: number) => (count === 0 ? 'empty' : 'saved')

type Machine = typeof compareMachine | typeof favouritesMachine

/** A live machine whose availability checks the test answers by hand, recording what each check was asked. */
function start(machine: Machine) {
  const checks: { input: AvailabilityCheckInput; answer(report: AvailabilityReport | Error): Promise<void> }[] = []
  const live = machine.provide({
    actors: {
      checkAvailability: fromPromise<AvailabilityReport, AvailabilityCheckInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            checks.push({
              input,
              answer: async (report) => {
                if (report instanceof Error) reject(report)
                else resolve(report)
                await new Promise((r) => setTimeout(r, 0))
              },
            })
          }),
      ),
    },
  })
  const actor = createActor(live as Machine).start()
  const emitted: AnyEventObject[] = []
  actor.on('*', (event) => emitted.push(event as AnyEventObject))
  const notices = () => emitted.filter((e) => e.type.startsWith('notice.'))
  const journaled = () => emitted.filter((e) => !e.type.startsWith('notice.')).map((e) => (e as unknown as { event: AnyEventObject }).event.type)
  const ids = () => actor.getSnapshot().context.vehicles.map((v) => v.id)
  const send = (event: AnyEventObject) => actor.send(event as never)
  return { actor, checks, notices, journaled, ids, send }
}

describe('compare, against the spec table (count → state, limit 6)', () => {
  it('walks 0 → 6 one vehicle at a time, each state as the table says, every add journaled', () => {
    const list = start(compareMachine)
    expect(compareSelectionState(list.actor.getSnapshot() as CompareSnapshot)).toBe(compareStateByCount[0])
    for (let n = 1; n <= 6; n++) {
      list.send({ type: 'compare.add', vehicle: car(n) })
      expect(list.ids()).toHaveLength(n)
      expect(compareSelectionState(list.actor.getSnapshot() as CompareSnapshot)).toBe(compareStateByCount[n])
    }
    expect(list.journaled()).toEqual(Array(6).fill('compare.add'))
    expect(list.notices()).toEqual([])
  })

  it('refuses a 7th vehicle with the limit notice (max 6), changes nothing, and journals the refused tick (issue 32)', () => {
    const list = start(compareMachine)
    for (let n = 1; n <= 6; n++) list.send({ type: 'compare.add', vehicle: car(n) })
    list.send({ type: 'compare.add', vehicle: car(7) })
    expect(list.ids()).toEqual(['bil-1', 'bil-2', 'bil-3', 'bil-4', 'bil-5', 'bil-6'])
    expect(compareSelectionState(list.actor.getSnapshot() as CompareSnapshot)).toBe('full')
    expect(list.notices()).toEqual([{ type: 'notice.limitReached', max: 6 }])
    expect(list.journaled()).toEqual([...Array(6).fill('compare.add'), 'compare.add'])
    // Replaying that journal refuses the 7th again: the same six, full.
    const replayed = replay(
      compareMachine,
      Array.from({ length: 7 }, (_, i) => ({ type: 'compare.add' as const, vehicle: car(i + 1) })),
    )
    expect(replayed.context.vehicles.map((v) => v.id)).toEqual(['bil-1', 'bil-2', 'bil-3', 'bil-4', 'bil-5', 'bil-6'])
  })

  it('adding a vehicle already chosen changes nothing, also when full', () => {
    const list = start(compareMachine)
    list.send({ type: 'compare.add', vehicle: car(1) })
    list.send({ type: 'compare.add', vehicle: car(1) })
    expect(list.ids()).toEqual(['bil-1'])
    for (let n = 2; n <= 6; n++) list.send({ type: 'compare.add', vehicle: car(n) })
    list.send({ type: 'compare.add', vehicle: car(3) })
    expect(list.ids()).toHaveLength(6)
    expect(list.notices()).toEqual([])
  })

  it('removing walks back down the table; removing the last one empties the bar', () => {
    const list = start(compareMachine)
    for (let n = 1; n <= 6; n++) list.send({ type: 'compare.add', vehicle: car(n) })
    for (let n = 6; n >= 1; n--) {
      list.send({ type: 'compare.remove', vehicleId: `bil-${n}` })
      expect(list.ids()).toHaveLength(n - 1)
      expect(compareSelectionState(list.actor.getSnapshot() as CompareSnapshot)).toBe(compareStateByCount[n - 1])
    }
  })

  it('"Ryd" empties the list from any state and is journaled', () => {
    const list = start(compareMachine)
    for (let n = 1; n <= 4; n++) list.send({ type: 'compare.add', vehicle: car(n) })
    list.send({ type: 'compare.clear' })
    expect(list.ids()).toEqual([])
    expect(compareSelectionState(list.actor.getSnapshot() as CompareSnapshot)).toBe('empty')
    expect(list.journaled().at(-1)).toBe('compare.clear')
  })

  it('a check of sold vehicles asks about exactly the chosen ones and removes the sold ones, the notice counting only those removed', async () => {
    const list = start(compareMachine)
    for (let n = 1; n <= 3; n++) list.send({ type: 'compare.add', vehicle: car(n) })
    list.send({ type: 'availability.check' })
    expect(list.checks.map((c) => c.input.vehicleIds)).toEqual([['bil-1', 'bil-2', 'bil-3']])
    // bil-9 is not in the list (sold, but removed by the visitor meanwhile): it is not counted.
    await list.checks[0]?.answer({ unavailableIds: ['bil-2', 'bil-9'] })
    expect(list.ids()).toEqual(['bil-1', 'bil-3'])
    expect(list.notices()).toEqual([{ type: 'notice.pruned', count: 1 }])
    expect(list.journaled().at(-1)).toBe('compare.prune')
    expect(compareSelectionState(list.actor.getSnapshot() as CompareSnapshot)).toBe(compareStateByCount[2])
  })

  it('a check that finds nothing sold removes nothing and says nothing', async () => {
    const list = start(compareMachine)
    list.send({ type: 'compare.add', vehicle: car(1) })
    list.send({ type: 'availability.check' })
    await list.checks[0]?.answer({ unavailableIds: ['bil-7'] })
    expect(list.ids()).toEqual(['bil-1'])
    expect(list.notices()).toEqual([])
    expect(list.journaled()).toEqual(['compare.add'])
  })

  it('pruning 3 of 6 leaves a comparable list and says 3', async () => {
    const list = start(compareMachine)
    for (let n = 1; n <= 6; n++) list.send({ type: 'compare.add', vehicle: car(n) })
    list.send({ type: 'availability.check' })
    await list.checks[0]?.answer({ unavailableIds: ['bil-1', 'bil-4', 'bil-6'] })
    expect(list.ids()).toEqual(['bil-2', 'bil-3', 'bil-5'])
    expect(list.notices()).toEqual([{ type: 'notice.pruned', count: 3 }])
    expect(compareSelectionState(list.actor.getSnapshot() as CompareSnapshot)).toBe('comparable')
  })

  it('an empty list starts no check; a failed check leaves the list as it was and can be tried again', async () => {
    const list = start(compareMachine)
    list.send({ type: 'availability.check' })
    expect(list.checks).toHaveLength(0)
    expect((list.actor.getSnapshot().value as { availability: string }).availability).toBe('idle')
    list.send({ type: 'compare.add', vehicle: car(1) })
    list.send({ type: 'availability.check' })
    await list.checks[0]?.answer(new Error('netværk'))
    expect((list.actor.getSnapshot().value as { availability: string }).availability).toBe('failed')
    expect(list.ids()).toEqual(['bil-1'])
    list.send({ type: 'availability.check' })
    expect(list.checks).toHaveLength(2)
    expect((list.actor.getSnapshot().value as { availability: string }).availability).toBe('checking')
  })
})

describe('favourites, against the spec table (no maximum)', () => {
  it('saves 8 vehicles without a limit notice, and removing the last one empties the list', () => {
    const list = start(favouritesMachine)
    for (let n = 1; n <= 8; n++) {
      list.send({ type: 'favourites.add', vehicle: car(n) })
      expect((list.actor.getSnapshot().value as { list: string }).list).toBe(favouritesStateByCount(n))
    }
    expect(list.notices()).toEqual([])
    for (let n = 8; n >= 1; n--) {
      list.send({ type: 'favourites.remove', vehicleId: `bil-${n}` })
      expect((list.actor.getSnapshot().value as { list: string }).list).toBe(favouritesStateByCount(n - 1))
    }
    expect(list.ids()).toEqual([])
    expect(list.journaled()).toEqual([...Array(8).fill('favourites.add'), ...Array(8).fill('favourites.remove')])
  })

  it('has no "Ryd": a clear event is not accepted', () => {
    const list = start(favouritesMachine)
    list.send({ type: 'favourites.add', vehicle: car(1) })
    list.send({ type: 'favourites.clear' })
    expect(list.ids()).toEqual(['bil-1'])
  })

  it('a sold favourite is removed with a notice; the last one sold empties the list', async () => {
    const list = start(favouritesMachine)
    list.send({ type: 'favourites.add', vehicle: car(1) })
    list.send({ type: 'availability.check' })
    await list.checks[0]?.answer({ unavailableIds: ['bil-1'] })
    expect(list.ids()).toEqual([])
    expect((list.actor.getSnapshot().value as { list: string }).list).toBe('empty')
    expect(list.notices()).toEqual([{ type: 'notice.pruned', count: 1 }])
  })
})
