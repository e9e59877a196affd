import type { PropsOf } from '../block-definition.ts'
import { Blocks } from '../render/blocks.tsx'
import { editable } from '../render/editable.ts'
import { RichText } from '../rich-text/rich-text.tsx'
import type { faqItemSchema, faqSchema } from './faq.schema.ts'

export function FaqItem({ blok }: PropsOf<typeof faqItemSchema>) {
  return (
    <details className="faq__item" {...editable(blok)}>
      <summary>{blok.question}</summary>
      <RichText doc={blok.answer} className="faq__answer" />
    </details>
  )
}

export function Faq({ blok }: PropsOf<typeof faqSchema>) {
  return (
    <div className="faq" {...editable(blok)}>
      {blok.heading && <h2>{blok.heading}</h2>}
      <Blocks items={blok.items} />
    </div>
  )
}
