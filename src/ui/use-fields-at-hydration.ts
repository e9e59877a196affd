/**
 * What the visitor put in a server-rendered form before the page's scripts took over (a slow line): React keeps
 * the fields as they are when it hydrates, so they can show a choice or a text the component's state never
 * heard of, and the state's version is what a later render, count or submit uses. `read` gets the form's fields
 * once, before the browser paints, to start the state from what the fields show. Used by the minilease
 * configurator, the quick search and "Send mig et link"; a form whose fields are disabled until it is ready (the
 * lead forms) does not need it.
 */
import { useLayoutEffect, type RefObject } from 'react'

export function useFieldsAtHydration(form: RefObject<HTMLFormElement | null>, read: (fields: FormData) => void): void {
  useLayoutEffect(() => {
    if (form.current) read(new FormData(form.current))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: later input arrives through the fields' events
  }, [])
}
