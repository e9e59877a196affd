/**
 * Where focus goes in a lead form (WCAG 2.2: focus follows what the visitor
 * has to do next). Each moves focus after the current render.
 */

/** Focuses a field: an input, or a radio group's checked or first option. */
export function focusField(field: HTMLElement | null): void {
  const target = field?.tagName === 'FIELDSET' ? (field.querySelector<HTMLElement>('input:checked') ?? field.querySelector<HTMLElement>('input')) : field
  target?.focus()
}

/** Focuses the first field marked invalid (a radio group: its checked or first option). */
export function focusFirstInvalid(container: HTMLElement | null): void {
  window.setTimeout(() => focusField(container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null), 0)
}

/** Focuses the form's first field (not the hidden spam trap). */
export function focusFirstField(container: HTMLElement | null): void {
  window.setTimeout(() => container?.querySelector<HTMLElement>('form input:not([type="hidden"]):not([tabindex="-1"]), form textarea')?.focus(), 0)
}

/** Focuses an element (the status region) after the current render. */
export function focusSoon(element: { current: HTMLElement | null }): void {
  window.setTimeout(() => element.current?.focus(), 0)
}
