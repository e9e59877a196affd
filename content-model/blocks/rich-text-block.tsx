import type { PropsOf } from '../block-definition.ts'
import { blok, optionField } from '../fields.ts'
import { editable } from '../render/editable.ts'
import { RichText } from '../rich-text/rich-text.tsx'
import { requiredRichText } from '../rich-text/rich-text-schema.ts'

/** Running text written in Storyblok's rich text editor. */
export const richTextSchema = /* @__PURE__ */ blok('rich_text', {
  text: requiredRichText,
  width: /* @__PURE__ */ optionField(['narrow', 'wide'], 'narrow'),
})

export function RichTextBlock({ blok }: PropsOf<typeof richTextSchema>) {
  return (
    <div className={`content-text content-text--${blok.width}`} {...editable(blok)}>
      <RichText doc={blok.text} />
    </div>
  )
}
