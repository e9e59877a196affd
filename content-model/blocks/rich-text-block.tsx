import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import { RichText } from '../rich-text/rich-text.tsx'
import type { richTextSchema } from './rich-text-block.schema.ts'

export function RichTextBlock({ blok }: PropsOf<typeof richTextSchema>) {
  return (
    <div className={`content-text content-text--${blok.width}`} {...editable(blok)}>
      <RichText doc={blok.text} />
    </div>
  )
}
