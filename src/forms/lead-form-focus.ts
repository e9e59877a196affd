/**
 * Where focus goes in a lead form (WCAG 2.2: focus follows what the visitor
 * has to do next). Each moves focus after the current render.
 */

/** Focuses the first field marked invalid (a radio group: its checked or first option). */
export function focusFirstInvalid(container: HTMLElement | null): void {
  window.setTimeout(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!invalid) return
    const target =
      invalid.tagName === 'FIELDSET' ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input')) : invalid
    target?.focus()
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
