import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import type { z } from 'zod'
import { TriangleAlert } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { blokBaseSchema } from '../fields.ts'
import { useContent } from './content-context.tsx'
import { reportContentIssue } from './report.ts'

/** Short, readable summary of a zod error for editors: "heading: skal udfyldes; link: …". */
export function summariseIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ')
}

/** Shown instead of a broken block in preview only, so editors see what to fix. */
export function BlockWarning({ children }: { children: ReactNode }) {
  return (
    <div className="content-warning" role="note">
      <TriangleAlert aria-hidden="true" width={20} height={20} />
      <p>{children}</p>
    </div>
  )
}

class BlockBoundary extends Component<{ name: string; uid: string; preview: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportContentIssue({ key: `failed:${this.props.uid}`, message: `Blokken "${this.props.name}" (${this.props.uid}) fejlede: ${error.message}` })
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return this.props.preview ? <BlockWarning>{m.content_block_failed({ name: this.props.name })}</BlockWarning> : null
  }
}

/**
 * Renders one block from CMS content. The block is looked up in the registry
 * and parsed with its schema. An unknown or malformed block is reported once
 * and skipped; in preview it shows a visible warning instead.
 */
export function Blok({ blok, contain = false }: { blok: unknown; contain?: boolean }) {
  const { registry, preview, story } = useContent()
  const base = blokBaseSchema.safeParse(blok)
  if (!base.success) {
    reportContentIssue({
      key: `malformed:${story.uuid}:${JSON.stringify(blok).slice(0, 80)}`,
      message: `En blok i "${story.fullSlug}" mangler _uid eller component og vises ikke.`,
    })
    return preview ? <BlockWarning>{m.content_block_malformed()}</BlockWarning> : null
  }
  const { component: name, _uid: uid } = base.data
  const definition = Object.hasOwn(registry, name) ? registry[name] : undefined
  if (!definition) {
    reportContentIssue({ key: `unknown:${name}`, message: `Ukendt blok "${name}" (fx i "${story.fullSlug}") vises ikke.` })
    return preview ? <BlockWarning>{m.content_block_unknown({ name })}</BlockWarning> : null
  }
  const parsed = definition.schema.safeParse(blok)
  if (!parsed.success) {
    const summary = summariseIssues(parsed.error)
    reportContentIssue({ key: `invalid:${uid}`, message: `Blokken "${name}" (${uid}) i "${story.fullSlug}" er ugyldig og vises ikke: ${summary}` })
    return preview ? <BlockWarning>{m.content_block_invalid({ name, issues: summary })}</BlockWarning> : null
  }
  const Rendered = definition.component as ComponentType<{ blok: unknown }>
  const rendered = (
    <BlockBoundary name={name} uid={uid} preview={preview}>
      <Rendered blok={parsed.data} />
    </BlockBoundary>
  )
  return contain && !definition.fullWidth ? <div className="container content-block">{rendered}</div> : rendered
}

/**
 * Renders a list of nested blocks (a blocks field). `contain` is for a page's
 * top level: blocks that are not full-width are put in the content column.
 */
export function Blocks({ items, contain = false }: { items: readonly unknown[]; contain?: boolean }) {
  return (
    <>
      {items.map((item, i) => {
        const key =
          typeof item === 'object' && item !== null && typeof (item as { _uid?: unknown })._uid === 'string' ? (item as { _uid: string })._uid : `i${i}`
        return <Blok key={key} blok={item} contain={contain} />
      })}
    </>
  )
}
