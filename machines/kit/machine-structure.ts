/**
 * A machine's structure read from its definition: state nodes and every
 * transition (one per guarded candidate), with stable keys. Charts, the
 * /statecharts page and coverage all use this one reading.
 */
import type { AnyStateMachine, AnyTransitionDefinition, StateValue } from 'xstate'

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export interface StateInfo {
  /** XState id, e.g. `compare.selection.full`. */
  id: string
  /** Name within its parent, e.g. `full`. */
  key: string
  kind: StateKind
  description: string | undefined
  /** Key of the initial child (compound states). */
  initial: string | undefined
  /** Ids of the actors this state invokes while active. */
  invokes: string[]
  children: StateInfo[]
  parentId: string | undefined
}

export interface TransitionInfo {
  /** Stable key: `source|eventType|index among the event's candidates`. */
  key: string
  sourceId: string
  eventType: string
  /** Short label: `compare.add`, `done(checkAvailability)`, `after(500 ms)`, `always`. */
  eventLabel: string
  guard: string | undefined
  /** Target state ids; empty for a transition without target (actions only). */
  targetIds: string[]
  actions: string[]
  reenter: boolean
  description: string | undefined
}

export interface MachineStructure {
  root: StateInfo
  /** Every state node except the root, in document order. */
  states: StateInfo[]
  transitions: TransitionInfo[]
}

interface NodeLike {
  id: string
  key: string
  type: StateKind
  description?: string
  initial?: { target?: readonly { key: string }[] }
  invoke: readonly { id: string }[]
  states: Record<string, NodeLike>
  parent?: NodeLike
  transitions: Map<string, AnyTransitionDefinition[]>
  always?: AnyTransitionDefinition[]
}

export function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done(${done[1]})`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error(${error[1]})`
  const after = /^xstate\.after\.(\d+)\./.exec(eventType)
  if (after) return `after(${after[1]} ms)`
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (doneState) return `done(${doneState[1]})`
  return eventType === '' ? 'always' : eventType
}

function nameOf(thing: unknown): string {
  if (typeof thing === 'string') return thing
  if (typeof thing === 'function') return thing.name || 'inline'
  if (thing && typeof thing === 'object' && 'type' in thing && typeof thing.type === 'string') return thing.type
  return 'inline'
}

/** The stable key of a transition definition (same for a machine and its `.provide()` copies). */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as unknown as NodeLike
  const candidates = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? source.always ?? [])
  const index = candidates.indexOf(t)
  return `${source.id}|${t.eventType}|${index}`
}

export function readStructure(machine: AnyStateMachine): MachineStructure {
  const states: StateInfo[] = []
  const transitions: TransitionInfo[] = []

  function visit(node: NodeLike, parentId: string | undefined): StateInfo {
    const info: StateInfo = {
      id: node.id,
      key: node.key,
      kind: node.type,
      description: node.description,
      initial: node.initial?.target?.[0]?.key,
      invokes: node.invoke.map((i) => i.id),
      children: [],
      parentId,
    }
    if (parentId !== undefined) states.push(info)
    const own: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()]
    if (node.always?.length) own.push(['', node.always])
    for (const [eventType, candidates] of own) {
      candidates.forEach((t, index) => {
        transitions.push({
          key: `${node.id}|${eventType}|${index}`,
          sourceId: node.id,
          eventType,
          eventLabel: eventLabel(eventType),
          guard: t.guard === undefined ? undefined : nameOf(t.guard),
          targetIds: (t.target ?? []).map((target) => target.id),
          actions: t.actions.map(nameOf),
          reenter: t.reenter,
          description: (t as { description?: string }).description,
        })
      })
    }
    info.children = Object.values(node.states).map((child) => visit(child, node.id))
    return info
  }

  const root = visit(machine.root as unknown as NodeLike, undefined)
  return { root, states, transitions }
}

/** Ids of the active state nodes (root excluded) for a state value. */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = []
  function walk(node: NodeLike, v: StateValue) {
    if (typeof v === 'string') {
      const child = node.states[v]
      if (child) ids.push(child.id)
      return
    }
    for (const [key, sub] of Object.entries(v)) {
      const child = node.states[key]
      if (!child) continue
      ids.push(child.id)
      if (sub !== undefined) walk(child, sub)
    }
  }
  walk(machine.root as unknown as NodeLike, value)
  return ids
}
