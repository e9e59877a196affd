/**
 * Deterministic, side-effect-free replay of journaled events.
 *
 * Uses XState's pure `initialTransition` / `transition`: they compute the
 * next snapshot and *return* the actions instead of executing them, so
 * replay runs no action, starts no actor, sends no analytics and makes no
 * network call. The result only depends on the machine and the events.
 */
import { initialTransition, transition, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate'

export class ReplayError extends Error {
  override name = 'ReplayError'
}

/**
 * Folds `events` over the machine's initial snapshot. Journaled events must
 * never lead into a state that invokes an actor (replay would have to start
 * it); that is a bug in the machine and throws ReplayError.
 */
export function replay<TMachine extends AnyStateMachine>(machine: TMachine, events: readonly EventFromLogic<TMachine>[]): SnapshotFrom<TMachine> {
  const logic: AnyStateMachine = machine
  let [snapshot] = initialTransition(logic)
  assertNoChildren(snapshot, 'initial state')
  for (const event of events) {
    ;[snapshot] = transition(logic, snapshot, event)
    assertNoChildren(snapshot, event.type)
  }
  return snapshot as SnapshotFrom<TMachine>
}

function assertNoChildren(snapshot: { children: Record<string, unknown> }, after: string) {
  const ids = Object.keys(snapshot.children)
  if (ids.length > 0) {
    throw new ReplayError(`Replay entered a state that invokes ${ids.join(', ')} (after ${after}); journaled events must not start actors.`)
  }
}
