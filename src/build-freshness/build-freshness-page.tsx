import { useSyncExternalStore, type ReactNode } from 'react'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { freshnessView, subscribeFreshness } from './freshness-runtime.ts'
import { reloadGuarded } from './guarded-reload.ts'

const serverView = () => 'pending' as const

/**
 * The page's content, or, when a chunk failed twice within the guard window
 * (machine state `broken`), the error page with a reload button.
 */
export function BuildFreshnessBoundary({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeFreshness, freshnessView, serverView)
  if (state !== 'broken') return children
  return (
    <section className="container error-page" data-error-type="build-broken" data-state="broken" aria-labelledby="error-title">
      <h1 id="error-title">{m.build_broken_title()}</h1>
      <p>{m.build_broken_text()}</p>
      <Button size="large" onClick={() => reloadGuarded(window.location.pathname)}>
        {m.build_broken_button()}
      </Button>
    </section>
  )
}
