/**
 * The search agent's form (issue 35), loaded when the visitor presses the
 * button (search-agent-button.tsx), so xstate, the machine and TanStack Form
 * are not on a page's first load. The machine (machines/search-agent) runs
 * the flow; its effects go through the lead outbox (search-agent-delivery.ts).
 *
 * Accessibility: a region named by its heading; the e-mail field is focused
 * when it opens; every field has a label, hint and error tied to it; a "Gem"
 * with errors shows an error summary (role="alert") whose links focus the
 * fields; outcomes are announced (role="status") and focused; Escape and
 * "Luk" close it and focus goes back to the button.
 *
 * The section carries the machine's state (`data-flow="search-agent"`,
 * `data-state`), which tests/search-agent-paths.spec.ts measures; it is
 * rendered only after the button is pressed, so /lager's server HTML does
 * not grow.
 */
import { useEffect, useId, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { useForm, useStore } from '@tanstack/react-form'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { Lead } from '#machines/form-submission/form-submission-machine.ts'
import { searchAgentMachine, type AgentRequest, type DeliveryOutcome } from '#machines/search-agent/search-agent-machine.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { m } from '../../i18n/paraglide/messages.js'
import { Button } from '../../ui/button.tsx'
import { AppLink } from '../../ui/app-link.tsx'
import { TextField } from '../../ui/form-fields/text-field.tsx'
import { RadioGroupField } from '../../ui/form-fields/radio-group-field.tsx'
import { legalPages } from '#src/site-identity/site-identity.ts'
import { markFormOnPage, startOutboxCourier } from '../browser-outbox.ts'
import { honeypotFieldName } from '../honeypot.ts'
import { deferredTime } from '../submission-status.tsx'
import { agentFormKey, agentFormSchema, agentLead, targetProblem, type AgentFormValues, type AgentTarget } from './search-agent-request.ts'
import { awaitConfirmationInBrowser, deliverThroughOutbox } from './search-agent-delivery.ts'

export interface SearchAgentPanelProps {
  target: AgentTarget
  /** The machine is back at `idle`: the panel goes and focus returns to the button. */
  onClosed(): void
}

function messagesOf(errors: readonly unknown[]): string[] {
  return errors
    .map((e) => (typeof e === 'string' ? e : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : ''))
    .filter((e) => e !== '')
}

const newKey = () => `sa-${crypto.randomUUID()}`

/** The lead of each request, built when "Gem" is pressed (the machine carries only the request). */
const leadsByKey = new Map<string, Lead>()

export default function SearchAgentPanel({ target, onClosed }: SearchAgentPanelProps) {
  const domId = `search-agent-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const formKey = agentFormKey(target)
  const honeypot = useRef<HTMLInputElement>(null)
  const machine = useMemo(
    () =>
      searchAgentMachine.provide({
        actors: {
          deliver: fromPromise<DeliveryOutcome, { request: AgentRequest }>(({ input, signal }) => {
            const lead = leadsByKey.get(input.request.key)
            if (!lead) return Promise.reject(new Error('Forespørgslen findes ikke længere.'))
            return deliverThroughOutbox(formKey, lead, signal)
          }),
          awaitConfirmation: fromPromise<undefined, { agentId: string }>(({ input, signal }) => awaitConfirmationInBrowser(input.agentId, signal)),
        },
      }),
    [formKey],
  )
  const [snapshot, send] = useMachine(machine)
  const state = String(snapshot.value)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const emailRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    send({ type: 'agent.open' })
  }, [send])
  // The machine starts idle before `agent.open`: only a return to idle closes the panel.
  const opened = useRef(false)
  useEffect(() => {
    if (state !== 'idle') opened.current = true
    else if (opened.current) onClosed()
  }, [state, onClosed])
  useEffect(() => {
    const unmark = markFormOnPage(formKey)
    startOutboxCourier()
    return unmark
  }, [formKey])

  const form = useForm({
    defaultValues: { email: '', frequency: target.kind === 'search' ? 'daily' : 'instant' } as AgentFormValues,
    validators: { onSubmit: agentFormSchema() },
    onSubmit: ({ value }) => {
      const parsed = agentFormSchema().parse(value)
      const request: AgentRequest = { key: newKey(), kind: target.kind, email: parsed.email, frequency: parsed.frequency }
      leadsByKey.set(request.key, agentLead(request, target, honeypot.current?.value ?? ''))
      send({ type: 'form.submit', request })
    },
  })
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta)
  const problem = targetProblem(target)

  // The site's refusals: at the e-mail field, the rest in the summary.
  const rejection = snapshot.context.rejection
  useEffect(() => {
    const emailErrors = rejection?.fieldErrors.email
    if (emailErrors?.length) form.setFieldMeta('email', (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: emailErrors[0] } }))
  }, [rejection, form])

  const emailErrors = messagesOf(fieldMeta.email?.errors ?? [])
  const summary = [
    ...(problem ? [{ text: problem, field: null }] : []),
    ...(snapshot.context.invalid || rejection ? emailErrors.map((text) => ({ text, field: 'email' })) : []),
    ...(rejection?.formErrors ?? []).map((text) => ({ text, field: null })),
  ]

  // Focus: the e-mail field on open; the summary after a refused "Gem"; the outcome when it shows.
  useEffect(() => {
    if (state === 'editing' && !snapshot.context.invalid && !rejection) emailRef.current?.querySelector('input')?.focus()
    if (state === 'editing' && (snapshot.context.invalid || rejection)) summaryRef.current?.focus()
    if (['awaitingConfirmation', 'saved', 'failed', 'rateLimited'].includes(state)) statusRef.current?.focus()
  }, [state, snapshot.context.invalid, rejection])
  // The site's field errors reach the form one render after its refusal (the effect above finds no summary
  // yet): the summary is focused once it shows, once per refusal.
  const summaryShown = summary.length > 0
  const focusedRejection = useRef<typeof rejection>(null)
  useEffect(() => {
    if (state !== 'editing' || !rejection || !summaryShown || focusedRejection.current === rejection) return
    focusedRejection.current = rejection
    summaryRef.current?.focus()
  }, [state, rejection, summaryShown])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (problem) {
      send({ type: 'form.invalid' })
      return
    }
    void form.handleSubmit().then(() => {
      if (!form.state.isValid) send({ type: 'form.invalid' })
    })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state !== 'submitting' && state !== 'rateLimited') send({ type: 'agent.close' })
  }

  const email = snapshot.context.request?.email ?? ''
  const heading = target.kind === 'search' ? m.search_agent_heading_search() : m.search_agent_heading_price()
  const what =
    target.kind === 'search'
      ? m.search_agent_what_search({ label: target.label })
      : target.vehicleIds.length > 1
        ? m.search_agent_what_price_many({ count: String(target.vehicleIds.length), label: target.label })
        : m.search_agent_what_price({ label: target.label })
  const busy = state === 'submitting' || state === 'rateLimited'

  return (
    <section
      className="search-agent"
      aria-labelledby={`${domId}-heading`}
      data-flow="search-agent"
      data-state={stateAttribute(snapshot.value)}
      onKeyDown={onKeyDown}
    >
      <h2 className="search-agent__heading" id={`${domId}-heading`} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className="search-agent__what">{what}</p>
      {state === 'editing' || busy ? (
        <form noValidate onSubmit={onSubmit} aria-busy={busy}>
          {summary.length > 0 && (
            <div className="search-agent__summary" role="alert" tabIndex={-1} ref={summaryRef}>
              <p>{m.search_agent_error_summary()}</p>
              <ul>
                {summary.map((item) => (
                  <li key={item.text}>
                    {item.field ? (
                      <a
                        href={`#${domId}-${item.field}`}
                        onClick={(e) => {
                          e.preventDefault()
                          document.getElementById(`${domId}-${item.field}`)?.focus()
                        }}
                      >
                        {item.text}
                      </a>
                    ) : (
                      item.text
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div ref={emailRef}>
            <form.Field name="email">
              {(field) => (
                <TextField
                  id={`${domId}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  label={m.search_agent_email_label()}
                  hint={m.search_agent_email_hint()}
                  required
                  disabled={busy}
                  value={field.state.value}
                  errors={field.state.meta.isTouched || snapshot.context.invalid ? messagesOf(field.state.meta.errors) : []}
                  onChange={(value) => field.handleChange(value)}
                  onBlur={field.handleBlur}
                />
              )}
            </form.Field>
          </div>
          {target.kind === 'search' && (
            <form.Field name="frequency">
              {(field) => (
                <RadioGroupField
                  id={`${domId}-frequency`}
                  name={`${domId}-frequency`}
                  label={m.search_agent_frequency_label()}
                  required
                  disabled={busy}
                  value={field.state.value}
                  options={[
                    { value: 'instant', label: m.search_agent_frequency_instant() },
                    { value: 'daily', label: m.search_agent_frequency_daily() },
                    { value: 'weekly', label: m.search_agent_frequency_weekly() },
                  ]}
                  onChange={(value) => field.handleChange(value as AgentFormValues['frequency'])}
                />
              )}
            </form.Field>
          )}
          <div className="search-agent__trap" aria-hidden="true">
            <label htmlFor={`${domId}-${honeypotFieldName}`}>Website</label>
            <input id={`${domId}-${honeypotFieldName}`} name={honeypotFieldName} ref={honeypot} tabIndex={-1} autoComplete="off" />
          </div>
          <p className="search-agent__privacy">
            {m.search_agent_privacy()} <AppLink href={legalPages.privacy}>{m.search_agent_privacy_link()}</AppLink>.
          </p>
          <div className="search-agent__actions">
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? m.search_agent_sending() : m.search_agent_submit()}
            </Button>
            <Button type="button" variant="tertiary" disabled={busy} onClick={() => send({ type: 'agent.close' })}>
              {m.search_agent_close()}
            </Button>
          </div>
          <div role="status" className="search-agent__status" ref={statusRef} tabIndex={-1}>
            {state === 'rateLimited' && snapshot.context.retryAt ? m.search_agent_rate_limited({ time: deferredTime(snapshot.context.retryAt) }) : null}
            {state === 'submitting' && typeof navigator !== 'undefined' && navigator.onLine === false ? m.search_agent_offline() : null}
          </div>
        </form>
      ) : (
        <div role="status" className="search-agent__status" ref={statusRef} tabIndex={-1}>
          {state === 'awaitingConfirmation' && (
            <>
              <h3>{m.search_agent_check_mail_heading()}</h3>
              <p>{m.search_agent_check_mail_text({ email })}</p>
            </>
          )}
          {state === 'saved' && (
            <>
              <h3>{m.search_agent_saved_heading()}</h3>
              <p>{m.search_agent_saved_text({ email })}</p>
            </>
          )}
          {state === 'failed' && <p>{snapshot.context.failure === 'refused' ? m.search_agent_failed_refused() : m.search_agent_failed_unavailable()}</p>}
          <div className="search-agent__actions">
            {state === 'failed' && (
              <>
                <Button type="button" variant="primary" onClick={() => send({ type: 'agent.retry' })}>
                  {m.search_agent_retry()}
                </Button>
                <Button type="button" variant="secondary" onClick={() => send({ type: 'agent.edit' })}>
                  {m.search_agent_edit()}
                </Button>
              </>
            )}
            <Button type="button" variant="tertiary" onClick={() => send({ type: 'agent.close' })}>
              {m.search_agent_close()}
            </Button>
          </div>
        </div>
      )}
    </section>
  )
}
