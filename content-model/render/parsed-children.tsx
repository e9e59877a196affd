import type { ReactNode } from 'react'
import type { z } from 'zod'
import { m } from '#src/i18n/paraglide/messages.js'
import { BlockWarning, summariseIssues } from './blocks.tsx'
import { useContent } from './content-context.tsx'
import { reportContentIssue } from './report.ts'

/**
 * Parses nested blocks a parent needs as data (carousel slides, employees,
 * map markers …). Invalid children are reported once and left out; in
 * preview they come back as warnings to show.
 */
export function useParsedChildren<S extends z.ZodType>(
  items: readonly { _uid: string; component: string }[],
  schema: S,
): { valid: z.output<S>[]; warnings: ReactNode[] } {
  const { preview, story } = useContent()
  const valid: z.output<S>[] = []
  const warnings: ReactNode[] = []
  for (const item of items) {
    const parsed = schema.safeParse(item)
    if (parsed.success) {
      valid.push(parsed.data)
      continue
    }
    const summary = summariseIssues(parsed.error)
    reportContentIssue({
      key: `invalid:${item._uid}`,
      message: `Blokken "${item.component}" (${item._uid}) i "${story.fullSlug}" er ugyldig og vises ikke: ${summary}`,
    })
    if (preview) warnings.push(<BlockWarning key={item._uid}>{m.content_block_invalid({ name: item.component, issues: summary })}</BlockWarning>)
  }
  return { valid, warnings }
}
