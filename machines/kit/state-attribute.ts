/**
 * The `data-state` attribute a flow's root element carries: the machine's
 * current state value as plain text, so the page says which state of the
 * chart it shows (browser path tests measure their coverage from it).
 *
 *   'editing'                                   → "editing"
 *   { selection: 'comparable', availability: 'idle' } → "selection.comparable availability.idle"
 *
 * One token per active leaf (`region.state`, dotted for nested states), so
 * CSS and tests can match a region with `[data-state~="selection.full"]`.
 * Imports only a type from xstate: it runs in first-load components.
 */
import type { StateValue } from 'xstate'

export function stateAttribute(value: StateValue): string {
  if (typeof value === 'string') return value
  const tokens: string[] = []
  const walk = (prefix: string, v: StateValue) => {
    if (typeof v === 'string') {
      tokens.push(`${prefix}${v}`)
      return
    }
    for (const [key, child] of Object.entries(v)) {
      if (child === undefined) continue
      walk(`${prefix}${key}.`, child)
    }
  }
  walk('', value)
  return tokens.join(' ')
}
