/**
 * The number-plate lookup of /byttebil (issue 35) against a hand-written
 * table of what the visitor sees after each step, written from the issue
 * (each failure its own message, the form usable after each, "Prøv igen"
 * when the registry does not answer), not from the machine.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyEventObject } from 'xstate'
import type { LoadOutcome } from '../shared/load-machine.ts'
import { plateLookupMachine, type PlateLookupReason } from './plate-lookup-machine.ts'

type Answer = { ok: true; value: unknown } | { ok: false; reason: string } | 'network-error'
type Step = { send: AnyEventObject } | { answer: Answer }
interface Row {
  title: string
  steps: Step[]
  /** After the last step: state, reason, a car kept, how many lookups were made, the plate of the last one. */
  expect: { state: string; reason: string | null; hasCar: boolean; lookups: number; lastPlate?: string }
}

const golf = { ok: true as const, value: { plate: 'AB12345', make: 'Volkswagen', model: 'Golf' } }
const start = (plate: string): Step => ({ send: { type: 'load.start', input: plate } })

const rows: Row[] = [
  { title: 'intet slået op: felterne udfyldes i hånden', steps: [], expect: { state: 'idle', reason: null, hasCar: false, lookups: 0 } },
  {
    title: '"Hent bilens oplysninger" → bilen udfyldes',
    steps: [start('AB12345'), { answer: golf }],
    expect: { state: 'loaded', reason: null, hasCar: true, lookups: 1, lastPlate: 'AB12345' },
  },
  {
    title: 'ukendt nummerplade → sin egen besked',
    steps: [start('ZZ99999'), { answer: { ok: false, reason: 'unknown' } }],
    expect: { state: 'failed', reason: 'unknown', hasCar: false, lookups: 1 },
  },
  {
    title: 'motorcykel eller lastbil → "vi tager kun personbiler og varebiler"',
    steps: [start('KM40001'), { answer: { ok: false, reason: 'refused-type' } }],
    expect: { state: 'failed', reason: 'refused-type', hasCar: false, lookups: 1 },
  },
  {
    title: 'Motorregistret svarer ikke (503) → sin egen besked',
    steps: [start('AB12345'), { answer: { ok: false, reason: 'unavailable' } }],
    expect: { state: 'failed', reason: 'unavailable', hasCar: false, lookups: 1 },
  },
  {
    title: 'sitet kan ikke nås → som når Motorregistret ikke svarer',
    steps: [start('AB12345'), { answer: 'network-error' }],
    expect: { state: 'failed', reason: 'unavailable', hasCar: false, lookups: 1 },
  },
  {
    title: '"Prøv igen" slår den samme plade op igen og finder bilen',
    steps: [start('AB12345'), { answer: { ok: false, reason: 'unavailable' } }, { send: { type: 'load.retry' } }, { answer: golf }],
    expect: { state: 'loaded', reason: null, hasCar: true, lookups: 2, lastPlate: 'AB12345' },
  },
  {
    title: 'en anden plade efter en ukendt → nyt opslag med den nye plade',
    steps: [start('ZZ99999'), { answer: { ok: false, reason: 'unknown' } }, start('AB12345')],
    expect: { state: 'loading', reason: null, hasCar: false, lookups: 2, lastPlate: 'AB12345' },
  },
  {
    title: 'for mange opslag → ingen nye opslag af sig selv',
    steps: [start('AB12345'), { answer: { ok: false, reason: 'rate-limited' } }],
    expect: { state: 'failed', reason: 'rate-limited', hasCar: false, lookups: 1 },
  },
  {
    title: 'ændret nummerplade efter opslaget → beskeden passer ikke længere',
    steps: [start('AB12345'), { answer: golf }, { send: { type: 'load.invalidate' } }],
    expect: { state: 'stale', reason: null, hasCar: true, lookups: 1 },
  },
  {
    title: 'ændret nummerplade mens der slås op → svaret om den gamle plade bruges ikke',
    steps: [start('AB12345'), { send: { type: 'load.invalidate' } }, { answer: golf }],
    expect: { state: 'stale', reason: null, hasCar: false, lookups: 1 },
  },
  {
    title: 'et ekstra tryk mens der slås op ignoreres',
    steps: [start('AB12345'), start('CD67890')],
    expect: { state: 'loading', reason: null, hasCar: false, lookups: 1, lastPlate: 'AB12345' },
  },
  {
    title: '"Prøv igen" uden fejl gør intet',
    steps: [{ send: { type: 'load.retry' } }],
    expect: { state: 'idle', reason: null, hasCar: false, lookups: 0 },
  },
]

async function run(steps: Step[]) {
  const lookups: { input: unknown; settle(answer: Answer): void }[] = []
  const actor = createActor(
    plateLookupMachine.provide({
      actors: {
        load: fromPromise<LoadOutcome<unknown, PlateLookupReason>, string>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              lookups.push({
                input,
                settle: (answer) => (answer === 'network-error' ? reject(new Error('netværk')) : resolve(answer as LoadOutcome<unknown, PlateLookupReason>)),
              })
            }),
        ),
      },
    }),
  ).start()
  for (const step of steps) {
    if ('send' in step) actor.send(step.send as never)
    else lookups.at(-1)?.settle(step.answer)
    await new Promise((r) => setTimeout(r, 0))
  }
  return { snapshot: actor.getSnapshot(), lookups }
}

describe('plate-lookup, against the table', () => {
  for (const row of rows) {
    it(row.title, async () => {
      const { snapshot, lookups } = await run(row.steps)
      expect(snapshot.value).toBe(row.expect.state)
      expect(snapshot.context.reason).toBe(row.expect.reason)
      expect(snapshot.context.value !== null).toBe(row.expect.hasCar)
      expect(lookups).toHaveLength(row.expect.lookups)
      if (row.expect.lastPlate) expect(lookups.at(-1)?.input).toBe(row.expect.lastPlate)
    })
  }
})
