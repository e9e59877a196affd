/**
 * "Kopiér min logbog" (issue 32): every machine journal the visitor's
 * browser holds (localStorage, under journalKey()), in one JSON text the
 * visitor pastes into a mail to customer service, and that /statecharts
 * replays (src/statecharts/journal-replay.ts picks the shown machine's
 * journal out of it). Journals hold only what the machines journal anyway
 * (vehicle ids and labels, consent choices, a queued lead until it is
 * delivered, the chat's session): nothing is read that the site did not write.
 *
 * Pure module (storage and time are passed in), no zod: it runs where the
 * help menu runs, on every page.
 */
import { journalKey } from './journal-key.ts'

export const journalBundleFormat = 'bilhuset-nord/machine-journals'
export const journalBundleVersion = 1

export interface JournalBundle {
  format: typeof journalBundleFormat
  formatVersion: typeof journalBundleVersion
  /** When it was copied (ISO 8601), so customer service can match it with what the visitor told. */
  copiedAt: string
  /** The stored journals as they are: each a machine journal (machines/kit/journal.ts), or the raw text of one that is not JSON. */
  journals: unknown[]
}

/** The part of the Web Storage API the bundle reads. */
export interface KeyedStorage {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
}

const prefix = journalKey('')

/** Every journal in `storage`, sorted by key, in one bundle. */
export function collectJournals(storage: KeyedStorage, now: Date): JournalBundle {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(prefix)) keys.push(key)
  }
  const journals = keys.sort().flatMap((key) => {
    const raw = storage.getItem(key)
    if (raw === null) return []
    try {
      return [JSON.parse(raw) as unknown]
    } catch {
      return [raw]
    }
  })
  return { format: journalBundleFormat, formatVersion: journalBundleVersion, copiedAt: now.toISOString(), journals }
}
