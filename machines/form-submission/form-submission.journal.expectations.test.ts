/**
 * What the outbox keeps and accepts, checked against tables written by hand
 * from ADR 0008 and the product API's rules (issue 16), not from the machine:
 * the lead's and receipt's shapes (idempotency keys of 8–100 of A–Z a–z 0–9 _ -,
 * the interface locale, Danish when a lead queued before it was recorded), the
 * journal of each form instance, what compaction leaves after each outcome
 * (personal data leaves the browser with delivery) and what the visitor is told.
 */
import { describe, expect, it } from 'vitest'
import { createActor, toPromise, transition, initialTransition, type AnyActorLogic, type AnyEventObject } from 'xstate'
import { journalKey } from '../kit/journal-key.ts'
import {
  failureReasonSchema,
  formSubmissionDefinition,
  formSubmissionDefinitionFor,
  formSubmissionJournalEventSchema,
  formSubmissionMachine,
  leadSchema,
  outboxState,
  receiptSchema,
  retryDelayMs,
  submissionStatus,
  type FormSubmissionSnapshot,
  type Lead,
} from './form-submission-machine.ts'

const lead: Lead = {
  key: 'a1b2c3d4e5f6',
  formId: 'direct-contact',
  subject: { topic: 'kontakt' },
  values: { name: 'Mette Hansen', email: 'mette@example.dk', newsletter: true },
  honeypot: '',
  locale: 'da-DK',
}
const receipt = { submissionId: 'L-1001', receivedAt: '2026-11-26T10:00:00Z', message: 'Tak for din henvendelse' }

describe('the lead as the outbox keeps it', () => {
  const keys: [string, boolean][] = [
    ['abcdefgh', true],
    ['A-Z_a-z_0-9', true],
    ['x'.repeat(100), true],
    ['abcdefg', false],
    ['x'.repeat(101), false],
    ['abc.defgh', false],
    ['abc defgh', false],
    [' abcdefgh', false],
    ['abcdefgh ', false],
    ['æbcdefgh', false],
  ]
  for (const [key, ok] of keys) {
    it(`idempotency key ${JSON.stringify(key.length > 20 ? `${key.length} characters` : key)}: ${ok ? 'kept' : 'refused'}`, () => {
      expect(leadSchema.safeParse({ ...lead, key }).success).toBe(ok)
    })
  }

  const locales: [string, boolean][] = [
    ['da-DK', true],
    ['da', true],
    ['en-GB', true],
    ['fil', true],
    ['dansk', false],
    ['d', false],
    ['da-dk', false],
    ['DA-DK', false],
    ['da-DKK', false],
    ['da_DK', false],
    [' da-DK', false],
    ['da-DK ', false],
  ]
  for (const [locale, ok] of locales) {
    it(`locale ${JSON.stringify(locale)}: ${ok ? 'kept' : 'refused'}`, () => {
      expect(leadSchema.safeParse({ ...lead, locale }).success).toBe(ok)
    })
  }

  it('a lead queued before the locale was recorded is Danish', () => {
    const { locale: _locale, ...old } = lead
    expect(leadSchema.parse(old).locale).toBe('da-DK')
  })

  it('a lead needs a form id', () => {
    expect(leadSchema.safeParse({ ...lead, formId: '' }).success).toBe(false)
  })

  it('a receipt needs its submission id and time; the message may be empty', () => {
    expect(receiptSchema.safeParse(receipt).success).toBe(true)
    expect(receiptSchema.safeParse({ ...receipt, message: '' }).success).toBe(true)
    expect(receiptSchema.safeParse({ ...receipt, submissionId: '' }).success).toBe(false)
    expect(receiptSchema.safeParse({ ...receipt, receivedAt: '' }).success).toBe(false)
  })

  it('the reasons a lead is refused for good: rate-limited, spam, conflict', () => {
    for (const reason of ['rate-limited', 'spam', 'conflict']) expect(failureReasonSchema.safeParse(reason).success, reason).toBe(true)
    expect(failureReasonSchema.safeParse('unavailable').success).toBe(false)
  })

  it('the journal holds the six resting events and nothing else', () => {
    const events = [
      { type: 'lead.queued', lead },
      { type: 'lead.delivered', receipt },
      { type: 'lead.failed', reason: 'spam' },
      { type: 'lead.rejected' },
      { type: 'form.edit' },
      { type: 'form.reset' },
    ]
    for (const event of events) expect(formSubmissionJournalEventSchema.safeParse(event).data, event.type).toEqual(event)
    for (const event of [{ type: 'form.submit', lead }, { type: 'lead.retry' }, { type: 'outbox.resume' }])
      expect(formSubmissionJournalEventSchema.safeParse(event).success, event.type).toBe(false)
  })
})

describe('the back-off below the first and beyond the last step', () => {
  it.each([
    [-3, 2_000],
    [0, 2_000],
    [1, 2_000],
    [4, 30_000],
    [100, 30_000],
  ])('attempt %i waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms)
  })
})

/** The snapshot after journal-like events (pure transitions, no actor runs). */
function after(events: AnyEventObject[]): FormSubmissionSnapshot {
  let [snapshot] = initialTransition(formSubmissionMachine)
  for (const event of events) [snapshot] = transition(formSubmissionMachine, snapshot, event as never)
  return snapshot
}

describe('the journal of each form instance', () => {
  it('is named form-submission.<form key>', () => {
    expect(journalKey(formSubmissionDefinitionFor('proevekoersel.104233').journal.machineId)).toBe('bilhuset-nord:machine:form-submission.proevekoersel.104233')
    expect(formSubmissionDefinitionFor('kontakt').journal.version).toBe(formSubmissionDefinition.journal.version)
  })

  /** Outcome → what the visitor sees, the outbox's state, and what compaction leaves in the browser. */
  const table: { what: string; events: AnyEventObject[]; status: string; outbox: string; compact: AnyEventObject[] }[] = [
    { what: 'nothing sent', events: [], status: 'editing', outbox: 'none', compact: [] },
    {
      what: 'a lead waiting in the queue',
      events: [{ type: 'lead.queued', lead }],
      status: 'queued',
      outbox: 'pending',
      compact: [{ type: 'lead.queued', lead }],
    },
    {
      what: 'a delivered lead: only the receipt stays',
      events: [
        { type: 'lead.queued', lead },
        { type: 'lead.delivered', receipt },
      ],
      status: 'sent',
      outbox: 'delivered',
      compact: [{ type: 'lead.delivered', receipt }],
    },
    {
      what: 'a refused lead stays with its reason',
      events: [
        { type: 'lead.queued', lead },
        { type: 'lead.failed', reason: 'rate-limited' },
      ],
      status: 'failed',
      outbox: 'failed',
      compact: [
        { type: 'lead.queued', lead },
        { type: 'lead.failed', reason: 'rate-limited' },
      ],
    },
    {
      what: 'a lead the lead limit holds back stays queued in the browser (issue 30)',
      events: [
        { type: 'outbox.resume' },
        { type: 'lead.queued', lead },
        { type: 'outbox.resume' },
        { type: 'xstate.done.actor.submitLead', output: { outcome: 'deferred', retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 600 } },
      ],
      status: 'queued',
      outbox: 'pending',
      compact: [{ type: 'lead.queued', lead }],
    },
    {
      what: 'a lead with field errors goes back to the form and leaves the browser',
      events: [{ type: 'lead.queued', lead }, { type: 'lead.rejected' }],
      status: 'editing',
      outbox: 'none',
      compact: [],
    },
    {
      what: 'a refused lead the visitor edits leaves the browser',
      events: [{ type: 'lead.queued', lead }, { type: 'lead.failed', reason: 'spam' }, { type: 'form.edit' }],
      status: 'editing',
      outbox: 'none',
      compact: [],
    },
    {
      what: 'a new form after a delivered lead keeps nothing',
      events: [{ type: 'lead.queued', lead }, { type: 'lead.delivered', receipt }, { type: 'form.reset' }],
      status: 'editing',
      outbox: 'none',
      compact: [],
    },
  ]
  for (const row of table) {
    it(row.what, () => {
      const snapshot = after(row.events)
      expect(submissionStatus(snapshot)).toBe(row.status)
      expect(outboxState(snapshot)).toBe(row.outbox)
      expect(formSubmissionDefinition.compact(snapshot)).toEqual(row.compact)
      const projection = formSubmissionDefinition.project(snapshot) as { outbox: string; lead: unknown; receipt: unknown; failure: unknown }
      expect(projection.outbox).toBe(row.outbox)
      expect(projection.lead).toEqual(row.outbox === 'pending' || row.outbox === 'failed' ? lead : null)
      expect(projection.receipt).toEqual(row.outbox === 'delivered' ? receipt : null)
    })
  }
})

describe('an actor the form forgot to provide fails loudly, naming the machine and the actor', () => {
  for (const name of ['submitLead', 'waitForRetry', 'waitForWindow']) {
    it(name, async () => {
      const logic = (formSubmissionMachine.implementations.actors as Record<string, AnyActorLogic>)[name]
      if (!logic) throw new Error(`no actor ${name}`)
      await expect(toPromise(createActor(logic, { input: { lead, attempts: 1 } }).start())).rejects.toThrow(
        `formSubmission: the actor "${name}" was not provided`,
      )
    })
  }
})
