/**
 * The chat panel (loaded when the bubble is opened): a non-modal dialog with
 * the conversation, the composer and, when the chat cannot help, the other
 * ways to reach the dealer. Focus moves into the panel when it opens and back
 * to what opened it when it closes (chat-launcher.tsx); Escape closes it.
 * Answers are announced through the conversation's live region (role="log");
 * the answer being streamed is shown beside it and announced once complete.
 */
import { Phone, RotateCcw, Send, X } from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useLazyMachine } from '#machines/kit/lazy-machine.ts'
import { autochatState, maxMessageLength, type AutochatSnapshot, type ChatEntry } from '#machines/autochat/autochat-machine.ts'
import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import { conversationDraft, saveLeadDraft } from '../channels/lead-draft.ts'
import chatCss from './chat.css?url'
import { autochat, pushChatHandoff } from './chat-store.ts'

function newKey(): string {
  return `chat-${crypto.randomUUID()}`
}

export default function ChatPanel() {
  const view = useLazyMachine(autochat)
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)

  const stateName = view.status === 'ready' ? autochatState(view.snapshot) : 'pending'
  useLayoutEffect(() => {
    // Focus moves into the dialog: the message field (or "Prøv igen") once there is one, else the dialog
    // itself; later changes (loading → ready) move it on only while it rests on the dialog itself. A layout
    // effect, so focus moves in the same commit that shows the field: a key pressed as soon as the panel
    // shows its content (Escape) reaches the panel, not the button that opened it.
    const root = panel.current
    if (!root) return
    const active = document.activeElement
    if (active !== root && root.contains(active)) return
    const field = root.querySelector<HTMLElement>('textarea, button.chat-panel__retry')
    ;(field ?? root).focus()
  }, [stateName])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      autochat.send({ type: 'chat.close' })
    }
  }

  return (
    <div
      ref={panel}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-chat-state={stateName}
    >
      <link rel="stylesheet" href={chatCss} precedence="default" />
      <div className="chat-panel__header">
        <h2 id={titleId} className="chat-panel__title">
          {m.chat_panel_title()}
        </h2>
        <button type="button" className="chat-panel__close" aria-label={m.chat_close()} onClick={() => autochat.send({ type: 'chat.close' })}>
          <X aria-hidden="true" focusable="false" width={20} height={20} />
        </button>
      </div>
      {view.status === 'ready' ? (
        <PanelBody snapshot={view.snapshot} />
      ) : (
        <p role="status" className="chat-panel__status">
          {m.chat_loading()}
        </p>
      )}
    </div>
  )
}

function PanelBody({ snapshot }: { snapshot: AutochatSnapshot }) {
  const state = autochatState(snapshot)
  switch (state) {
    case 'closed':
    case 'loading':
      return (
        <p role="status" className="chat-panel__status">
          {m.chat_loading()}
        </p>
      )
    case 'error':
      return (
        <div className="chat-panel__problem">
          <p role="alert">{m.chat_open_failed()}</p>
          <button type="button" className="btn btn--medium btn--primary chat-panel__retry" onClick={() => autochat.send({ type: 'chat.retry' })}>
            <RotateCcw className="btn__icon" aria-hidden="true" focusable="false" />
            <span>{m.chat_retry()}</span>
          </button>
          <Alternatives chatState="error" />
        </div>
      )
    case 'fallback':
      return (
        <div className="chat-panel__problem">
          <p role="alert">{m.chat_unavailable()}</p>
          <Alternatives chatState="fallback" />
        </div>
      )
    default:
      return <Conversation snapshot={snapshot} />
  }
}

/** The phone number, the contact form and "Ring mig op": instead of the chat, or besides it. */
function Alternatives({ chatState, messages = [] }: { chatState: 'ready' | 'fallback' | 'error'; messages?: readonly ChatEntry[] }) {
  const phone = m.topbar_phone()
  /** With a conversation, the contact form opens with it as the message (the visitor can edit it before sending). */
  const handOff = (type: 'contact_form' | 'callback') => {
    pushChatHandoff(type, chatState)
    const lines = messages.filter((e) => e.text.trim() !== '').map((e) => ({ who: e.role === 'visitor' ? m.chat_you() : m.chat_assistant(), text: e.text }))
    if (lines.length === 0) return
    const intro = type === 'callback' ? m.chat_handoff_intro_callback() : m.chat_handoff_intro_write()
    saveLeadDraft({ formId: 'direct-contact', message: conversationDraft(intro, lines), source: 'chat' })
    autochat.send({ type: 'chat.close' })
  }
  return (
    <div className="chat-panel__alternatives">
      <h3>{chatState === 'ready' ? m.chat_handoff_hint() : m.chat_alternatives()}</h3>
      <ul>
        <li>
          <AppLink href={`tel:+45${phone.replace(/\s/g, '')}`} external onClick={() => pushChatHandoff('phone', chatState)}>
            <Phone aria-hidden="true" focusable="false" width={16} height={16} /> {m.chat_call_us({ phone })}
          </AppLink>
        </li>
        <li>
          <AppLink href="/directcontact" onClick={() => handOff('contact_form')}>
            {m.chat_contact_form()}
          </AppLink>
        </li>
        <li>
          <AppLink href="/directcontact" onClick={() => handOff('callback')}>
            {m.chat_call_me()}
          </AppLink>
        </li>
      </ul>
    </div>
  )
}

function Conversation({ snapshot }: { snapshot: AutochatSnapshot }) {
  const state = autochatState(snapshot)
  const { messages, outbox, partial, problem } = snapshot.context
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()
  const countId = useId()
  const end = useRef<HTMLDivElement>(null)
  const busy = state === 'sending' || state === 'streaming'

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [messages.length, partial, outbox])

  // Reopened with a message that was not answered (closed mid-answer): send it again with its key.
  useEffect(() => {
    if (state === 'idle' && outbox && problem === null) autochat.send({ type: 'message.retry' })
  }, [state, outbox, problem])

  const send = (value: string) => {
    const trimmed = value.trim()
    if (trimmed === '') return setError(m.chat_empty())
    if (trimmed.length > maxMessageLength) return setError(m.chat_too_long())
    if (busy || outbox) return setError(m.chat_wait_for_answer())
    setError(null)
    autochat.send({ type: 'message.send', message: { key: newKey(), text: trimmed } })
    setText('')
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send(text)
  }

  const last = messages.at(-1)
  const suggestions = !busy && !outbox && last?.role === 'assistant' ? last.suggestions : []
  const left = maxMessageLength - text.length

  return (
    <>
      <div className="chat-panel__scroll">
        <p className="chat-panel__intro">{m.chat_panel_intro()}</p>
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label={m.chat_conversation()}>
          <ol className="chat-panel__log">
            {messages.map((entry) => (
              <Message key={entry.id} entry={entry} />
            ))}
          </ol>
        </div>
        {outbox && (
          <div className="chat-message chat-message--visitor chat-message--outbox">
            <p className="chat-message__who">{m.chat_you()}</p>
            <p className="chat-message__text">{outbox.text}</p>
            {state === 'idle' && problem !== null ? (
              <p className="chat-message__status" role="alert">
                {problem === 'rate-limited' ? m.chat_rate_limited() : m.chat_unsent()}{' '}
                <button type="button" className="chat-panel__link-button" onClick={() => autochat.send({ type: 'message.retry' })}>
                  {m.chat_send_again()}
                </button>
              </p>
            ) : (
              <p className="chat-message__status">{state === 'sending' ? m.chat_sending() : ''}</p>
            )}
          </div>
        )}
        {state === 'streaming' && (
          <div className="chat-message chat-message--assistant" aria-hidden={partial === '' ? undefined : 'true'}>
            <p className="chat-message__who">{m.chat_assistant()}</p>
            <p className="chat-message__text">{partial === '' ? m.chat_answering() : partial}</p>
          </div>
        )}
        {problem === 'stream-cut' && !outbox && (
          <p className="chat-panel__notice" role="status">
            {m.chat_stream_cut()}
          </p>
        )}
        {suggestions.length > 0 && (
          <div className="chat-panel__suggestions" role="group" aria-label={m.chat_suggestions()}>
            {suggestions.map((s) => (
              <button key={s} type="button" className="chat-panel__suggestion" onClick={() => send(s)}>
                {s}
              </button>
            ))}
          </div>
        )}
        <div ref={end} />
      </div>
      <form className="chat-panel__composer" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>{m.chat_input_label()}</label>
        <textarea
          id={inputId}
          value={text}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', countId].filter(Boolean).join(' ')}
          onChange={(e) => {
            setText(e.target.value)
            if (error) setError(null)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              send(text)
            }
          }}
        />
        <p id={countId} className={`chat-panel__count${left < 0 ? ' chat-panel__count--over' : ''}`}>
          {m.chat_characters_left({ count: String(left) })}
        </p>
        {error && (
          <p id={errorId} className="chat-panel__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--medium btn--primary chat-panel__send">
          <Send className="btn__icon" aria-hidden="true" focusable="false" />
          <span>{m.chat_send()}</span>
        </button>
      </form>
      <Alternatives chatState="ready" messages={messages} />
    </>
  )
}

function Message({ entry }: { entry: ChatEntry }) {
  const cards = entry.links.filter((l) => l.vehicle)
  const links = entry.links.filter((l) => !l.vehicle)
  return (
    <li className={`chat-message chat-message--${entry.role}`}>
      <p className="chat-message__who">{entry.role === 'visitor' ? m.chat_you() : m.chat_assistant()}</p>
      <p className="chat-message__text">{entry.text}</p>
      {entry.incomplete && <p className="chat-message__status">{m.chat_incomplete()}</p>}
      {cards.length > 0 && (
        <ul className="chat-cards">
          {cards.map((link) => (
            <li key={link.href} className="chat-card">
              {link.vehicle?.imageUrl && <img src={link.vehicle.imageUrl} alt="" width={160} height={107} loading="lazy" />}
              <AppLink href={link.href} className="chat-card__link">
                {link.vehicle?.title ?? link.label}
              </AppLink>
              <p className="chat-card__price">{link.vehicle?.price}</p>
              {link.vehicle?.energy && <p className="chat-card__energy">{link.vehicle.energy}</p>}
              <p className="chat-card__details">{link.vehicle?.details}</p>
            </li>
          ))}
        </ul>
      )}
      {links.length > 0 && (
        <ul className="chat-links">
          {links.map((link) => (
            <li key={link.href}>
              <AppLink href={link.href} external={link.href.startsWith('tel:')}>
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
