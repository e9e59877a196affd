import { useId, useState } from 'react'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import type { MachineStructure, StateInfo, TransitionInfo } from '#machines/kit/machine-structure.ts'
import { m } from '../i18n/paraglide/messages.js'
import { labelFontSize, labelLineHeight, titleHeight, type DiagramArrow, type DiagramBox, type DiagramLayouts, type DiagramPoint } from './diagram-layout.ts'
import { actionTexts, eventText, guardText, isTechnical } from './diagram-text.ts'
import { actorLabel, stateLabel } from './labels/machine-labels.ts'

export interface MachineDiagramProps {
  model: AnyMachineModel
  structure: MachineStructure
  layouts: DiagramLayouts
  active: ReadonlySet<string>
}

function pathOf(points: readonly DiagramPoint[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ')
}

function Box({ box, active }: { box: DiagramBox; active: boolean }) {
  const compound = box.kind === 'compound' || box.kind === 'parallel'
  return (
    <g className="svg-state" data-state-id={box.id} data-kind={box.kind} data-active={active || undefined}>
      <title>{box.description ? `${box.name}: ${box.description}` : box.name}</title>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={compound ? 12 : 8} />
      {compound ? <line x1={box.x} x2={box.x + box.width} y1={box.y + titleHeight} y2={box.y + titleHeight} /> : null}
      <text
        x={compound ? box.x + 12 : box.x + box.width / 2}
        y={compound ? box.y + titleHeight / 2 : box.y + box.height / 2}
        textAnchor={compound ? 'start' : 'middle'}
        dominantBaseline="central"
      >
        {box.name}
        {box.kind === 'parallel' ? ` (${m.statecharts_parallel()})` : ''}
      </text>
      {box.initial ? (
        <g className="svg-initial" aria-hidden="true">
          <circle cx={box.x - 14} cy={box.y + 14} r={4} />
          <line x1={box.x - 10} y1={box.y + 14} x2={box.x} y2={box.y + 14} />
        </g>
      ) : null}
    </g>
  )
}

function Arrow({ arrow, markerId, fromActive }: { arrow: DiagramArrow; markerId: string; fromActive: boolean }) {
  const label = arrow.label
  return (
    <g className="svg-arrow" data-transition={arrow.key} data-technical={arrow.technical || undefined} data-from-active={fromActive || undefined}>
      <title>{arrow.title}</title>
      {arrow.feeds.map((feed, i) => (
        <path key={i} className="svg-arrow__feed" d={pathOf(feed)} />
      ))}
      {arrow.junction ? <circle className="svg-arrow__junction" cx={arrow.junction.x} cy={arrow.junction.y} r={4} /> : null}
      <path d={pathOf(arrow.points)} markerEnd={`url(#${markerId})`} />
      {label ? (
        <>
          <rect className="svg-arrow__label-bg" x={label.x} y={label.y} width={label.width} height={label.height} rx={3} />
          <text x={label.x + 5} y={label.y + 3} fontSize={labelFontSize}>
            {arrow.lines.map((line, i) => (
              <tspan key={i} x={label.x + 5} dy={i === 0 ? labelFontSize : labelLineHeight}>
                {line}
              </tspan>
            ))}
          </text>
        </>
      ) : null}
    </g>
  )
}

/**
 * The machine drawn as SVG from the server's layout (ELK): nested boxes for
 * the states with their Danish names, arrows for the transitions labelled
 * with the Danish event and guard (one arrow per label and target), the
 * active states highlighted and the arrows that leave them emphasised. The
 * machine's own bookkeeping (journal, internal events) is hidden until "Vis
 * tekniske overgange" is ticked. The drawing keeps its natural size (no text
 * under 12 px) and scrolls inside its own frame; the same content follows as
 * text for screen readers.
 */
export function MachineDiagram({ model, structure, layouts, active }: MachineDiagramProps) {
  const id = useId()
  const markerId = `${id}-arrow`
  const [technical, setTechnical] = useState(false)
  const layout = technical ? layouts.technical : layouts.plain
  const hidden = structure.transitions.filter((t) => isTechnical(model, t)).length
  const activeBoxes = layout.boxes.filter((b) => active.has(b.id))
  return (
    <div className="diagram">
      {hidden > 0 ? (
        <label className="diagram__technical">
          <input type="checkbox" checked={technical} onChange={(e) => setTechnical(e.target.checked)} />
          <span>
            {m.statecharts_technical_toggle()} <span className="diagram__technical-count">({m.statecharts_technical_count({ count: hidden })})</span>
          </span>
        </label>
      ) : null}
      <div className="diagram__frame" data-keep-clear="" tabIndex={0} role="region" aria-label={m.statecharts_diagram_title({ machine: model.title })}>
        <svg
          className="diagram__svg"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={layout.width}
          height={layout.height}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{m.statecharts_diagram_title({ machine: model.title })}</title>
          <desc id={`${id}-desc`}>
            {m.statecharts_diagram_desc({ states: String(layout.boxes.length), arrows: String(layout.arrows.length) })}{' '}
            {activeBoxes.length ? m.statecharts_diagram_active({ states: activeBoxes.map((b) => b.name).join(', ') }) : ''}
          </desc>
          <defs>
            <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M0 0 L10 5 L0 10 z" className="svg-marker" />
            </marker>
          </defs>
          {layout.boxes.map((box) => (
            <Box key={box.id} box={box} active={active.has(box.id)} />
          ))}
          {layout.arrows.map((arrow) => (
            <Arrow key={arrow.key} arrow={arrow} markerId={markerId} fromActive={arrow.sourceIds.some((s) => active.has(s))} />
          ))}
        </svg>
      </div>
      <details className="diagram__text">
        <summary>{m.statecharts_text_version()}</summary>
        <StateList model={model} structure={structure} parent={structure.root} active={active} technical={technical} />
      </details>
    </div>
  )
}

function nameOf(model: AnyMachineModel, structure: MachineStructure, id: string): string {
  return stateLabel(model.id, structure.root.id, id)
}

function TransitionLine({ model, structure, transition }: { model: AnyMachineModel; structure: MachineStructure; transition: TransitionInfo }) {
  const guard = guardText(model, transition)
  const actions = actionTexts(model, transition)
  return (
    <li className="diagram-transition">
      <span className="diagram-transition__event">{eventText(model, transition)}</span>
      {guard ? <span className="diagram-transition__guard"> {guard}</span> : null}
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> {m.statecharts_to()} </span>
      {transition.targetIds.length ? (
        <strong>{transition.targetIds.map((id) => nameOf(model, structure, id)).join(', ')}</strong>
      ) : (
        <em>{m.statecharts_stays()}</em>
      )}
      {actions.length ? <span className="diagram-transition__actions"> ({m.statecharts_actions({ actions: actions.join('; ') })})</span> : null}
      {transition.description ? <span className="diagram-transition__description">{transition.description}</span> : null}
    </li>
  )
}

function StateBox({
  model,
  structure,
  state,
  active,
  isInitial,
  technical,
}: {
  model: AnyMachineModel
  structure: MachineStructure
  state: StateInfo
  active: ReadonlySet<string>
  isInitial: boolean
  technical: boolean
}) {
  const isActive = active.has(state.id)
  const transitions = structure.transitions.filter((t) => t.sourceId === state.id && (technical || !isTechnical(model, t)))
  return (
    <li className="diagram-state" data-kind={state.kind} data-active={isActive || undefined} aria-current={isActive ? 'true' : undefined}>
      <div className="diagram-state__head">
        <span className="diagram-state__name">{nameOf(model, structure, state.id)}</span>
        {isActive ? <span className="diagram-badge diagram-badge--active">{m.statecharts_active()}</span> : null}
        {isInitial ? <span className="diagram-badge">{m.statecharts_initial()}</span> : null}
        {state.kind === 'parallel' ? <span className="diagram-badge">{m.statecharts_parallel()}</span> : null}
        {state.invokes.length ? (
          <span className="diagram-badge">{m.statecharts_invokes({ actors: state.invokes.map((a) => actorLabel(model.id, a)).join(', ') })}</span>
        ) : null}
      </div>
      {state.description ? <p className="diagram-state__description">{state.description}</p> : null}
      {transitions.length ? (
        <ul className="diagram-state__transitions">
          {transitions.map((t) => (
            <TransitionLine key={t.key} model={model} structure={structure} transition={t} />
          ))}
        </ul>
      ) : state.children.length === 0 ? (
        <p className="diagram-state__none">{m.statecharts_no_transitions()}</p>
      ) : null}
      {state.children.length ? <StateList model={model} structure={structure} parent={state} active={active} technical={technical} /> : null}
    </li>
  )
}

function StateList({
  model,
  structure,
  parent,
  active,
  technical,
}: {
  model: AnyMachineModel
  structure: MachineStructure
  parent: StateInfo
  active: ReadonlySet<string>
  technical: boolean
}) {
  return (
    <ul className="diagram-states" data-parallel={parent.kind === 'parallel' || undefined}>
      {parent.children.map((child) => (
        <StateBox
          key={child.id}
          model={model}
          structure={structure}
          state={child}
          active={active}
          isInitial={parent.initial === child.key}
          technical={technical}
        />
      ))}
    </ul>
  )
}
