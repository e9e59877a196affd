import type { ReactNode } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { invalidOf } from '../parsed-blok.ts'
import { BlockWarning } from './blocks.tsx'
import { useContent } from './content-context.tsx'

/**
 * Nested blocks a parent needs as data (carousel slides, employees, map
 * markers …), as the server parsed them (parse-content.ts; the parent's
 * schema allows only the child's component). Children the server could not
 * parse were reported there and are left out; in preview they come back as
 * warnings to show.
 */
export function useParsedChildren<T>(items: readonly { _uid: string; component: string }[]): { valid: T[]; warnings: ReactNode[] } {
  const { preview } = useContent()
  const valid: T[] = []
  const warnings: ReactNode[] = []
  for (const item of items) {
    const invalid = invalidOf(item)
    if (!invalid) {
      valid.push(item as T)
      continue
    }
    if (preview) warnings.push(<BlockWarning key={item._uid}>{m.content_block_invalid({ name: item.component, issues: invalid.issues })}</BlockWarning>)
  }
  return { valid, warnings }
}
