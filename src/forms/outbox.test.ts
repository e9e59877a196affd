import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorageArea, type MemoryStorageArea } from '#machines/kit/journal-storage.ts'
import { submissionStatus, type Lead, type LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import { createOutbox, outboxKeyPrefix, type Outbox, type OutboxActors } from './outbox.ts'

const formKey = 'vehicle-test-drive.mercedes-benz.104233-1-mercedes-benz-glc-300e-4matic'

function lead(key: string): Lead {
  return {
    key,
    formId: 'vehicle-test-drive',
    subject: { vehicleId: '104233-1-mercedes-benz-glc-300e-4matic', brand: 'mercedes-benz', location: 'bilhuset-nord-greve' },
    values: { name: 'Mette Hansen', email: 'mette@example.dk', phone: '20304050', consent: true },
    honeypot: '',
    locale: 'da-DK',
  }
}

/** The site and product API: stores each idempotency key once, answers 503 while down. */
function fakeSite() {
  const stored = new Map<string, Lead>()
  const posts: string[] = []
  let mode: 'up' | 'down' | 'unreachable' | 'reject' = 'up'
  return {
    stored,
    posts,
    set(next: typeof mode) {
      mode = next
    },
    async post(l: Lead): Promise<LeadPostResult> {
      posts.push(l.key)
      if (mode === 'unreachable') throw new TypeError('Failed to fetch')
      if (mode === 'down') return { outcome: 'unavailable' }
      if (mode === 'reject') return { outcome: 'rejected', fieldErrors: { preferredDate: ['Vælg en dato fra i morgen og frem.'] }, formErrors: [] }
      const replayed = stored.has(l.key)
      stored.set(l.key, l)
      return {
        outcome: 'accepted',
        receipt: { submissionId: `lead-${l.key}`, receivedAt: '2026-11-22T10:00:00.000Z', message: replayed ? 'Allerede modtaget.' : 'Tak.' },
      }
    },
  }
}

interface Harness {
  outbox: Outbox
  site: ReturnType<typeof fakeSite>
  /** Sends `form.submit` with the next lead (as the form does once it has validated). */
  submit(key?: string): void
  /** Lets every waiting retry go. */
  releaseRetries(): void
  status(key?: string): string
}

function harness(area: MemoryStorageArea, site = fakeSite(), nextLead: () => Lead = () => lead('key-00000001')): Harness {
  const waiting: (() => void)[] = []
  const h = {
    site,
    submit(key = formKey) {
      h.outbox.store(key).send({ type: 'form.submit', lead: nextLead() })
    },
    releaseRetries() {
      for (const release of waiting.splice(0)) release()
    },
  } as Harness
  const actors: OutboxActors = {
    submitLead: (l) => site.post(l),
    waitForRetry: (_attempts, signal) =>
      new Promise<void>((resolve) => {
        waiting.push(resolve)
        signal.addEventListener('abort', () => resolve())
      }),
    waitForWindow: (_seconds, signal) =>
      new Promise<void>((resolve) => {
        waiting.push(resolve)
        signal.addEventListener('abort', () => resolve())
      }),
  }
  h.outbox = createOutbox({ storage: area.handle(), listKeys: () => [...area.data.keys()], actors, logger: { warn: () => undefined } })
  h.status = (key = formKey) => {
    const store = h.outbox.store(key)
    store.start()
    const view = store.getView()
    return view.status === 'ready' ? submissionStatus(view.snapshot) : 'pending'
  }
  return h
}

const journalOf = (area: MemoryStorageArea, key = formKey) => area.data.get(`${outboxKeyPrefix}${key}`) ?? ''

describe('lead outbox', () => {
  it('sends a lead once and keeps only the receipt in browser storage', async () => {
    const area = createMemoryStorageArea()
    const h = harness(area)
    h.submit()
    await vi.waitFor(() => expect(h.status()).toBe('sent'))
    expect(h.site.posts).toEqual(['key-00000001'])
    expect(journalOf(area)).toContain('lead-key-00000001')
    expect(journalOf(area)).not.toContain('mette@example.dk')
  })

  it('ignores a second submit while the first is on its way', async () => {
    const area = createMemoryStorageArea()
    let n = 0
    const h = harness(area, fakeSite(), () => lead(`key-0000000${++n}`))
    h.submit()
    h.submit()
    await vi.waitFor(() => expect(h.status()).toBe('sent'))
    expect(h.site.posts).toEqual(['key-00000001'])
  })

  it('queues the lead while the API is down and delivers it exactly once, with the same key, when it is back', async () => {
    const area = createMemoryStorageArea()
    const site = fakeSite()
    site.set('down')
    const h = harness(area, site)
    h.submit()
    await vi.waitFor(() => expect(h.status()).toBe('queued'))
    // Written before the first attempt: the personal data is in the journal while the lead waits.
    expect(journalOf(area)).toContain('mette@example.dk')
    h.releaseRetries()
    await vi.waitFor(() => expect(site.posts).toHaveLength(2))
    expect(h.status()).toBe('queued')
    site.set('up')
    h.releaseRetries()
    await vi.waitFor(() => expect(h.status()).toBe('sent'))
    expect(new Set(site.posts)).toEqual(new Set(['key-00000001']))
    expect(site.stored.size).toBe(1)
    expect(journalOf(area)).not.toContain('mette@example.dk')
  })

  it('queues the lead when the site cannot be reached at all (offline, network error)', async () => {
    const area = createMemoryStorageArea()
    const site = fakeSite()
    site.set('unreachable')
    const h = harness(area, site)
    h.submit()
    await vi.waitFor(() => expect(h.status()).toBe('queued'))
    site.set('up')
    h.releaseRetries()
    await vi.waitFor(() => expect(h.status()).toBe('sent'))
    expect(site.stored.size).toBe(1)
  })

  it('after a reload, posts the queued lead again at once and shows it as sent', async () => {
    const area = createMemoryStorageArea()
    const site = fakeSite()
    site.set('down')
    const before = harness(area, site)
    before.submit()
    await vi.waitFor(() => expect(before.status()).toBe('queued'))
    before.outbox.stopAll()

    site.set('up')
    const after = harness(area, site)
    expect(after.outbox.entries()).toEqual([{ formKey, formId: 'vehicle-test-drive', state: 'pending' }])
    expect(after.outbox.resumePending()).toEqual([formKey])
    await vi.waitFor(() => expect(after.status()).toBe('sent'))
    expect(site.stored.size).toBe(1)
    expect(after.outbox.entries()).toEqual([{ formKey, formId: null, state: 'delivered' }])

    // A later visit sees "sent" and posts nothing.
    const later = harness(area, site)
    expect(later.outbox.resumePending()).toEqual([])
    expect(later.status()).toBe('sent')
    expect(site.posts.filter((k) => k === 'key-00000001').length).toBeGreaterThanOrEqual(2)
    expect(site.stored.size).toBe(1)
  })

  it('the courier resumes the leads of every form, not just the one on the page', async () => {
    const area = createMemoryStorageArea()
    const site = fakeSite()
    site.set('down')
    const otherKey = 'direct-contact'
    const first = harness(area, site, () => lead('key-aaaaaaaa'))
    first.submit()
    await vi.waitFor(() => expect(first.status()).toBe('queued'))
    const second = harness(area, site, () => ({ ...lead('key-bbbbbbbb'), formId: 'direct-contact', subject: {} }))
    second.submit(otherKey)
    await vi.waitFor(() => expect(second.status(otherKey)).toBe('queued'))
    first.outbox.stopAll()
    second.outbox.stopAll()

    site.set('up')
    const page = harness(area, site)
    expect(page.outbox.resumePending().sort()).toEqual([otherKey, formKey].sort())
    await vi.waitFor(() => expect(site.stored.size).toBe(2))
    expect([...site.stored.keys()].sort()).toEqual(['key-aaaaaaaa', 'key-bbbbbbbb'])
  })

  it('two tabs posting the same queued lead still store it once', async () => {
    const area = createMemoryStorageArea()
    const site = fakeSite()
    site.set('down')
    const tab = harness(area, site)
    tab.submit()
    await vi.waitFor(() => expect(tab.status()).toBe('queued'))
    tab.outbox.stopAll()
    site.set('up')
    const a = harness(area, site)
    const b = harness(area, site)
    a.outbox.resumePending()
    b.outbox.resumePending()
    await vi.waitFor(() => expect([a.status(), b.status()]).toEqual(['sent', 'sent']))
    expect(site.stored.size).toBe(1)
  })

  it('a lead the site rejects goes back to the form and leaves the journal', async () => {
    const area = createMemoryStorageArea()
    const site = fakeSite()
    site.set('reject')
    const h = harness(area, site)
    const rejections: unknown[] = []
    h.outbox.store(formKey).onEmitted((notice) => {
      if (notice.type === 'notice.rejected') rejections.push(notice.rejection)
    })
    h.submit()
    await vi.waitFor(() => expect(rejections).toHaveLength(1))
    expect(h.status()).toBe('editing')
    expect(rejections[0]).toEqual({ fieldErrors: { preferredDate: ['Vælg en dato fra i morgen og frem.'] }, formErrors: [] })
    expect(h.outbox.entries()).toEqual([{ formKey, formId: null, state: 'none' }])
  })

  it('tells listeners about leads delivered in the background', async () => {
    const area = createMemoryStorageArea()
    const site = fakeSite()
    site.set('down')
    const tab = harness(area, site)
    tab.submit()
    await vi.waitFor(() => expect(tab.status()).toBe('queued'))
    tab.outbox.stopAll()
    site.set('up')
    const page = harness(area, site)
    const delivered: string[] = []
    page.outbox.onDelivered((key, receipt) => delivered.push(`${key} ${receipt.submissionId}`))
    page.outbox.resumePending()
    await vi.waitFor(() => expect(delivered).toEqual([`${formKey} lead-key-00000001`]))
  })

  it('ignores a corrupt journal instead of failing', () => {
    const area = createMemoryStorageArea()
    area.data.set(`${outboxKeyPrefix}direct-contact`, '{not json')
    area.data.set('bilhuset-nord:machine:compare', '{}')
    const h = harness(area)
    expect(h.outbox.entries()).toEqual([])
    expect(h.outbox.resumePending()).toEqual([])
  })
})
