// Outdoor scenes: campus, city skyline, graduation, mountains, coast and desert city. Each draws on a 1600×900
// canvas with layered gradients, silhouettes and soft light.

import { mix } from './palette'
import {
  birds,
  clouds,
  H,
  mountainPoints,
  peakArea,
  peakShadows,
  ridgePoints,
  shimmer,
  sky,
  stars,
  sun,
  W,
  windows,
  type SceneContext,
} from './scene-parts'
import { between, n, pick, pts, smoothArea } from './svg-kit'

/** A round-canopy tree silhouette. */
function tree(ctx: SceneContext, x: number, base: number, size: number, fill: string): string {
  let out = `<rect x="${n(x - size * 0.05)}" y="${n(base - size * 0.55)}" width="${n(size * 0.1)}" height="${n(size * 0.55)}" fill="${fill}"/>`
  const blobs = 5
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2
    const bx = x + Math.cos(a) * size * 0.28
    const by = base - size * 0.82 + Math.sin(a) * size * 0.2
    out += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(size * between(ctx.rand, 0.26, 0.34))}" fill="${fill}"/>`
  }
  return out + `<circle cx="${n(x)}" cy="${n(base - size * 0.95)}" r="${n(size * 0.32)}" fill="${fill}"/>`
}

/** A conifer silhouette in three tiers. */
function pine(x: number, base: number, h: number, fill: string): string {
  const w = h * 0.42
  let out = `<rect x="${n(x - h * 0.025)}" y="${n(base - h * 0.15)}" width="${n(h * 0.05)}" height="${n(h * 0.15)}" fill="${fill}"/>`
  for (let t = 0; t < 3; t++) {
    const top = base - h + t * h * 0.22
    const bottom = base - h * 0.12 - (2 - t) * h * 0.2
    const half = w * (0.55 + t * 0.22)
    out += `<polygon points="${pts([
      [x, top],
      [x + half, bottom],
      [x - half, bottom],
    ])}" fill="${fill}"/>`
  }
  return out
}

/** An arched window: a rectangle with a semicircular top. */
function arch(x: number, y: number, w: number, h: number): string {
  const r = w / 2
  return `M${n(x)},${n(y + h)} L${n(x)},${n(y + r)} A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)} L${n(x + w)},${n(y + h)} Z`
}

/** A small walking figure (head and a tapered body). */
function figure(x: number, base: number, h: number, fill: string): string {
  const head = h * 0.13
  return (
    `<circle cx="${n(x)}" cy="${n(base - h + head)}" r="${n(head)}" fill="${fill}"/>` +
    `<path d="M${n(x - h * 0.16)},${n(base)} L${n(x - h * 0.14)},${n(base - h * 0.62)} Q${n(x)},${n(base - h * 0.8)} ${n(x + h * 0.14)},${n(base - h * 0.62)} L${n(x + h * 0.16)},${n(base)} Z" fill="${fill}"/>`
  )
}

/** A glowing lamp post. */
function lamp(ctx: SceneContext, x: number, base: number, h: number): string {
  const glow = ctx.defs.radial([
    [0, ctx.c.glow, 0.9],
    [0.25, ctx.c.accentLight, 0.45],
    [1, ctx.c.accentLight, 0],
  ])
  return (
    `<rect x="${n(x - 2)}" y="${n(base - h)}" width="4" height="${n(h)}" fill="${ctx.c.near}"/>` +
    `<circle cx="${n(x)}" cy="${n(base - h)}" r="${n(h * 0.45)}" fill="${glow}"/>` +
    `<circle cx="${n(x)}" cy="${n(base - h)}" r="${n(Math.max(3, h * 0.07))}" fill="${ctx.c.glow}"/>`
  )
}

export function campus(ctx: SceneContext): string {
  const { c, defs, rand } = ctx
  let s = sky(
    ctx,
    [
      [0, c.skyTop],
      [0.45, c.skyMid],
      [0.8, mix(c.brandLight, c.accentLight, 0.55)],
      [1, c.horizon],
    ],
    720,
  )
  s += sun(ctx, 1130, 452, 58)
  s += clouds(ctx, 5, 110, 360, c.tint, 0.35)
  s += birds(ctx, 5, 200, 600, 160, 300, c.ink)
  s += `<path d="${smoothArea(ridgePoints(rand, 640, 70, 8), 720)}" fill="${mix(c.far, c.horizon, 0.25)}"/>`
  // Distant campus buildings.
  const farFill = mix(c.far, c.mid, 0.3)
  for (let i = 0; i < 16; i++) {
    const x = between(rand, -40, W)
    const w = between(rand, 60, 140)
    const h = between(rand, 40, 120)
    s += `<rect x="${n(x)}" y="${n(660 - h)}" width="${n(w)}" height="${n(h + 60)}" fill="${farFill}" opacity="0.75"/>`
    if (rand() < 0.4)
      s += `<polygon points="${pts([
        [x, 660 - h],
        [x + w / 2, 660 - h - 26],
        [x + w, 660 - h],
      ])}" fill="${farFill}" opacity="0.75"/>`
  }
  s += tree(ctx, 300, 705, 120, mix(c.mid, c.far, 0.35))
  s += tree(ctx, 1320, 705, 130, mix(c.mid, c.far, 0.35))
  // Main building: wings, central block, tower, portico.
  const wall = defs.linear([
    [0, mix(c.mid, c.brandLight, 0.22)],
    [1, c.mid],
  ])
  const front = defs.linear([
    [0, mix(c.mid, c.brandLight, 0.38)],
    [1, mix(c.mid, c.brandLight, 0.12)],
  ])
  const stone = mix(c.tint, c.brandLight, 0.35)
  s += `<rect x="380" y="500" width="840" height="205" fill="${wall}"/>`
  s += `<rect x="372" y="488" width="856" height="14" fill="${mix(c.mid, c.brandLight, 0.4)}"/>`
  for (const wx of [400, 960]) {
    for (let col = 0; col < 5; col++) {
      for (let row = 0; row < 2; row++) {
        const lit = rand() < 0.6
        s += `<path d="${arch(wx + col * 50 + 12, 520 + row * 88, 26, 60)}" fill="${lit ? c.accentLight : c.ink}" opacity="${lit ? n(between(rand, 0.6, 0.95)) : '0.45'}"/>`
      }
    }
  }
  // Tower.
  s += `<rect x="752" y="240" width="96" height="220" fill="${front}"/>`
  s += `<polygon points="${pts([
    [740, 242],
    [860, 242],
    [800, 132],
  ])}" fill="${mix(c.mid, c.ink, 0.2)}"/>`
  s += `<line x1="800" y1="132" x2="800" y2="100" stroke="${c.mid}" stroke-width="4"/>`
  s += `<rect x="744" y="236" width="112" height="10" fill="${stone}" opacity="0.8"/>`
  s += `<path d="${arch(780, 262, 40, 56)}" fill="${c.accentLight}" opacity="0.85"/>`
  s += `<circle cx="800" cy="372" r="28" fill="${c.glow}" opacity="0.95"/>`
  s += `<circle cx="800" cy="372" r="28" fill="none" stroke="${c.mid}" stroke-width="4"/>`
  s += `<path d="M800,372 L800,354 M800,372 L812,378" stroke="${c.ink}" stroke-width="3.5" stroke-linecap="round"/>`
  // Central block and portico.
  s += `<rect x="630" y="440" width="340" height="265" fill="${mix(c.mid, c.ink, 0.35)}"/>`
  s += `<polygon points="${pts([
    [612, 444],
    [988, 444],
    [800, 372 + 24],
  ])}" fill="${front}"/>`
  s += `<polygon points="${pts([
    [612, 444],
    [988, 444],
    [800, 396],
  ])}" fill="none" stroke="${stone}" stroke-width="5" opacity="0.7"/>`
  s += `<rect x="612" y="444" width="376" height="14" fill="${stone}" opacity="0.75"/>`
  s += `<path d="${arch(770, 560, 60, 130)}" fill="${c.accentLight}" opacity="0.9"/>`
  for (let i = 0; i < 6; i++) {
    const x = 648 + i * 58
    s += `<rect x="${x}" y="458" width="20" height="232" fill="${stone}" opacity="0.7"/>`
  }
  for (let i = 0; i < 3; i++) {
    s += `<rect x="${600 - i * 14}" y="${690 + i * 7}" width="${400 + i * 28}" height="8" fill="${stone}" opacity="${n(0.55 - i * 0.1)}"/>`
  }
  // Lawn and path.
  const lawn = defs.linearUser(
    [
      [0, mix(c.mid, c.near, 0.35)],
      [1, c.near],
    ],
    0,
    700,
    0,
    H,
  )
  s += `<rect x="0" y="700" width="${W}" height="200" fill="${lawn}"/>`
  for (let i = 0; i < 9; i++) {
    s += `<polygon points="${pts([
      [800 + (i - 4.5) * 150, 705],
      [800 + (i - 4) * 150, 705],
      [800 + (i - 4) * 520, H],
      [800 + (i - 4.5) * 520, H],
    ])}" fill="#FFFFFF" opacity="${i % 2 === 0 ? '0.035' : '0'}"/>`
  }
  const path = defs.linear([
    [0, c.accentLight, 0.55],
    [1, c.accentLight, 0.18],
  ])
  s += `<polygon points="${pts([
    [770, 712],
    [830, 712],
    [1080, 900],
    [520, 900],
  ])}" fill="${path}"/>`
  s += lamp(ctx, 700, 780, 70) + lamp(ctx, 900, 780, 70) + lamp(ctx, 600, 860, 110) + lamp(ctx, 1000, 860, 110)
  s += figure(760, 800, 56, c.ink) + figure(845, 770, 44, c.ink) + figure(870, 772, 42, mix(c.ink, c.mid, 0.3))
  // Foreground trees frame the view.
  s += tree(ctx, 110, 900, 380, c.near)
  s += tree(ctx, 1510, 900, 340, c.near)
  return s
}

type Top = 'flat' | 'antenna' | 'step' | 'slant' | 'spire'

/** A tower block with an optional roof feature and lit windows. */
function block(ctx: SceneContext, x: number, base: number, w: number, h: number, fill: string, lit: number): string {
  const { c, rand } = ctx
  const top = pick<Top>(rand, ['flat', 'flat', 'antenna', 'step', 'slant', 'spire'])
  const y = base - h
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h + 2)}" fill="${fill}"/>`
  if (top === 'antenna')
    s += `<rect x="${n(x + w / 2 - 2)}" y="${n(y - h * 0.22)}" width="4" height="${n(h * 0.22)}" fill="${fill}"/>`
  if (top === 'step')
    s += `<rect x="${n(x + w * 0.18)}" y="${n(y - h * 0.12)}" width="${n(w * 0.64)}" height="${n(h * 0.12 + 1)}" fill="${fill}"/>`
  if (top === 'slant')
    s += `<polygon points="${pts([
      [x, y + 1],
      [x + w, y + 1],
      [x + w, y - w * 0.45],
    ])}" fill="${fill}"/>`
  if (top === 'spire')
    s += `<polygon points="${pts([
      [x + w * 0.2, y + 1],
      [x + w * 0.8, y + 1],
      [x + w / 2, y - h * 0.3],
    ])}" fill="${fill}"/>`
  if (lit > 0) {
    const cols = Math.max(2, Math.round(w / 16))
    const rows = Math.max(3, Math.round(h / 22))
    s += windows(ctx, x + 4, y + 10, w - 8, h - 20, {
      cols,
      rows,
      lit,
      litColor: c.accentLight,
      darkColor: c.ink,
      darkOpacity: 0.18,
    })
  }
  return s
}

function skylineLayer(
  ctx: SceneContext,
  base: number,
  minW: number,
  maxW: number,
  minH: number,
  maxH: number,
  fill: string,
  lit: number,
  gap: readonly [number, number] = [-10, 8],
): string {
  let s = ''
  let x = -30 + between(ctx.rand, 0, 40)
  while (x < W + 30) {
    const w = between(ctx.rand, minW, maxW)
    const h = between(ctx.rand, minH, maxH) * (0.7 + 0.3 * Math.sin((x / W) * Math.PI))
    s += block(ctx, x, base, w, h, fill, lit)
    x += w + between(ctx.rand, gap[0], gap[1])
  }
  return s
}

export function citySkyline(ctx: SceneContext): string {
  const { c, defs } = ctx
  const base = 610
  let s = sky(
    ctx,
    [
      [0, c.ink],
      [0.35, c.skyTop],
      [0.62, mix(c.brand, c.accentLight, 0.35)],
      [0.88, mix(c.accentLight, c.brandLight, 0.3)],
      [1, c.glow],
    ],
    base,
  )
  s += stars(ctx, 70, 260)
  s += sun(ctx, 1180, 330, 54, c.glow, 0.5)
  s += clouds(ctx, 3, 300, 420, c.accentLight, 0.25)
  const far = skylineLayer(ctx, base, 40, 90, 90, 250, mix(c.far, c.skyMid, 0.35), 0)
  // A landmark needle tower.
  const needleFill = mix(c.mid, c.far, 0.35)
  const needle =
    `<rect x="548" y="260" width="30" height="${base - 260}" fill="${needleFill}"/>` +
    `<ellipse cx="563" cy="300" rx="46" ry="20" fill="${needleFill}"/>` +
    `<rect x="528" y="296" width="70" height="4" fill="${c.accentLight}" opacity="0.8"/>` +
    `<polygon points="${pts([
      [552, 262],
      [574, 262],
      [563, 150],
    ])}" fill="${needleFill}"/>`
  const mid = skylineLayer(ctx, base, 50, 100, 120, 320, mix(c.mid, c.far, 0.3), 0.2, [10, 60])
  const near = skylineLayer(ctx, base, 70, 140, 40, 150, c.near, 0.3, [-6, 30])
  s += `<g opacity="0.9">${far}</g>` + needle + mid + near
  // River with reflections.
  const water = defs.linearUser(
    [
      [0, mix(c.brand, c.accentLight, 0.3)],
      [0.35, mix(c.brand, c.ink, 0.4)],
      [1, c.ink],
    ],
    0,
    base,
    0,
    H,
  )
  s += `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${water}"/>`
  s += `<g transform="translate(0,${base * 2}) scale(1,-1)" opacity="0.2" filter="${defs.blur(4)}">${needle}${mid}${near}</g>`
  s += shimmer(ctx, 70, base + 6, H - 60, 1180, 110, c.glow)
  s += shimmer(ctx, 40, base + 6, H - 60, 600, 500, c.accentLight)
  // Embankment with lamps in the foreground.
  s += `<rect x="0" y="850" width="${W}" height="50" fill="${c.ink}"/>`
  s += `<rect x="0" y="844" width="${W}" height="6" fill="${mix(c.ink, c.brandLight, 0.3)}"/>`
  for (let x = 80; x < W; x += 220) s += lamp(ctx, x, 846, 60)
  return s
}

/** A graduate seen from behind: shoulders, head and mortarboard; optionally one arm raised. */
function graduate(
  x: number,
  base: number,
  s: number,
  fill: string,
  cap: string,
  tassel: string,
  armUp: boolean,
): string {
  let out = ''
  if (armUp) {
    out += `<path d="M${n(x + 44 * s)},${n(base - 78 * s)} L${n(x + 92 * s)},${n(base - 150 * s)} L${n(x + 80 * s)},${n(base - 228 * s)}" fill="none" stroke="${fill}" stroke-width="${n(17 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`
    out += `<circle cx="${n(x + 79 * s)}" cy="${n(base - 236 * s)}" r="${n(11 * s)}" fill="${fill}"/>`
  }
  out += `<path d="M${n(x - 66 * s)},${n(base + 4)} C${n(x - 66 * s)},${n(base - 70 * s)} ${n(x - 46 * s)},${n(base - 96 * s)} ${n(x)},${n(base - 98 * s)} C${n(x + 46 * s)},${n(base - 96 * s)} ${n(x + 66 * s)},${n(base - 70 * s)} ${n(x + 66 * s)},${n(base + 4)} Z" fill="${fill}"/>`
  out += `<circle cx="${n(x)}" cy="${n(base - 128 * s)}" r="${n(30 * s)}" fill="${fill}"/>`
  out += `<rect x="${n(x - 26 * s)}" y="${n(base - 160 * s)}" width="${n(52 * s)}" height="${n(18 * s)}" fill="${cap}"/>`
  out += `<polygon points="${pts([
    [x - 50 * s, base - 160 * s],
    [x, base - 174 * s],
    [x + 50 * s, base - 160 * s],
    [x, base - 148 * s],
  ])}" fill="${cap}"/>`
  out += `<path d="M${n(x)},${n(base - 160 * s)} L${n(x + 38 * s)},${n(base - 156 * s)} L${n(x + 38 * s)},${n(base - 128 * s)}" fill="none" stroke="${tassel}" stroke-width="${n(3 * s)}"/>`
  return out
}

/** A mortarboard flying through the air. */
function flyingCap(
  x: number,
  y: number,
  scale: number,
  angle: number,
  board: string,
  side: string,
  tassel: string,
): string {
  return (
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(${n(scale)})">` +
    `<path d="M-34,4 L-34,30 Q0,44 34,30 L34,4 Z" fill="${side}"/>` +
    `<polygon points="-70,0 0,-26 70,0 0,26" fill="${board}"/>` +
    `<circle cx="0" cy="0" r="5" fill="${tassel}"/>` +
    `<path d="M0,0 L48,10 L50,46" fill="none" stroke="${tassel}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<rect x="44" y="42" width="12" height="18" rx="3" fill="${tassel}"/></g>`
  )
}

export function graduation(ctx: SceneContext): string {
  const { c, defs, rand } = ctx
  let s = sky(ctx, [
    [0, c.brand],
    [0.5, c.brandLight],
    [1, mix(c.tint, c.accentLight, 0.55)],
  ])
  // Rays from a high sun.
  const ray = defs.radialUser(
    [
      [0, '#FFFFFF', 0.14],
      [1, '#FFFFFF', 0],
    ],
    800,
    260,
    900,
  )
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + 0.15
    const p1: [number, number] = [800 + Math.cos(a - 0.06) * 1500, 260 + Math.sin(a - 0.06) * 1500]
    const p2: [number, number] = [800 + Math.cos(a + 0.06) * 1500, 260 + Math.sin(a + 0.06) * 1500]
    s += `<polygon points="${pts([[800, 260], p1, p2])}" fill="${ray}"/>`
  }
  s += sun(ctx, 800, 260, 52, c.glow, 0.5)
  s += clouds(ctx, 4, 120, 380, '#FFFFFF', 0.3)
  // A domed hall in the distance.
  const hall = mix(c.brandLight, c.tint, 0.25)
  s += `<g opacity="0.75"><rect x="420" y="560" width="760" height="240" fill="${hall}"/>`
  s += `<rect x="640" y="500" width="320" height="80" fill="${hall}"/>`
  s += `<path d="M670,502 A130,120 0 0 1 930,502 Z" fill="${hall}"/>`
  s += `<rect x="794" y="350" width="12" height="40" fill="${hall}"/>`
  for (let i = 0; i < 9; i++)
    s += `<rect x="${446 + i * 84}" y="600" width="22" height="200" fill="#FFFFFF" opacity="0.35"/>`
  s += '</g>'
  // Confetti.
  const colors = [c.accent, c.accentLight, '#FFFFFF', c.tint, c.glow]
  for (let i = 0; i < 90; i++) {
    const x = between(rand, 0, W)
    const y = between(rand, 20, 700)
    s += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(rand, 6, 14))}" height="${n(between(rand, 3, 7))}" fill="${pick(rand, colors)}" opacity="${n(between(rand, 0.5, 0.95))}" transform="rotate(${n(between(rand, 0, 180))} ${n(x)} ${n(y)})"/>`
  }
  // Caps in the air.
  const board = mix(c.ink, c.brand, 0.25)
  const side = c.ink
  const caps: Array<[number, number, number, number]> = [
    [260, 230, 1.1, -18],
    [520, 130, 0.8, 14],
    [1080, 150, 1.0, -8],
    [1330, 280, 1.3, 20],
    [700, 420, 0.7, -25],
    [980, 380, 0.65, 28],
    [150, 480, 0.6, 10],
    [1480, 110, 0.55, -12],
  ]
  for (const [x, y, sc, ang] of caps) s += flyingCap(x, y, sc, ang, board, side, c.accent)
  // Two rows of graduates.
  const back = mix(c.mid, c.brand, 0.35)
  for (let i = 0; i < 11; i++) {
    const x = 40 + i * 152 + between(rand, -20, 20)
    s += graduate(x, 860, between(rand, 0.9, 1.05), back, mix(back, c.ink, 0.3), c.accentLight, rand() < 0.35)
  }
  s += `<rect x="0" y="840" width="${W}" height="${H - 840}" fill="${back}"/>`
  for (let i = 0; i < 7; i++) {
    const x = 110 + i * 235 + between(rand, -25, 25)
    s += graduate(x, 930, between(rand, 1.3, 1.5), c.near, c.ink, c.accent, i === 1 || i === 4)
  }
  return s
}

/** Snow caps on the highest peaks of a ridge. */
function snowCaps(points: ReadonlyArray<readonly [number, number]>, below: number, color: string): string {
  let s = ''
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i] as readonly [number, number]
    const a = points[i - 1] as readonly [number, number]
    const b = points[i + 1] as readonly [number, number]
    if (p[1] > below || p[1] > a[1] || p[1] > b[1]) continue
    const t = 0.22
    const l: [number, number] = [p[0] + (a[0] - p[0]) * t, p[1] + (a[1] - p[1]) * t]
    const r: [number, number] = [p[0] + (b[0] - p[0]) * t, p[1] + (b[1] - p[1]) * t]
    const midY = Math.max(l[1], r[1])
    s += `<polygon points="${pts([p, r, [r[0] - (r[0] - p[0]) * 0.35, midY - 10], [p[0], midY + 6], [l[0] + (p[0] - l[0]) * 0.35, midY - 8], l])}" fill="${color}" opacity="0.85"/>`
  }
  return s
}

export function mountains(ctx: SceneContext): string {
  const { c, defs, rand } = ctx
  const lakeTop = 660
  let s = sky(
    ctx,
    [
      [0, c.skyTop],
      [0.4, c.skyMid],
      [0.78, mix(c.brandLight, c.accentLight, 0.6)],
      [1, c.glow],
    ],
    lakeTop,
  )
  s += sun(ctx, 1060, 250, 46)
  s += clouds(ctx, 4, 110, 280, c.tint, 0.3)
  s += birds(ctx, 6, 300, 700, 160, 260, c.ink)
  // Far range: pale, hazy, snow on the highest peaks.
  const r1 = mountainPoints(rand, 560, 300, 5)
  const r1Fill = defs.linearUser(
    [
      [0, mix(c.far, c.skyMid, 0.25)],
      [1, mix(c.far, c.horizon, 0.5)],
    ],
    0,
    260,
    0,
    560,
  )
  s += `<path d="${peakArea(r1, lakeTop + 40)}" fill="${r1Fill}"/>`
  s += peakShadows(r1, lakeTop + 40, c.mid, 0.16)
  s += snowCaps(r1, 380, '#FFFFFF')
  s += `<ellipse cx="800" cy="560" rx="900" ry="50" fill="#FFFFFF" opacity="0.2" filter="${defs.blur(18)}"/>`
  // Middle range.
  const r2 = mountainPoints(rand, 640, 230, 4)
  const r2Fill = defs.linearUser(
    [
      [0, mix(c.far, c.mid, 0.45)],
      [1, mix(c.far, c.mid, 0.7)],
    ],
    0,
    400,
    0,
    lakeTop,
  )
  s += `<path d="${peakArea(r2, lakeTop + 40)}" fill="${r2Fill}"/>`
  s += peakShadows(r2, lakeTop + 40, c.ink, 0.18)
  s += snowCaps(r2, 450, mix('#FFFFFF', c.tint, 0.3))
  s += `<ellipse cx="700" cy="640" rx="900" ry="30" fill="#FFFFFF" opacity="0.16" filter="${defs.blur(14)}"/>`
  // Wooded foothills.
  const r3 = ridgePoints(rand, 662, 70, 6)
  s += `<path d="${smoothArea(r3, lakeTop + 40)}" fill="${mix(c.mid, c.near, 0.35)}"/>`
  // Lake with reflections.
  const lake = defs.linearUser(
    [
      [0, mix(c.skyMid, c.accentLight, 0.45)],
      [1, mix(c.mid, c.ink, 0.3)],
    ],
    0,
    lakeTop,
    0,
    820,
  )
  s += `<rect x="0" y="${lakeTop}" width="${W}" height="${H - lakeTop}" fill="${lake}"/>`
  s += `<g transform="translate(0,${lakeTop * 2}) scale(1,-1)" opacity="0.28" filter="${defs.blur(4)}"><path d="${peakArea(r2, lakeTop + 40)}" fill="${mix(c.far, c.mid, 0.6)}"/><path d="${smoothArea(r3, lakeTop + 40)}" fill="${mix(c.mid, c.near, 0.35)}"/></g>`
  s += shimmer(ctx, 60, lakeTop + 4, 790, 1060, 110, c.glow)
  // Shore and pines.
  const shore: Array<[number, number]> = [
    [-40, 790],
    [300, 770],
    [700, 800],
    [1100, 780],
    [1640, 760],
  ]
  s += `<path d="${smoothArea(shore, H)}" fill="${c.near}"/>`
  const pineFar = mix(c.near, c.mid, 0.3)
  for (let i = 0; i < 7; i++) s += pine(1180 + i * 60 + between(rand, -12, 12), 790, between(rand, 130, 200), pineFar)
  for (let i = 0; i < 6; i++) s += pine(40 + i * 70 + between(rand, -15, 15), 800, between(rand, 180, 300), c.near)
  s += pine(1500, 900, 420, c.ink) + pine(1400, 900, 300, c.ink)
  return s
}

export function coast(ctx: SceneContext): string {
  const { c, defs, rand } = ctx
  const horizon = 560
  let s = sky(
    ctx,
    [
      [0, c.brandLight],
      [0.45, mix(c.brandLight, c.tint, 0.5)],
      [0.85, mix(c.tint, c.accentLight, 0.6)],
      [1, c.glow],
    ],
    horizon,
  )
  s += sun(ctx, 1120, 480, 56)
  s += clouds(ctx, 5, 100, 330, '#FFFFFF', 0.4)
  s += birds(ctx, 5, 700, 1000, 200, 330, c.mid)
  s += `<path d="${smoothArea(
    [
      [1150, horizon],
      [1300, 522],
      [1460, 500],
      [1640, 492],
    ],
    horizon + 2,
  )}" fill="${mix(c.far, c.horizon, 0.3)}"/>`
  const sea = defs.linearUser(
    [
      [0, mix(c.brandLight, c.tint, 0.25)],
      [0.25, mix(c.brand, c.brandLight, 0.45)],
      [1, mix(c.brand, c.ink, 0.55)],
    ],
    0,
    horizon,
    0,
    H,
  )
  s += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${sea}"/>`
  s += shimmer(ctx, 130, horizon + 4, H - 40, 1120, 130, c.glow)
  // Swell lines.
  let swell = `<g fill="none" stroke="#FFFFFF" stroke-linecap="round">`
  for (let i = 0; i < 16; i++) {
    const y = horizon + 20 + i * i * 1.4 + i * 8
    const x = between(rand, 300, 1500)
    const w = 60 + i * 12
    swell += `<path d="M${n(x - w)},${n(y)} Q${n(x)},${n(y - 6 - i * 0.4)} ${n(x + w)},${n(y)}" stroke-width="${n(1.5 + i * 0.15)}" opacity="${n(0.12 + i * 0.012)}"/>`
  }
  s += swell + '</g>'
  // Sailboats.
  for (const [x, y, sc] of [
    [760, 600, 1],
    [930, 585, 0.6],
  ] as const) {
    s += `<g transform="translate(${x},${y}) scale(${sc})"><path d="M-34,0 L34,0 L24,12 L-24,12 Z" fill="${c.ink}"/><polygon points="0,-4 0,-84 30,-4" fill="#FFFFFF" opacity="0.92"/><polygon points="-3,-4 -3,-66 -26,-4" fill="#FFFFFF" opacity="0.75"/></g>`
  }
  // Cliff headland with a lighthouse.
  const cliff = defs.linearUser(
    [
      [0, mix(c.mid, c.brandLight, 0.2)],
      [1, c.near],
    ],
    0,
    420,
    0,
    H,
  )
  const cliffPath = `M-20,${H} L-20,432 C140,410 320,414 450,444 L540,480 C580,580 640,720 760,${H} Z`
  s += `<path d="${cliffPath}" fill="${cliff}"/>`
  s += `<path d="M-20,432 C140,410 320,414 450,444 L540,480 L520,490 C420,460 200,440 -20,452 Z" fill="${mix(c.mid, c.brandLight, 0.45)}" opacity="0.8"/>`
  // Rock strata and facets, kept inside the cliff.
  let rock = ''
  for (let i = 0; i < 6; i++) {
    const y = 520 + i * 60
    rock += `<path d="M-20,${y} Q300,${y - 20 + i * 4} ${560 + i * 36},${y + 30}" fill="none" stroke="${c.ink}" stroke-width="2" opacity="0.18"/>`
  }
  rock += `<path d="M540,480 L470,560 L540,650 L600,640 Z" fill="${c.ink}" opacity="0.14"/><path d="M600,640 L540,760 L640,900 L760,900 Z" fill="${c.ink}" opacity="0.14"/>`
  s += `<g clip-path="${defs.clip(`<path d="${cliffPath}"/>`)}">${rock}</g>`
  s += `<path d="M612,640 C650,720 700,810 778,900" fill="none" stroke="#FFFFFF" stroke-width="8" opacity="0.4" filter="${defs.blur(3)}"/>`
  const beam = defs.linear(
    [
      [0, c.glow, 0.55],
      [1, c.glow, 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  s += `<polygon points="${pts([
    [300, 300],
    [980, 240],
    [980, 380],
  ])}" fill="${beam}"/>`
  const tower = mix(c.tint, '#FFFFFF', 0.5)
  s += `<polygon points="${pts([
    [272, 424],
    [328, 424],
    [316, 300],
    [284, 300],
  ])}" fill="${tower}"/>`
  for (const y of [330, 380])
    s += `<polygon points="${pts([
      [282 - (y - 300) * 0.1, y],
      [318 + (y - 300) * 0.1, y],
      [319 + (y - 300) * 0.1, y + 20],
      [281 - (y - 300) * 0.1, y + 20],
    ])}" fill="${c.accent}"/>`
  s += `<rect x="274" y="294" width="52" height="8" fill="${c.ink}"/>`
  s += `<rect x="286" y="270" width="28" height="24" fill="${c.glow}"/>`
  s += `<path d="M282,272 Q300,246 318,272 Z" fill="${c.ink}"/>`
  s += `<rect x="180" y="392" width="70" height="34" fill="${tower}"/><polygon points="172,394 215,366 258,394" fill="${c.accent}"/>`
  s += `<rect x="200" y="404" width="12" height="14" fill="${c.accentLight}" opacity="0.9"/>`
  // Beach in the foreground.
  s += `<path d="${smoothArea(
    [
      [880, H + 10],
      [1150, 862],
      [1400, 828],
      [1640, 810],
    ],
    H,
  )}" fill="#FFFFFF" opacity="0.45"/>`
  s += `<path d="${smoothArea(
    [
      [900, H + 10],
      [1160, 872],
      [1410, 840],
      [1640, 824],
    ],
    H,
  )}" fill="${mix(c.accentLight, c.tint, 0.35)}"/>`
  return s
}

/** A palm tree silhouette: a curved trunk and arching fronds. */
function palm(x: number, base: number, h: number, lean: number, fill: string): string {
  const topX = x + lean
  const topY = base - h
  let s = `<path d="M${n(x - 9)},${n(base)} Q${n(x + lean * 0.2)},${n(base - h * 0.5)} ${n(topX - 4)},${n(topY)} L${n(topX + 4)},${n(topY)} Q${n(x + lean * 0.2 + 14)},${n(base - h * 0.5)} ${n(x + 9)},${n(base)} Z" fill="${fill}"/>`
  const fronds = [-160, -130, -100, -60, -25, 10, 35]
  for (const deg of fronds) {
    const a = (deg * Math.PI) / 180
    const len = h * 0.42
    const ex = topX + Math.cos(a) * len
    const ey = topY + Math.sin(a) * len * 0.6 + len * 0.35
    const cx = topX + Math.cos(a) * len * 0.5
    const cy = topY + Math.sin(a) * len * 0.75 - 20
    s += `<path d="M${n(topX)},${n(topY)} Q${n(cx)},${n(cy - 14)} ${n(ex)},${n(ey)} Q${n(cx)},${n(cy + 14)} ${n(topX)},${n(topY + 6)} Z" fill="${fill}"/>`
  }
  return s
}

export function desertCity(ctx: SceneContext): string {
  const { c, defs } = ctx
  const base = 640
  let s = sky(
    ctx,
    [
      [0, mix(c.brand, c.ink, 0.25)],
      [0.42, mix(c.brand, c.accent, 0.4)],
      [0.8, c.accentLight],
      [1, c.glow],
    ],
    base,
  )
  s += `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${c.glow}"/>`
  s += sun(ctx, 640, 500, 100, c.glow, 0.55)
  s += `<rect x="0" y="420" width="${W}" height="90" fill="#FFFFFF" opacity="0.08" filter="${defs.blur(20)}"/>`
  // Far skyline.
  s += `<g opacity="0.6">${skylineLayer(ctx, base, 40, 80, 40, 150, mix(c.far, c.accent, 0.25), 0)}</g>`
  // Landmarks: a stepped needle tower, a sail-shaped hotel, a domed mosque with minarets.
  const city = mix(c.mid, c.accent, 0.18)
  let land = ''
  const steps: Array<[number, number]> = [
    [90, 180],
    [70, 150],
    [52, 120],
    [36, 90],
    [22, 60],
  ]
  let y = base
  for (const [w, h] of steps) {
    land += `<rect x="${n(1000 - w / 2)}" y="${n(y - h)}" width="${w}" height="${h + 1}" fill="${city}"/>`
    y -= h
  }
  land += `<polygon points="${pts([
    [994, y + 1],
    [1006, y + 1],
    [1000, y - 110],
  ])}" fill="${city}"/>`
  land += `<path d="M1240,${base} L1240,300 Q1340,360 1360,${base} Z" fill="${city}"/><rect x="1234" y="280" width="6" height="${base - 280}" fill="${city}"/>`
  land += `<rect x="260" y="560" width="240" height="${base - 560}" fill="${city}"/>`
  land += `<path d="M300,562 Q300,470 380,450 Q460,470 460,562 Z" fill="${city}"/><polygon points="374,452 386,452 380,420" fill="${city}"/>`
  for (const mx of [228, 520]) {
    land += `<rect x="${mx}" y="420" width="20" height="${base - 420}" fill="${city}"/><path d="M${mx - 4},424 Q${mx + 10},396 ${mx + 24},424 Z" fill="${city}"/><polygon points="${pts(
      [
        [mx + 6, 402],
        [mx + 14, 402],
        [mx + 10, 372],
      ],
    )}" fill="${city}"/><rect x="${mx - 5}" y="470" width="30" height="6" fill="${city}"/>`
  }
  s += land
  s += skylineLayer(ctx, base, 50, 100, 40, 130, mix(c.mid, c.accent, 0.1), 0.12, [20, 120])
  // Dunes.
  const d1 = defs.linearUser(
    [
      [0, mix(c.accent, c.accentLight, 0.3)],
      [1, mix(c.accent, c.brand, 0.25)],
    ],
    0,
    620,
    0,
    760,
  )
  s += `<path d="${smoothArea(
    [
      [-40, 650],
      [300, 630],
      [700, 670],
      [1100, 640],
      [1640, 660],
    ],
    H,
  )}" fill="${d1}"/>`
  const d2 = defs.linearUser(
    [
      [0, mix(c.accentLight, c.accent, 0.35)],
      [1, mix(c.accent, c.brand, 0.35)],
    ],
    0,
    680,
    0,
    820,
  )
  s += `<path d="${smoothArea(
    [
      [-40, 760],
      [350, 700],
      [800, 740],
      [1200, 690],
      [1640, 720],
    ],
    H,
  )}" fill="${d2}"/>`
  s += `<path d="M350,700 Q600,730 800,740 Q1000,720 1200,690" fill="none" stroke="#FFFFFF" stroke-width="3" opacity="0.25"/>`
  const d3 = defs.linearUser(
    [
      [0, mix(c.accent, c.brand, 0.3)],
      [1, mix(c.accent, c.ink, 0.55)],
    ],
    0,
    760,
    0,
    H,
  )
  s += `<path d="${smoothArea(
    [
      [-40, 820],
      [400, 790],
      [900, 850],
      [1300, 800],
      [1640, 830],
    ],
    H,
  )}" fill="${d3}"/>`
  // Palms frame the left edge.
  const palmFill = mix(c.ink, c.brand, 0.15)
  s += palm(150, 880, 360, 40, palmFill) + palm(250, 860, 260, -30, palmFill) + palm(1480, 880, 300, -50, palmFill)
  s += `<ellipse cx="200" cy="880" rx="160" ry="20" fill="${c.ink}" opacity="0.25"/>`
  // Haze over the horizon.
  s += `<rect x="0" y="600" width="${W}" height="40" fill="${c.glow}" opacity="0.15" filter="${defs.blur(10)}"/>`
  return s
}
