/**
 * Where focus goes in a lead form (WCAG 2.2: focus follows what the visitor
 * has to do next). Each moves focus after the current render.
 */

/** A field's focus target: an input, or a radio group's checked or first option. */
function focusTarget(field: HTMLElement | null): HTMLElement | null {
  return field?.tagName === 'FIELDSET' ? (field.querySelector<HTMLElement>('input:checked') ?? field.querySelector<HTMLElement>('input')) : field
}

/** Focuses a field: an input, or a radio group's checked or first option. */
export function focusField(field: HTMLElement | null, options?: FocusOptions): void {
  focusTarget(field)?.focus(options)
}

/**
 * After a "Send" with errors: the form's error summary comes into view (below
 * the sticky header, by the page's scroll padding), and focus moves to the
 * first field marked invalid, without scrolling the summary away again when
 * the field is on screen with it.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  window.setTimeout(() => {
    const summary = container?.querySelector<HTMLElement>('.lead-form__alert')
    if (summary && summary.childElementCount > 0) summary.scrollIntoView({ block: 'start', behavior: 'instant' })
    const target = focusTarget(container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null)
    if (!target) return
    const box = target.getBoundingClientRect()
    target.focus(box.top >= 0 && box.bottom <= window.innerHeight ? { preventScroll: true } : undefined)
  }, 0)
}

/** Focuses the form's first field (not the hidden spam trap). */
export function focusFirstField(container: HTMLElement | null): void {
  window.setTimeout(() => container?.querySelector<HTMLElement>('form input:not([type="hidden"]):not([tabindex="-1"]), form textarea')?.focus(), 0)
}

/** Focuses an element (the status region) after the current render. */
export function focusSoon(element: { current: HTMLElement | null }): void {
  window.setTimeout(() => element.current?.focus(), 0)
}
