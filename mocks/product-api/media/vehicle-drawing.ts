/**
 * Vehicle pictures drawn as small SVGs: a low-poly 3D model (an extruded side
 * profile with windows, wheel arches, lights and wheels), painted in the
 * vehicle's colour and projected from any angle. The profile comes from the
 * body style (hatchback, saloon, estate, SUV, coupé, cabriolet, MPV, vans) and
 * the model's size class (length, width, height, wheel size); the front from
 * the make (grille shape and size, badge shape, light signature; a closed
 * front for electric cars) and the tail from the make's light signature. The
 * same model gives the gallery's angles and the 24 frames of the photo
 * spinner, so they match. The interior is a separate flat drawing in the
 * interior colour.
 */
import type { SizeClass } from '../data/catalogue.ts'

export type ShapeName = 'hatchback' | 'saloon' | 'estate' | 'suv' | 'coupe' | 'convertible' | 'mpv' | 'panel_van' | 'crew_cab' | 'chassis_cab' | 'minibus'

/** What a vehicle looks like: the same look gives the same picture from every angle. */
export interface VehicleLook {
  shape: ShapeName
  /** Make slug ("mercedes-benz", "renault", …): grille, badge and lights. */
  make: string
  /** Size class of the model: length, width, height and wheel size. */
  size: SizeClass
  /** Electric: a closed front instead of a grille. */
  electric: boolean
  /** Paint, "#rrggbb". */
  colour: string
}

export interface DrawOptions extends VehicleLook {
  /** Degrees around the vertical axis; 0 = seen from the front, 90 = from the right side, 180 = from behind. */
  yaw: number
  title: string
}

type P2 = readonly [number, number]
type P3 = readonly [number, number, number]
type Role = 'paint' | 'glass' | 'roof' | 'front' | 'tail'

interface Part {
  /** Side profile, (x along the vehicle from the front, z up), in metres, going round. */
  profile: P2[]
  /** Role of each edge (profile[i] → profile[i + 1]); default paint. */
  roles: Record<number, Role>
  windows: P2[][]
  width: number
  /** Above the belt line the sides lean in (tumblehome): metres inwards per metre up. */
  belt: number
  tumble: number
  /** Paint override (a grey flatbed). */
  paint?: string
}

interface Shape {
  length: number
  parts: Part[]
  wheelRadius: number
  axles: [number, number]
  /** Taillights: the band of the tail face they take, as fractions of its height from below. */
  tailBand: [number, number]
}

// ---------------------------------------------------------------------------
// Proportions: size class × body style
// ---------------------------------------------------------------------------

/** Length, width, roof height of a car of the class (metres), and its wheel radius. */
const classes: Record<SizeClass, { l: number; w: number; h: number; r: number }> = {
  mini: { l: 3.7, w: 1.62, h: 1.5, r: 0.29 },
  small: { l: 4.05, w: 1.77, h: 1.45, r: 0.31 },
  compact: { l: 4.4, w: 1.8, h: 1.44, r: 0.33 },
  mid: { l: 4.75, w: 1.86, h: 1.44, r: 0.345 },
  large: { l: 4.95, w: 1.9, h: 1.47, r: 0.355 },
  luxury: { l: 5.2, w: 1.95, h: 1.5, r: 0.37 },
  sport: { l: 4.6, w: 1.94, h: 1.3, r: 0.36 },
  'van-small': { l: 4.5, w: 1.86, h: 1.84, r: 0.32 },
  'van-mid': { l: 5.1, w: 1.96, h: 1.97, r: 0.34 },
  'van-large': { l: 5.93, w: 2.02, h: 2.6, r: 0.38 },
}

type CarShape = 'hatchback' | 'saloon' | 'estate' | 'suv' | 'coupe' | 'convertible' | 'mpv'

interface CarStyle {
  /** Windscreen base as a share of the length. */
  ws: number
  /** Windscreen rake: metres back per metre up. */
  rake: number
  tail: 'hatch' | 'notch' | 'estate' | 'fast' | 'soft'
  /** Extra roof height, ground clearance and wheel radius (metres). */
  dh: number
  dc: number
  dr: number
  /** Front and rear overhang as shares of the length. */
  over: [number, number]
  /** Where the side windows are split (shares of the glasshouse), and where they end. */
  pillars: number[]
  end: number
  tumble: number
}

const carStyles: Record<CarShape, CarStyle> = {
  hatchback: { ws: 0.3, rake: 1.35, tail: 'hatch', dh: 0.02, dc: 0, dr: 0, over: [0.19, 0.16], pillars: [0.55], end: 1, tumble: 0.22 },
  saloon: { ws: 0.33, rake: 1.5, tail: 'notch', dh: 0, dc: 0, dr: 0, over: [0.2, 0.22], pillars: [0.52], end: 1, tumble: 0.22 },
  estate: { ws: 0.33, rake: 1.45, tail: 'estate', dh: 0.02, dc: 0, dr: 0, over: [0.2, 0.21], pillars: [0.4, 0.76], end: 1, tumble: 0.2 },
  suv: { ws: 0.3, rake: 1.2, tail: 'estate', dh: 0.22, dc: 0.12, dr: 0.03, over: [0.2, 0.19], pillars: [0.38, 0.75], end: 1, tumble: 0.18 },
  coupe: { ws: 0.36, rake: 1.75, tail: 'fast', dh: -0.08, dc: -0.02, dr: 0.01, over: [0.2, 0.2], pillars: [0.7], end: 1, tumble: 0.26 },
  convertible: { ws: 0.37, rake: 1.6, tail: 'soft', dh: -0.14, dc: -0.02, dr: 0.01, over: [0.2, 0.2], pillars: [], end: 0.62, tumble: 0.24 },
  mpv: { ws: 0.2, rake: 0.85, tail: 'estate', dh: 0.36, dc: 0.04, dr: 0, over: [0.18, 0.17], pillars: [0.34, 0.7], end: 1, tumble: 0.12 },
}

/** The polygon clipped to x0 ≤ x ≤ x1 (Sutherland–Hodgman; the polygon is convex). */
function clipX(poly: P2[], x0: number, x1: number): P2[] {
  const clip = (pts: P2[], keep: (p: P2) => boolean, x: number): P2[] => {
    const out: P2[] = []
    pts.forEach((p, i) => {
      const q = pts[(i + 1) % pts.length] as P2
      if (keep(p)) out.push(p)
      if (keep(p) !== keep(q)) out.push([x, p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0])])
    })
    return out
  }
  return clip(
    clip(poly, (p) => p[0] >= x0, x0),
    (p) => p[0] <= x1,
    x1,
  )
}

/** Side windows between the front and rear glass lines, split by pillars. */
function sideWindows(front: [P2, P2], rear: [P2, P2], belt: number, top: number, pillars: number[], end: number): P2[][] {
  const at = ([a, b]: [P2, P2], z: number) => a[0] + ((b[0] - a[0]) * (z - a[1])) / (b[1] - a[1])
  const x0 = Math.min(at(front, belt), at(front, top)) + 0.1
  const x1 = Math.max(at(rear, belt), at(rear, top)) - 0.1
  const house: P2[] = [
    [at(front, belt) + 0.1, belt],
    [at(front, top) + 0.1, top],
    [at(rear, top) - 0.1, top],
    [at(rear, belt) - 0.1, belt],
  ]
  const cuts = [0, ...pillars, end].map((f) => x0 + (x1 - x0) * f)
  return cuts.slice(1).map((c, i) => clipX(house, (cuts[i] as number) + (i === 0 ? 0 : 0.05), c - (i === cuts.length - 2 ? 0 : 0.05)))
}

function carShape(name: CarShape, size: SizeClass): Shape {
  const s = carStyles[name]
  const k = classes[size]
  const L = k.l
  const H = k.h + s.dh
  const c = 0.28 + s.dc
  const zN = c + 0.4 + (name === 'suv' ? 0.06 : 0)
  const zB = zN + 0.14
  const xW = s.ws * L
  const xT = xW + (H - zB) * s.rake
  const top: P2 = [xT, H]
  let rest: P2[]
  let roles: Record<number, Role>
  // Points after the windscreen top; edge 4 is the roof, 5 the rear glass.
  switch (s.tail) {
    case 'hatch':
      rest = [
        [L - 0.38, H - 0.03],
        [L - 0.08, zB + 0.08],
        [L, c],
      ]
      roles = { 5: 'glass', 6: 'tail' }
      break
    case 'notch':
      rest = [
        [0.64 * L, H - 0.03],
        [0.84 * L, zB + 0.06],
        [L - 0.05, zB + 0.02],
        [L, c],
      ]
      roles = { 5: 'glass', 7: 'tail' }
      break
    case 'estate':
      rest = [
        [L - 0.25, H - 0.04],
        [L - 0.07, zB + 0.1],
        [L, c],
      ]
      roles = { 5: 'glass', 6: 'tail' }
      break
    case 'fast':
      rest = [
        [0.56 * L, H - 0.02],
        [0.86 * L, zB + 0.04],
        [L - 0.04, zB],
        [L, c],
      ]
      roles = { 5: 'glass', 7: 'tail' }
      break
    case 'soft':
      rest = [
        [0.58 * L, H - 0.04],
        [0.78 * L, zB + 0.06],
        [L - 0.04, zB],
        [L, c],
      ]
      roles = { 3: 'glass', 4: 'roof', 5: 'roof', 7: 'tail' }
      break
  }
  const rearLine: [P2, P2] = [rest[0] as P2, rest[1] as P2]
  const profile: P2[] = [[0, c], [0.07, zN], [0.3, zN + 0.07], [xW, zB], top, ...rest]
  roles = { 0: 'front', 3: 'glass', ...roles }
  const windows = sideWindows([[xW, zB], top], rearLine, zB + 0.05, H - 0.07, s.pillars, s.end)
  return {
    length: L,
    parts: [{ profile, roles, windows, width: k.w, belt: zB + 0.05, tumble: s.tumble }],
    wheelRadius: k.r + s.dr,
    axles: [s.over[0] * L, L - s.over[1] * L],
    tailBand: [0.55, 0.92],
  }
}

function vanShape(name: 'panel_van' | 'crew_cab' | 'minibus' | 'chassis_cab', size: SizeClass): Shape {
  const k = classes[size.startsWith('van-') ? size : 'van-large']
  const H = name === 'minibus' ? Math.min(k.h, 2.0) : k.h
  const L = name === 'chassis_cab' ? 2.3 : k.l
  const c = 0.15 * H
  const zN = 0.38 * H
  const zB = 0.5 * H
  const xW = 0.78
  const xT = xW + (0.94 * H - zB) * 0.6
  const profile: P2[] = [
    [0, c],
    [0.05, zN],
    [0.28, zN + 0.13],
    [xW, zB],
    [xT, 0.94 * H],
    [xT + 0.25, H],
    [L, H],
    [L, c],
  ]
  const belt = zB + 0.08
  const top = H * 0.86
  const cab = xT + 0.85
  const rows = name === 'minibus' ? 3 : name === 'crew_cab' ? 2 : 1
  const windows = sideWindows(
    [
      [xW, zB],
      [xT, 0.94 * H],
    ],
    [
      [cab + (rows - 1) * 1.05 + 0.1, belt],
      [cab + (rows - 1) * 1.05 + 0.1, top],
    ],
    belt,
    top,
    Array.from({ length: rows - 1 }, (_, i) => (0.85 + i * 1.05) / (0.85 + (rows - 1) * 1.05)),
    1,
  )
  // A chassis cab's lights sit at the end of its flatbed, not on the cab's back wall.
  const parts: Part[] = [{ profile, roles: { 0: 'front', 3: 'glass', 6: name === 'chassis_cab' ? 'paint' : 'tail' }, windows, width: k.w, belt, tumble: 0.06 }]
  if (name === 'chassis_cab') {
    parts.push({
      profile: [
        [2.45, 0.95],
        [2.45, 1.4],
        [6.5, 1.4],
        [6.5, 0.95],
      ],
      roles: { 2: 'tail' },
      windows: [],
      width: 2.1,
      belt: 9,
      tumble: 0,
      paint: '#8d9296',
    })
  }
  const length = name === 'chassis_cab' ? 6.5 : L
  return { length, parts, wheelRadius: k.r, axles: [0.95, name === 'chassis_cab' ? 4.55 : L - 1.35], tailBand: [0.05, 0.4] }
}

function shapeFor(name: ShapeName, size: SizeClass): Shape {
  if (name === 'panel_van' || name === 'crew_cab' || name === 'minibus' || name === 'chassis_cab') return vanShape(name, size)
  return carShape(name, size.startsWith('van-') ? 'compact' : size)
}

// ---------------------------------------------------------------------------
// The make: grille, badge, lights
// ---------------------------------------------------------------------------

/** A flat detail on a face: points (y across the vehicle, s up the face), in metres. */
interface Decal {
  points: P2[]
  fill: string
}

const chrome = '#c9ced3'
const black = '#1c1d20'
const lamp = '#2a2d31'
const led = '#f4f7fa'
const red = '#b3121b'

type Grille =
  | 'mb'
  | 'panel'
  | 'slot'
  | 'lowtrap'
  | 'vertical'
  | 'frame'
  | 'kidney'
  | 'iron'
  | 'wide'
  | 'tiger'
  | 'cascade'
  | 'trapeze'
  | 'closed'
  | 'vee'
  | 'chevron'
  | 'vizor'
  | 'shark'
type Badge =
  | 'star'
  | 'ring'
  | 'roundel'
  | 'rings'
  | 'diamond'
  | 'dc'
  | 'oval'
  | 'blue-oval'
  | 'slanted-oval'
  | 'shield'
  | 'wordmark'
  | 'tee'
  | 'triangle'
  | 'star4'
  | 'ring-bar'
  | 'ring-green'
  | 'none'
type Lights = 'slim' | 'c' | 'y' | 'hammer' | 'fang' | 'bar' | 'split'

interface MakeStyle {
  grille: Grille
  /** The grille of its electric models (default a closed front). */
  evGrille?: Grille
  badge: Badge
  lights: Lights
  /** A light bar across the tail. */
  tailBar?: boolean
}

const makes: Record<string, MakeStyle> = {
  'mercedes-benz': { grille: 'mb', evGrille: 'panel', badge: 'star', lights: 'slim' },
  renault: { grille: 'slot', badge: 'diamond', lights: 'c' },
  dacia: { grille: 'slot', badge: 'dc', lights: 'y' },
  volkswagen: { grille: 'slot', badge: 'ring', lights: 'bar', tailBar: true },
  toyota: { grille: 'lowtrap', badge: 'oval', lights: 'split' },
  skoda: { grille: 'vertical', badge: 'ring-green', lights: 'slim' },
  audi: { grille: 'frame', badge: 'rings', lights: 'slim', tailBar: true },
  bmw: { grille: 'kidney', badge: 'roundel', lights: 'slim' },
  volvo: { grille: 'iron', badge: 'ring', lights: 'hammer' },
  peugeot: { grille: 'wide', badge: 'shield', lights: 'fang', tailBar: true },
  kia: { grille: 'tiger', badge: 'wordmark', lights: 'split', tailBar: true },
  hyundai: { grille: 'cascade', badge: 'slanted-oval', lights: 'split' },
  ford: { grille: 'trapeze', badge: 'blue-oval', lights: 'slim' },
  tesla: { grille: 'closed', badge: 'tee', lights: 'slim' },
  nissan: { grille: 'vee', badge: 'ring-bar', lights: 'slim' },
  citroen: { grille: 'chevron', badge: 'none', lights: 'split' },
  opel: { grille: 'vizor', badge: 'ring', lights: 'bar' },
  cupra: { grille: 'shark', badge: 'triangle', lights: 'split', tailBar: true },
  polestar: { grille: 'closed', badge: 'star4', lights: 'hammer', tailBar: true },
}
const plainMake: MakeStyle = { grille: 'trapeze', badge: 'ring', lights: 'slim' }

/** Both sides of a shape drawn on the right (y > 0). */
const both = (pts: P2[], fill: string): Decal[] => [
  { points: pts, fill },
  { points: pts.map(([y, s]) => [-y, s] as P2).reverse(), fill },
]
/** A polygon symmetric about the centre line, from its right half (top to bottom). */
const sym = (half: P2[], fill: string): Decal => ({
  points: [...half, ...[...half].reverse().map(([y, s]) => [-y, s] as P2)],
  fill,
})
const rect = (y0: number, y1: number, s0: number, s1: number, fill: string): Decal => ({
  points: [
    [y0, s0],
    [y1, s0],
    [y1, s1],
    [y0, s1],
  ],
  fill,
})
function ellipse(y: number, s: number, ry: number, rs: number, fill: string, n = 12, tilt = 0): Decal {
  return {
    points: Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2
      const [dy, ds] = [Math.cos(a) * ry, Math.sin(a) * rs]
      return [y + dy * Math.cos(tilt) - ds * Math.sin(tilt), s + dy * Math.sin(tilt) + ds * Math.cos(tilt)] as P2
    }),
    fill,
  }
}
/** A star of `n` points (inner radius ri). */
function star(y: number, s: number, r: number, ri: number, n: number, fill: string): Decal {
  return {
    points: Array.from({ length: n * 2 }, (_, i) => {
      const a = Math.PI / 2 + (i * Math.PI) / n
      const rr = i % 2 === 0 ? r : ri
      return [y + Math.cos(a) * rr, s + Math.sin(a) * rr] as P2
    }),
    fill,
  }
}

/** The grille (and lower air intake) on a fascia of half width hw and height fh. */
function grilleDecals(kind: Grille, hw: number, fh: number): Decal[] {
  const Y = (f: number) => f * hw
  const S = (f: number) => f * fh
  const intake = (w: number, s0 = 0.08, s1 = 0.22) => rect(-Y(w), Y(w), S(s0), S(s1), black)
  switch (kind) {
    case 'mb':
      return [
        sym(
          [
            [Y(0.42), S(0.8)],
            [Y(0.5), S(0.28)],
          ],
          black,
        ),
        rect(-Y(0.48), Y(0.48), S(0.5), S(0.55), chrome),
        intake(0.7),
      ]
    case 'panel':
      return [
        sym(
          [
            [Y(0.6), S(0.9)],
            [Y(0.55), S(0.58)],
          ],
          black,
        ),
        intake(0.45, 0.08, 0.16),
      ]
    case 'slot':
      return [rect(-Y(0.55), Y(0.55), S(0.62), S(0.8), black), intake(0.62, 0.1, 0.36)]
    case 'lowtrap':
      return [
        rect(-Y(0.35), Y(0.35), S(0.75), S(0.8), black),
        sym(
          [
            [Y(0.45), S(0.52)],
            [Y(0.75), S(0.08)],
          ],
          black,
        ),
      ]
    case 'vertical':
      return [
        rect(-Y(0.36), Y(0.36), S(0.34), S(0.82), chrome),
        rect(-Y(0.32), Y(0.32), S(0.38), S(0.78), black),
        rect(-Y(0.14), -Y(0.11), S(0.38), S(0.78), chrome),
        rect(Y(0.11), Y(0.14), S(0.38), S(0.78), chrome),
        intake(0.6),
      ]
    case 'frame':
      return [
        sym(
          [
            [Y(0.4), S(0.8)],
            [Y(0.5), S(0.68)],
            [Y(0.5), S(0.2)],
            [Y(0.36), S(0.06)],
          ],
          black,
        ),
      ]
    case 'kidney':
      return [
        ...both(
          [
            [Y(0.05), S(0.45)],
            [Y(0.3), S(0.42)],
            [Y(0.32), S(0.8)],
            [Y(0.06), S(0.84)],
          ],
          black,
        ),
        intake(0.6),
      ]
    case 'iron':
      return [
        rect(-Y(0.32), Y(0.32), S(0.34), S(0.82), chrome),
        rect(-Y(0.29), Y(0.29), S(0.37), S(0.79), black),
        {
          points: [
            [-Y(0.29), S(0.4)],
            [-Y(0.29), S(0.46)],
            [Y(0.29), S(0.79)],
            [Y(0.29), S(0.73)],
          ],
          fill: chrome,
        },
        intake(0.6),
      ]
    case 'wide':
      return [
        sym(
          [
            [Y(0.5), S(0.76)],
            [Y(0.68), S(0.5)],
            [Y(0.55), S(0.2)],
          ],
          black,
        ),
      ]
    case 'tiger':
      return [
        sym(
          [
            [Y(0.08), S(0.74)],
            [Y(0.36), S(0.8)],
            [Y(0.36), S(0.62)],
            [Y(0.08), S(0.56)],
          ],
          black,
        ),
        intake(0.55),
      ]
    case 'cascade':
      return [
        sym(
          [
            [Y(0.42), S(0.74)],
            [Y(0.62), S(0.45)],
            [Y(0.52), S(0.14)],
          ],
          black,
        ),
      ]
    case 'trapeze':
      return [
        sym(
          [
            [Y(0.4), S(0.8)],
            [Y(0.5), S(0.35)],
          ],
          black,
        ),
        intake(0.55),
      ]
    case 'closed':
      return [intake(0.4, 0.08, 0.15)]
    case 'vee':
      return [
        sym(
          [
            [Y(0.42), S(0.78)],
            [Y(0.3), S(0.3)],
          ],
          black,
        ),
        ...both(
          [
            [Y(0.42), S(0.78)],
            [Y(0.47), S(0.78)],
            [Y(0.06), S(0.22)],
            [Y(0), S(0.22)],
          ],
          chrome,
        ),
        intake(0.6, 0.06, 0.18),
      ]
    case 'chevron':
      return [
        rect(-Y(0.5), Y(0.5), S(0.3), S(0.56), black),
        ...[0.62, 0.72].map((s0) =>
          sym(
            [
              [Y(0), S(s0 + 0.1)],
              [Y(0.55), S(s0)],
              [Y(0.55), S(s0 - 0.05)],
              [Y(0), S(s0 + 0.05)],
            ],
            chrome,
          ),
        ),
      ]
    case 'vizor':
      return [rect(-Y(0.95), Y(0.95), S(0.62), S(0.9), black), intake(0.6)]
    case 'shark':
      return [
        sym(
          [
            [Y(0.56), S(0.56)],
            [Y(0.3), S(0.1)],
          ],
          black,
        ),
      ]
  }
}

/** The badge centred at (0, s), r its radius (metres). */
function badgeDecals(kind: Badge, s: number, r: number): Decal[] {
  switch (kind) {
    case 'star':
      return [ellipse(0, s, r, r, chrome, 14), ellipse(0, s, r * 0.84, r * 0.84, black, 14), star(0, s, r * 0.8, r * 0.16, 3, chrome)]
    case 'ring':
      return [ellipse(0, s, r, r, chrome), ellipse(0, s, r * 0.74, r * 0.74, black)]
    case 'ring-green':
      return [ellipse(0, s, r, r, chrome), ellipse(0, s, r * 0.74, r * 0.74, '#4ba82e')]
    case 'ring-bar':
      return [ellipse(0, s, r, r, chrome), ellipse(0, s, r * 0.8, r * 0.8, black), rect(-r * 1.4, r * 1.4, s - r * 0.22, s + r * 0.22, chrome)]
    case 'roundel':
      return [
        ellipse(0, s, r, r, chrome),
        ellipse(0, s, r * 0.84, r * 0.84, black),
        ellipse(0, s, r * 0.6, r * 0.6, led),
        rect(0, r * 0.42, s, s + r * 0.42, '#1c69d4'),
        rect(-r * 0.42, 0, s - r * 0.42, s, '#1c69d4'),
      ]
    case 'rings':
      return [-1.5, -0.5, 0.5, 1.5].flatMap((i) => [
        ellipse(i * r * 0.72, s, r * 0.5, r * 0.5, chrome, 10),
        ellipse(i * r * 0.72, s, r * 0.38, r * 0.38, black, 10),
      ])
    case 'diamond':
      return [ellipse(0, s, r * 0.8, r * 1.2, chrome, 4), ellipse(0, s, r * 0.42, r * 0.64, black, 4)]
    case 'dc':
      return [rect(-r * 1.5, r * 1.5, s - r * 0.35, s + r * 0.35, chrome), rect(-r * 0.15, r * 0.15, s - r * 0.35, s + r * 0.1, black)]
    case 'oval':
      return [ellipse(0, s, r * 1.3, r * 0.85, chrome), ellipse(0, s, r * 1.05, r * 0.62, black), ellipse(0, s, r * 0.3, r * 0.62, chrome, 8)]
    case 'blue-oval':
      return [ellipse(0, s, r * 1.5, r * 0.7, chrome), ellipse(0, s, r * 1.32, r * 0.54, '#1f3f8f')]
    case 'slanted-oval':
      return [ellipse(0, s, r * 1.3, r * 0.75, chrome, 12, 0.3), ellipse(0, s, r * 1.05, r * 0.52, black, 12, 0.3)]
    case 'shield':
      return [
        sym(
          [
            [0, s + r * 1.2],
            [r * 0.85, s + r],
            [r * 0.8, s - r * 0.5],
            [0, s - r * 1.2],
          ],
          chrome,
        ),
        sym(
          [
            [0, s + r * 0.9],
            [r * 0.6, s + r * 0.75],
            [r * 0.55, s - r * 0.4],
            [0, s - r * 0.9],
          ],
          black,
        ),
      ]
    case 'wordmark':
      return [
        {
          points: [
            [-r * 2, s - r * 0.3],
            [r * 1.8, s - r * 0.3],
            [r * 2, s + r * 0.3],
            [-r * 1.8, s + r * 0.3],
          ],
          fill: chrome,
        },
      ]
    case 'tee':
      return [
        sym(
          [
            [0, s + r * 0.8],
            [r, s + r],
            [r * 0.9, s + r * 0.7],
            [r * 0.2, s + r * 0.55],
            [r * 0.12, s - r],
            [0, s - r * 1.1],
          ],
          chrome,
        ),
      ]
    case 'triangle':
      return [
        sym(
          [
            [r * 1.1, s + r * 0.8],
            [0, s - r],
          ],
          '#b87333',
        ),
        sym(
          [
            [r * 0.5, s + r * 0.5],
            [0, s - r * 0.3],
          ],
          black,
        ),
      ]
    case 'star4':
      return [star(0, s, r, r * 0.18, 4, chrome)]
    case 'none':
      return []
  }
}

function lightDecals(kind: Lights, hw: number, fh: number): Decal[] {
  const Y = (f: number) => f * hw
  const S = (f: number) => f * fh
  const housing = (inner: number, s0: number, s1: number, rise = 0.06): Decal[] =>
    both(
      [
        [Y(inner), S(s0)],
        [Y(0.95), S(s0 + rise)],
        [Y(0.95), S(s1)],
        [Y(inner + 0.04), S(s1 - rise)],
      ],
      lamp,
    )
  switch (kind) {
    case 'slim':
      return [
        ...housing(0.5, 0.64, 0.92, 0.08),
        ...both(
          [
            [Y(0.56), S(0.8)],
            [Y(0.93), S(0.86)],
            [Y(0.93), S(0.9)],
            [Y(0.57), S(0.84)],
          ],
          led,
        ),
      ]
    case 'c':
      return [
        ...housing(0.58, 0.66, 0.9, 0.02),
        ...both(
          [
            [Y(0.95), S(0.66)],
            [Y(0.9), S(0.66)],
            [Y(0.9), S(0.36)],
            [Y(0.7), S(0.32)],
            [Y(0.7), S(0.26)],
            [Y(0.95), S(0.3)],
          ],
          led,
        ),
      ]
    case 'y':
      return [
        ...housing(0.6, 0.68, 0.9, 0.02),
        ...both(
          [
            [Y(0.62), S(0.76)],
            [Y(0.94), S(0.76)],
            [Y(0.94), S(0.81)],
            [Y(0.8), S(0.81)],
            [Y(0.66), S(0.89)],
            [Y(0.62), S(0.86)],
          ],
          led,
        ),
      ]
    case 'hammer':
      return [
        ...housing(0.56, 0.62, 0.92, 0.02),
        ...both(
          [
            [Y(0.6), S(0.75)],
            [Y(0.92), S(0.75)],
            [Y(0.92), S(0.8)],
            [Y(0.6), S(0.8)],
          ],
          led,
        ),
        ...both(
          [
            [Y(0.73), S(0.66)],
            [Y(0.78), S(0.66)],
            [Y(0.78), S(0.88)],
            [Y(0.73), S(0.88)],
          ],
          led,
        ),
      ]
    case 'fang':
      return [
        ...housing(0.56, 0.7, 0.9, 0.04),
        ...both(
          [
            [Y(0.74), S(0.66)],
            [Y(0.8), S(0.66)],
            [Y(0.74), S(0.28)],
            [Y(0.7), S(0.3)],
          ],
          led,
        ),
      ]
    case 'bar':
      return [...housing(0.6, 0.7, 0.9, 0.03), rect(-Y(0.95), Y(0.95), S(0.84), S(0.87), led)]
    case 'split':
      return [
        ...both(
          [
            [Y(0.5), S(0.86)],
            [Y(0.95), S(0.88)],
            [Y(0.95), S(0.92)],
            [Y(0.52), S(0.9)],
          ],
          led,
        ),
        ...housing(0.7, 0.46, 0.64, 0.02),
      ]
  }
}

function frontDecals(look: VehicleLook, hw: number, fh: number): Decal[] {
  const style = makes[look.make] ?? plainMake
  const grille = look.electric ? (style.evGrille ?? 'closed') : style.grille
  // Mercedes-Benz: the large star sits in the grille; other badges above it.
  const star = style.badge === 'star'
  const badgeAt = star ? fh * 0.56 : grille === 'slot' || grille === 'vizor' ? fh * 0.71 : fh * 0.66
  const r = star ? Math.min(0.11, fh * 0.22) : Math.min(0.06, fh * 0.12)
  return [...grilleDecals(grille, hw, fh), ...lightDecals(style.lights, hw, fh), ...badgeDecals(style.badge, badgeAt, r)]
}

function tailDecals(look: VehicleLook, shape: Shape, hw: number, th: number): Decal[] {
  const style = makes[look.make] ?? plainMake
  const [b0, b1] = shape.tailBand
  const S = (f: number) => f * th
  const lights = both(
    [
      [hw * 0.62, S(b0)],
      [hw * 0.96, S(b0)],
      [hw * 0.96, S(b1)],
      [hw * 0.6, S(b1 - (b1 - b0) * 0.3)],
    ],
    red,
  )
  const bar = style.tailBar ? [rect(-hw * 0.96, hw * 0.96, S(b1 - 0.08), S(b1 - 0.04), red)] : []
  const badge = badgeDecals(style.badge === 'star' ? 'star' : style.badge, S(b1 - (b1 - b0) / 2), 0.045)
  return [...lights, ...bar, ...badge]
}

// ---------------------------------------------------------------------------
// Projection and painting
// ---------------------------------------------------------------------------

interface Face {
  points: P3[]
  normal: P3
  fill: string
  /** Details are drawn after the body, when their parent face is visible. */
  parent?: Face
  shade?: boolean
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function shadeHex(hex: string, factor: number): string {
  const [r, g, b] = hexToRgb(hex)
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(c * factor)))
  return `#${[f(r), f(g), f(b)].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

const glass = '#26313b'
const tyre = '#1b1c1e'
const rim = '#b9bec3'
const arch = '#141517'

/** The part of a polygon below (or above) the height z (Sutherland–Hodgman against one line). */
function clipZ(poly: P2[], z: number, below: boolean): P2[] {
  const keep = (p: P2) => (below ? p[1] <= z : p[1] >= z)
  const out: P2[] = []
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length] as P2
    if (keep(p)) out.push(p)
    if (keep(p) !== keep(q)) out.push([p[0] + ((q[0] - p[0]) * (z - p[1])) / (q[1] - p[1]), z])
  })
  return out
}

function buildFaces(shape: Shape, look: VehicleLook): Face[] {
  const faces: Face[] = []
  const cx = shape.length / 2
  shape.parts.forEach((part, partIndex) => {
    const paint = part.paint ?? look.colour
    const half = part.width / 2
    /** Half width at height z: the glasshouse leans in above the belt. */
    const yAt = (z: number) => half - part.tumble * Math.max(0, z - part.belt)
    const pts = part.profile
    for (const side of [1, -1] as const) {
      const lean = Math.hypot(1, part.tumble)
      const planes: { poly: P2[]; normal: P3 }[] = [
        { poly: clipZ(pts, part.belt, true), normal: [0, side, 0] },
        { poly: clipZ(pts, part.belt, false), normal: [0, side / lean, part.tumble / lean] },
      ]
      const [lower, upper] = planes
        .filter((p) => p.poly.length > 2)
        .map(({ poly, normal }) => {
          const face: Face = {
            points: (side === 1 ? poly : [...poly].reverse()).map(([x, z]) => [x - cx, side * yAt(z), z] as P3),
            normal,
            fill: paint,
            shade: true,
          }
          faces.push(face)
          return face
        })
      const detail = (poly: P2[], fill: string, off: number, parent: Face | undefined) => {
        if (parent) faces.push({ points: poly.map(([x, z]) => [x - cx, side * (yAt(z) + off), z] as P3), normal: parent.normal, fill, parent })
      }
      if (partIndex === 0) {
        for (const axle of shape.axles) {
          const r = shape.wheelRadius + 0.06
          const archPoints = Array.from({ length: 9 }, (_, i) => {
            const a = Math.PI * (-0.12 + (1.24 * i) / 8)
            return [axle + Math.cos(a) * r, shape.wheelRadius + Math.sin(a) * r] as P2
          })
          detail(archPoints, arch, 0.003, lower)
        }
      }
      for (const w of part.windows) detail(w, glass, 0.005, upper ?? lower)
    }
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i] as P2
      const b = pts[(i + 1) % pts.length] as P2
      const dx = b[0] - a[0]
      const dz = b[1] - a[1]
      const len = Math.hypot(dx, dz) || 1
      // Profiles go clockwise in (x, z) seen from +y, so the outward normal is (-dz, dx); the strips are symmetric, so it has no y part.
      const normal: P3 = [-dz / len, 0, dx / len]
      const role = part.roles[i] ?? 'paint'
      const fill = role === 'glass' ? glass : role === 'roof' ? '#2b2c2f' : paint
      const strip: Face = {
        points: [
          [a[0] - cx, -yAt(a[1]), a[1]],
          [b[0] - cx, -yAt(b[1]), b[1]],
          [b[0] - cx, yAt(b[1]), b[1]],
          [a[0] - cx, yAt(a[1]), a[1]],
        ],
        normal,
        fill,
        shade: role !== 'glass',
      }
      faces.push(strip)
      if (role === 'front' || role === 'tail') {
        // Decals: (y, s) with s in metres up the face from its lower end.
        const [lo, hi] = a[1] <= b[1] ? [a, b] : [b, a]
        const h = Math.hypot(hi[0] - lo[0], hi[1] - lo[1])
        const decals = role === 'front' ? frontDecals(look, half, h) : tailDecals(look, shape, half, h)
        decals.forEach((d, k) => {
          const off = 0.004 + k * 0.0005
          faces.push({
            points: d.points.map(([dy, s]) => {
              const t = s / h
              const z = lo[1] + (hi[1] - lo[1]) * t
              return [lo[0] + (hi[0] - lo[0]) * t - cx + normal[0] * off, (dy * yAt(z)) / half, z + normal[2] * off] as P3
            }),
            normal,
            fill: d.fill,
            parent: strip,
          })
        })
      }
    }
  })
  return faces
}

function wheelFaces(shape: Shape, cx: number): { face: Face; side: 1 | -1 }[] {
  const out: { face: Face; side: 1 | -1 }[] = []
  const half = (shape.parts[0]?.width ?? 1.8) / 2 + 0.02
  for (const axle of shape.axles) {
    for (const side of [1, -1] as const) {
      for (const [r, fill, n] of [
        [shape.wheelRadius, tyre, 16],
        [shape.wheelRadius * 0.64, rim, 12],
        [shape.wheelRadius * 0.2, '#5d6166', 6],
      ] as const) {
        const points: P3[] = []
        for (let k = 0; k < n; k++) {
          const a = (k / n) * Math.PI * 2
          points.push([axle - cx + Math.cos(a) * r, side * (half + (fill === tyre ? 0 : 0.01)), shape.wheelRadius + Math.sin(a) * r])
        }
        out.push({ face: { points, normal: [0, side, 0], fill }, side })
      }
    }
  }
  return out
}

/** A coordinate with at most one decimal, without a trailing ".0". */
const num = (v: number) => String(Math.round(v * 10) / 10)

/** SVG of the vehicle from the given angle (960×600). */
export function drawVehicle(options: DrawOptions): string {
  const shape = shapeFor(options.shape, options.size)
  const theta = (options.yaw * Math.PI) / 180
  const phi = (12 * Math.PI) / 180
  const right: P3 = [Math.sin(theta), -Math.cos(theta), 0]
  const forward: P3 = [Math.cos(theta) * Math.cos(phi), Math.sin(theta) * Math.cos(phi), -Math.sin(phi)]
  const up: P3 = [Math.cos(theta) * Math.sin(phi), Math.sin(theta) * Math.sin(phi), Math.cos(phi)]
  const dot = (a: P3, b: P3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
  // Small cars are drawn smaller: the frame fits a 4.4 m car (longer ones fill it).
  const scale = 720 / Math.max(shape.length, 4.4)
  const originY = 430
  const project = (p: P3): [number, number] => [480 + dot(p, right) * scale, originY - dot(p, up) * scale]
  const visible = (f: Face) => dot(f.normal, forward) < -1e-6
  // Studio light from the camera's upper left, turning with the camera: every angle of one car is lit
  // alike, so its paint looks the same from the front, the side and the rear (issue 30: a light fixed
  // to the car left the rear in shadow, a darker colour than the other pictures).
  const towards: P3 = [
    -0.35 * right[0] + 0.55 * up[0] - 0.75 * forward[0],
    -0.35 * right[1] + 0.55 * up[1] - 0.75 * forward[1],
    -0.35 * right[2] + 0.55 * up[2] - 0.75 * forward[2],
  ]
  const lightLen = Math.hypot(...towards)
  const shadeOf = (f: Face) => {
    if (!f.shade) return f.fill
    const lambert = Math.max(0, dot(f.normal, towards) / lightLen)
    return shadeHex(f.fill, 0.8 + 0.24 * lambert)
  }
  const poly = (f: Face, fill = shadeOf(f)) => `<path d="M${f.points.map((p) => project(p).map(num).join(' ')).join('L')}Z" fill="${fill}"/>`

  const faces = buildFaces(shape, options)
  const body = faces.filter((f) => !f.parent && visible(f))
  const depth = (f: Face) => f.points.reduce((s, p) => s + dot(p, forward), 0) / f.points.length
  body.sort((a, b) => depth(b) - depth(a))
  const details = faces.filter((f) => f.parent && visible(f.parent) && visible(f))
  const wheels = wheelFaces(shape, shape.length / 2)
  const nearSide = dot([0, 1, 0], forward) < 0 ? 1 : -1
  // The far wheels show only their tyres, and seen from the side they are hidden behind the near ones.
  const far = wheels.filter((w) => w.side !== nearSide && w.face.fill === tyre && Math.abs(Math.sin(theta)) < 0.85).map((w) => poly(w.face, w.face.fill))
  const near = wheels.filter((w) => w.side === nearSide && Math.abs(Math.sin(theta)) > 0.08).map((w) => poly(w.face, w.face.fill))

  // Ground shadow: the footprint's projected extent.
  const foot = [
    [-shape.length / 2, -1, 0],
    [shape.length / 2, -1, 0],
    [shape.length / 2, 1, 0],
    [-shape.length / 2, 1, 0],
  ] as P3[]
  const xs = foot.map((p) => project(p)[0])
  const ys = foot.map((p) => project(p)[1])
  const shadow = `<ellipse cx="${num((Math.min(...xs) + Math.max(...xs)) / 2)}" cy="${num((Math.min(...ys) + Math.max(...ys)) / 2)}" rx="${num((Math.max(...xs) - Math.min(...xs)) / 2 + 20)}" ry="${num((Math.max(...ys) - Math.min(...ys)) / 2 + 10)}" fill="#000" opacity=".12"/>`

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 600" role="img" aria-label="${escapeXml(options.title)}">` +
    `<title>${escapeXml(options.title)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f6f7"/><stop offset="1" stop-color="#e2e5e8"/></linearGradient></defs>` +
    `<rect width="960" height="600" fill="url(#bg)"/>` +
    shadow +
    far.join('') +
    body.map((f) => poly(f)).join('') +
    details.map((f) => poly(f, f.fill)).join('') +
    near.join('') +
    `</svg>`
  )
}
/** The cabin seen from the back seat, in the interior colour. */
export function drawInterior(options: { colour: string; title: string; screen?: boolean }): string {
  const seat = options.colour
  const dark = shadeHex(seat, 0.7)
  const light2 = shadeHex(seat, 1.15)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 600" role="img" aria-label="${escapeXml(options.title)}">` +
    `<title>${escapeXml(options.title)}</title>` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0ee"/><stop offset="1" stop-color="#eef3f7"/></linearGradient></defs>` +
    `<rect width="960" height="600" fill="#2a2b2e"/>` +
    `<path d="M140 60H820L900 250H60Z" fill="url(#sky)"/>` +
    `<path d="M0 250Q480 190 960 250V330H0Z" fill="${dark}"/>` +
    (options.screen === false
      ? ''
      : `<rect x="400" y="232" width="200" height="70" rx="10" fill="#111418"/><rect x="410" y="242" width="180" height="50" rx="6" fill="#2f5d86" opacity=".85"/>`) +
    `<circle cx="285" cy="300" r="88" fill="none" stroke="#1d1e20" stroke-width="20"/><circle cx="285" cy="300" r="22" fill="#1d1e20"/>` +
    `<path d="M90 600V420Q90 370 140 366H330Q380 370 380 420V600Z" fill="${seat}"/><path d="M130 372Q235 330 340 372V330Q235 300 130 330Z" fill="${light2}"/>` +
    `<path d="M580 600V420Q580 370 630 366H820Q870 370 870 420V600Z" fill="${seat}"/><path d="M620 372Q725 330 830 372V330Q725 300 620 330Z" fill="${light2}"/>` +
    `<rect x="440" y="380" width="80" height="220" rx="14" fill="${dark}"/>` +
    `</svg>`
  )
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
}

/** Yaw of the named angles: spinner frames 2, 6 and 14, so the gallery and the spinner show the same pictures. */
export const angleYaw: Record<string, number> = { 'front-34': 30, side: 90, rear: 210 }
