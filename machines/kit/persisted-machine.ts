/**
 * What a persisted (event-sourced) machine declares. See docs/machines/README.md.
 *
 * The machine marks each transition that *accepts* a domain event with the
 * `record` action (an `emit` of `journal.record`). The store appends exactly
 * those events to the journal; refused or ignored events leave no trace.
 */
import type { AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from 'xstate'
import type { JournalSpec } from './journal.ts'

export const journalRecordType = 'journal.record'

/** Emitted by the machine's `record` action; the store journals `event`. */
export interface JournalRecordEmitted<TEvent extends EventObject> {
  type: typeof journalRecordType
  event: TEvent
}

export interface PersistedMachineDefinition<TMachine extends AnyStateMachine, TJournalEvent extends EventFromLogic<TMachine>> {
  machine: TMachine
  journal: JournalSpec<TJournalEvent>
  /**
   * The part of a snapshot that the journal must reproduce (JSON-comparable):
   * replaying the journal gives a snapshot with the same projection as the
   * live actor. Model tests assert this after every step.
   */
  project(snapshot: SnapshotFrom<TMachine>): unknown
  /**
   * Canonical, minimal events that rebuild `snapshot`'s projection from the
   * initial state (used to compact the journal; verified by replay before use).
   */
  compact(snapshot: SnapshotFrom<TMachine>): TJournalEvent[]
}

export function sameProjection<TMachine extends AnyStateMachine, TJournalEvent extends EventFromLogic<TMachine>>(
  definition: PersistedMachineDefinition<TMachine, TJournalEvent>,
  a: SnapshotFrom<TMachine>,
  b: SnapshotFrom<TMachine>,
): boolean {
  return JSON.stringify(definition.project(a)) === JSON.stringify(definition.project(b))
}
