import { routeSegments } from '#app.config'
import { Button } from '../ui/button.tsx'

const stockPath = `/${routeSegments.stock}`

/** An empty (or too short) list: what is missing, and the way to the stock. */
export function ListEmpty({ notice, hint, action }: { notice: string; hint?: string; action: string }) {
  return (
    <div className="vehicle-list-page__empty">
      <p className="vehicle-list-page__notice">{notice}</p>
      {hint ? <p>{hint}</p> : null}
      <Button href={stockPath} size="medium">
        {action}
      </Button>
    </div>
  )
}

/** The vehicles' product data could not be loaded: say so, with a retry. */
export function ListLoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div className="vehicle-list-page__error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  )
}
