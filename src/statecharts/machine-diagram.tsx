import type { MachineStructure, StateInfo, TransitionInfo } from '#machines/kit/machine-structure.ts'
import { m } from '../i18n/paraglide/messages.js'

export interface MachineDiagramProps {
  structure: MachineStructure
  active: ReadonlySet<string>
}

function shortName(structure: MachineStructure, id: string): string {
  return id.slice(structure.root.id.length + 1)
}

function TransitionLine({ structure, transition }: { structure: MachineStructure; transition: TransitionInfo }) {
  const actions = transition.actions.filter((a) => a !== 'record')
  return (
    <li className="diagram-transition">
      <code className="diagram-transition__event">{transition.eventLabel}</code>
      {transition.guard ? <span className="diagram-transition__guard"> {m.statecharts_guard({ guard: transition.guard })}</span> : null}
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> {m.statecharts_to()} </span>
      {transition.targetIds.length ? (
        <strong>{transition.targetIds.map((id) => shortName(structure, id)).join(', ')}</strong>
      ) : (
        <em>{m.statecharts_stays()}</em>
      )}
      {actions.length ? <span className="diagram-transition__actions"> ({m.statecharts_actions({ actions: actions.join(', ') })})</span> : null}
      {transition.description ? <span className="diagram-transition__description">{transition.description}</span> : null}
    </li>
  )
}

function StateBox({ structure, state, active, isInitial }: { structure: MachineStructure; state: StateInfo; active: ReadonlySet<string>; isInitial: boolean }) {
  const isActive = active.has(state.id)
  const transitions = structure.transitions.filter((t) => t.sourceId === state.id)
  return (
    <li className="diagram-state" data-kind={state.kind} data-active={isActive || undefined} aria-current={isActive ? 'true' : undefined}>
      <div className="diagram-state__head">
        <span className="diagram-state__name">{state.key}</span>
        {isActive ? <span className="diagram-badge diagram-badge--active">{m.statecharts_active()}</span> : null}
        {isInitial ? <span className="diagram-badge">{m.statecharts_initial()}</span> : null}
        {state.kind === 'parallel' ? <span className="diagram-badge">{m.statecharts_parallel()}</span> : null}
        {state.invokes.length ? <span className="diagram-badge">{m.statecharts_invokes({ actors: state.invokes.join(', ') })}</span> : null}
      </div>
      {state.description ? <p className="diagram-state__description">{state.description}</p> : null}
      {transitions.length ? (
        <ul className="diagram-state__transitions">
          {transitions.map((t) => (
            <TransitionLine key={t.key} structure={structure} transition={t} />
          ))}
        </ul>
      ) : state.children.length === 0 ? (
        <p className="diagram-state__none">{m.statecharts_no_transitions()}</p>
      ) : null}
      {state.children.length ? <StateList structure={structure} parent={state} active={active} /> : null}
    </li>
  )
}

function StateList({ structure, parent, active }: { structure: MachineStructure; parent: StateInfo; active: ReadonlySet<string> }) {
  return (
    <ul className="diagram-states" data-parallel={parent.kind === 'parallel' || undefined}>
      {parent.children.map((child) => (
        <StateBox key={child.id} structure={structure} state={child} active={active} isInitial={parent.initial === child.key} />
      ))}
    </ul>
  )
}

/**
 * The machine drawn as nested boxes: each state with its explanation and its
 * outgoing transitions; parallel regions side by side; the active states
 * highlighted (and marked aria-current for screen readers).
 */
export function MachineDiagram({ structure, active }: MachineDiagramProps) {
  return (
    <div className="diagram">
      <StateList structure={structure} parent={structure.root} active={active} />
    </div>
  )
}
