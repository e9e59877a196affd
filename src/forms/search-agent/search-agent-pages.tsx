/**
 * The pages behind the search agents' mails (issue 35), without an account:
 *
 * - /soegeagent: what search agents and price alerts are, and "Send mig et
 *   link" to the page of one's agents (the link every mail carries);
 * - /soegeagent/bekraeft: the confirmation link (double opt-in): what was
 *   saved, or why the link does not work (replayed: already confirmed;
 *   tampered: invalid; too old: expired; deleted: gone);
 * - /soegeagent/afmeld: the unsubscribe link's page (the mail client's
 *   one-click POST, RFC 8058, goes to the route's own handler);
 * - /soegeagent/mine: the management link's page: every agent of the
 *   address, each with "Slet"; an expired link offers a new one.
 *
 * The links' tokens are the backend's; these pages never show them.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { useFieldsAtHydration } from '#src/ui/use-fields-at-hydration.ts'
import type { ConfirmationResult, LinkProblem, ManagedAgents, SearchAgentView, UnsubscribeResult } from '../../product-api/contract/search-agents.ts'
import { m } from '../../i18n/paraglide/messages.js'
import { formatDate, formatDateTime } from '../../format/format.ts'
import { AppLink } from '../../ui/app-link.tsx'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/form-fields/text-field.tsx'
import { announceConfirmed } from './search-agent-delivery.ts'
import { deleteManagedAgent, requestManagementLink, type LinkLoad, type ManagementLinkAnswer } from './search-agent.functions.ts'

function frequencyText(frequency: SearchAgentView['frequency']): string {
  return frequency === 'instant'
    ? m.search_agent_frequency_instant_short()
    : frequency === 'daily'
      ? m.search_agent_frequency_daily_short()
      : m.search_agent_frequency_weekly_short()
}

function savedWhat(agent: SearchAgentView): string {
  return agent.kind === 'search'
    ? m.search_agent_saved_what_search({ label: agent.label, frequency: frequencyText(agent.frequency) })
    : m.search_agent_saved_what_price({ label: agent.label })
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <article className="container search-agent-page">
      <h1>{title}</h1>
      {children}
    </article>
  )
}

function problemText(problem: LinkProblem | 'expired-manage'): string {
  switch (problem) {
    case 'invalid':
      return m.search_agent_link_invalid()
    case 'expired':
      return m.search_agent_link_expired_confirm()
    case 'expired-manage':
      return m.search_agent_link_expired_manage()
    case 'gone':
      return m.search_agent_link_gone()
  }
}

function Unavailable() {
  return (
    <p role="alert" className="search-agent__summary">
      {m.search_agent_unavailable()}
    </p>
  )
}

/** "Send mig et link": a signed link to the page of the address's agents, by mail. */
export function ManagementLinkForm() {
  const id = `manage-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [answer, setAnswer] = useState<ManagementLinkAnswer | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  // An address typed before the page's scripts took over: else "Send mig et link" sent an empty address.
  useFieldsAtHydration(form, (fields) => {
    const typed = fields.get('email')
    if (typeof typed === 'string' && typed !== '') setEmail(typed)
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSending(true)
    requestManagementLink({ data: { email } })
      .then(setAnswer)
      .catch(() => setAnswer({ outcome: 'unavailable' }))
      .finally(() => setSending(false))
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="search-agent-page__manage">
      <h2 id={`${id}-heading`}>{m.search_agent_manage_heading()}</h2>
      <p>{m.search_agent_manage_intro()}</p>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          label={m.search_agent_email_label()}
          required
          value={email}
          errors={answer?.outcome === 'rejected' ? [answer.email] : []}
          onChange={setEmail}
        />
        {/* Before the page's scripts take over, a press would submit the form natively (a GET of this page),
            reloading it without the address and sending nothing: so the button waits for hydration. */}
        <Button type="submit" variant="primary" disabled={sending || !hydrated}>
          {sending ? m.search_agent_manage_sending() : m.search_agent_manage_submit()}
        </Button>
        <div role="status">{answer?.outcome === 'sent' ? <p>{answer.message}</p> : null}</div>
        {answer?.outcome === 'unavailable' && <Unavailable />}
      </form>
    </section>
  )
}

export function SearchAgentInfoPage() {
  return (
    <Page title={m.search_agent_page_title()}>
      <p>{m.search_agent_page_intro()}</p>
      <p>{m.search_agent_page_how()}</p>
      <p>
        <AppLink href="/lager">{m.search_agent_back_to_stock()}</AppLink>
      </p>
      <ManagementLinkForm />
    </Page>
  )
}

export function ConfirmationPage({ load }: { load: LinkLoad<ConfirmationResult> }) {
  const result = load.status === 'ok' ? load.result : null
  const agent = result && 'agent' in result ? result.agent : null
  useEffect(() => {
    if (agent) announceConfirmed(agent.id)
  }, [agent])
  if (!result) {
    return (
      <Page title={m.search_agent_confirm_title()}>
        <Unavailable />
      </Page>
    )
  }
  if (!agent) {
    return (
      <Page title={m.search_agent_link_problem_heading()}>
        <p role="alert">{problemText(result.outcome as LinkProblem)}</p>
        <p>
          <AppLink href="/lager">{m.search_agent_back_to_stock()}</AppLink>
        </p>
      </Page>
    )
  }
  return (
    <Page title={result.outcome === 'confirmed' ? m.search_agent_confirmed_heading() : m.search_agent_already_confirmed_heading()}>
      {result.outcome === 'already_confirmed' && <p>{m.search_agent_already_confirmed_text()}</p>}
      <p className="search-agent-page__saved">{savedWhat(agent)}</p>
      <p>{m.search_agent_saved_where()}</p>
      {agent.searchPath && (
        <p>
          <AppLink href={agent.searchPath}>{m.search_agent_see_search()}</AppLink>
        </p>
      )}
      <p>
        <AppLink href="/soegeagent">{m.search_agent_manage_heading()}</AppLink>
      </p>
    </Page>
  )
}

/** The unsubscribe page: a form POSTing to the route itself (works without JavaScript), then the outcome. */
export function UnsubscribePage({
  token,
  outcome,
}: {
  token: string | null
  outcome: (UnsubscribeResult & { label?: string }) | { outcome: 'unavailable' } | null
}) {
  if (outcome?.outcome === 'unsubscribed') {
    return (
      <Page title={m.search_agent_unsubscribed_heading()}>
        <p role="status">{outcome.label ? m.search_agent_unsubscribed_text({ label: outcome.label }) : m.search_agent_unsubscribed_text_plain()}</p>
        <p>
          <AppLink href="/soegeagent">{m.search_agent_manage_heading()}</AppLink>
        </p>
      </Page>
    )
  }
  if (outcome && outcome.outcome !== 'unavailable') {
    return (
      <Page title={m.search_agent_link_problem_heading()}>
        <p role="alert">{problemText(outcome.outcome)}</p>
        <ManagementLinkForm />
      </Page>
    )
  }
  return (
    <Page title={m.search_agent_unsubscribe_heading()}>
      {outcome?.outcome === 'unavailable' && <Unavailable />}
      {token ? (
        <form method="post" action={`/soegeagent/afmeld?token=${encodeURIComponent(token)}`}>
          <p>{m.search_agent_unsubscribe_text()}</p>
          <Button type="submit" variant="primary">
            {m.search_agent_unsubscribe_submit()}
          </Button>
        </form>
      ) : (
        <p role="alert">{problemText('invalid')}</p>
      )}
    </Page>
  )
}

export function ManagedAgentsPage({ token, load }: { token: string; load: LinkLoad<ManagedAgents> }) {
  const [current, setCurrent] = useState(load)
  const [deleted, setDeleted] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  if (current.status !== 'ok') {
    return (
      <Page title={m.search_agent_mine_title()}>
        <Unavailable />
      </Page>
    )
  }
  const result = current.result
  if (result.outcome !== 'ok') {
    return (
      <Page title={m.search_agent_link_problem_heading()}>
        <p role="alert">{problemText(result.outcome === 'expired' ? 'expired-manage' : 'invalid')}</p>
        <ManagementLinkForm />
      </Page>
    )
  }
  const remove = (agent: SearchAgentView) => {
    setBusy(agent.id)
    deleteManagedAgent({ data: { token, agentId: agent.id } })
      .then((next) => {
        setCurrent(next)
        setDeleted(agent.label)
      })
      .catch(() => setCurrent({ status: 'unavailable' }))
      .finally(() => setBusy(null))
  }
  return (
    <Page title={m.search_agent_mine_heading()}>
      <p>{m.search_agent_mine_for({ email: result.email, time: formatDateTime(result.expiresAt) })}</p>
      <div role="status">{deleted ? <p>{m.search_agent_mine_deleted({ label: deleted })}</p> : null}</div>
      {result.agents.length === 0 ? (
        <p>{m.search_agent_mine_none()}</p>
      ) : (
        <ul className="search-agent-page__list">
          {result.agents.map((agent) => (
            <li key={agent.id} className="search-agent-page__item">
              <h2>
                {agent.kind === 'search' ? m.search_agent_mine_kind_search() : m.search_agent_mine_kind_price()}: {agent.label}
              </h2>
              <p>
                {agent.status === 'active' ? m.search_agent_mine_status_active() : m.search_agent_mine_status_pending()} ·{' '}
                {m.search_agent_mine_frequency({ frequency: frequencyText(agent.frequency) })} ·{' '}
                {m.search_agent_mine_created({ date: formatDate(agent.createdAt) })}
              </p>
              {agent.searchPath && (
                <p>
                  <AppLink href={agent.searchPath}>{m.search_agent_see_search()}</AppLink>
                </p>
              )}
              <Button type="button" variant="secondary" size="small" disabled={busy !== null} onClick={() => remove(agent)}>
                {m.search_agent_mine_delete({ label: agent.label })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}
