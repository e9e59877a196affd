import type { PropsOf } from '../block-definition.ts'
import { blok, bloks, optionField } from '../fields.ts'
import { Blocks } from '../render/blocks.tsx'
import { editable } from '../render/editable.ts'
import { fillRows } from '#src/ui/fill-rows.ts'

/** Columns: 2, 3 or 4 side by side on wide screens, stacked on narrow ones. */
export const gridSchema = /* @__PURE__ */ blok('grid', {
  columns: /* @__PURE__ */ optionField(['2', '3', '4'], '3'),
  items: bloks,
})

export function Grid({ blok }: PropsOf<typeof gridSchema>) {
  return (
    <div {...fillRows(blok.items.length, { className: 'content-grid', maxColumns: Number(blok.columns) })} {...editable(blok)}>
      <Blocks items={blok.items} />
    </div>
  )
}
