import { Button } from '../ui/button.tsx'
import { errorPageText } from '../errors/error-texts.ts'
import { pageCaseFor, type ErrorKind } from '../errors/error-kinds.ts'

/**
 * The error page (spec 2.4): vehicle not found and page not found show a
 * title, a text and a button; anything else only a title and a button home.
 * The root carries `data-error-type` naming the error kind.
 */
export function ErrorPage({ kind, title }: { kind: ErrorKind; title?: string }) {
  const text = errorPageText(pageCaseFor(kind))
  return (
    <section className="container error-page" data-error-type={kind} aria-labelledby="error-title">
      <h1 id="error-title">{title ?? text.title}</h1>
      {text.text && <p>{text.text}</p>}
      <Button href={text.button.to} size="large">
        {text.button.label}
      </Button>
    </section>
  )
}
