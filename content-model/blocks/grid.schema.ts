/** The schema of the grid block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloks, optionField } from '../fields.ts'

/** Columns: 2, 3 or 4 side by side on wide screens, stacked on narrow ones. */
export const gridSchema = /* @__PURE__ */ blok('grid', {
  columns: /* @__PURE__ */ optionField(['2', '3', '4'], '3'),
  items: bloks,
})
