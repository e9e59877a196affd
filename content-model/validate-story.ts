/**
 * Validates a whole story's content against the content model: the root must
 * be a content type, and every block in the tree (also blocks nested in rich
 * text) must be a known component that passes its schema. Used by the
 * content-space test and by the server to report problems in preview.
 */
import type { BlockDefinition } from './block-definition.ts'
import { contentTypes } from './registry.ts'
import { summariseIssues } from './render/blocks.tsx'

export interface StoryIssue {
  uid: string
  component: string
  message: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every block in a content tree (objects with a string _uid and component), depth first. */
export function collectBloks(node: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) {
    for (const item of node) collectBloks(item, out)
  } else if (isRecord(node)) {
    if (typeof node._uid === 'string' && typeof node.component === 'string') out.push(node)
    for (const value of Object.values(node)) collectBloks(value, out)
  }
  return out
}

export function validateStoryContent(content: unknown, registry: Readonly<Record<string, BlockDefinition>>): StoryIssue[] {
  const issues: StoryIssue[] = []
  if (!isRecord(content) || typeof content.component !== 'string' || !(contentTypes as readonly string[]).includes(content.component)) {
    issues.push({ uid: '', component: isRecord(content) ? String(content.component) : '', message: `indholdstypen skal være en af ${contentTypes.join(', ')}` })
    return issues
  }
  for (const blok of collectBloks(content)) {
    const component = blok.component as string
    const uid = blok._uid as string
    const definition = Object.hasOwn(registry, component) ? registry[component] : undefined
    if (!definition) {
      issues.push({ uid, component, message: 'ukendt blok' })
      continue
    }
    const parsed = definition.schema.safeParse(blok)
    if (!parsed.success) issues.push({ uid, component, message: summariseIssues(parsed.error) })
  }
  return issues
}
