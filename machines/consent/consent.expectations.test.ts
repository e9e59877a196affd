/**
 * The consent machine checked against tables written by hand from ADR 0018
 * (issue 16), not from the machine: the model test replays paths generated
 * from the machine itself, so a rule the machine gets wrong consistently
 * would be its own answer key.
 *
 * The rules: any answer leaves the visitor `answered`; "Accepter alle",
 * "Afvis alle" and "Gem valg" set all three categories; the map's button sets
 * functional only, and before any answer the other categories stay off; a
 * choice equal to the stored one (same categories, same policy) is not
 * journaled and keeps its date; the journal lives under
 * `bilhuset-nord:machine:consent` with the policy version as its version.
 */
import { describe, expect, it } from 'vitest'
import { createActor, type AnyEventObject } from 'xstate'
import { journalKey } from '../kit/journal-key.ts'
import { replay } from '../kit/replay.ts'
import { consentDefinition, consentGranted, consentJournalEventSchema, consentMachine, consentState, type ConsentEvent } from './consent-machine.ts'
import { consentPolicyVersion } from './consent-policy.ts'

const monday = '2026-11-23T10:00:00.000Z'
const tuesday = '2026-11-24T10:00:00.000Z'
const stamp = (at: string, policyVersion = consentPolicyVersion) => ({ at, policyVersion })

const save = (functional: boolean, statistics: boolean, marketing: boolean, at = monday, policyVersion = consentPolicyVersion): ConsentEvent => ({
  type: 'consent.save',
  functional,
  statistics,
  marketing,
  ...stamp(at, policyVersion),
})
const set = (category: 'functional' | 'statistics' | 'marketing', granted: boolean, at = monday): ConsentEvent => ({
  type: 'consent.set',
  category,
  granted,
  ...stamp(at),
})

function run(events: ConsentEvent[]) {
  const actor = createActor(consentMachine).start()
  const journaled: AnyEventObject[] = []
  actor.on('*', (emitted) => journaled.push((emitted as unknown as { event: AnyEventObject }).event))
  for (const event of events) actor.send(event)
  const snapshot = actor.getSnapshot()
  const granted = (['functional', 'statistics', 'marketing'] as const).filter((c) => consentGranted(snapshot, c))
  return { snapshot, state: consentState(snapshot), granted, journaled, at: snapshot.context.choice?.at }
}

interface Row {
  what: string
  events: ConsentEvent[]
  state: 'unanswered' | 'answered'
  granted: string[]
  /** How many of the events are journaled (a repeated choice is not). */
  journaled: number
  /** The date the stored choice carries. */
  at?: string
}

const table: Row[] = [
  { what: 'nothing answered', events: [], state: 'unanswered', granted: [], journaled: 0 },
  { what: 'Accepter alle', events: [save(true, true, true)], state: 'answered', granted: ['functional', 'statistics', 'marketing'], journaled: 1 },
  { what: 'Afvis alle', events: [save(false, false, false)], state: 'answered', granted: [], journaled: 1 },
  { what: 'Gem valg: only statistics', events: [save(false, true, false)], state: 'answered', granted: ['statistics'], journaled: 1 },
  { what: 'Gem valg: only marketing', events: [save(false, false, true)], state: 'answered', granted: ['marketing'], journaled: 1 },
  { what: 'map grant before any answer: functional only', events: [set('functional', true)], state: 'answered', granted: ['functional'], journaled: 1 },
  {
    what: 'statistics alone before any answer: the others stay off',
    events: [set('statistics', true)],
    state: 'answered',
    granted: ['statistics'],
    journaled: 1,
  },
  { what: 'marketing alone before any answer: the others stay off', events: [set('marketing', true)], state: 'answered', granted: ['marketing'], journaled: 1 },
  { what: 'a withdrawal before any answer is an answer too', events: [set('functional', false)], state: 'answered', granted: [], journaled: 1 },
  {
    what: 'Accepter alle repeated the next day: not journaled, keeps its date',
    events: [save(true, true, true), save(true, true, true, tuesday)],
    state: 'answered',
    granted: ['functional', 'statistics', 'marketing'],
    journaled: 1,
    at: monday,
  },
  {
    what: 'Afvis alle repeated: not journaled, keeps its date',
    events: [save(false, false, false), save(false, false, false, tuesday)],
    state: 'answered',
    granted: [],
    journaled: 1,
    at: monday,
  },
  {
    what: 'map grant when maps are already allowed: not journaled',
    events: [save(true, false, false), set('functional', true, tuesday)],
    state: 'answered',
    granted: ['functional'],
    journaled: 1,
    at: monday,
  },
  {
    what: 'only functional changes: journaled with the new date',
    events: [save(true, true, true), save(false, true, true, tuesday)],
    state: 'answered',
    granted: ['statistics', 'marketing'],
    journaled: 2,
    at: tuesday,
  },
  {
    what: 'only statistics changes: journaled with the new date',
    events: [save(true, true, true), save(true, false, true, tuesday)],
    state: 'answered',
    granted: ['functional', 'marketing'],
    journaled: 2,
    at: tuesday,
  },
  {
    what: 'only marketing changes: journaled with the new date',
    events: [save(true, true, true), save(true, true, false, tuesday)],
    state: 'answered',
    granted: ['functional', 'statistics'],
    journaled: 2,
    at: tuesday,
  },
  {
    what: 'the same categories under a new policy version answer that policy: journaled',
    events: [save(true, false, false), save(true, false, false, tuesday, consentPolicyVersion + 1)],
    state: 'answered',
    granted: ['functional'],
    journaled: 2,
    at: tuesday,
  },
  {
    what: 'map withdrawal after Accepter alle: only functional goes off',
    events: [save(true, true, true), set('functional', false, tuesday)],
    state: 'answered',
    granted: ['statistics', 'marketing'],
    journaled: 2,
    at: tuesday,
  },
]

describe('consent, against the table from ADR 0018', () => {
  for (const row of table) {
    it(row.what, () => {
      const result = run(row.events)
      expect(result.state).toBe(row.state)
      expect(result.granted).toEqual(row.granted)
      expect(result.journaled).toHaveLength(row.journaled)
      if (row.at) expect(result.at).toBe(row.at)
    })
  }
})

describe('consent journal events (what a stored journal may hold)', () => {
  const valid: [string, unknown][] = [
    ['a whole choice', save(true, false, true)],
    ['functional alone', set('functional', true)],
    ['statistics alone', set('statistics', false)],
    ['marketing alone', set('marketing', true)],
    ['an instant with a UTC offset (the clock’s ISO string may carry one)', { ...save(true, true, true), at: '2026-11-23T11:00:00+01:00' }],
  ]
  for (const [what, event] of valid) {
    it(`keeps ${what}, with its date and policy version`, () => {
      const parsed = consentJournalEventSchema.safeParse(event)
      expect(parsed.success).toBe(true)
      expect(parsed.data).toEqual(event)
    })
  }

  const { at: _at, ...undated } = save(true, true, true) as { at: string }
  const { policyVersion: _version, ...unversioned } = save(true, true, true) as { policyVersion: number }
  const invalid: [string, unknown][] = [
    ['the necessary category (always on, never stored)', { ...set('functional', true), category: 'necessary' }],
    ['a choice without a date', undated],
    ['a choice without a policy version', unversioned],
    ['a date that is no ISO instant', { ...save(true, true, true), at: '23-11-2026' }],
    ['policy version 0', save(true, true, true, monday, 0)],
    ['a fractional policy version', save(true, true, true, monday, 1.5)],
  ]
  for (const [what, event] of invalid) {
    it(`rejects ${what}`, () => {
      expect(consentJournalEventSchema.safeParse(event).success).toBe(false)
    })
  }
})

describe('consent persistence', () => {
  it('journals under bilhuset-nord:machine:consent with the policy version as the journal version', () => {
    expect(journalKey(consentDefinition.journal.machineId)).toBe('bilhuset-nord:machine:consent')
    expect(consentDefinition.journal.version).toBe(consentPolicyVersion)
  })

  it('projects the state and the whole choice', () => {
    expect(consentDefinition.project(run([]).snapshot)).toEqual({ state: 'unanswered', choice: null })
    expect(consentDefinition.project(run([save(false, true, false)]).snapshot)).toEqual({
      state: 'answered',
      choice: { functional: false, statistics: true, marketing: false, ...stamp(monday) },
    })
  })

  it('compacts to nothing before an answer and to one whole choice after', () => {
    expect(consentDefinition.compact(run([]).snapshot)).toEqual([])
    const { snapshot } = run([save(true, true, true), set('functional', false, tuesday), set('marketing', false, tuesday)])
    expect(consentDefinition.compact(snapshot)).toEqual([save(false, true, false, tuesday)])
    expect(consentDefinition.project(replay(consentMachine, consentDefinition.compact(snapshot)))).toEqual(consentDefinition.project(snapshot))
  })
})
