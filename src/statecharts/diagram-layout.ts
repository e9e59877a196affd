/**
 * A machine's diagram as the browser receives it: boxes and arrows with
 * their positions, computed on the server (diagram-layout.server.ts) and
 * drawn as SVG by machine-diagram.tsx. Plain data, serialisable.
 */
import type { StateKind } from '#machines/kit/machine-structure.ts'

export interface DiagramPoint {
  x: number
  y: number
}

export interface DiagramBox {
  /** XState id of the state, e.g. `compare.selection.full`. */
  id: string
  /** The state's Danish name (labels/), e.g. `fuld (6 biler)` for `full`. */
  name: string
  kind: StateKind
  /** The initial state of its parent. */
  initial: boolean
  description: string
  x: number
  y: number
  width: number
  height: number
}

/**
 * One labelled arrow. Transitions with the same label into the same state
 * share it (no label is drawn twice): their sources feed a junction dot, from
 * which the one labelled arrow goes on to the target.
 */
export interface DiagramArrow {
  /** Stable key of the arrow (its first transition's key and target). */
  key: string
  /** The transitions it draws (keys of machine-structure.ts). */
  transitionKeys: string[]
  /** The states it leaves: one, or several joined at the junction. */
  sourceIds: string[]
  targetId: string
  /** The machine's own bookkeeping (journal, internal events): drawn only with "Vis tekniske overgange". */
  technical: boolean
  /** With several sources: each source's line into the junction. */
  feeds: DiagramPoint[][]
  junction: DiagramPoint | null
  /** The labelled route to the target (from the source or the junction): start, bend points, end. */
  points: DiagramPoint[]
  /** Danish: the event's short name, then the guard ("hvis …"), wrapped. */
  lines: string[]
  /** The full Danish text (the model's legend and the guard), for the tooltip. */
  title: string
  label: { x: number; y: number; width: number; height: number } | null
}

export interface DiagramLayout {
  machineId: string
  /** Drawn with the technical transitions (the page's toggle), or without. */
  technical: boolean
  width: number
  height: number
  boxes: DiagramBox[]
  arrows: DiagramArrow[]
}

/** The diagrams of a machine the page switches between: without and with its technical transitions. */
export interface DiagramLayouts {
  plain: DiagramLayout
  technical: DiagramLayout
}

/** Font size and line height of arrow labels (the layout reserves space for them); never below 12 px (issue 32). */
export const labelFontSize = 12
export const labelLineHeight = 15
/** Height of a compound state's title strip. */
export const titleHeight = 28
