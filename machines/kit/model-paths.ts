/**
 * Test paths from a machine model, generated with @xstate/graph.
 *
 * getShortestPaths gives a path to every (abstract) state; getAdjacencyMap
 * gives every edge the model's events produce. Each edge becomes a path:
 * the shortest path to its source plus the edge itself. Paths that are a
 * prefix of a longer path are dropped. Together the paths therefore reach
 * every reachable state and take every reachable edge, so every transition
 * a test can provoke with the model's events is taken at least once
 * (measured, not assumed: see coverage.ts).
 */
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph'
import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate'
import type { MachineModel } from './machine-model.ts'

export interface ModelStep<TMachine extends AnyStateMachine> {
  event: AnyEventObject
  /** The state the model expects after the event. */
  state: SnapshotFrom<TMachine>
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  /** 1-based, stable for a given machine and model. */
  number: number
  initial: SnapshotFrom<TMachine>
  steps: ModelStep<TMachine>[]
}

export interface PathOptions<TMachine extends AnyStateMachine> {
  /** Restricts the events (e.g. to those a browser test can perform); defaults to the model's. */
  events?: (snapshot: SnapshotFrom<TMachine>) => AnyEventObject[]
}

function eventKey(event: AnyEventObject): string {
  return JSON.stringify(event)
}

export function generatePaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, options: PathOptions<TMachine> = {}): ModelPath<TMachine>[] {
  type Snapshot = SnapshotFrom<TMachine>
  const logic: AnyStateMachine = model.machine
  const traversal = {
    events: (options.events ?? model.events) as (s: unknown) => AnyEventObject[],
    serializeState: (snapshot: unknown) => model.stateKey(snapshot as Snapshot),
  }
  const shortest = getShortestPaths(logic, traversal)
  const toState = new Map<string, { initial: Snapshot; steps: ModelStep<TMachine>[] }>()
  for (const path of shortest) {
    const [init, ...rest] = path.steps
    if (!init) continue
    toState.set(model.stateKey(path.state as Snapshot), {
      initial: init.state as Snapshot,
      steps: rest.map((s) => ({ event: s.event, state: s.state as Snapshot })),
    })
  }

  const candidates: { initial: Snapshot; steps: ModelStep<TMachine>[] }[] = []
  const adjacency = getAdjacencyMap(logic, traversal)
  for (const [key, entry] of Object.entries(adjacency)) {
    const head = toState.get(key)
    if (!head) continue
    for (const edge of Object.values(entry.transitions) as { event: unknown; state: unknown }[]) {
      candidates.push({
        initial: head.initial,
        steps: [...head.steps, { event: edge.event as AnyEventObject, state: edge.state as Snapshot }],
      })
    }
  }

  // Longest first, so a path is dropped when a kept one starts with it.
  const signature = (steps: ModelStep<TMachine>[]) => steps.map((s) => eventKey(s.event)).join('\n') + '\n'
  const sorted = [...candidates].sort((a, b) => b.steps.length - a.steps.length)
  const kept: { initial: Snapshot; steps: ModelStep<TMachine>[]; sig: string }[] = []
  for (const candidate of sorted) {
    const sig = signature(candidate.steps)
    if (kept.some((k) => k.sig.startsWith(sig))) continue
    kept.push({ ...candidate, sig })
  }
  kept.sort((a, b) => a.steps.length - b.steps.length || (a.sig < b.sig ? -1 : a.sig > b.sig ? 1 : 0))
  return kept.map((k, i) => ({ number: i + 1, initial: k.initial, steps: k.steps }))
}

/** Numbered, human-readable steps of the paths (QA command, test titles). */
export function describePath<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, path: ModelPath<TMachine>): string[] {
  const lines = [`Start: ${model.describeSnapshot(path.initial)}`]
  path.steps.forEach((step, i) => {
    lines.push(`${i + 1}. ${model.describeEvent(step.event)}  →  ${model.describeSnapshot(step.state)}`)
  })
  return lines
}
