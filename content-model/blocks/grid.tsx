import type { PropsOf } from '../block-definition.ts'
import { Blocks } from '../render/blocks.tsx'
import { editable } from '../render/editable.ts'
import { fillRows } from '#src/ui/fill-rows.ts'
import type { gridSchema } from './grid.schema.ts'

export function Grid({ blok }: PropsOf<typeof gridSchema>) {
  return (
    <div {...fillRows(blok.items.length, { className: 'content-grid', maxColumns: Number(blok.columns) })} {...editable(blok)}>
      <Blocks items={blok.items} />
    </div>
  )
}
