import { BadgeCheck, CalendarClock, Gauge, RefreshCcw, ShieldCheck, Ticket, Wrench, Zap, type LucideIcon } from 'lucide-react'
import type { z } from 'zod'
import { constants } from '#app.config'
import { formatInteger, formatList } from '#src/format/format.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { capitaliseSentence } from '#src/format/sentence.ts'
import type { BlokOf, PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import { useParsedChildren } from '../render/parsed-children.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'
import type { sellingPointSchema, sellingPointsSchema } from './selling-points.schema.ts'

const icons: Record<string, LucideIcon> = {
  check: BadgeCheck,
  shield: ShieldCheck,
  exchange: RefreshCcw,
  ticket: Ticket,
  gauge: Gauge,
  wrench: Wrench,
  calendar: CalendarClock,
  bolt: Zap,
}

type SellingPoint = Pick<z.output<typeof sellingPointSchema>, 'title' | 'text' | 'icon'> & { key: string; attrs?: Record<string, string> }

function usedCarPoints(): SellingPoint[] {
  const [inspection = '', exchange = '', familyPass = ''] = constants.usedCarSellingPoints
  return [
    { key: 'inspection', title: inspection, text: m.content_used_cars_inspection_text(), icon: 'shield' },
    { key: 'exchange', title: exchange, text: m.content_used_cars_exchange_text(), icon: 'exchange' },
    { key: 'family-pass', title: familyPass, text: m.content_used_cars_family_pass_text(), icon: 'ticket' },
  ]
}

function minileasePoints(): SellingPoint[] {
  const { includes, kmPerMonth, establishmentFeeOnRenewal } = constants.minilease
  const included = formatList(includes)
  const points: SellingPoint[] = [
    { key: 'included', title: m.content_minilease_included_title(), text: capitaliseSentence(m.content_minilease_included_text({ included })), icon: 'shield' },
    { key: 'km', title: m.content_minilease_km_title({ km: formatInteger(kmPerMonth) }), text: m.content_minilease_km_text(), icon: 'gauge' },
  ]
  if (establishmentFeeOnRenewal === 0) {
    points.push({ key: 'renewal', title: m.content_minilease_renewal_title(), text: m.content_minilease_renewal_text(), icon: 'calendar' })
  }
  return points
}

export function SellingPoints({ blok }: PropsOf<typeof sellingPointsSchema>) {
  const { valid, warnings } = useParsedChildren<BlokOf<typeof sellingPointSchema>>(blok.items)
  const points: SellingPoint[] =
    blok.source === 'used_cars'
      ? usedCarPoints()
      : blok.source === 'minilease'
        ? minileasePoints()
        : valid.map((p) => ({ key: p._uid, title: p.title, text: p.text, icon: p.icon, attrs: editable(p) }))
  return (
    <div className="selling-points" {...editable(blok)}>
      {blok.heading && <h2>{blok.heading}</h2>}
      {warnings}
      <ul {...fillRows(points.length, { className: 'selling-points__list' })}>
        {points.map((p) => {
          const Icon = icons[p.icon] ?? BadgeCheck
          return (
            <li key={p.key} className="selling-points__item" {...p.attrs}>
              <Icon aria-hidden="true" className="selling-points__icon" width={32} height={32} />
              <div>
                <h3 className="selling-points__title">{p.title}</h3>
                {p.text && <p>{p.text}</p>}
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** A selling point is rendered by its list; on its own it is the same card. */
export function SellingPointItem({ blok }: PropsOf<typeof sellingPointSchema>) {
  const Icon = icons[blok.icon] ?? BadgeCheck
  return (
    <div className="selling-points__item" {...editable(blok)}>
      <Icon aria-hidden="true" className="selling-points__icon" width={32} height={32} />
      <div>
        <h3 className="selling-points__title">{blok.title}</h3>
        {blok.text && <p>{blok.text}</p>}
      </div>
    </div>
  )
}
