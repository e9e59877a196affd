import { useId, useState, type FormEvent } from 'react'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { journalKey } from '#machines/kit/journal-key.ts'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import { readStructure } from '#machines/kit/machine-structure.ts'
import { toMermaid } from '#machines/kit/mermaid.ts'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import type { DiagramLayouts } from './diagram-layout.ts'
import { activeIds, initialSnapshot, offeredEvents, step } from './explorer.ts'
import { hasJournal, replayPastedJournal } from './journal-replay.ts'
import { MachineDiagram } from './machine-diagram.tsx'

interface Step {
  label: string
  state: string
}

/**
 * One machine: its diagram with the current state highlighted, the events
 * a visitor or the site can send from here, the path taken so far, a pasted
 * journal replayed, and the machine's data. Stepping and replay are pure
 * (explorer.ts, journal-replay.ts): nothing leaves the page.
 */
export function MachineExplorer({ model, layouts }: { model: AnyMachineModel; layouts: DiagramLayouts }) {
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

  function replayed(next: AnyMachineSnapshot, steps: Step[]) {
    setSnapshot(next)
    setHistory(steps)
    setAnnouncement('')
  }

  return (
    <div className="explorer">
      <div className="explorer__diagram">
        <h3>{m.statecharts_diagram()}</h3>
        <p className="explorer__hint">{m.statecharts_diagram_hint()}</p>
        <MachineDiagram model={model} structure={structure} layouts={layouts} active={active} />
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
          {events.map(({ event, label, ignored, actor }) => (
            <li key={JSON.stringify(event)}>
              <button
                type="button"
                className={`btn btn--small ${ignored ? 'btn--ghost' : 'btn--secondary'} explorer__event`}
                data-ignored={ignored || undefined}
                data-actor={actor}
                onClick={() => send(event, label)}
              >
                <span className="explorer__actor" data-actor={actor}>
                  {actor === 'visitor' ? m.statecharts_actor_visitor() : m.statecharts_actor_site()}
                  <span className="visually-hidden">: </span>
                </span>
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
        <JournalReplay model={model} onReplayed={replayed} />
        <details className="explorer__data">
          <summary>{m.statecharts_context()}</summary>
          <pre className="explorer__context">{JSON.stringify(snapshot.context, null, 2)}</pre>
        </details>
      </div>
      <div className="explorer__legend">
        <details>
          <summary>{m.statecharts_event_legend()}</summary>
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
        </details>
        <details>
          <summary>{m.statecharts_mermaid()}</summary>
          <pre className="explorer__mermaid">{toMermaid(model)}</pre>
        </details>
      </div>
    </div>
  )
}

/** Paste a visitor's journal (localStorage) and see the steps it holds and where they ended. */
function JournalReplay({ model, onReplayed }: { model: AnyMachineModel; onReplayed: (snapshot: AnyMachineSnapshot, steps: Step[]) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [result, setResult] = useState<{ state: string; steps: number; migratedFrom: number | null } | null>(null)
  if (!hasJournal(model.id)) {
    return (
      <>
        <h3>{m.statecharts_replay_title()}</h3>
        <p className="explorer__hint">{m.statecharts_replay_not_persisted()}</p>
      </>
    )
  }
  const key = model.id === 'form-submission' ? `${journalKey('form-submission.')}…` : journalKey(model.id)

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const outcome = replayPastedJournal(model, text)
    if (!outcome.ok) {
      setError(outcome.message)
      setResult(null)
      return
    }
    setError('')
    onReplayed(
      outcome.snapshot,
      outcome.steps.map((s) => ({ label: s.event, state: s.state })),
    )
    setResult({ state: model.describeSnapshot(outcome.snapshot), steps: outcome.steps.length, migratedFrom: outcome.migratedFrom })
  }

  return (
    <form className="explorer__replay" onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{m.statecharts_replay_title()}</h3>
      <p className="explorer__hint" id={`${id}-hint`}>
        {m.statecharts_replay_hint({ key })}
      </p>
      <label htmlFor={`${id}-journal`}>{m.statecharts_replay_label()}</label>
      <textarea
        id={`${id}-journal`}
        name="journal"
        rows={5}
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p className="explorer__replay-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="small">
        {m.statecharts_replay_submit()}
      </Button>
      <div role="status">
        {result ? (
          <p className="explorer__replay-result">
            {m.statecharts_replay_result({ state: result.state })} {result.steps === 0 ? m.statecharts_replay_no_steps() : ''}
            {result.migratedFrom !== null ? m.statecharts_replay_migrated({ from: String(result.migratedFrom) }) : ''}
          </p>
        ) : null}
      </div>
    </form>
  )
}
