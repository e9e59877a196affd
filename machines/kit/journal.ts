/**
 * The append-only, versioned event journal of a persisted machine.
 *
 * A persisted machine never stores its snapshot. It stores the events it
 * accepted, in order, and its state is rebuilt by replaying them (replay.ts).
 * The journal is one JSON document per machine in the browser's localStorage:
 *
 *   {
 *     "format": "bilhuset-nord/machine-journal",
 *     "formatVersion": 1,            // this file's envelope; bump = every journal is discarded
 *     "machine": "compare",          // which machine wrote it
 *     "version": 1,                  // the machine's journal version; bump when event meaning changes
 *     "revision": 12,                // +1 per write, so tabs notice each other's writes
 *     "entries": [{ "seq": 11, "event": { "type": "compare.add", ... } }, ...]
 *   }
 *
 * Everything read back is validated with zod. Corrupt JSON, another
 * format, another machine, an older or newer version, or an event the
 * machine's schema rejects means the journal is discarded (with a console
 * warning by the caller), never a crash.
 *
 * Pure module: no browser globals, so it runs in Node scripts and tests.
 */
import { z } from 'zod'
import type { EventObject } from 'xstate'

export const journalFormat = 'bilhuset-nord/machine-journal'
export const journalFormatVersion = 1

/** Hard upper bound of entries in a stored journal; more is treated as corrupt. */
export const maxJournalEntries = 1000

/** What a persisted machine declares about its journal. */
export interface JournalSpec<TEvent extends EventObject> {
  /** The machine's id; also names the storage key. */
  machineId: string
  /**
   * Version of the journal's events. Bump it when an event's meaning or shape
   * changes, and teach `migrate` the old version. An older journal that
   * `migrate` cannot turn into this version's events is discarded on load; a
   * newer one (another tab runs a later release) is left untouched.
   */
  version: number
  /**
   * The events of an older journal (`fromVersion`) as this version's events,
   * or null when they cannot be carried over (then the journal is discarded
   * and the visitor told). Every migrated event must pass `eventSchema`.
   */
  migrate?: (fromVersion: number, events: readonly unknown[]) => unknown[] | null
  /** The events that are journaled (the machine's accepted domain events). */
  eventSchema: z.ZodType<TEvent>
  /** A journal longer than this is compacted after the next append. */
  compactAfter: number
}

export interface JournalEntry<TEvent extends EventObject> {
  seq: number
  event: TEvent
}

export interface Journal<TEvent extends EventObject> {
  format: typeof journalFormat
  formatVersion: typeof journalFormatVersion
  machine: string
  version: number
  revision: number
  entries: JournalEntry<TEvent>[]
}

export type DiscardReason = 'corrupt' | 'foreign' | 'outdated'

export type JournalReadResult<TEvent extends EventObject> =
  | { status: 'missing' }
  | { status: 'ok'; journal: Journal<TEvent> }
  /** An older journal carried over by the spec's `migrate`: save it in place of the old one. */
  | { status: 'migrated'; journal: Journal<TEvent>; fromVersion: number }
  /** Written by a later release: leave it alone (do not overwrite it), start empty in memory. */
  | { status: 'newer'; detail: string }
  | { status: 'discarded'; reason: DiscardReason; detail: string }

export function emptyJournal<TEvent extends EventObject>(spec: JournalSpec<TEvent>): Journal<TEvent> {
  return {
    format: journalFormat,
    formatVersion: journalFormatVersion,
    machine: spec.machineId,
    version: spec.version,
    revision: 0,
    entries: [],
  }
}

/** Only the identifying fields, to tell "foreign" and "outdated" from "corrupt". */
const headerSchema = z.object({
  format: z.string(),
  formatVersion: z.number(),
  machine: z.string(),
  version: z.number(),
})

function journalSchema<TEvent extends EventObject>(spec: JournalSpec<TEvent>) {
  return z.object({
    format: z.literal(journalFormat),
    formatVersion: z.literal(journalFormatVersion),
    machine: z.literal(spec.machineId),
    version: z.literal(spec.version),
    revision: z.int().min(0),
    entries: z
      .array(z.object({ seq: z.int().min(1), event: spec.eventSchema }))
      .max(maxJournalEntries)
      .refine((entries) => entries.every((e, i) => i === 0 || e.seq > (entries[i - 1]?.seq ?? 0)), {
        message: 'seq must increase',
      }),
  })
}

/** Parses and validates a stored journal. `raw` is what localStorage returned. */
export function parseJournal<TEvent extends EventObject>(spec: JournalSpec<TEvent>, raw: string | null): JournalReadResult<TEvent> {
  if (raw === null) return { status: 'missing' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    return { status: 'discarded', reason: 'corrupt', detail: `not JSON (${(error as Error).message})` }
  }
  const header = headerSchema.safeParse(json)
  if (!header.success) return { status: 'discarded', reason: 'corrupt', detail: 'no journal header' }
  const h = header.data
  if (h.format !== journalFormat || h.machine !== spec.machineId) {
    return { status: 'discarded', reason: 'foreign', detail: `format ${h.format}, machine ${h.machine}` }
  }
  if (h.formatVersion > journalFormatVersion || (h.formatVersion === journalFormatVersion && h.version > spec.version)) {
    return {
      status: 'newer',
      detail: `format version ${h.formatVersion}, journal version ${h.version} (this release: ${journalFormatVersion}, ${spec.version})`,
    }
  }
  if (h.formatVersion === journalFormatVersion && h.version < spec.version && spec.migrate) return migrateJournal(spec, json, h.version)
  if (h.formatVersion !== journalFormatVersion || h.version !== spec.version) {
    return {
      status: 'discarded',
      reason: 'outdated',
      detail: `format version ${h.formatVersion} (expected ${journalFormatVersion}), journal version ${h.version} (expected ${spec.version})`,
    }
  }
  const parsed = journalSchema(spec).safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { status: 'discarded', reason: 'corrupt', detail: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` }
  }
  return { status: 'ok', journal: parsed.data as Journal<TEvent> }
}

/** Entries of any version: what `migrate` is given. */
const looseEntriesSchema = z.object({
  revision: z.int().min(0),
  entries: z.array(z.object({ seq: z.int().min(1), event: z.unknown() })).max(maxJournalEntries),
})

function migrateJournal<TEvent extends EventObject>(spec: JournalSpec<TEvent>, json: unknown, fromVersion: number): JournalReadResult<TEvent> {
  const outdated = (detail: string) =>
    ({ status: 'discarded', reason: 'outdated', detail: `journal version ${fromVersion} (expected ${spec.version}): ${detail}` }) as const
  const loose = looseEntriesSchema.safeParse(json)
  if (!loose.success) return outdated('entries unreadable')
  let migrated: unknown[] | null
  try {
    migrated =
      spec.migrate?.(
        fromVersion,
        loose.data.entries.map((e) => e.event),
      ) ?? null
  } catch (error) {
    return outdated(`migration failed (${(error as Error).message})`)
  }
  if (!migrated) return outdated('no migration from this version')
  const events: TEvent[] = []
  for (const event of migrated) {
    const parsed = spec.eventSchema.safeParse(event)
    if (!parsed.success) return outdated(`a migrated event does not match the journal schema (${parsed.error.issues[0]?.message ?? ''})`)
    events.push(parsed.data)
  }
  const journal: Journal<TEvent> = {
    ...emptyJournal(spec),
    revision: loose.data.revision + 1,
    entries: events.map((event, i) => ({ seq: i + 1, event })),
  }
  return { status: 'migrated', journal, fromVersion }
}

export function serializeJournal<TEvent extends EventObject>(journal: Journal<TEvent>): string {
  return JSON.stringify(journal)
}

function lastSeq<TEvent extends EventObject>(journal: Journal<TEvent>): number {
  return journal.entries.at(-1)?.seq ?? journal.revision
}

/** The journal with `event` appended (a new object; journals are never mutated). */
export function appendToJournal<TEvent extends EventObject>(journal: Journal<TEvent>, event: TEvent): Journal<TEvent> {
  return {
    ...journal,
    revision: journal.revision + 1,
    entries: [...journal.entries, { seq: lastSeq(journal) + 1, event }],
  }
}

/** The journal with its entries replaced by `events` (compaction); seq keeps increasing. */
export function replaceJournalEvents<TEvent extends EventObject>(journal: Journal<TEvent>, events: readonly TEvent[]): Journal<TEvent> {
  const start = lastSeq(journal)
  return {
    ...journal,
    revision: journal.revision + 1,
    entries: events.map((event, i) => ({ seq: start + i + 1, event })),
  }
}

export function journalEvents<TEvent extends EventObject>(journal: Journal<TEvent>): TEvent[] {
  return journal.entries.map((e) => e.event)
}
