/**
 * Small geometry helpers for building the offline map data at build time
 * (scripts/build-map-data.ts): clipping Natural Earth polygons and lines to
 * the region the site's maps can show, and rounding coordinates so the
 * GeoJSON stays small. Pure functions, no dependencies.
 */

export type Position = [number, number]
export type Ring = Position[]

/** A lon/lat rectangle: west, south, east, north. */
export interface Box {
  west: number
  south: number
  east: number
  north: number
}

type Edge = 'west' | 'east' | 'south' | 'north'
const edges: readonly Edge[] = ['west', 'east', 'south', 'north']

function inside(p: Position, edge: Edge, box: Box): boolean {
  switch (edge) {
    case 'west':
      return p[0] >= box.west
    case 'east':
      return p[0] <= box.east
    case 'south':
      return p[1] >= box.south
    case 'north':
      return p[1] <= box.north
  }
}

function intersect(a: Position, b: Position, edge: Edge, box: Box): Position {
  if (edge === 'west' || edge === 'east') {
    const x = box[edge]
    const t = (x - a[0]) / (b[0] - a[0])
    return [x, a[1] + t * (b[1] - a[1])]
  }
  const y = box[edge]
  const t = (y - a[1]) / (b[1] - a[1])
  return [a[0] + t * (b[0] - a[0]), y]
}

/**
 * Clips a closed ring to the box (Sutherland–Hodgman). Returns a closed ring,
 * or null when nothing of it lies inside. Parts outside become stretches
 * along the box edge, which is what a filled land layer wants.
 */
export function clipRing(ring: readonly Position[], box: Box): Ring | null {
  // Work on the open ring (without the repeated first point).
  let points: Position[] = ring.slice(0, ring.length > 1 && samePoint(ring[0], ring[ring.length - 1]) ? -1 : undefined)
  for (const edge of edges) {
    if (points.length === 0) break
    const input = points
    points = []
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as Position
      const previous = input[(i + input.length - 1) % input.length] as Position
      const currentIn = inside(current, edge, box)
      const previousIn = inside(previous, edge, box)
      if (currentIn) {
        if (!previousIn) points.push(intersect(previous, current, edge, box))
        points.push(current)
      } else if (previousIn) {
        points.push(intersect(previous, current, edge, box))
      }
    }
  }
  if (points.length < 3) return null
  const first = points[0] as Position
  return [...points, [first[0], first[1]]]
}

function samePoint(a: Position | undefined, b: Position | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1]
}

/**
 * Clips a polyline to the box (Liang–Barsky per segment). A line that leaves
 * and re-enters the box becomes several lines.
 */
export function clipLine(line: readonly Position[], box: Box): Position[][] {
  const parts: Position[][] = []
  let current: Position[] = []
  for (let i = 1; i < line.length; i++) {
    const clipped = clipSegment(line[i - 1] as Position, line[i] as Position, box)
    if (!clipped) {
      if (current.length > 1) parts.push(current)
      current = []
      continue
    }
    const [a, b] = clipped
    if (current.length === 0 || !samePoint(current[current.length - 1], a)) {
      if (current.length > 1) parts.push(current)
      current = [a]
    }
    current.push(b)
    // The segment was cut at its end: the line leaves the box here.
    if (!samePoint(b, line[i])) {
      if (current.length > 1) parts.push(current)
      current = []
    }
  }
  if (current.length > 1) parts.push(current)
  return parts
}

function clipSegment(a: Position, b: Position, box: Box): [Position, Position] | null {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  let t0 = 0
  let t1 = 1
  const checks: [number, number][] = [
    [-dx, a[0] - box.west],
    [dx, box.east - a[0]],
    [-dy, a[1] - box.south],
    [dy, box.north - a[1]],
  ]
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return null
      continue
    }
    const r = q / p
    if (p < 0) {
      if (r > t1) return null
      if (r > t0) t0 = r
    } else {
      if (r < t0) return null
      if (r < t1) t1 = r
    }
  }
  const start: Position = t0 === 0 ? a : [a[0] + t0 * dx, a[1] + t0 * dy]
  const end: Position = t1 === 1 ? b : [a[0] + t1 * dx, a[1] + t1 * dy]
  return [start, end]
}

/**
 * Rounds coordinates to `decimals` places and drops points that collapse onto
 * their predecessor. Rings keep at least their closing point.
 */
export function roundLine(line: readonly Position[], decimals: number): Position[] {
  const f = 10 ** decimals
  const out: Position[] = []
  for (const [x, y] of line) {
    const p: Position = [Math.round(x * f) / f, Math.round(y * f) / f]
    if (!samePoint(out[out.length - 1], p)) out.push(p)
  }
  return out
}

/** Whether two boxes overlap. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north
}

/** The bounding box of a set of positions. */
export function boxOf(points: Iterable<Position>): Box {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const [x, y] of points) {
    if (x < west) west = x
    if (x > east) east = x
    if (y < south) south = y
    if (y > north) north = y
  }
  return { west, south, east, north }
}

/** Grows a box by `degrees` on every side. */
export function padBox(box: Box, degrees: number): Box {
  return { west: box.west - degrees, south: box.south - degrees, east: box.east + degrees, north: box.north + degrees }
}
