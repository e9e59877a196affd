/**
 * "Gem søgning og få besked om nye biler" (/lager) and "Giv mig besked, hvis
 * prisen falder" (vehicle page, favourites), issue 35. Only this button is on
 * the page's first load; the form (search-agent-panel.tsx: the machine,
 * xstate, TanStack Form) loads when it is pressed. Works with the keyboard:
 * the button says whether the form is open (aria-expanded) and gets focus
 * back when it closes.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { m } from '../../i18n/paraglide/messages.js'
import { Button } from '../../ui/button.tsx'
import type { AgentTarget } from './search-agent-request.ts'

const SearchAgentPanel = lazy(() => import('./search-agent-panel.tsx'))

export function SearchAgentButton({ target, label }: { target: AgentTarget; label?: string }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLDivElement>(null)
  const panelId = `search-agent-panel-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const onClosed = useCallback(() => {
    setOpen(false)
    requestAnimationFrame(() => button.current?.querySelector('button')?.focus())
  }, [])
  const text = label ?? (target.kind === 'search' ? m.search_agent_open_search() : m.search_agent_open_price())
  return (
    <div className="search-agent-entry">
      <div ref={button}>
        <Button type="button" variant="secondary" size="small" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
          {text}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <Suspense fallback={<p role="status">{m.forms_loading()}</p>}>
            <SearchAgentPanel target={target} onClosed={onClosed} />
          </Suspense>
        </div>
      )}
    </div>
  )
}
