/**
 * Stepping a machine for the /statecharts page with XState's pure
 * transition functions: no action runs, no actor starts, nothing is sent
 * or stored. The events offered are the machine model's (the same ones the
 * model tests use) that a visitor or the site can cause.
 */
import { initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import { activeStateIds } from '#machines/kit/machine-structure.ts'
import { stepActor } from '#machines/kit/qa-export.ts'

export interface OfferedEvent {
  event: AnyEventObject
  label: string
  /** The machine does nothing with it in this state. */
  ignored: boolean
  /** Who causes it: the visitor, or the site (its answers, timers, page loads). */
  actor: 'visitor' | 'site'
}

export function initialSnapshot(model: AnyMachineModel): AnyMachineSnapshot {
  return initialTransition(model.machine)[0]
}

export function step(model: AnyMachineModel, snapshot: AnyMachineSnapshot, event: AnyEventObject): AnyMachineSnapshot {
  return transition(model.machine, snapshot, event)[0]
}

/**
 * The events a product owner can send from `snapshot`: the model's, less the
 * machine's internal bookkeeping (restoring from the journal, pruning it asks
 * itself for), which no visitor and no answer of the site causes
 * (machines/kit/qa-export.ts tells them apart by the model's legend).
 */
export function offeredEvents(model: AnyMachineModel, snapshot: AnyMachineSnapshot): OfferedEvent[] {
  const offered: OfferedEvent[] = []
  for (const event of model.events(snapshot)) {
    const actor = stepActor(model, event)
    if (actor === 'internal') continue
    offered.push({ event, label: model.describeEvent(event), ignored: !snapshot.can(event), actor })
  }
  return offered
}

export function activeIds(model: AnyMachineModel, snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(activeStateIds(model.machine, snapshot.value))
}
