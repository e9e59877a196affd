/**
 * The compare and favourites pages' vehicle data, against a hand-written
 * table (spec 4: the compare page shows the chosen vehicles' data; removing
 * one shows the rest without a new request; new ones are fetched; a failure
 * can be retried), not against the machine's own walk.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { shownVehicles, vehicleDetailsMachine, type VehicleDetailsOutput } from './vehicle-details-machine.ts'

type Step = { show: string[] } | 'retry' | { answer: 'all' | 'error' | { missing: string[] } }

interface Row {
  title: string
  steps: Step[]
  state: string
  /** The ids each request asked for, in order. */
  requests: string[][]
  shown: string[]
  missing?: string[]
}

const rows: Row[] = [
  { title: 'nothing chosen: nothing asked, nothing shown', steps: [{ show: [] }], state: 'idle', requests: [], shown: [] },
  {
    title: 'two chosen: one request for both, then both shown in order',
    steps: [{ show: ['a', 'b'] }, { answer: 'all' }],
    state: 'loaded',
    requests: [['a', 'b']],
    shown: ['a', 'b'],
  },
  {
    title: 'removing one shows the rest without a new request',
    steps: [{ show: ['a', 'b'] }, { answer: 'all' }, { show: ['b'] }],
    state: 'loaded',
    requests: [['a', 'b']],
    shown: ['b'],
  },
  {
    title: 'the same vehicles in another order need no new request, and show in the new order',
    steps: [{ show: ['a', 'b'] }, { answer: 'all' }, { show: ['b', 'a'] }],
    state: 'loaded',
    requests: [['a', 'b']],
    shown: ['b', 'a'],
  },
  {
    title: 'a new vehicle is fetched with the others',
    steps: [{ show: ['a', 'b'] }, { answer: 'all' }, { show: ['a', 'b', 'c'] }, { answer: 'all' }],
    state: 'loaded',
    requests: [
      ['a', 'b'],
      ['a', 'b', 'c'],
    ],
    shown: ['a', 'b', 'c'],
  },
  {
    title: 'a vehicle the API no longer knows is not shown and counts as known',
    steps: [{ show: ['a', 'b'] }, { answer: { missing: ['b'] } }, { show: ['b'] }],
    state: 'loaded',
    requests: [['a', 'b']],
    shown: [],
    missing: ['b'],
  },
  {
    title: 'the list changing while loading starts the request again',
    steps: [{ show: ['a'] }, { show: ['a', 'b'] }, { answer: 'all' }],
    state: 'loaded',
    requests: [['a'], ['a', 'b']],
    shown: ['a', 'b'],
  },
  {
    title: 'the same list again while loading does not start over',
    steps: [{ show: ['a', 'b'] }, { show: ['b', 'a'] }],
    state: 'loading',
    requests: [['a', 'b']],
    shown: [],
  },
  {
    title: 'emptied while loading: nothing shown, nothing asked again',
    steps: [{ show: ['a'] }, { show: [] }],
    state: 'idle',
    requests: [['a']],
    shown: [],
  },
  {
    title: 'a failed request can be retried',
    steps: [{ show: ['a'] }, { answer: 'error' }, 'retry', { answer: 'all' }],
    state: 'loaded',
    requests: [['a'], ['a']],
    shown: ['a'],
  },
  {
    title: 'after a failure, another list is asked for at once',
    steps: [{ show: ['a'] }, { answer: 'error' }, { show: ['c'] }],
    state: 'loading',
    requests: [['a'], ['c']],
    shown: [],
  },
  {
    title: 'after a failure, an empty list shows nothing',
    steps: [{ show: ['a'] }, { answer: 'error' }, { show: [] }],
    state: 'idle',
    requests: [['a']],
    shown: [],
  },
  {
    title: '"Prøv igen" without a failure does nothing',
    steps: [{ show: ['a'] }, { answer: 'all' }, 'retry'],
    state: 'loaded',
    requests: [['a']],
    shown: ['a'],
  },
  { title: 'emptied after loading: nothing shown', steps: [{ show: ['a'] }, { answer: 'all' }, { show: [] }], state: 'idle', requests: [['a']], shown: [] },
]

async function run(steps: Step[]) {
  const requests: { ids: string[]; settle(answer: 'all' | 'error' | { missing: string[] }): void }[] = []
  const actor = createActor(
    vehicleDetailsMachine.provide({
      actors: {
        loadVehicles: fromPromise<VehicleDetailsOutput<{ id: string }>, { vehicleIds: string[] }>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              requests.push({
                ids: input.vehicleIds,
                settle: (answer) => {
                  if (answer === 'error') reject(new Error('produkt-API utilgængeligt'))
                  else {
                    const missing = answer === 'all' ? [] : answer.missing
                    resolve({ vehicles: input.vehicleIds.filter((id) => !missing.includes(id)).map((id) => ({ id })), missingIds: missing })
                  }
                },
              })
            }),
        ),
      },
    }),
  ).start()
  for (const step of steps) {
    if (step === 'retry') actor.send({ type: 'details.retry' })
    else if ('show' in step) actor.send({ type: 'details.show', vehicleIds: step.show })
    else requests.at(-1)?.settle(step.answer)
    await new Promise((r) => setTimeout(r, 0))
  }
  return { snapshot: actor.getSnapshot(), requests: requests.map((r) => r.ids) }
}

describe('vehicle details, against the table', () => {
  for (const row of rows) {
    it(row.title, async () => {
      const { snapshot, requests } = await run(row.steps)
      expect(snapshot.value).toBe(row.state)
      expect(requests).toEqual(row.requests)
      expect(shownVehicles(snapshot.context).map((v) => v.id)).toEqual(row.shown)
      if (row.missing) expect(snapshot.context.missingIds).toEqual(row.missing)
    })
  }
})
