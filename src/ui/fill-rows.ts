/**
 * Card lists that fill their rows (issue 17: three news cards sat in a
 * four-column grid with a hole at the end). The list gets the class
 * `fill-rows` (ui.css) and its item count: it shows as many columns as fit
 * (1 from 0, 2 from 36rem, 3 from 54rem, 4 from 72rem of the list's own
 * width), never more than it has items nor more than `maxColumns`, and a
 * last row that is not full is centred under the others instead of leaving
 * a hole at its end.
 */
import type { CSSProperties } from 'react'

export function fillRows(items: number, options: { maxColumns?: number; className?: string } = {}): { className: string; style: CSSProperties } {
  const style: Record<string, number> = { '--items': Math.max(1, items) }
  if (options.maxColumns) style['--max-cols'] = options.maxColumns
  return { className: options.className ? `${options.className} fill-rows` : 'fill-rows', style: style as CSSProperties }
}
