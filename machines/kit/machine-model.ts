/**
 * The test model of a machine: which concrete events to try in a snapshot
 * (keeping the state space finite), which snapshots count as the same test
 * state, and Danish descriptions for QA paths, charts and /statecharts.
 *
 * One model per machine folder (`<id>-model.ts`); machines/registry.ts lists
 * them. Pure module: usable by vitest, Playwright, Node scripts and the site.
 */
import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate'

export interface MachineModel<TMachine extends AnyStateMachine> {
  /** The machine's id (folder name, chart file name, command argument). */
  id: string
  /** Danish title and one-paragraph summary for product owners. */
  title: string
  summary: string
  machine: TMachine
  /** Persisted machines journal their accepted events in the browser. */
  persisted: boolean
  /**
   * Concrete events to try from `snapshot`, including the done/error events
   * of invoked actors (`xstate.done.actor.<id>` with an `output`).
   */
  events(snapshot: SnapshotFrom<TMachine>): AnyEventObject[]
  /** Snapshots with the same key are one state of the test graph. */
  stateKey(snapshot: SnapshotFrom<TMachine>): string
  /** Danish, human-readable description of a concrete event. */
  describeEvent(event: AnyEventObject): string
  /** Danish, short description of a snapshot (QA steps). */
  describeSnapshot(snapshot: SnapshotFrom<TMachine>): string
  /** Danish explanation of every event type the machine handles (legend). */
  eventTypes: Record<string, string>
}

/** A model of any machine, as kept in the registry. */
export type AnyMachineModel = MachineModel<AnyStateMachine>

/** `xstate.done.actor.checkAvailability` → `checkAvailability`. */
export function invokedActorOf(event: AnyEventObject): { kind: 'done' | 'error'; id: string } | null {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
  if (done?.[1]) return { kind: 'done', id: done[1] }
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
  if (error?.[1]) return { kind: 'error', id: error[1] }
  return null
}
