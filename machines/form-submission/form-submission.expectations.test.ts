/**
 * The lead outbox checked against tables written from the spec and ADR 0008,
 * not from the machine (issue 16): which answers of the site end the attempt
 * and which are retried automatically, the back-off schedule per attempt, and
 * what is kept in the browser's journal after each outcome.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyEventObject } from 'xstate'
import { deferralSchema, formSubmissionMachine, retryDelayMs, submissionStatus, type Lead, type LeadPostResult } from './form-submission-machine.ts'

const lead: Lead = {
  key: 'a1b2c3d4e5f6',
  formId: 'direct-contact',
  subject: { topic: 'kontakt' },
  values: { name: 'Mette Hansen', email: 'mette@example.dk' },
  honeypot: '',
  locale: 'da-DK',
}
const receipt = { submissionId: 'L-1001', receivedAt: '2026-11-26T10:00:00Z', message: 'Tak for din henvendelse' }

/** A live outbox whose posts and waits the test answers by hand. */
function start() {
  const posts: { lead: Lead; answer(result: LeadPostResult | Error): Promise<void> }[] = []
  const waits: { attempts: number; done(): Promise<void> }[] = []
  const windows: { seconds: number; done(): Promise<void> }[] = []
  const tick = () => new Promise<void>((r) => setTimeout(r, 0))
  const machine = formSubmissionMachine.provide({
    actors: {
      submitLead: fromPromise<LeadPostResult, { lead: Lead }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            posts.push({
              lead: input.lead,
              answer: async (result) => {
                if (result instanceof Error) reject(result)
                else resolve(result)
                await tick()
              },
            })
          }),
      ),
      waitForRetry: fromPromise<undefined, { attempts: number }>(
        ({ input }) =>
          new Promise((resolve) => {
            waits.push({
              attempts: input.attempts,
              done: async () => {
                resolve(undefined)
                await tick()
              },
            })
          }),
      ),
      waitForWindow: fromPromise<undefined, { seconds: number }>(
        ({ input }) =>
          new Promise((resolve) => {
            windows.push({
              seconds: input.seconds,
              done: async () => {
                resolve(undefined)
                await tick()
              },
            })
          }),
      ),
    },
  })
  const actor = createActor(machine).start()
  const emitted: AnyEventObject[] = []
  actor.on('*', (event) => emitted.push(event as AnyEventObject))
  const journaled = () => emitted.filter((e) => !e.type.startsWith('notice.')).map((e) => (e as unknown as { event: AnyEventObject }).event.type)
  const notices = () => emitted.filter((e) => e.type.startsWith('notice.')).map((e) => e.type)
  const status = () => submissionStatus(actor.getSnapshot())
  return { actor, posts, waits, windows, journaled, notices, status }
}

/**
 * ADR 0008 and spec 4: the answer of the site (its HTTP status) → what the
 * visitor sees, whether the browser tries again by itself, what the journal
 * keeps. Written by hand; the machine must agree row by row. Issue 30: a lead
 * the lead limit holds back (429) is no failure: it stays queued and goes by
 * itself when the window has passed.
 */
const answers: {
  http: string
  result: LeadPostResult | Error
  status: ReturnType<typeof submissionStatus>
  retriesByItself: boolean
  journal: string[]
  notice: string[]
  keepsLead: boolean
}[] = [
  {
    http: '201 modtaget',
    result: { outcome: 'accepted', receipt },
    status: 'sent',
    retriesByItself: false,
    journal: ['lead.queued', 'lead.delivered'],
    notice: ['notice.queued', 'notice.delivered'],
    keepsLead: false,
  },
  {
    http: '422 felter afvist',
    result: { outcome: 'rejected', fieldErrors: { email: ['Ugyldig e-mail'] }, formErrors: [] },
    status: 'editing',
    retriesByItself: false,
    journal: ['lead.queued', 'lead.rejected'],
    notice: ['notice.queued', 'notice.rejected'],
    keepsLead: false,
  },
  {
    http: '429 for mange (sendes kl. 10.10)',
    result: { outcome: 'deferred', retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 600 },
    status: 'queued',
    retriesByItself: true,
    journal: ['lead.queued'],
    notice: ['notice.queued'],
    keepsLead: true,
  },
  {
    http: '400 spamfælde',
    result: { outcome: 'refused', reason: 'spam' },
    status: 'failed',
    retriesByItself: false,
    journal: ['lead.queued', 'lead.failed'],
    notice: ['notice.queued', 'notice.failed'],
    keepsLead: true,
  },
  {
    http: '409 nøglekonflikt',
    result: { outcome: 'refused', reason: 'conflict' },
    status: 'failed',
    retriesByItself: false,
    journal: ['lead.queued', 'lead.failed'],
    notice: ['notice.queued', 'notice.failed'],
    keepsLead: true,
  },
  {
    http: '503 produkt-API nede',
    result: { outcome: 'unavailable' },
    status: 'queued',
    retriesByItself: true,
    journal: ['lead.queued'],
    notice: ['notice.queued'],
    keepsLead: true,
  },
  {
    http: 'netværksfejl',
    result: new Error('offline'),
    status: 'queued',
    retriesByItself: true,
    journal: ['lead.queued'],
    notice: ['notice.queued'],
    keepsLead: true,
  },
]

describe('the outbox, against the table of the site’s answers', () => {
  for (const row of answers) {
    it(`${row.http}: ${row.status}, ${row.retriesByItself ? 'prøver selv igen' : 'prøver ikke selv igen'}`, async () => {
      const outbox = start()
      outbox.actor.send({ type: 'form.submit', lead })
      expect(outbox.status()).toBe('sending')
      expect(outbox.posts.map((p) => p.lead)).toEqual([lead])
      await outbox.posts[0]?.answer(row.result)
      expect(outbox.status()).toBe(row.status)
      expect(outbox.waits.length + outbox.windows.length > 0).toBe(row.retriesByItself)
      expect(outbox.journaled()).toEqual(row.journal)
      expect(outbox.notices()).toEqual(row.notice)
      expect(outbox.actor.getSnapshot().context.lead !== null).toBe(row.keepsLead)
    })
  }

  it('a lead held back by the lead limit waits the delay the site gave, then goes with the same key', async () => {
    const outbox = start()
    outbox.actor.send({ type: 'form.submit', lead })
    await outbox.posts[0]?.answer({ outcome: 'deferred', retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 587 })
    expect(outbox.status()).toBe('queued')
    expect(outbox.actor.getSnapshot().context.deferral).toEqual({ retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 587 })
    // Neither the back-off nor going online: the site's delay.
    expect(outbox.waits).toEqual([])
    expect(outbox.windows.map((w) => w.seconds)).toEqual([587])
    // "Prøv igen nu" and a resume do nothing while the site holds the lead back.
    outbox.actor.send({ type: 'lead.retry' })
    outbox.actor.send({ type: 'outbox.resume' })
    expect(outbox.posts).toHaveLength(1)
    await outbox.windows[0]?.done()
    expect(outbox.status()).toBe('sending')
    expect(outbox.actor.getSnapshot().context.deferral).toBeNull()
    // Held back again (the window moved on): waits again; then accepted.
    await outbox.posts[1]?.answer({ outcome: 'deferred', retryAt: '2026-11-24T09:11:00.000Z', retryAfterSeconds: 30 })
    expect(outbox.windows.map((w) => w.seconds)).toEqual([587, 30])
    await outbox.windows[1]?.done()
    await outbox.posts[2]?.answer({ outcome: 'accepted', receipt })
    expect(outbox.status()).toBe('sent')
    expect(outbox.posts.map((p) => p.lead.key)).toEqual([lead.key, lead.key, lead.key])
    expect(outbox.journaled()).toEqual(['lead.queued', 'lead.delivered'])
  })

  it('a held-back lead starts the back-off afresh: failures before it do not shorten later waits', async () => {
    const outbox = start()
    outbox.actor.send({ type: 'form.submit', lead })
    await outbox.posts[0]?.answer({ outcome: 'unavailable' })
    await outbox.waits[0]?.done()
    await outbox.posts[1]?.answer({ outcome: 'deferred', retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 600 })
    expect(outbox.actor.getSnapshot().context.attempts).toBe(0)
    await outbox.windows[0]?.done()
    await outbox.posts[2]?.answer({ outcome: 'unavailable' })
    // The first wait after the window is the first step of the schedule again (2 s).
    expect(outbox.waits.map((w) => w.attempts)).toEqual([1, 1])
  })

  it('a refused lead is sent again only when the visitor asks, with the same key', async () => {
    const outbox = start()
    outbox.actor.send({ type: 'form.submit', lead })
    await outbox.posts[0]?.answer({ outcome: 'refused', reason: 'conflict' })
    expect(outbox.actor.getSnapshot().context.failure).toBe('conflict')
    outbox.actor.send({ type: 'lead.retry' })
    expect(outbox.status()).toBe('sending')
    expect(outbox.posts.map((p) => p.lead.key)).toEqual([lead.key, lead.key])
    expect(outbox.journaled()).toEqual(['lead.queued', 'lead.failed', 'lead.queued'])
  })
})

describe('the back-off, against the schedule (ADR 0008: 2, 5, 15, then 30 seconds)', () => {
  /** Failed attempts so far → what the wait is told → how long it waits. */
  const schedule = [
    { failures: 1, attempts: 1, waitMs: 2_000 },
    { failures: 2, attempts: 2, waitMs: 5_000 },
    { failures: 3, attempts: 3, waitMs: 15_000 },
    { failures: 4, attempts: 4, waitMs: 30_000 },
    { failures: 5, attempts: 4, waitMs: 30_000 },
    { failures: 6, attempts: 4, waitMs: 30_000 },
  ]

  it('counts every failed attempt and tells the wait which attempt it is', async () => {
    const outbox = start()
    outbox.actor.send({ type: 'form.submit', lead })
    for (const step of schedule) {
      await outbox.posts.at(-1)?.answer(step.failures % 2 ? { outcome: 'unavailable' } : new Error('offline'))
      expect(outbox.status()).toBe('queued')
      expect(outbox.waits.at(-1)?.attempts).toBe(step.attempts)
      expect(retryDelayMs(outbox.waits.at(-1)?.attempts ?? 0)).toBe(step.waitMs)
      await outbox.waits.at(-1)?.done()
      expect(outbox.status()).toBe('sending')
    }
    expect(outbox.posts).toHaveLength(schedule.length + 1)
    expect(new Set(outbox.posts.map((p) => p.lead.key))).toEqual(new Set([lead.key]))
    // Delivered at last: the count starts again for the next lead, and only the receipt is kept.
    await outbox.posts.at(-1)?.answer({ outcome: 'accepted', receipt })
    expect(outbox.status()).toBe('sent')
    expect(outbox.actor.getSnapshot().context).toMatchObject({ lead: null, attempts: 0, receipt })
  })

  it('"Prøv igen nu" while waiting posts at once, and a later failure still counts on', async () => {
    const outbox = start()
    outbox.actor.send({ type: 'form.submit', lead })
    await outbox.posts[0]?.answer({ outcome: 'unavailable' })
    outbox.actor.send({ type: 'lead.retry' })
    expect(outbox.status()).toBe('sending')
    await outbox.posts[1]?.answer({ outcome: 'unavailable' })
    expect(outbox.waits.map((w) => w.attempts)).toEqual([1, 2])
  })

  it('a second "Send" while one is on its way is ignored', () => {
    const outbox = start()
    outbox.actor.send({ type: 'form.submit', lead })
    outbox.actor.send({ type: 'form.submit', lead: { ...lead, key: 'zzzzzzzzzzzz' } })
    expect(outbox.posts).toHaveLength(1)
    expect(outbox.journaled()).toEqual(['lead.queued'])
  })
})

/**
 * What the site may say about a held-back lead (issue 30): when it goes, as an
 * instant with its offset, and the delay in whole seconds, at least 1 and at
 * most a day. Hand-written; anything else is no deferral the browser trusts.
 */
describe('the deferral the site answers with', () => {
  it.each([
    [{ retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 600 }, true],
    [{ retryAt: '2026-11-24T10:10:00+01:00', retryAfterSeconds: 1 }, true],
    [{ retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 86_400 }, true],
    [{ retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 0 }, false],
    [{ retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 86_401 }, false],
    [{ retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 1.5 }, false],
    // A wall-clock time without its offset is no instant.
    [{ retryAt: '2026-11-24T09:10:00', retryAfterSeconds: 600 }, false],
    [{ retryAt: '10.10', retryAfterSeconds: 600 }, false],
    [{ retryAfterSeconds: 600 }, false],
    [{ retryAt: '2026-11-24T09:10:00.000Z' }, false],
  ])('%j → %s', (deferral, valid) => {
    expect(deferralSchema.safeParse(deferral).success).toBe(valid)
  })
})
