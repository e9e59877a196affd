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
  /** The state's name within its parent, e.g. `full`. */
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

export interface DiagramArrow {
  /** The transition's key (machine-structure.ts). */
  key: string
  sourceId: string
  targetId: string
  /** The route: start, bend points, end. */
  points: DiagramPoint[]
  /** Danish: the event, then the guard ("hvis …"), one wrapped line per entry. */
  lines: string[]
  label: { x: number; y: number; width: number; height: number } | null
}

export interface DiagramLayout {
  machineId: string
  width: number
  height: number
  boxes: DiagramBox[]
  arrows: DiagramArrow[]
}

/** Font size and line height of arrow labels (the layout reserves space for them). */
export const labelFontSize = 12
export const labelLineHeight = 15
/** Height of a compound state's title strip. */
export const titleHeight = 28
