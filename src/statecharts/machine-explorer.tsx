import { useId, useState } from 'react'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import { readStructure } from '#machines/kit/machine-structure.ts'
import { toMermaid } from '#machines/kit/mermaid.ts'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { activeIds, initialSnapshot, offeredEvents, step } from './explorer.ts'
import { MachineDiagram } from './machine-diagram.tsx'

interface Step {
  label: string
  state: string
}

/**
 * One machine: its diagram with the current state highlighted, the events
 * that can be sent from here, the path taken so far and the machine's data.
 * Stepping is pure (explorer.ts): nothing leaves the page.
 */
export function MachineExplorer({ model }: { model: AnyMachineModel }) {
  const headingId = useId()
  const structure = readStructure(model.machine)
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot>(() => initialSnapshot(model))
  const [history, setHistory] = useState<Step[]>([])
  const [announcement, setAnnouncement] = useState('')
  const active = activeIds(model, snapshot)
  const events = offeredEvents(model, snapshot)

  function send(event: AnyEventObject, label: string) {
    const next = step(model, snapshot, event)
    const state = model.describeSnapshot(next)
    setSnapshot(next)
    setHistory((h) => [...h, { label, state }])
    setAnnouncement(m.statecharts_stepped({ event: label, state }))
  }

  function reset() {
    setSnapshot(initialSnapshot(model))
    setHistory([])
    setAnnouncement('')
  }

  return (
    <div className="explorer">
      <div className="explorer__diagram">
        <h3 id={headingId}>{m.statecharts_diagram()}</h3>
        <p className="explorer__hint">{m.statecharts_diagram_hint()}</p>
        <MachineDiagram structure={structure} active={active} />
      </div>
      <div className="explorer__panel">
        <h3>{m.statecharts_current()}</h3>
        <p className="explorer__current">{model.describeSnapshot(snapshot)}</p>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <h3>{m.statecharts_events()}</h3>
        <p className="explorer__hint">{m.statecharts_events_hint()}</p>
        <ul className="explorer__events">
          {events.map(({ event, label, ignored }) => (
            <li key={JSON.stringify(event)}>
              <button
                type="button"
                className={`btn btn--small ${ignored ? 'btn--ghost' : 'btn--secondary'} explorer__event`}
                data-ignored={ignored || undefined}
                onClick={() => send(event, label)}
              >
                <span>{label}</span>
                {ignored ? <span className="explorer__ignored"> ({m.statecharts_ignored()})</span> : null}
              </button>
            </li>
          ))}
        </ul>
        <Button variant="ghost" size="small" onClick={reset}>
          {m.statecharts_reset()}
        </Button>
        <h3>{m.statecharts_history()}</h3>
        {history.length ? (
          <ol className="explorer__history">
            {history.map((h, i) => (
              <li key={i}>{m.statecharts_step({ event: h.label, state: h.state })}</li>
            ))}
          </ol>
        ) : (
          <p className="explorer__hint">{m.statecharts_history_empty()}</p>
        )}
        <h3>{m.statecharts_context()}</h3>
        <pre className="explorer__context">{JSON.stringify(snapshot.context, null, 2)}</pre>
      </div>
      <div className="explorer__legend">
        <h3>{m.statecharts_event_legend()}</h3>
        <dl>
          {Object.entries(model.eventTypes).map(([type, text]) => (
            <div key={type}>
              <dt>
                <code>{type}</code>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <details>
          <summary>{m.statecharts_mermaid()}</summary>
          <pre className="explorer__mermaid">{toMermaid(model)}</pre>
        </details>
      </div>
    </div>
  )
}
