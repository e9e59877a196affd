/**
 * Validates a whole story's content against the content model: the root must
 * be a content type, and every block in the tree (also blocks nested in rich
 * text) must be a known component that passes its schema. Used by the
 * content-space test and by the server to report problems in preview.
 */
import { collectBloks } from './parsed-blok.ts'
import { summariseIssues } from './parse-content.ts'
import { contentTypes } from './registry.ts'
import { blockSchemas } from './schemas.ts'

export interface StoryIssue {
  uid: string
  component: string
  message: string
}

export function validateStoryContent(content: unknown): StoryIssue[] {
  const issues: StoryIssue[] = []
  const root = typeof content === 'object' && content !== null && !Array.isArray(content) ? (content as Record<string, unknown>) : undefined
  if (!root || typeof root.component !== 'string' || !(contentTypes as readonly string[]).includes(root.component)) {
    issues.push({ uid: '', component: root ? String(root.component) : '', message: `indholdstypen skal være en af ${contentTypes.join(', ')}` })
    return issues
  }
  for (const blok of collectBloks(content)) {
    const component = blok.component as string
    const uid = blok._uid as string
    const schema = Object.hasOwn(blockSchemas, component) ? blockSchemas[component] : undefined
    if (!schema) {
      issues.push({ uid, component, message: 'ukendt blok' })
      continue
    }
    const parsed = schema.safeParse(blok)
    if (!parsed.success) issues.push({ uid, component, message: summariseIssues(parsed.error) })
  }
  return issues
}
