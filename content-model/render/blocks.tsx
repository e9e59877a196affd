import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { TriangleAlert } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { invalidOf } from '../parsed-blok.ts'
import { useContent } from './content-context.tsx'
import { reportContentIssue } from './report.ts'

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
 * Renders one block from CMS content, as the server parsed it
 * (parse-content.ts): the block's component from the registry. A block the
 * server could not parse arrives as a marker and was reported there: it is
 * skipped, and in preview it shows a visible warning instead.
 */
export function Blok({ blok, contain = false }: { blok: unknown; contain?: boolean }) {
  const { registry, preview } = useContent()
  const invalid = invalidOf(blok)
  const { component: name, _uid: uid } = (blok ?? {}) as { component?: unknown; _uid?: unknown }
  if (invalid || typeof name !== 'string' || typeof uid !== 'string') {
    if (!preview) return null
    if (invalid?.problem === 'unknown' && typeof name === 'string') return <BlockWarning>{m.content_block_unknown({ name })}</BlockWarning>
    if (invalid?.problem === 'invalid' && typeof name === 'string')
      return <BlockWarning>{m.content_block_invalid({ name, issues: invalid.issues })}</BlockWarning>
    return <BlockWarning>{m.content_block_malformed()}</BlockWarning>
  }
  const definition = Object.hasOwn(registry, name) ? registry[name] : undefined
  if (!definition) {
    // The schemas and the registry list the same blocks (registry.test.tsx); this is the guard if they ever differ.
    reportContentIssue({ key: `unknown:${name}`, message: `Ukendt blok "${name}" vises ikke.` })
    return preview ? <BlockWarning>{m.content_block_unknown({ name })}</BlockWarning> : null
  }
  const Rendered = definition.component as ComponentType<{ blok: unknown }>
  const rendered = (
    <BlockBoundary name={name} uid={uid} preview={preview}>
      <Rendered blok={blok} />
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
        const uid = typeof item === 'object' && item !== null ? (item as { _uid?: unknown })._uid : undefined
        const key = typeof uid === 'string' && uid !== '' ? uid : `i${i}`
        return <Blok key={key} blok={item} contain={contain} />
      })}
    </>
  )
}
