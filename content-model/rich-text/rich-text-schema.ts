/**
 * Storyblok's rich text field: a ProseMirror/TipTap JSON document. The schema
 * only checks the tree's shape (type, text, attrs, marks, content); what each
 * node may become is decided by the renderer (rich-text.tsx), which builds
 * React elements from a fixed list of node and mark types and never passes
 * HTML or attributes through.
 */
import { z } from 'zod'

export interface RichTextMark {
  type: string
  attrs?: Record<string, unknown> | null | undefined
}

export interface RichTextNode {
  type: string
  text?: string | undefined
  attrs?: Record<string, unknown> | null | undefined
  marks?: RichTextMark[] | undefined
  content?: RichTextNode[] | undefined
}

// Written so that the browser's build can drop them (no type annotation between the name and the pure call).
const markSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ z.string(),
  attrs: /* @__PURE__ */ z.record(z.string(), z.unknown()).nullish(),
})

/* @__NO_SIDE_EFFECTS__ */
function nodeSchema(): z.ZodType<RichTextNode> {
  const node: z.ZodType<RichTextNode> = z.lazy(() =>
    z.looseObject({
      type: /* @__PURE__ */ z.string(),
      text: /* @__PURE__ */ z.string().optional(),
      attrs: /* @__PURE__ */ z.record(z.string(), z.unknown()).nullish(),
      marks: /* @__PURE__ */ z.array(markSchema).optional(),
      content: /* @__PURE__ */ z.array(node).optional(),
    }),
  )
  return node
}

export const richTextNodeSchema = /* @__PURE__ */ nodeSchema()

/** A rich text field; empty ('' or a doc without content) is null. */
export const richTextField = /* @__PURE__ */ z
  .union([richTextNodeSchema, z.literal('')])
  .nullish()
  .transform((doc, ctx): RichTextNode | null => {
    if (!doc) return null
    if (doc.type !== 'doc') {
      ctx.addIssue({ code: 'custom', message: 'rich text skal være et dokument (type "doc")' })
      return z.NEVER
    }
    return doc.content && doc.content.length > 0 ? doc : null
  })

export const requiredRichText = /* @__PURE__ */ richTextField.refine((d): d is RichTextNode => d !== null, 'tekst skal udfyldes')

/** The plain text of a rich text tree (for descriptions and search). */
export function richTextToPlainText(node: RichTextNode | null | undefined): string {
  if (!node) return ''
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'hard_break') return ' '
  const inner = (node.content ?? []).map(richTextToPlainText).join('')
  return ['paragraph', 'heading', 'list_item', 'blockquote'].includes(node.type) ? `${inner} ` : inner
}
