/**
 * Vehicle pictures drawn as small SVGs: a low-poly 3D model per body shape (an
 * extruded side profile with windows, lights and wheels), painted in the
 * vehicle's colour and projected from any angle. The same model gives the
 * front 3/4, side and rear pictures and the 24 frames of the photo spinner, so
 * they match. The interior is a separate flat drawing in the interior colour.
 */

export type ShapeName = 'hatchback' | 'saloon' | 'estate' | 'suv' | 'coupe' | 'convertible' | 'mpv' | 'panel_van' | 'crew_cab' | 'chassis_cab' | 'minibus'

type P2 = readonly [number, number]

interface Part {
  /** Side profile, (x along the car from the front, z up), in metres, going round. */
  profile: P2[]
  /** Edge index (profile[i] → profile[i+1]) → material. Default body paint. */
  edges?: Record<number, 'glass' | 'roof' | 'dark'>
  /** Windows on the side faces. */
  windows?: P2[][]
  width: number
  /** Paint override (e.g. a grey flatbed). */
  paint?: string
}

interface Shape {
  length: number
  parts: Part[]
  wheelRadius: number
  axles: [number, number]
  /** Front and rear light edges of the first part, with the z band of the lights. */
  headlight: { edge: number; band: [number, number] }
  taillight: { edge: number; band: [number, number] }
}

function carShape(
  profile: P2[],
  windscreen: number,
  rear: number | null,
  windows: P2[][],
  opts: { width?: number; wheel?: number; axles: [number, number]; roof?: number[] },
): Shape {
  const last = profile.length - 1
  const edges: Record<number, 'glass' | 'roof' | 'dark'> = { [windscreen]: 'glass' }
  if (rear !== null) edges[rear] = 'glass'
  for (const r of opts.roof ?? []) edges[r] = 'roof'
  const length = Math.max(...profile.map((p) => p[0]))
  return {
    length,
    parts: [{ profile, edges, windows, width: opts.width ?? 1.82 }],
    wheelRadius: opts.wheel ?? 0.33,
    axles: opts.axles,
    headlight: { edge: 1, band: [0.25, 0.95] },
    taillight: { edge: last - 1, band: [0.1, 0.9] },
  }
}

const shapes: Record<ShapeName, Shape> = {
  hatchback: carShape(
    [
      [0, 0.3],
      [0.02, 0.62],
      [0.18, 0.8],
      [1.05, 0.93],
      [1.75, 1.42],
      [3.2, 1.45],
      [3.95, 1.12],
      [4.08, 0.95],
      [4.1, 0.3],
    ],
    3,
    5,
    [
      [
        [1.85, 0.98],
        [2.1, 1.34],
        [2.75, 1.36],
        [2.75, 0.98],
      ],
      [
        [2.85, 0.98],
        [2.85, 1.36],
        [3.2, 1.36],
        [3.62, 1.02],
      ],
    ],
    { axles: [0.82, 3.35] },
  ),
  saloon: carShape(
    [
      [0, 0.3],
      [0.02, 0.62],
      [0.22, 0.78],
      [1.3, 0.9],
      [2.0, 1.4],
      [3.35, 1.43],
      [4.1, 1.0],
      [4.75, 0.96],
      [4.8, 0.3],
    ],
    3,
    5,
    [
      [
        [2.1, 0.96],
        [2.35, 1.33],
        [3.0, 1.35],
        [3.0, 0.96],
      ],
      [
        [3.1, 0.96],
        [3.1, 1.35],
        [3.35, 1.35],
        [3.85, 1.0],
      ],
    ],
    { axles: [0.95, 3.85], wheel: 0.34 },
  ),
  estate: carShape(
    [
      [0, 0.3],
      [0.02, 0.62],
      [0.22, 0.78],
      [1.3, 0.9],
      [2.0, 1.44],
      [4.45, 1.45],
      [4.75, 1.05],
      [4.8, 0.3],
    ],
    3,
    5,
    [
      [
        [2.1, 0.96],
        [2.32, 1.36],
        [3.0, 1.37],
        [3.0, 0.96],
      ],
      [
        [3.1, 0.96],
        [3.1, 1.37],
        [3.85, 1.37],
        [3.85, 0.96],
      ],
      [
        [3.95, 0.98],
        [3.95, 1.37],
        [4.35, 1.37],
        [4.5, 1.02],
      ],
    ],
    { axles: [0.95, 3.85], wheel: 0.34 },
  ),
  suv: carShape(
    [
      [0, 0.42],
      [0.03, 0.82],
      [0.22, 1.0],
      [1.2, 1.12],
      [1.85, 1.62],
      [4.3, 1.64],
      [4.62, 1.22],
      [4.7, 0.42],
    ],
    3,
    5,
    [
      [
        [1.95, 1.17],
        [2.2, 1.55],
        [2.95, 1.56],
        [2.95, 1.17],
      ],
      [
        [3.05, 1.17],
        [3.05, 1.56],
        [3.75, 1.56],
        [3.75, 1.17],
      ],
      [
        [3.85, 1.18],
        [3.85, 1.56],
        [4.2, 1.56],
        [4.4, 1.22],
      ],
    ],
    { axles: [0.95, 3.75], wheel: 0.38, width: 1.9 },
  ),
  coupe: carShape(
    [
      [0, 0.3],
      [0.02, 0.6],
      [0.22, 0.75],
      [1.45, 0.88],
      [2.2, 1.34],
      [3.1, 1.37],
      [4.2, 0.98],
      [4.58, 0.9],
      [4.6, 0.3],
    ],
    3,
    5,
    [
      [
        [2.3, 0.94],
        [2.5, 1.28],
        [3.15, 1.3],
        [3.75, 0.98],
      ],
    ],
    { axles: [0.95, 3.7], wheel: 0.34 },
  ),
  convertible: carShape(
    [
      [0, 0.3],
      [0.02, 0.6],
      [0.22, 0.75],
      [1.45, 0.88],
      [2.05, 1.24],
      [3.0, 1.26],
      [3.65, 0.98],
      [4.58, 0.92],
      [4.6, 0.3],
    ],
    3,
    null,
    [
      [
        [2.15, 0.94],
        [2.3, 1.18],
        [2.9, 1.19],
        [2.9, 0.94],
      ],
    ],
    { axles: [0.95, 3.7], wheel: 0.34, roof: [4, 5] },
  ),
  mpv: carShape(
    [
      [0, 0.35],
      [0.03, 0.75],
      [0.22, 0.95],
      [0.85, 1.08],
      [1.55, 1.76],
      [4.35, 1.8],
      [4.48, 1.3],
      [4.5, 0.35],
    ],
    3,
    5,
    [
      [
        [1.65, 1.14],
        [1.85, 1.68],
        [2.55, 1.7],
        [2.55, 1.14],
      ],
      [
        [2.65, 1.14],
        [2.65, 1.7],
        [3.6, 1.71],
        [3.6, 1.14],
      ],
      [
        [3.7, 1.14],
        [3.7, 1.71],
        [4.2, 1.72],
        [4.32, 1.2],
      ],
    ],
    { axles: [0.8, 3.6], wheel: 0.34, width: 1.86 },
  ),
  panel_van: vanShape(2.6, 5.93, [
    [
      [1.45, 1.45],
      [1.68, 2.2],
      [2.25, 2.22],
      [2.25, 1.45],
    ],
  ]),
  crew_cab: vanShape(2.6, 5.93, [
    [
      [1.45, 1.45],
      [1.68, 2.2],
      [2.25, 2.22],
      [2.25, 1.45],
    ],
    [
      [2.4, 1.45],
      [2.4, 2.22],
      [3.4, 2.22],
      [3.4, 1.45],
    ],
  ]),
  minibus: vanShape(2.0, 5.14, [
    [
      [1.45, 1.3],
      [1.62, 1.86],
      [2.2, 1.88],
      [2.2, 1.3],
    ],
    [
      [2.32, 1.3],
      [2.32, 1.88],
      [3.3, 1.88],
      [3.3, 1.3],
    ],
    [
      [3.42, 1.3],
      [3.42, 1.88],
      [4.4, 1.88],
      [4.4, 1.3],
    ],
  ]),
  chassis_cab: {
    length: 6.5,
    parts: [
      {
        profile: [
          [0, 0.45],
          [0.02, 0.95],
          [0.25, 1.2],
          [0.75, 1.35],
          [1.38, 2.4],
          [1.7, 2.56],
          [2.3, 2.56],
          [2.3, 0.45],
        ],
        edges: { 3: 'glass' },
        windows: [
          [
            [1.45, 1.45],
            [1.68, 2.2],
            [2.15, 2.22],
            [2.15, 1.45],
          ],
        ],
        width: 2.0,
      },
      {
        profile: [
          [2.45, 0.95],
          [2.45, 1.4],
          [6.5, 1.4],
          [6.5, 0.95],
        ],
        width: 2.1,
        paint: '#8d9296',
      },
    ],
    wheelRadius: 0.38,
    axles: [0.95, 4.55],
    headlight: { edge: 1, band: [0.3, 0.95] },
    taillight: { edge: 6, band: [0.05, 0.35] },
  },
}

function vanShape(height: number, length: number, windows: P2[][]): Shape {
  return {
    length,
    parts: [
      {
        profile: [
          [0, 0.4],
          [0.02, 0.92],
          [0.25, 1.15],
          [0.75, 1.3],
          [1.35, height - 0.2],
          [1.62, height],
          [length, height],
          [length, 0.4],
        ],
        edges: { 3: 'glass' },
        windows,
        width: 2.02,
      },
    ],
    wheelRadius: 0.38,
    axles: [0.95, length - 1.35],
    headlight: { edge: 1, band: [0.3, 0.95] },
    taillight: { edge: 6, band: [0.1, 0.45] },
  }
}

// ---------------------------------------------------------------------------
// Projection and painting
// ---------------------------------------------------------------------------

type P3 = readonly [number, number, number]

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
const light = { x: -0.45, y: -0.55, z: 0.7 }

export interface DrawOptions {
  shape: ShapeName
  colour: string
  /** Degrees around the vertical axis; 0 = seen from the front, 90 = from the right side, 180 = from behind. */
  yaw: number
  title: string
}

function buildFaces(shape: Shape, colour: string): Face[] {
  const faces: Face[] = []
  const cx = shape.length / 2
  shape.parts.forEach((part, partIndex) => {
    const paint = part.paint ?? colour
    const half = part.width / 2
    const pts = part.profile
    const sides: Face[] = []
    for (const side of [1, -1] as const) {
      const y = side * half
      const face: Face = {
        points: (side === 1 ? pts : [...pts].reverse()).map(([x, z]) => [x - cx, y, z] as P3),
        normal: [0, side, 0],
        fill: paint,
        shade: true,
      }
      faces.push(face)
      sides.push(face)
      for (const w of part.windows ?? []) {
        faces.push({ points: w.map(([x, z]) => [x - cx, y + side * 0.005, z] as P3), normal: [0, side, 0], fill: glass, parent: face })
      }
    }
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i] as P2
      const b = pts[(i + 1) % pts.length] as P2
      const dx = b[0] - a[0]
      const dz = b[1] - a[1]
      const len = Math.hypot(dx, dz) || 1
      // Profiles go clockwise in (x, z) seen from +y, so the outward normal is (-dz, dx).
      const normal: P3 = [-dz / len, 0, dx / len]
      const material = part.edges?.[i]
      const fill = material === 'glass' ? glass : material === 'roof' || material === 'dark' ? '#2b2c2f' : paint
      const strip: Face = {
        points: [
          [a[0] - cx, -half, a[1]],
          [b[0] - cx, -half, b[1]],
          [b[0] - cx, half, b[1]],
          [a[0] - cx, half, a[1]],
        ],
        normal,
        fill,
        shade: material !== 'glass',
      }
      faces.push(strip)
      if (partIndex === 0 && (i === shape.headlight.edge || i === shape.taillight.edge)) {
        const front = i === shape.headlight.edge
        const [t0, t1] = front ? shape.headlight.band : shape.taillight.band
        const at = (t: number): [number, number] => [a[0] + dx * t, a[1] + dz * t]
        const [p0, p1] = [at(t0), at(t1)]
        for (const s of [1, -1]) {
          const y0 = s * half * 0.92
          const y1 = s * half * (front ? 0.55 : 0.6)
          const off = 0.004
          faces.push({
            points: [
              [p0[0] - cx + normal[0] * off, y0, p0[1] + normal[2] * off],
              [p1[0] - cx + normal[0] * off, y0, p1[1] + normal[2] * off],
              [p1[0] - cx + normal[0] * off, y1, p1[1] + normal[2] * off],
              [p0[0] - cx + normal[0] * off, y1, p0[1] + normal[2] * off],
            ],
            normal,
            fill: front ? '#f4f6f8' : '#b3121b',
            parent: strip,
          })
        }
        if (front) {
          // Grille between the headlights.
          faces.push({
            points: [
              [p0[0] - cx + normal[0] * 0.004, -half * 0.45, p0[1] - 0.12],
              [p1[0] - cx + normal[0] * 0.004, -half * 0.45, p1[1] - 0.02],
              [p1[0] - cx + normal[0] * 0.004, half * 0.45, p1[1] - 0.02],
              [p0[0] - cx + normal[0] * 0.004, half * 0.45, p0[1] - 0.12],
            ],
            normal,
            fill: '#202225',
            parent: strip,
          })
        }
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
      for (const [r, fill] of [
        [shape.wheelRadius, tyre],
        [shape.wheelRadius * 0.62, rim],
      ] as const) {
        const points: P3[] = []
        for (let k = 0; k < 16; k++) {
          const a = (k / 16) * Math.PI * 2
          points.push([axle - cx + Math.cos(a) * r, side * (half + (fill === rim ? 0.01 : 0)), shape.wheelRadius + Math.sin(a) * r])
        }
        out.push({ face: { points, normal: [0, side, 0], fill }, side })
      }
    }
  }
  return out
}

/** SVG of the vehicle from the given angle (960×600). */
export function drawVehicle(options: DrawOptions): string {
  const shape = shapes[options.shape]
  const theta = (options.yaw * Math.PI) / 180
  const phi = (12 * Math.PI) / 180
  const right: P3 = [Math.sin(theta), -Math.cos(theta), 0]
  const forward: P3 = [Math.cos(theta) * Math.cos(phi), Math.sin(theta) * Math.cos(phi), -Math.sin(phi)]
  const up: P3 = [Math.cos(theta) * Math.sin(phi), Math.sin(theta) * Math.sin(phi), Math.cos(phi)]
  const dot = (a: P3, b: P3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
  const scale = 720 / Math.max(shape.length, 4.2)
  const originY = 430
  const project = (p: P3): [number, number] => [480 + dot(p, right) * scale, originY - (dot(p, up) - 0.0) * scale]
  const visible = (f: Face) => dot(f.normal, forward) < -1e-6
  const lightLen = Math.hypot(light.x, light.y, light.z)
  const shadeOf = (f: Face) => {
    if (!f.shade) return f.fill
    const lambert = Math.max(0, (f.normal[0] * light.x + f.normal[1] * light.y + f.normal[2] * light.z) / lightLen)
    return shadeHex(f.fill, 0.62 + 0.5 * lambert)
  }
  const poly = (f: Face, fill = shadeOf(f)) =>
    `<path d="M${f.points
      .map((p) =>
        project(p)
          .map((v) => v.toFixed(1))
          .join(' '),
      )
      .join('L')}Z" fill="${fill}"/>`

  const faces = buildFaces(shape, options.colour)
  const body = faces.filter((f) => !f.parent && visible(f))
  const depth = (f: Face) => f.points.reduce((s, p) => s + dot(p, forward), 0) / f.points.length
  body.sort((a, b) => depth(b) - depth(a))
  const details = faces.filter((f) => f.parent && visible(f.parent) && visible(f))
  const wheels = wheelFaces(shape, shape.length / 2)
  const nearSide = dot([0, 1, 0], forward) < 0 ? 1 : -1
  const far = wheels.filter((w) => w.side !== nearSide).map((w) => poly(w.face, w.face.fill))
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
  const shadow = `<ellipse cx="${((Math.min(...xs) + Math.max(...xs)) / 2).toFixed(1)}" cy="${((Math.min(...ys) + Math.max(...ys)) / 2).toFixed(1)}" rx="${((Math.max(...xs) - Math.min(...xs)) / 2 + 20).toFixed(1)}" ry="${((Math.max(...ys) - Math.min(...ys)) / 2 + 10).toFixed(1)}" fill="#000" opacity=".12"/>`

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

/** Yaw of the named angles. */
export const angleYaw: Record<string, number> = { 'front-34': 35, side: 90, rear: 215 }
