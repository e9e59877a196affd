/**
 * State and transition coverage of a machine, measured on the live actor:
 * states from its snapshots, transitions from the inspection API's
 * microsteps (the transitions XState actually took, including raised and
 * done events).
 */
import type { AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate'
import { activeStateIds, readStructure, transitionKey, type TransitionInfo } from './machine-structure.ts'

export interface CoverageCount {
  covered: number
  total: number
  missing: string[]
}

export interface CoverageReport {
  machineId: string
  states: CoverageCount
  transitions: CoverageCount
}

export interface CoverageTracker {
  /** Pass as the actor's `inspect` option. */
  inspect(event: InspectionEvent): void
  recordSnapshot(snapshot: AnyMachineSnapshot): void
  report(): CoverageReport
}

export function describeTransition(t: TransitionInfo): string {
  const target = t.targetIds.length ? t.targetIds.join(', ') : '(samme)'
  return `${t.sourceId} --${t.eventLabel}${t.guard ? ` [${t.guard}]` : ''}--> ${target}`
}

/** `name` labels the report (defaults to the machine id). */
export function createCoverage(machine: AnyStateMachine, name: string = machine.id): CoverageTracker {
  const structure = readStructure(machine)
  const stateIds = structure.states.map((s) => s.id)
  const transitionsByKey = new Map(structure.transitions.map((t) => [t.key, t]))
  const coveredStates = new Set<string>()
  const coveredTransitions = new Set<string>()

  return {
    inspect(event) {
      if (event.type !== '@xstate.microstep') return
      for (const t of event._transitions) {
        const key = transitionKey(t)
        if (transitionsByKey.has(key)) coveredTransitions.add(key)
      }
      const snapshot = event.snapshot as AnyMachineSnapshot
      if (snapshot.machine?.id === machine.id) for (const id of activeStateIds(machine, snapshot.value)) coveredStates.add(id)
    },
    recordSnapshot(snapshot) {
      for (const id of activeStateIds(machine, snapshot.value)) coveredStates.add(id)
    },
    report() {
      return {
        machineId: name,
        states: {
          covered: stateIds.filter((id) => coveredStates.has(id)).length,
          total: stateIds.length,
          missing: stateIds.filter((id) => !coveredStates.has(id)),
        },
        transitions: {
          covered: [...transitionsByKey.keys()].filter((k) => coveredTransitions.has(k)).length,
          total: transitionsByKey.size,
          missing: [...transitionsByKey.values()].filter((t) => !coveredTransitions.has(t.key)).map(describeTransition),
        },
      }
    },
  }
}

function percent(c: CoverageCount): string {
  return c.total === 0 ? '100%' : `${Math.floor((c.covered / c.total) * 1000) / 10}%`
}

/** `coverage compare: states 9/9 (100%), transitions 24/24 (100%)`. */
export function formatCoverage(report: CoverageReport, label = 'coverage'): string {
  return `${label} ${report.machineId}: states ${report.states.covered}/${report.states.total} (${percent(report.states)}), transitions ${report.transitions.covered}/${report.transitions.total} (${percent(report.transitions)})`
}
