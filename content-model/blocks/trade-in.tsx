import { Repeat } from 'lucide-react'
import { Button } from '#src/ui/button.tsx'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import type { tradeInSchema } from './trade-in.schema.ts'

export function TradeIn({ blok }: PropsOf<typeof tradeInSchema>) {
  return (
    <section className="trade-in" aria-labelledby={`trade-in-${blok._uid}`} {...editable(blok)}>
      <Repeat aria-hidden="true" className="trade-in__icon" width={40} height={40} />
      <div>
        <h2 id={`trade-in-${blok._uid}`}>{blok.heading}</h2>
        <p>{blok.text}</p>
        <Button href={blok.link.href} external={blok.link.external} variant="secondary" size="large">
          {blok.link_label}
        </Button>
      </div>
    </section>
  )
}
