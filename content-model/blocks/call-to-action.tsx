import type { PropsOf } from '../block-definition.ts'
import { blok, bloksOf, optionField, optionalText, requiredText } from '../fields.ts'
import { Blocks } from '../render/blocks.tsx'
import { editable } from '../render/editable.ts'

/** A call to action: heading, text and one or more buttons. */
export const callToActionSchema = /* @__PURE__ */ blok('call_to_action', {
  heading: requiredText,
  text: optionalText,
  variant: /* @__PURE__ */ optionField(['brand', 'light'], 'brand'),
  buttons: /* @__PURE__ */ bloksOf(['button']),
})

export function CallToAction({ blok }: PropsOf<typeof callToActionSchema>) {
  return (
    <aside className={`cta cta--${blok.variant}`} aria-labelledby={`cta-${blok._uid}`} {...editable(blok)}>
      <div className="cta__text">
        <h2 id={`cta-${blok._uid}`}>{blok.heading}</h2>
        {blok.text && <p>{blok.text}</p>}
      </div>
      {blok.buttons.length > 0 && (
        <div className="cta__buttons">
          <Blocks items={blok.buttons} />
        </div>
      )}
    </aside>
  )
}
