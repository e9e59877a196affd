/**
 * Spec 8 "Form load error": a form whose data could not be loaded shows
 * 'Der gik noget galt...' with a way to try again.
 */
import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { m } from '../i18n/paraglide/messages.js'
import { reportError } from '../observability/error-reporting.ts'
import { Button } from '../ui/button.tsx'

export function FormLoadError({ onRetry, headingLevel = 2 }: { onRetry: () => void; headingLevel?: 1 | 2 | 3 }) {
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="form-load-error" data-error-type="form-load-error" role="alert">
      <Heading>{m.forms_load_error_title()}</Heading>
      <p>{m.forms_load_error_text()}</p>
      <Button variant="secondary" onClick={onRetry}>
        {m.forms_action_reload()}
      </Button>
    </div>
  )
}

/** Error boundary of the form routes: the page's form could not be loaded (product API unavailable). It is reported. */
export function FormRouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    void reportError(error)
  }, [error])
  return (
    <section className="container form-page">
      <FormLoadError headingLevel={1} onRetry={() => void router.invalidate()} />
    </section>
  )
}
