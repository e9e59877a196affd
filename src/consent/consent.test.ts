/**
 * The consent store's pure parts (ADR 0018; Danish law: nothing optional runs
 * before an answer): how the lazy machine's view and a stored journal become
 * the site's `ConsentView`, and what the server sees (`unknown`, always).
 * The journals below are written by hand in the journal format
 * (machines/kit/journal.ts: machine, version = the cookie policy's version 1,
 * entries of `consent.save` / `consent.set` events), not produced by the code.
 */
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createActor } from 'xstate'
import { consentMachine, type ConsentEvent, type ConsentSnapshot } from '#machines/consent/consent-machine.ts'
import { consentOf, currentConsent, peekStoredConsent, siteConsent, useConsent } from './consent.ts'

const monday = '2026-11-23T10:00:00.000Z'
const tuesday = '2026-11-24T10:00:00.000Z'
const save = (functional: boolean, statistics: boolean, marketing: boolean, at = monday): ConsentEvent => ({
  type: 'consent.save',
  functional,
  statistics,
  marketing,
  at,
  policyVersion: 1,
})
const set = (category: 'functional' | 'statistics' | 'marketing', granted: boolean, at = monday): ConsentEvent => ({
  type: 'consent.set',
  category,
  granted,
  at,
  policyVersion: 1,
})
const choice = (functional: boolean, statistics: boolean, marketing: boolean, at = monday) => ({ functional, statistics, marketing, at, policyVersion: 1 })

function journal(events: unknown[], header: Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: 'bilhuset-nord/machine-journal',
    formatVersion: 1,
    machine: 'consent',
    version: 1,
    revision: events.length,
    entries: events.map((event, i) => ({ seq: i + 1, event })),
    ...header,
  })
}

describe('peekStoredConsent: a stored answer, read without the machine', () => {
  const rows: [string, string | null, ReturnType<typeof peekStoredConsent>][] = [
    ['no journal', null, { status: 'unanswered' }],
    ['not JSON', '{oops', { status: 'unanswered' }],
    ['JSON null', 'null', { status: 'unanswered' }],
    ['another machine’s journal', journal([save(true, true, true)], { machine: 'compare' }), { status: 'unanswered' }],
    ['an older cookie policy (version 0)', journal([save(true, true, true)], { version: 0 }), { status: 'unanswered' }],
    ['a newer cookie policy (version 2)', journal([save(true, true, true)], { version: 2 }), { status: 'unanswered' }],
    ['a version that is not a number', journal([save(true, true, true)], { version: '1' }), { status: 'unanswered' }],
    ['entries that are not a list', journal([], { entries: { seq: 1, event: save(true, true, true) } }), { status: 'unanswered' }],
    ['no entries', journal([]), { status: 'unanswered' }],
    ['an entry without an event', JSON.stringify({ machine: 'consent', version: 1, entries: [{ seq: 1 }] }), { status: 'unanswered' }],
    ['an event of another kind', journal([{ type: 'compare.add', vehicle: { id: 'x' } }]), { status: 'unanswered' }],
    ['an answer followed by an event of another kind', journal([save(true, true, true), { type: 'consent.clear' }]), { status: 'unanswered' }],
    ['an answer followed by an entry without event', journal([save(true, true, true), null]), { status: 'unanswered' }],
    ['"Accepter alle"', journal([save(true, true, true)]), { status: 'answered', choice: choice(true, true, true) }],
    ['"Afvis alle"', journal([save(false, false, false)]), { status: 'answered', choice: choice(false, false, false) }],
    ['"Gem valg" with statistics only', journal([save(false, true, false)]), { status: 'answered', choice: choice(false, true, false) }],
    [
      '"Accepter alle", then statistics withdrawn a day later',
      journal([save(true, true, true), set('statistics', false, tuesday)]),
      { status: 'answered', choice: choice(true, false, true, tuesday) },
    ],
    ['only the map’s "Tillad kort": functional, the rest off', journal([set('functional', true)]), { status: 'answered', choice: choice(true, false, false) }],
  ]
  for (const [what, raw, expected] of rows) {
    it(what, () => {
      expect(peekStoredConsent(raw)).toEqual(expected)
    })
  }
})

describe('consentOf: the lazy machine’s view as consent', () => {
  it('pending (server, hydrating) is unknown', () => {
    expect(consentOf({ status: 'pending' })).toEqual({ status: 'unknown' })
  })

  it('no journal and nothing sent is unanswered', () => {
    expect(consentOf({ status: 'empty', queued: [] })).toEqual({ status: 'unanswered' })
  })

  it('an answer sent while the machine loads counts at once', () => {
    expect(consentOf({ status: 'empty', queued: [save(false, true, false)] })).toEqual({ status: 'answered', choice: choice(false, true, false) })
    expect(consentOf({ status: 'empty', queued: [save(true, true, true), set('marketing', false, tuesday)] })).toEqual({
      status: 'answered',
      choice: choice(true, true, false, tuesday),
    })
  })

  it('the running machine: unanswered before an answer, the choice after', () => {
    const actor = createActor(consentMachine).start()
    expect(consentOf({ status: 'ready', snapshot: actor.getSnapshot() })).toEqual({ status: 'unanswered' })
    actor.send(save(true, false, false))
    expect(consentOf({ status: 'ready', snapshot: actor.getSnapshot() })).toEqual({ status: 'answered', choice: choice(true, false, false) })
  })

  it('only the machine’s answered state counts as an answer', () => {
    const notAnswered = { value: 'unanswered', context: { choice: choice(true, true, true) } } as unknown as ConsentSnapshot
    expect(consentOf({ status: 'ready', snapshot: notAnswered })).toEqual({ status: 'unanswered' })
    const noChoice = { value: 'answered', context: { choice: null } } as unknown as ConsentSnapshot
    expect(consentOf({ status: 'ready', snapshot: noChoice })).toEqual({ status: 'unanswered' })
  })
})

describe('on the server consent is unknown: nothing optional runs', () => {
  it('currentConsent and siteConsent', () => {
    expect(currentConsent()).toEqual({ status: 'unknown' })
    expect(siteConsent.current()).toEqual({ status: 'unknown' })
  })

  it('useConsent renders unknown', () => {
    function Status() {
      return createElement('p', null, useConsent().status)
    }
    expect(renderToString(createElement(Status))).toBe('<p>unknown</p>')
  })
})
