import { describe, expect, it } from 'vitest'
import { collectJournals, type KeyedStorage } from './journal-bundle.ts'

function storage(entries: Record<string, string>): KeyedStorage {
  const keys = Object.keys(entries)
  return { length: keys.length, key: (i) => keys[i] ?? null, getItem: (k) => entries[k] ?? null }
}

describe('the journal bundle ("Kopiér min logbog")', () => {
  it('holds every machine journal of the browser, sorted by key, and nothing else', () => {
    const compare = { format: 'bilhuset-nord/machine-journal', machine: 'compare', entries: [] }
    const consent = { format: 'bilhuset-nord/machine-journal', machine: 'consent', entries: [] }
    const bundle = collectJournals(
      storage({
        'bilhuset-nord:machine:consent': JSON.stringify(consent),
        'some-analytics-key': '{"not":"ours"}',
        'bilhuset-nord:machine:compare': JSON.stringify(compare),
        'bilhuset-nord:machine:favourites': '{broken',
      }),
      new Date('2026-11-24T09:00:00Z'),
    )
    expect(bundle).toEqual({
      format: 'bilhuset-nord/machine-journals',
      formatVersion: 1,
      copiedAt: '2026-11-24T09:00:00.000Z',
      journals: [compare, consent, '{broken'],
    })
  })

  it('is an empty list in a browser without journals', () => {
    expect(collectJournals(storage({}), new Date(0)).journals).toEqual([])
  })
})
