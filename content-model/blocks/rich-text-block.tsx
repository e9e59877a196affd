import { defineBlock, type PropsOf } from '../block-definition.ts'
import { blok, optionField } from '../fields.ts'
import { editable } from '../render/editable.ts'
import { RichText } from '../rich-text/rich-text.tsx'
import { requiredRichText } from '../rich-text/rich-text-schema.ts'

/** Running text written in Storyblok's rich text editor. */
export const richTextSchema = blok('rich_text', {
  text: requiredRichText,
  width: optionField(['narrow', 'wide'], 'narrow'),
})

export function RichTextBlock({ blok }: PropsOf<typeof richTextSchema>) {
  return (
    <div className={`content-text content-text--${blok.width}`} {...editable(blok)}>
      <RichText doc={blok.text} />
    </div>
  )
}

export const richTextBlock = defineBlock(richTextSchema, RichTextBlock)
