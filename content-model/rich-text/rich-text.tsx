/**
 * Renders Storyblok rich text JSON as React elements. Safe by construction:
 * - only the node and mark types listed here become elements; the element and
 *   its few attributes are chosen here, never taken from the content;
 * - text is always a React text child (escaped), so `<script>` in content is
 *   just text; there is no dangerouslySetInnerHTML;
 * - links go through ContentLink (the external-navigation guard); a link with
 *   a forbidden protocol (javascript:, data:, …) renders as plain text;
 * - images must come from an allowed asset location;
 * - unknown nodes render their children (text stays readable), unknown marks
 *   are ignored; both are reported once.
 */
import type { ReactNode } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { isAllowedAssetUrl, resolveLink, type RawLink } from '../content-urls.ts'
import { ContentLink } from '../render/content-link.tsx'
import { Blocks } from '../render/blocks.tsx'
import { reportContentIssue } from '../render/report.ts'
import type { RichTextMark, RichTextNode } from './rich-text-schema.ts'

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function renderChildren(node: RichTextNode): ReactNode[] {
  return (node.content ?? []).map((child, i) => <RichTextNodeView key={i} node={child} />)
}

function linkFromAttrs(attrs: Record<string, unknown>): RawLink {
  const linktype = str(attrs.linktype) || 'url'
  const href = str(attrs.href)
  const story = attrs.story
  return {
    linktype: (['story', 'url', 'email', 'asset'].includes(linktype) ? linktype : 'url') as RawLink['linktype'],
    url: href,
    cached_url: href,
    email: linktype === 'email' ? href : undefined,
    id: str(attrs.uuid) || undefined,
    anchor: str(attrs.anchor) || undefined,
    story:
      typeof story === 'object' && story !== null && typeof (story as { full_slug?: unknown }).full_slug === 'string'
        ? { full_slug: (story as { full_slug: string }).full_slug }
        : undefined,
  }
}

function applyMark(mark: RichTextMark, inner: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{inner}</strong>
    case 'italic':
      return <em>{inner}</em>
    case 'strike':
      return <s>{inner}</s>
    case 'underline':
      return <u>{inner}</u>
    case 'code':
      return <code>{inner}</code>
    case 'superscript':
      return <sup>{inner}</sup>
    case 'subscript':
      return <sub>{inner}</sub>
    case 'highlight':
      return <mark>{inner}</mark>
    case 'link': {
      const resolved = resolveLink(linkFromAttrs(mark.attrs ?? {}))
      if (resolved === 'forbidden' || resolved === null) {
        if (resolved === 'forbidden') {
          reportContentIssue({
            key: `richtext-link:${str(mark.attrs?.href)}`,
            message: `Et link i en tekst er fjernet (forbudt adresse): ${str(mark.attrs?.href).slice(0, 80)}`,
          })
        }
        return <>{inner}</>
      }
      return <ContentLink link={resolved}>{inner}</ContentLink>
    }
    case 'anchor': {
      const id = str(mark.attrs?.id).replace(/[^a-zA-Z0-9_-]/g, '')
      return id ? <span id={id}>{inner}</span> : <>{inner}</>
    }
    case 'textStyle':
    case 'styled':
      // Colours and classes from the editor are not carried over: the site's styles decide.
      return <>{inner}</>
    default:
      reportContentIssue({ key: `richtext-mark:${mark.type}`, message: `Ukendt tekstformatering "${mark.type}" ignoreres.` })
      return <>{inner}</>
  }
}

function TextView({ node }: { node: RichTextNode }) {
  let out: ReactNode = node.text ?? ''
  // Links outermost, so formatting inside a link stays inside it.
  const marks = [...(node.marks ?? [])].sort((a, b) => Number(a.type === 'link') - Number(b.type === 'link'))
  for (const mark of marks) out = applyMark(mark, out)
  return <>{out}</>
}

function headingLevel(value: unknown): 2 | 3 | 4 {
  const n = typeof value === 'number' ? value : Number(value)
  // The page's h1 is its title; headings in text start at h2.
  if (!Number.isFinite(n) || n <= 2) return 2
  return n >= 4 ? 4 : 3
}

export function RichTextNodeView({ node }: { node: RichTextNode }): ReactNode {
  const attrs = node.attrs ?? {}
  switch (node.type) {
    case 'doc':
      return <>{renderChildren(node)}</>
    case 'text':
      return <TextView node={node} />
    case 'paragraph':
      return (node.content ?? []).length === 0 ? null : <p>{renderChildren(node)}</p>
    case 'heading': {
      const H = `h${headingLevel(attrs.level)}` as const
      return <H>{renderChildren(node)}</H>
    }
    case 'bullet_list':
      return <ul>{renderChildren(node)}</ul>
    case 'ordered_list': {
      const start = Number(attrs.order)
      return <ol start={Number.isInteger(start) && start > 1 ? start : undefined}>{renderChildren(node)}</ol>
    }
    case 'list_item':
      return <li>{renderChildren(node)}</li>
    case 'blockquote':
      return <blockquote>{renderChildren(node)}</blockquote>
    case 'horizontal_rule':
      return <hr />
    case 'hard_break':
      return <br />
    case 'code_block':
      return (
        <pre>
          <code>{renderChildren(node)}</code>
        </pre>
      )
    case 'table':
      return (
        // A wide table scrolls in its box; the box takes keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
        <div className="rich-text__table" role="region" aria-label={m.content_table_region()} tabIndex={0}>
          <table>
            <tbody>{renderChildren(node)}</tbody>
          </table>
        </div>
      )
    case 'tableRow':
      return <tr>{renderChildren(node)}</tr>
    case 'tableHeader':
      return <th scope="col">{renderChildren(node)}</th>
    case 'tableCell':
      return <td>{renderChildren(node)}</td>
    case 'emoji':
      return <>{str(attrs.emoji)}</>
    case 'image': {
      const src = str(attrs.src)
      if (!src || !isAllowedAssetUrl(src)) {
        reportContentIssue({
          key: `richtext-image:${src.slice(0, 80)}`,
          message: `Et billede i en tekst er fjernet (ikke tilladt adresse): ${src.slice(0, 80)}`,
        })
        return null
      }
      return <img src={src} alt={str(attrs.alt)} title={str(attrs.title) || undefined} loading="lazy" />
    }
    case 'blok':
      return Array.isArray(attrs.body) ? <Blocks items={attrs.body} /> : null
    default:
      reportContentIssue({ key: `richtext-node:${node.type}`, message: `Ukendt teksttype "${node.type}": kun teksten vises.` })
      return <>{renderChildren(node)}</>
  }
}

/** A rich text document; renders nothing for an empty document. */
export function RichText({ doc, className }: { doc: RichTextNode | null; className?: string }) {
  if (!doc) return null
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')}>
      <RichTextNodeView node={doc} />
    </div>
  )
}
