import type { PropsOf } from '../block-definition.ts'
import { blok, bloksOf, optionalText, requiredText } from '../fields.ts'
import { Blocks } from '../render/blocks.tsx'
import { editable } from '../render/editable.ts'
import { RichText } from '../rich-text/rich-text.tsx'
import { requiredRichText } from '../rich-text/rich-text-schema.ts'

export const faqItemSchema = /* @__PURE__ */ blok('faq_item', {
  question: requiredText,
  answer: requiredRichText,
})

/** Questions and answers, each a disclosure (<details>), keyboard-operable without script. */
export const faqSchema = /* @__PURE__ */ blok('faq', {
  heading: optionalText,
  items: /* @__PURE__ */ bloksOf(['faq_item']),
})

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
