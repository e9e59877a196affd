/**
 * Stepping a machine for the /statecharts page with XState's pure
 * transition functions: no action runs, no actor starts, nothing is sent
 * or stored. The events offered are the machine model's (the same ones the
 * model tests use), so every state and transition can be reached.
 */
import { initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import { activeStateIds } from '#machines/kit/machine-structure.ts'

export interface OfferedEvent {
  event: AnyEventObject
  label: string
  /** The machine does nothing with it in this state. */
  ignored: boolean
}

export function initialSnapshot(model: AnyMachineModel): AnyMachineSnapshot {
  return initialTransition(model.machine)[0]
}

export function step(model: AnyMachineModel, snapshot: AnyMachineSnapshot, event: AnyEventObject): AnyMachineSnapshot {
  return transition(model.machine, snapshot, event)[0]
}

export function offeredEvents(model: AnyMachineModel, snapshot: AnyMachineSnapshot): OfferedEvent[] {
  return model.events(snapshot).map((event) => ({
    event,
    label: model.describeEvent(event),
    ignored: !snapshot.can(event),
  }))
}

export function activeIds(model: AnyMachineModel, snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(activeStateIds(model.machine, snapshot.value))
}
