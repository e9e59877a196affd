import { describe, expect, it } from 'vitest'
import { outboxKeyPrefix } from './outbox.ts'
import { hasWaitingLead, leadJournalPrefix } from './outbox-courier.ts'

function memoryStorage(items: Record<string, string>) {
  const keys = Object.keys(items)
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => items[k] ?? null }
}

const journal = (...types: string[]) =>
  JSON.stringify({
    format: 'bilhuset-nord/machine-journal',
    formatVersion: 1,
    machine: 'x',
    version: 1,
    revision: 1,
    entries: types.map((type, seq) => ({ seq, event: { type } })),
  })

describe('the layout’s check for a waiting lead', () => {
  it('uses the outbox’s own journal keys', () => {
    expect(leadJournalPrefix).toBe(outboxKeyPrefix)
  })

  it('finds a queued lead of any form, and only that', () => {
    const key = (form: string) => `${leadJournalPrefix}${form}`
    expect(hasWaitingLead(memoryStorage({}))).toBe(false)
    expect(hasWaitingLead(memoryStorage({ [key('contact')]: journal('lead.queued') }))).toBe(true)
    expect(hasWaitingLead(memoryStorage({ [key('contact')]: journal('lead.delivered') }))).toBe(false)
    expect(hasWaitingLead(memoryStorage({ [key('contact')]: journal('lead.queued', 'lead.failed') }))).toBe(false)
    expect(hasWaitingLead(memoryStorage({ [key('a')]: journal('lead.delivered'), [key('b')]: journal('lead.queued') }))).toBe(true)
    // Another machine's journal is no lead.
    expect(hasWaitingLead(memoryStorage({ 'bilhuset-nord:machine:compare': journal('lead.queued') }))).toBe(false)
    // Unreadable: the outbox must look.
    expect(hasWaitingLead(memoryStorage({ [key('c')]: '{not json' }))).toBe(true)
  })

  it('finds no lead in an empty journal, one without entries or an entry without an event', () => {
    const key = `${leadJournalPrefix}contact`
    expect(hasWaitingLead(memoryStorage({ [key]: '' }))).toBe(false)
    expect(hasWaitingLead(memoryStorage({ [key]: JSON.stringify({ format: 'bilhuset-nord/machine-journal' }) }))).toBe(false)
    expect(hasWaitingLead(memoryStorage({ [key]: JSON.stringify({ entries: [] }) }))).toBe(false)
    expect(hasWaitingLead(memoryStorage({ [key]: JSON.stringify({ entries: [{ seq: 0 }] }) }))).toBe(false)
  })

  it('skips a key another tab removed while it looked (the storage gives null for it)', () => {
    const key = `${leadJournalPrefix}contact`
    const shrinking = { length: 2, key: (i: number) => (i === 0 ? null : key), getItem: () => journal('lead.queued') }
    expect(hasWaitingLead(shrinking)).toBe(true)
    expect(hasWaitingLead({ ...shrinking, getItem: () => journal('lead.delivered') })).toBe(false)
  })
})
