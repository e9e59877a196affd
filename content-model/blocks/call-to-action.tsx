import type { PropsOf } from '../block-definition.ts'
import { Blocks } from '../render/blocks.tsx'
import { editable } from '../render/editable.ts'
import type { callToActionSchema } from './call-to-action.schema.ts'

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
