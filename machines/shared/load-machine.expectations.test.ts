/**
 * The load flows (trade-in valuation, form data, "Find nærmeste") against
 * hand-written tables of what the visitor sees after each step, written
 * from spec 4 and the pages' texts, not from the machines.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate'
import { formDataMachine } from '../form-data/form-data-machine.ts'
import { geolocationMachine } from '../geolocation/geolocation-machine.ts'
import { tradeInValuationMachine } from '../trade-in-valuation/trade-in-valuation-machine.ts'
import { createLoadMachine, loadState } from './load-machine.ts'

type Answer = { ok: true; value: unknown } | { ok: false; reason: string } | 'network-error'
type Step = { send: AnyEventObject } | { answer: Answer }
interface Row {
  title: string
  steps: Step[]
  /** After the last step: state, reason, value kept, how many requests were made, the input of the last one. */
  expect: { state: string; reason: string | null; hasValue: boolean; requests: number; lastInput?: unknown }
}

const car = { make: 'Volkswagen', model: 'Golf' }
const otherCar = { make: 'Škoda', model: 'Octavia' }
const valuation = { ok: true as const, value: { valuationId: 'V-1' } }

const tables: { machine: AnyStateMachine; rows: Row[] }[] = [
  {
    machine: tradeInValuationMachine,
    rows: [
      { title: 'intet spurgt endnu', steps: [], expect: { state: 'idle', reason: null, hasValue: false, requests: 0 } },
      {
        title: '"Få en vurdering" → vurderingen vises',
        steps: [{ send: { type: 'load.start', input: car } }, { answer: valuation }],
        expect: { state: 'loaded', reason: null, hasValue: true, requests: 1, lastInput: car },
      },
      {
        title: 'ændret bil efter vurderingen → passer ikke længere',
        steps: [{ send: { type: 'load.start', input: car } }, { answer: valuation }, { send: { type: 'load.invalidate' } }],
        expect: { state: 'stale', reason: null, hasValue: true, requests: 1 },
      },
      {
        title: 'ændret bil mens der vurderes → passer ikke længere; svaret om den gamle bil vises ikke',
        steps: [{ send: { type: 'load.start', input: car } }, { send: { type: 'load.invalidate' } }, { answer: valuation }],
        expect: { state: 'stale', reason: null, hasValue: false, requests: 1 },
      },
      {
        title: 'ændret bil før en vurdering → intet sker',
        steps: [{ send: { type: 'load.invalidate' } }],
        expect: { state: 'idle', reason: null, hasValue: false, requests: 0 },
      },
      {
        title: 'ny vurdering af den ændrede bil',
        steps: [
          { send: { type: 'load.start', input: car } },
          { answer: valuation },
          { send: { type: 'load.invalidate' } },
          { send: { type: 'load.start', input: otherCar } },
        ],
        expect: { state: 'loading', reason: null, hasValue: true, requests: 2, lastInput: otherCar },
      },
      {
        title: '429 → for mange forespørgsler, ingen ny forespørgsel af sig selv',
        steps: [{ send: { type: 'load.start', input: car } }, { answer: { ok: false, reason: 'rate-limited' } }],
        expect: { state: 'failed', reason: 'rate-limited', hasValue: false, requests: 1 },
      },
      {
        title: 'netværksfejl → utilgængelig; "Prøv igen" spørger igen om samme bil',
        steps: [{ send: { type: 'load.start', input: car } }, { answer: 'network-error' }, { send: { type: 'load.retry' } }],
        expect: { state: 'loading', reason: null, hasValue: false, requests: 2, lastInput: car },
      },
      {
        title: 'et andet tryk mens der vurderes ignoreres',
        steps: [{ send: { type: 'load.start', input: car } }, { send: { type: 'load.start', input: otherCar } }],
        expect: { state: 'loading', reason: null, hasValue: false, requests: 1, lastInput: car },
      },
    ],
  },
  {
    machine: formDataMachine,
    rows: [
      {
        title: 'data hentet → formularen vises',
        steps: [{ send: { type: 'load.start', input: 'direct-contact' } }, { answer: { ok: true, value: {} } }],
        expect: { state: 'loaded', reason: null, hasValue: true, requests: 1 },
      },
      {
        title: 'fejl → "Der gik noget galt"; "Prøv igen" → henter igen',
        steps: [{ send: { type: 'load.start', input: 'direct-contact' } }, { answer: 'network-error' }],
        expect: { state: 'failed', reason: 'unavailable', hasValue: false, requests: 1 },
      },
      {
        title: '"Prøv igen" uden fejl gør intet',
        steps: [{ send: { type: 'load.retry' } }],
        expect: { state: 'idle', reason: null, hasValue: false, requests: 0 },
      },
      {
        title: 'data kan ikke blive forældede eller nulstilles',
        steps: [
          { send: { type: 'load.start', input: 'direct-contact' } },
          { answer: { ok: true, value: {} } },
          { send: { type: 'load.invalidate' } },
          { send: { type: 'load.reset' } },
        ],
        expect: { state: 'loaded', reason: null, hasValue: true, requests: 1 },
      },
    ],
  },
  {
    machine: geolocationMachine,
    rows: [
      {
        title: '"Find nærmeste" → sorteret efter afstand',
        steps: [{ send: { type: 'load.start', input: null } }, { answer: { ok: true, value: { lat: 55.58, lng: 12.3 } } }],
        expect: { state: 'loaded', reason: null, hasValue: true, requests: 1 },
      },
      {
        title: 'adgang nægtet',
        steps: [{ send: { type: 'load.start', input: null } }, { answer: { ok: false, reason: 'denied' } }],
        expect: { state: 'failed', reason: 'denied', hasValue: false, requests: 1 },
      },
      {
        title: '"Nulstil" glemmer positionen',
        steps: [{ send: { type: 'load.start', input: null } }, { answer: { ok: true, value: { lat: 55.58, lng: 12.3 } } }, { send: { type: 'load.reset' } }],
        expect: { state: 'idle', reason: null, hasValue: false, requests: 1 },
      },
      {
        title: 'browser uden positioner → kunne ikke findes',
        steps: [{ send: { type: 'load.start', input: null } }, { answer: 'network-error' }],
        expect: { state: 'failed', reason: 'unavailable', hasValue: false, requests: 1 },
      },
    ],
  },
]

async function run(machine: AnyStateMachine, steps: Step[]) {
  const requests: { input: unknown; settle(answer: Answer): void }[] = []
  const actor = createActor(
    machine.provide({
      actors: {
        load: fromPromise<unknown, unknown>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              requests.push({ input, settle: (answer) => (answer === 'network-error' ? reject(new Error('netværk')) : resolve(answer)) })
            }),
        ),
      },
    }),
  ).start()
  for (const step of steps) {
    if ('send' in step) actor.send(step.send)
    else requests.at(-1)?.settle(step.answer)
    await new Promise((r) => setTimeout(r, 0))
  }
  return { snapshot: actor.getSnapshot(), requests }
}

for (const { machine, rows } of tables) {
  describe(`${machine.id}, against the table`, () => {
    for (const row of rows) {
      it(row.title, async () => {
        const { snapshot, requests } = await run(machine, row.steps)
        expect(snapshot.value).toBe(row.expect.state)
        expect(snapshot.context.reason).toBe(row.expect.reason)
        expect(snapshot.context.value !== null).toBe(row.expect.hasValue)
        expect(requests).toHaveLength(row.expect.requests)
        if ('lastInput' in row.expect) expect(requests.at(-1)?.input).toEqual(row.expect.lastInput)
      })
    }
  })
}

describe('load machine factory', () => {
  const texts = {
    idle: 'i',
    loading: 'l',
    loaded: 'd',
    failed: 'f',
    start: 's',
    retry: 'r',
    done: 'o',
    refused: 'n',
    error: 'e',
  }
  const base = {
    id: 'test-load',
    reasons: ['unavailable'] as const,
    errorReason: 'unavailable' as const,
    stale: false,
    resettable: false,
    restartable: true,
    texts,
  }

  it('refuses a config it cannot draw honestly', () => {
    expect(() => createLoadMachine({ ...base, errorReason: 'other' as 'unavailable' })).toThrow('errorReason')
    expect(() => createLoadMachine({ ...base, stale: true })).toThrow('stale')
    expect(() => createLoadMachine({ ...base, stale: true, texts: { ...texts, stale: 'x' } })).toThrow('stale')
    expect(() => createLoadMachine({ ...base, stale: true, texts: { ...texts, invalidate: 'x' } })).toThrow('stale')
    expect(() => createLoadMachine({ ...base, resettable: true })).toThrow('resettable')
    expect(() => createLoadMachine({ ...base, stale: true, resettable: true, texts: { ...texts, stale: 'x', invalidate: 'y', reset: 'z' } })).not.toThrow()
  })

  it('says which actor is missing when a page forgot to provide it, and fails instead of waiting', async () => {
    const actor = createActor(createLoadMachine(base)).start()
    const errors: unknown[] = []
    actor.subscribe({ error: (e) => errors.push(e) })
    actor.send({ type: 'load.start', input: null })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.reason).toBe('unavailable')
  })

  it('gives the state a page shows in data-state', () => {
    const actor = createActor(formDataMachine).start()
    expect(loadState(actor.getSnapshot())).toBe('idle')
    expect(loadState({ value: 'stale' })).toBe('stale')
  })
})
