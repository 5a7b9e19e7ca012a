// Indoor and still-life scenes: library, laboratory, classroom, books, passport and globe. Each draws on a 1600×900
// canvas with soft light, gradients and overlapping shapes.

import { FONT_STACK, mix } from './palette'
import { H, stars, W, type SceneContext } from './scene-parts'
import { between, n, pick, pts } from './svg-kit'

function arch(x: number, y: number, w: number, h: number): string {
  const r = w / 2
  return `M${n(x)},${n(y + h)} L${n(x)},${n(y + r)} A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)} L${n(x + w)},${n(y + h)} Z`
}

function bookColors(ctx: SceneContext): string[] {
  const { c } = ctx
  return [
    c.brand,
    c.brandLight,
    c.accent,
    mix(c.accent, c.ink, 0.35),
    mix(c.brand, c.ink, 0.45),
    c.tint,
    mix(c.brandLight, c.tint, 0.4),
    c.grey300,
  ]
}

/** A shelf row of upright book spines between x0 and x1, standing on `base`. */
function shelfBooks(ctx: SceneContext, x0: number, x1: number, base: number, maxH: number): string {
  const colors = bookColors(ctx)
  let s = ''
  let x = x0
  while (x < x1 - 12) {
    if (ctx.rand() < 0.06) {
      x += between(ctx.rand, 16, 40)
      continue
    }
    const w = Math.min(between(ctx.rand, 14, 30), x1 - x)
    const h = maxH * between(ctx.rand, 0.7, 0.98)
    const fill = pick(ctx.rand, colors)
    s += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w - 2)}" height="${n(h)}" rx="2" fill="${fill}"/>`
    s += `<rect x="${n(x)}" y="${n(base - h + 8)}" width="${n(w - 2)}" height="3" fill="#FFFFFF" opacity="0.35"/>`
    s += `<rect x="${n(x)}" y="${n(base - 14)}" width="${n(w - 2)}" height="3" fill="#FFFFFF" opacity="0.25"/>`
    x += w
  }
  return s
}

/** A table lamp with a warm halo. */
function tableLamp(ctx: SceneContext, x: number, base: number, scale: number): string {
  const { c, defs } = ctx
  const halo = defs.radial([
    [0, c.glow, 0.75],
    [0.3, c.accentLight, 0.3],
    [1, c.accentLight, 0],
  ])
  const s = scale
  return (
    `<ellipse cx="${n(x)}" cy="${n(base + 4)}" rx="${n(110 * s)}" ry="${n(16 * s)}" fill="${c.glow}" opacity="0.35"/>` +
    `<circle cx="${n(x)}" cy="${n(base - 70 * s)}" r="${n(170 * s)}" fill="${halo}"/>` +
    `<rect x="${n(x - 3 * s)}" y="${n(base - 70 * s)}" width="${n(6 * s)}" height="${n(70 * s)}" fill="${c.ink}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(base)}" rx="${n(26 * s)}" ry="${n(6 * s)}" fill="${c.ink}"/>` +
    `<polygon points="${pts([
      [x - 24 * s, base - 110 * s],
      [x + 24 * s, base - 110 * s],
      [x + 44 * s, base - 66 * s],
      [x - 44 * s, base - 66 * s],
    ])}" fill="${c.accent}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(base - 66 * s)}" rx="${n(44 * s)}" ry="${n(5 * s)}" fill="${c.glow}"/>`
  )
}

export function library(ctx: SceneContext): string {
  const { c, defs, rand } = ctx
  const wallFill = defs.linearUser(
    [
      [0, mix(c.ink, c.brand, 0.42)],
      [1, mix(c.ink, c.brand, 0.18)],
    ],
    0,
    0,
    0,
    760,
  )
  let s = `<rect width="${W}" height="${H}" fill="${wallFill}"/>`
  // The tall window and what is beyond it.
  const win = arch(620, 100, 360, 560)
  const glass = defs.linearUser(
    [
      [0, c.tint],
      [0.6, mix(c.tint, c.accentLight, 0.6)],
      [1, c.glow],
    ],
    0,
    100,
    0,
    660,
  )
  s += `<path d="${win}" fill="${glass}"/>`
  const clip = defs.clip(`<path d="${win}"/>`)
  s += `<g clip-path="${clip}"><circle cx="860" cy="520" r="60" fill="#FFFFFF" opacity="0.8"/>`
  s += `<path d="M600,660 L600,560 Q700,520 760,560 Q820,500 900,540 Q960,520 1000,560 L1000,660 Z" fill="${c.far}" opacity="0.8"/>`
  s += `<rect x="690" y="520" width="50" height="140" fill="${mix(c.far, c.mid, 0.3)}" opacity="0.8"/><path d="M690,522 Q715,480 740,522 Z" fill="${mix(c.far, c.mid, 0.3)}" opacity="0.8"/></g>`
  const frame = mix(c.ink, c.brand, 0.15)
  s += `<path d="${win}" fill="none" stroke="${frame}" stroke-width="18"/>`
  s += `<g stroke="${frame}" stroke-width="8"><line x1="740" y1="120" x2="740" y2="660"/><line x1="860" y1="120" x2="860" y2="660"/><line x1="620" y1="330" x2="980" y2="330"/><line x1="620" y1="500" x2="980" y2="500"/></g>`
  // Light falling into the room.
  const beam = defs.linearUser(
    [
      [0, c.glow, 0.28],
      [1, c.glow, 0],
    ],
    0,
    300,
    0,
    H,
  )
  s += `<polygon points="${pts([
    [630, 300],
    [970, 300],
    [1260, H],
    [340, H],
  ])}" fill="${beam}" filter="${defs.blur(12)}"/>`
  for (let i = 0; i < 40; i++) {
    s += `<circle cx="${n(between(rand, 560, 1040))}" cy="${n(between(rand, 320, 760))}" r="${n(between(rand, 1, 2.6))}" fill="${c.glow}" opacity="${n(between(rand, 0.3, 0.8))}"/>`
  }
  // Bookcases on both sides.
  const wood = mix(c.ink, c.accent, 0.28)
  const inner = mix(c.ink, c.brand, 0.1)
  for (const [x0, x1] of [
    [40, 560],
    [1040, 1560],
  ] as const) {
    s += `<rect x="${x0 - 14}" y="50" width="${x1 - x0 + 28}" height="710" fill="${wood}"/>`
    s += `<rect x="${x0}" y="70" width="${x1 - x0}" height="670" fill="${inner}"/>`
    for (let row = 0; row < 6; row++) {
      const base = 70 + (row + 1) * 111
      s += shelfBooks(ctx, x0 + 8, x1 - 8, base - 6, 92)
      s += `<rect x="${x0}" y="${base - 6}" width="${x1 - x0}" height="12" fill="${wood}"/>`
      s += `<rect x="${x0}" y="${base - 6}" width="${x1 - x0}" height="3" fill="#FFFFFF" opacity="0.12"/>`
    }
    s += `<rect x="${x0 - 14}" y="40" width="${x1 - x0 + 28}" height="18" fill="${mix(wood, c.accent, 0.2)}"/>`
    const left = x0 < 800
    const shade = defs.linear(
      [
        [0, c.ink, left ? 0.45 : 0],
        [1, c.ink, left ? 0 : 0.45],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )
    s += `<rect x="${x0 - 14}" y="40" width="${x1 - x0 + 28}" height="720" fill="${shade}"/>`
  }
  // A rolling ladder on the right case.
  s += `<g stroke="${mix(c.accent, c.ink, 0.35)}" stroke-width="9" stroke-linecap="round"><line x1="1300" y1="60" x2="1230" y2="800"/><line x1="1380" y1="60" x2="1310" y2="800"/></g>`
  for (let i = 0; i < 10; i++) {
    const t = (i + 0.5) / 10
    s += `<line x1="${n(1300 - 70 * t)}" y1="${n(60 + 740 * t)}" x2="${n(1380 - 70 * t)}" y2="${n(60 + 740 * t)}" stroke="${mix(c.accent, c.ink, 0.35)}" stroke-width="6"/>`
  }
  // Floor.
  const floor = defs.linearUser(
    [
      [0, mix(c.ink, c.accent, 0.32)],
      [1, c.ink],
    ],
    0,
    760,
    0,
    H,
  )
  s += `<rect x="0" y="760" width="${W}" height="140" fill="${floor}"/>`
  for (let i = -8; i <= 8; i++) {
    s += `<line x1="${800 + i * 90}" y1="760" x2="${800 + i * 260}" y2="${H}" stroke="${c.ink}" stroke-width="2" opacity="0.35"/>`
  }
  // Reading table with lamps and books.
  const tableTop = mix(c.accent, c.ink, 0.4)
  s += `<polygon points="${pts([
    [330, 770],
    [1270, 770],
    [1340, 806],
    [260, 806],
  ])}" fill="${tableTop}"/>`
  s += `<rect x="260" y="806" width="1080" height="18" fill="${mix(c.accent, c.ink, 0.6)}"/>`
  for (const lx of [290, 1290])
    s += `<rect x="${lx}" y="824" width="22" height="76" fill="${mix(c.accent, c.ink, 0.65)}"/>`
  s += `<path d="M610,784 Q650,772 690,784 Q730,772 770,784 L770,794 Q730,784 690,796 Q650,784 610,794 Z" fill="${c.tint}"/>`
  s += `<rect x="920" y="772" width="120" height="14" fill="${c.brand}"/><rect x="928" y="760" width="106" height="12" fill="${c.accent}"/>`
  s += tableLamp(ctx, 480, 790, 0.9) + tableLamp(ctx, 800, 790, 0.9) + tableLamp(ctx, 1120, 790, 0.9)
  // Chair backs in the foreground.
  for (const cx of [420, 680, 940, 1200]) {
    s += `<rect x="${cx - 70}" y="820" width="140" height="120" rx="26" fill="${c.ink}"/>`
    s += `<rect x="${cx - 54}" y="836" width="108" height="10" rx="5" fill="#FFFFFF" opacity="0.08"/>`
  }
  return s
}

/** An Erlenmeyer flask outline centred on x, standing on base. */
function flaskPath(x: number, base: number, s: number): string {
  return (
    `M${n(x - 18 * s)},${n(base - 250 * s)} L${n(x - 18 * s)},${n(base - 160 * s)} L${n(x - 108 * s)},${n(base - 22 * s)} ` +
    `Q${n(x - 118 * s)},${n(base)} ${n(x - 92 * s)},${n(base)} L${n(x + 92 * s)},${n(base)} Q${n(x + 118 * s)},${n(base)} ${n(x + 108 * s)},${n(base - 22 * s)} ` +
    `L${n(x + 18 * s)},${n(base - 160 * s)} L${n(x + 18 * s)},${n(base - 250 * s)} Z`
  )
}

/** A glass vessel (given path) partly filled with liquid up to `level`, with bubbles. */
function glassVessel(
  ctx: SceneContext,
  d: string,
  level: number,
  bottom: number,
  liquid: string,
  xMin: number,
  xMax: number,
): string {
  const { defs, rand } = ctx
  const clip = defs.clip(`<path d="${d}"/>`)
  const fill = defs.linear([
    [0, mix(liquid, '#FFFFFF', 0.25)],
    [1, liquid],
  ])
  let s = `<path d="${d}" fill="#FFFFFF" opacity="0.28"/>`
  s += `<g clip-path="${clip}"><rect x="${n(xMin)}" y="${n(level)}" width="${n(xMax - xMin)}" height="${n(bottom - level)}" fill="${fill}" opacity="0.9"/>`
  s += `<rect x="${n(xMin)}" y="${n(level)}" width="${n(xMax - xMin)}" height="4" fill="#FFFFFF" opacity="0.5"/>`
  for (let i = 0; i < 8; i++) {
    s += `<circle cx="${n(between(rand, xMin + 20, xMax - 20))}" cy="${n(between(rand, level + 10, bottom - 8))}" r="${n(between(rand, 2, 6))}" fill="#FFFFFF" opacity="0.55"/>`
  }
  s += `</g><path d="${d}" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.85"/>`
  return s
}

export function laboratory(ctx: SceneContext): string {
  const { c, defs } = ctx
  const bench = 640
  const wall = defs.linearUser(
    [
      [0, mix(c.tint, c.brandLight, 0.12)],
      [1, mix(c.tint, c.brandLight, 0.45)],
    ],
    0,
    0,
    0,
    bench,
  )
  let s = `<rect width="${W}" height="${H}" fill="${wall}"/>`
  s += `<circle cx="240" cy="80" r="520" fill="${defs.radial([
    [0, '#FFFFFF', 0.6],
    [1, '#FFFFFF', 0],
  ])}"/>`
  // Board with a molecule diagram.
  s += `<rect x="940" y="90" width="560" height="330" rx="14" fill="#FFFFFF" opacity="0.85"/>`
  s += `<rect x="940" y="90" width="560" height="330" rx="14" fill="none" stroke="${mix(c.brandLight, c.tint, 0.3)}" stroke-width="6"/>`
  const hex = (cx: number, cy: number, r: number) =>
    pts(
      Array.from(
        { length: 6 },
        (_, i) =>
          [cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)] as [
            number,
            number,
          ],
      ),
    )
  s += `<g fill="none" stroke="${c.brand}" stroke-width="5" stroke-linejoin="round" opacity="0.85"><polygon points="${hex(1080, 250, 56)}"/><polygon points="${hex(1177, 250, 56)}"/>`
  s += `<line x1="1226" y1="222" x2="1290" y2="186"/><line x1="1031" y1="278" x2="990" y2="320"/><line x1="1128" y1="194" x2="1128" y2="140"/></g>`
  s += `<g fill="${c.accent}"><circle cx="1290" cy="186" r="12"/><circle cx="990" cy="320" r="12"/><circle cx="1128" cy="140" r="12"/></g>`
  s += `<g fill="${c.grey300}"><rect x="1330" y="260" width="130" height="10" rx="5"/><rect x="1330" y="290" width="100" height="10" rx="5"/><rect x="1330" y="320" width="120" height="10" rx="5"/></g>`
  // Wall shelf with reagent bottles.
  s += `<rect x="100" y="300" width="640" height="14" fill="${mix(c.mid, c.tint, 0.45)}"/>`
  const bottleColors = [c.brand, c.accent, mix(c.brand, c.ink, 0.4), c.brandLight, mix(c.accent, c.ink, 0.3)]
  for (let i = 0; i < 7; i++) {
    const x = 130 + i * 86
    const h = 110 + (i % 3) * 22
    const col = bottleColors[i % bottleColors.length] as string
    s += `<rect x="${x}" y="${300 - h}" width="58" height="${h}" rx="10" fill="${col}" opacity="0.85"/>`
    s += `<rect x="${x + 18}" y="${300 - h - 22}" width="22" height="24" fill="${col}"/>`
    s += `<rect x="${x + 8}" y="${300 - h * 0.6}" width="42" height="30" rx="3" fill="#FFFFFF" opacity="0.8"/>`
  }
  // Bench.
  s += `<rect x="0" y="${bench}" width="${W}" height="30" fill="${mix(c.ink, c.brand, 0.3)}"/>`
  s += `<rect x="0" y="${bench}" width="${W}" height="5" fill="#FFFFFF" opacity="0.2"/>`
  const cabinet = defs.linearUser(
    [
      [0, mix(c.mid, c.tint, 0.25)],
      [1, mix(c.mid, c.ink, 0.2)],
    ],
    0,
    bench + 30,
    0,
    H,
  )
  s += `<rect x="0" y="${bench + 30}" width="${W}" height="${H - bench - 30}" fill="${cabinet}"/>`
  for (let i = 0; i < 6; i++) {
    const x = 30 + i * 265
    s += `<rect x="${x}" y="${bench + 56}" width="240" height="190" rx="8" fill="none" stroke="#FFFFFF" stroke-width="3" opacity="0.18"/>`
    s += `<rect x="${x + 100}" y="${bench + 76}" width="40" height="8" rx="4" fill="#FFFFFF" opacity="0.4"/>`
  }
  const shadow = defs.blur(8)
  // Beaker.
  s += `<ellipse cx="300" cy="${bench + 2}" rx="110" ry="12" fill="${c.ink}" opacity="0.25" filter="${shadow}"/>`
  const beaker = `M220,${bench - 200} L206,${bench - 214} L230,${bench - 206} L380,${bench - 206} L380,${bench - 12} Q380,${bench} 366,${bench} L234,${bench} Q220,${bench} 220,${bench - 12} Z`
  s += glassVessel(ctx, beaker, bench - 110, bench, c.brandLight, 200, 400)
  for (let i = 0; i < 5; i++)
    s += `<line x1="350" y1="${bench - 40 - i * 30}" x2="376" y2="${bench - 40 - i * 30}" stroke="#FFFFFF" stroke-width="3" opacity="0.8"/>`
  // Erlenmeyer flask.
  s += `<ellipse cx="580" cy="${bench + 2}" rx="140" ry="14" fill="${c.ink}" opacity="0.25" filter="${shadow}"/>`
  s += glassVessel(ctx, flaskPath(580, bench, 1.05), bench - 100, bench, c.accent, 440, 720)
  s += `<rect x="556" y="${bench - 278}" width="48" height="18" rx="6" fill="${mix(c.ink, c.brand, 0.3)}"/>`
  // Round-bottom flask on a stand.
  s += `<rect x="760" y="${bench - 16}" width="200" height="16" rx="6" fill="${c.ink}"/>`
  s += `<rect x="930" y="${bench - 420}" width="12" height="410" fill="${c.ink}"/>`
  s += `<rect x="840" y="${bench - 330}" width="96" height="10" fill="${c.ink}"/>`
  const round = `M832,${bench - 360} L832,${bench - 280} A86,86 0 1 0 868,${bench - 280} L868,${bench - 360} Z`
  s += glassVessel(ctx, round, bench - 220, bench - 100, mix(c.brand, c.tint, 0.2), 740, 960)
  s += `<rect x="822" y="${bench - 56}" width="56" height="40" rx="8" fill="${mix(c.ink, c.brand, 0.25)}"/><rect x="844" y="${bench - 66}" width="12" height="12" fill="${c.grey500}"/>`
  s += `<path d="M850,${bench - 100} C862,${bench - 86} 860,${bench - 72} 850,${bench - 66} C840,${bench - 72} 838,${bench - 86} 850,${bench - 100} Z" fill="${c.accent}"/><path d="M850,${bench - 88} C855,${bench - 80} 854,${bench - 72} 850,${bench - 68} C846,${bench - 72} 845,${bench - 80} 850,${bench - 88} Z" fill="${c.glow}"/>`
  // Test-tube rack.
  s += `<rect x="1020" y="${bench - 110}" width="250" height="18" rx="4" fill="${mix(c.ink, c.brand, 0.2)}"/>`
  s += `<rect x="1020" y="${bench - 30}" width="250" height="30" rx="4" fill="${mix(c.ink, c.brand, 0.2)}"/>`
  const tubeColors = [c.accent, c.brandLight, c.brand, c.accentLight, mix(c.brand, c.accent, 0.5)]
  for (let i = 0; i < 5; i++) {
    const x = 1040 + i * 46
    const d = `M${x},${bench - 200} L${x},${bench - 46} A13,13 0 0 0 ${x + 26},${bench - 46} L${x + 26},${bench - 200} Z`
    s += glassVessel(ctx, d, bench - 140 + (i % 3) * 18, bench - 30, tubeColors[i] as string, x - 2, x + 28)
  }
  s += `<rect x="1020" y="${bench - 110}" width="250" height="18" rx="4" fill="${mix(c.ink, c.brand, 0.2)}" opacity="0.9"/>`
  // Microscope.
  const m = c.ink
  const hl = mix(c.ink, c.brandLight, 0.45)
  s += `<rect x="1320" y="${bench - 24}" width="200" height="24" rx="10" fill="${m}"/>`
  s += `<path d="M1470,${bench - 24} Q1500,${bench - 160} 1440,${bench - 300}" fill="none" stroke="${m}" stroke-width="36" stroke-linecap="round"/>`
  s += `<rect x="1340" y="${bench - 130}" width="150" height="14" rx="4" fill="${m}"/>`
  s += `<g transform="rotate(-28 1410 ${bench - 250})"><rect x="1390" y="${bench - 360}" width="40" height="190" rx="8" fill="${m}"/><rect x="1396" y="${bench - 360}" width="8" height="190" fill="${hl}" opacity="0.7"/><rect x="1384" y="${bench - 384}" width="52" height="28" rx="6" fill="${m}"/><rect x="1398" y="${bench - 178}" width="24" height="30" rx="4" fill="${hl}"/></g>`
  s += `<circle cx="1468" cy="${bench - 170}" r="20" fill="${hl}"/>`
  s += `<ellipse cx="1420" cy="${bench + 4}" rx="130" ry="12" fill="${c.ink}" opacity="0.2" filter="${shadow}"/>`
  return s
}

/** A student desk (top, front panel, legs) and the chair in front of it, scaled for perspective. */
function deskAndChair(ctx: SceneContext, x: number, base: number, s: number): string {
  const { c } = ctx
  const top = mix(c.accent, c.ink, 0.25)
  const side = mix(c.accent, c.ink, 0.5)
  let out = `<polygon points="${pts([
    [x - 100 * s, base - 100 * s],
    [x + 100 * s, base - 100 * s],
    [x + 112 * s, base - 82 * s],
    [x - 112 * s, base - 82 * s],
  ])}" fill="${top}"/>`
  out += `<rect x="${n(x - 112 * s)}" y="${n(base - 82 * s)}" width="${n(224 * s)}" height="${n(10 * s)}" fill="${side}"/>`
  out += `<rect x="${n(x - 96 * s)}" y="${n(base - 72 * s)}" width="${n(192 * s)}" height="${n(38 * s)}" fill="${side}" opacity="0.8"/>`
  for (const lx of [-104, 98])
    out += `<rect x="${n(x + lx * s)}" y="${n(base - 72 * s)}" width="${n(6 * s)}" height="${n(72 * s)}" fill="${c.ink}"/>`
  // The chair stands in front of the desk, its back towards us.
  const cy = base + 30 * s
  out += `<rect x="${n(x - 48 * s)}" y="${n(cy - 28 * s)}" width="${n(6 * s)}" height="${n(28 * s)}" fill="${c.ink}"/><rect x="${n(x + 42 * s)}" y="${n(cy - 28 * s)}" width="${n(6 * s)}" height="${n(28 * s)}" fill="${c.ink}"/>`
  out += `<rect x="${n(x - 54 * s)}" y="${n(cy - 36 * s)}" width="${n(108 * s)}" height="${n(10 * s)}" rx="${n(4 * s)}" fill="${mix(c.brand, c.ink, 0.3)}"/>`
  out += `<rect x="${n(x - 50 * s)}" y="${n(cy - 92 * s)}" width="${n(100 * s)}" height="${n(46 * s)}" rx="${n(12 * s)}" fill="${c.brand}"/>`
  out += `<rect x="${n(x - 50 * s)}" y="${n(cy - 92 * s)}" width="${n(100 * s)}" height="${n(10 * s)}" rx="${n(5 * s)}" fill="#FFFFFF" opacity="0.22"/>`
  out += `<rect x="${n(x - 4 * s)}" y="${n(cy - 48 * s)}" width="${n(8 * s)}" height="${n(14 * s)}" fill="${c.ink}"/>`
  return out
}

export function classroom(ctx: SceneContext): string {
  const { c, defs } = ctx
  const floorY = 620
  const wall = defs.linearUser(
    [
      [0, mix(c.tint, c.brandLight, 0.2)],
      [1, mix(c.tint, c.accentLight, 0.3)],
    ],
    0,
    0,
    0,
    floorY,
  )
  let s = `<rect width="${W}" height="${H}" fill="${wall}"/>`
  s += `<rect x="0" y="${floorY - 70}" width="${W}" height="70" fill="${mix(c.brandLight, c.tint, 0.4)}"/>`
  // Window with a tree outside.
  const glass = defs.linearUser(
    [
      [0, c.brandLight],
      [1, mix(c.tint, c.accentLight, 0.5)],
    ],
    0,
    110,
    0,
    500,
  )
  s += `<rect x="60" y="110" width="250" height="390" fill="${glass}"/>`
  const winClip = defs.clip('<rect x="60" y="110" width="250" height="390"/>')
  s += `<g clip-path="${winClip}"><circle cx="130" cy="420" r="100" fill="${mix(c.far, c.mid, 0.3)}" opacity="0.6"/><circle cx="260" cy="450" r="80" fill="${mix(c.far, c.mid, 0.3)}" opacity="0.5"/><rect x="60" y="470" width="250" height="30" fill="${mix(c.far, c.mid, 0.45)}" opacity="0.6"/></g>`
  s += `<g stroke="#FFFFFF" stroke-width="10"><rect x="60" y="110" width="250" height="390" fill="none"/><line x1="185" y1="110" x2="185" y2="500"/><line x1="60" y1="300" x2="310" y2="300"/></g>`
  s += `<rect x="46" y="496" width="278" height="14" fill="#FFFFFF"/>`
  // Chalkboard.
  const board = defs.linear([
    [0, mix(c.ink, c.brand, 0.4)],
    [1, mix(c.ink, c.brand, 0.25)],
  ])
  s += `<rect x="400" y="100" width="860" height="380" rx="6" fill="${mix(c.accent, c.ink, 0.4)}"/>`
  s += `<rect x="416" y="116" width="828" height="348" fill="${board}"/>`
  s += `<rect x="390" y="478" width="880" height="14" fill="${mix(c.accent, c.ink, 0.5)}"/>`
  s += `<g fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity="0.8">`
  s += `<path d="M470,420 L470,170 M470,420 L740,420"/><path d="M480,400 C540,390 560,250 620,240 C680,230 700,330 730,200"/>`
  s += `<path d="M800,410 L960,410 L800,250 Z"/><path d="M800,390 L820,390 L820,410"/>`
  s += `<circle cx="1140" cy="230" r="62"/><ellipse cx="1140" cy="230" rx="26" ry="62"/><line x1="1078" y1="230" x2="1202" y2="230"/></g>`
  s += `<text x="1010" y="410" font-family="${FONT_STACK}" font-size="30" font-style="italic" fill="#FFFFFF" opacity="0.8">a² + b² = c²</text>`
  s += `<rect x="560" y="482" width="40" height="8" rx="3" fill="#FFFFFF" opacity="0.9"/><rect x="1100" y="480" width="60" height="12" rx="3" fill="${c.accent}"/>`
  // Clock.
  s += `<circle cx="1420" cy="190" r="62" fill="#FFFFFF"/><circle cx="1420" cy="190" r="62" fill="none" stroke="${c.ink}" stroke-width="8"/>`
  s += `<path d="M1420,190 L1420,150 M1420,190 L1448,204" stroke="${c.ink}" stroke-width="6" stroke-linecap="round"/>`
  // Teacher's desk with a globe.
  s += `<rect x="1300" y="470" width="260" height="150" fill="${mix(c.accent, c.ink, 0.45)}"/><rect x="1290" y="460" width="280" height="16" fill="${mix(c.accent, c.ink, 0.3)}"/>`
  s += `<rect x="1400" y="444" width="40" height="16" fill="${c.ink}"/><circle cx="1420" cy="394" r="48" fill="${c.brandLight}"/><path d="M1392,370 Q1410,360 1420,380 Q1430,400 1448,392 L1450,410 Q1420,420 1400,400 Z" fill="${c.tint}" opacity="0.8"/>`
  s += `<path d="M1366,394 A54,54 0 0 0 1474,394" fill="none" stroke="${c.ink}" stroke-width="5"/>`
  // Floor with light from the window.
  const floor = defs.linearUser(
    [
      [0, mix(c.accent, c.ink, 0.35)],
      [1, mix(c.accent, c.ink, 0.6)],
    ],
    0,
    floorY,
    0,
    H,
  )
  s += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>`
  for (let i = -10; i <= 10; i++)
    s += `<line x1="${800 + i * 80}" y1="${floorY}" x2="${800 + i * 200}" y2="${H}" stroke="${c.ink}" stroke-width="2" opacity="0.2"/>`
  s += `<polygon points="${pts([
    [60, floorY],
    [310, floorY],
    [700, H],
    [120, H],
  ])}" fill="${c.glow}" opacity="0.22" filter="${defs.blur(10)}"/>`
  // Rows of desks, back to front.
  const rows: Array<[number, number, number]> = [
    [690, 0.6, 250],
    [770, 0.82, 330],
    [880, 1.1, 440],
  ]
  for (const [base, scale, spacing] of rows) {
    for (let k = -2; k <= 2; k++) s += deskAndChair(ctx, 820 + k * spacing, base, scale)
  }
  return s
}

/** A book lying flat, seen from its spine (bands, label) or from its page edge. */
function flatBook(x: number, y: number, w: number, h: number, color: string, spine: boolean): string {
  if (spine) {
    return (
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6" fill="${color}"/>` +
      `<rect x="${n(x + 30)}" y="${n(y)}" width="10" height="${n(h)}" fill="#FFFFFF" opacity="0.22"/>` +
      `<rect x="${n(x + w - 40)}" y="${n(y)}" width="10" height="${n(h)}" fill="#FFFFFF" opacity="0.22"/>` +
      `<rect x="${n(x + w * 0.35)}" y="${n(y + h * 0.3)}" width="${n(w * 0.3)}" height="${n(h * 0.4)}" rx="3" fill="#FFFFFF" opacity="0.3"/>` +
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="5" rx="2" fill="#FFFFFF" opacity="0.18"/>`
    )
  }
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="4" fill="${color}"/>`
  s += `<rect x="${n(x + 4)}" y="${n(y + 7)}" width="${n(w - 10)}" height="${n(h - 14)}" fill="#FBF6EC"/>`
  for (let i = 1; i < 5; i++)
    s += `<line x1="${n(x + 6)}" y1="${n(y + 7 + ((h - 14) * i) / 5)}" x2="${n(x + w - 8)}" y2="${n(y + 7 + ((h - 14) * i) / 5)}" stroke="#D8CFC0" stroke-width="1.5"/>`
  return s
}

export function books(ctx: SceneContext): string {
  const { c, defs } = ctx
  const tableY = 690
  const wall = defs.linearUser(
    [
      [0, mix(c.tint, c.brandLight, 0.3)],
      [1, mix(c.tint, c.accentLight, 0.35)],
    ],
    0,
    0,
    0,
    tableY,
  )
  let s = `<rect width="${W}" height="${H}" fill="${wall}"/>`
  // Window light falling on the wall.
  s += `<g opacity="0.35" filter="${defs.blur(6)}" fill="#FFFFFF"><polygon points="980,70 1200,40 1200,270 980,290"/><polygon points="1220,37 1440,7 1440,240 1220,267"/><polygon points="980,310 1200,290 1200,520 980,530"/><polygon points="1220,287 1440,260 1440,490 1220,517"/></g>`
  // Table.
  const table = defs.linearUser(
    [
      [0, mix(c.accent, c.ink, 0.3)],
      [1, mix(c.accent, c.ink, 0.6)],
    ],
    0,
    tableY,
    0,
    H,
  )
  s += `<rect x="0" y="${tableY}" width="${W}" height="${H - tableY}" fill="${table}"/>`
  s += `<rect x="0" y="${tableY}" width="${W}" height="6" fill="#FFFFFF" opacity="0.15"/>`
  // Desk lamp and its light.
  const pool = defs.radialUser(
    [
      [0, c.glow, 0.55],
      [1, c.glow, 0],
    ],
    430,
    tableY + 20,
    420,
  )
  s += `<ellipse cx="430" cy="${tableY + 30}" rx="420" ry="90" fill="${pool}"/>`
  const cone = defs.linearUser(
    [
      [0, c.glow, 0.45],
      [1, c.glow, 0],
    ],
    0,
    360,
    0,
    tableY,
  )
  s += `<polygon points="${pts([
    [380, 360],
    [470, 340],
    [720, tableY],
    [160, tableY],
  ])}" fill="${cone}" filter="${defs.blur(8)}"/>`
  s += `<ellipse cx="200" cy="${tableY - 4}" rx="70" ry="14" fill="${c.ink}"/>`
  s += `<path d="M200,${tableY - 10} L250,420 L400,300" fill="none" stroke="${c.ink}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
  s += `<circle cx="250" cy="420" r="12" fill="${c.ink}"/>`
  s += `<g transform="translate(420 310) rotate(-28)"><polygon points="-22,-30 22,-30 56,40 -56,40" fill="${c.accent}"/><rect x="-22" y="-34" width="44" height="8" rx="4" fill="${mix(c.accent, c.ink, 0.3)}"/><ellipse cx="0" cy="40" rx="56" ry="9" fill="${c.glow}"/></g>`
  // The stack.
  const colors = bookColors(ctx)
  const stack: Array<[number, number, string, boolean]> = [
    [600, 70, c.brand, true],
    [560, 58, c.accent, false],
    [590, 66, mix(c.brand, c.ink, 0.45), true],
    [520, 52, c.brandLight, true],
    [545, 60, mix(c.accent, c.ink, 0.3), false],
    [500, 50, mix(c.accentLight, c.accent, 0.25), true],
  ]
  s += `<ellipse cx="850" cy="${tableY + 6}" rx="340" ry="18" fill="${c.ink}" opacity="0.3" filter="${defs.blur(8)}"/>`
  let y = tableY
  stack.forEach(([w, h, col, spine], i) => {
    y -= h
    const x = 850 - w / 2 + (i % 2 === 0 ? -1 : 1) * (10 + i * 4)
    s += flatBook(x, y, w, h, col, spine)
  })
  // An open book on top.
  const top = y
  s += `<path d="M630,${top} L642,${top - 30} Q746,${top - 52} 850,${top - 32} Q954,${top - 52} 1058,${top - 30} L1070,${top} Z" fill="${mix(c.brand, c.ink, 0.3)}"/>`
  s += `<path d="M648,${top - 8} L656,${top - 36} Q752,${top - 64} 850,${top - 40} L850,${top - 10} Q752,${top - 30} 648,${top - 8} Z" fill="#FBF6EC"/>`
  s += `<path d="M1052,${top - 8} L1044,${top - 36} Q948,${top - 64} 850,${top - 40} L850,${top - 10} Q948,${top - 30} 1052,${top - 8} Z" fill="#F1E9DA"/>`
  s += `<g fill="none" stroke="#CFC4B2" stroke-width="2">`
  for (let i = 0; i < 4; i++) {
    s += `<path d="M${680 + i * 4},${top - 30 + i * 5} Q760,${top - 50 + i * 5} 830,${top - 34 + i * 5}"/><path d="M${1020 - i * 4},${top - 30 + i * 5} Q940,${top - 50 + i * 5} 870,${top - 34 + i * 5}"/>`
  }
  s += `</g>`
  // Upright books with a bookend.
  let bx = 1180
  for (let i = 0; i < 6; i++) {
    const w = between(ctx.rand, 40, 64)
    const h = between(ctx.rand, 210, 300)
    const col = colors[(i * 3) % colors.length] as string
    s += `<rect x="${n(bx)}" y="${n(tableY - h)}" width="${n(w)}" height="${n(h)}" rx="4" fill="${col}"/>`
    s += `<rect x="${n(bx + 8)}" y="${n(tableY - h * 0.75)}" width="${n(w - 16)}" height="${n(h * 0.22)}" rx="3" fill="#FFFFFF" opacity="0.3"/>`
    s += `<rect x="${n(bx)}" y="${n(tableY - h + 14)}" width="${n(w)}" height="5" fill="#FFFFFF" opacity="0.25"/>`
    bx += w + 3
  }
  s += `<path d="M${n(bx + 2)},${tableY} L${n(bx + 2)},${tableY - 170} L${n(bx + 18)},${tableY - 170} L${n(bx + 18)},${tableY - 14} L${n(bx + 70)},${tableY - 14} L${n(bx + 70)},${tableY} Z" fill="${c.ink}"/>`
  // A mug with steam.
  s += `<rect x="1440" y="${tableY - 110}" width="90" height="110" rx="14" fill="${c.brand}"/><path d="M1530,${tableY - 90} C1570,${tableY - 90} 1570,${tableY - 30} 1530,${tableY - 30}" fill="none" stroke="${c.brand}" stroke-width="12"/>`
  s += `<rect x="1440" y="${tableY - 110}" width="90" height="12" rx="6" fill="#FFFFFF" opacity="0.25"/>`
  s += `<g fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" opacity="0.6"><path d="M1470,${tableY - 130} C1455,${tableY - 160} 1490,${tableY - 180} 1472,${tableY - 215}"/><path d="M1500,${tableY - 128} C1485,${tableY - 150} 1518,${tableY - 172} 1502,${tableY - 200}"/></g>`
  // A pencil on the table.
  s += `<g transform="rotate(-8 400 800)"><rect x="300" y="794" width="220" height="14" fill="${c.accent}"/><polygon points="520,794 548,801 520,808" fill="#F3D9B1"/><rect x="292" y="794" width="12" height="14" fill="${c.brandLight}"/></g>`
  return s
}

export function passport(ctx: SceneContext): string {
  const { c, defs, rand } = ctx
  const desk = defs.linear(
    [
      [0, mix(c.tint, c.brandLight, 0.25)],
      [1, mix(c.tint, c.accentLight, 0.4)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  let s = `<rect width="${W}" height="${H}" fill="${desk}"/>`
  for (let y = 30; y < H; y += 40) {
    for (let x = 30 + ((y / 40) % 2) * 20; x < W; x += 40)
      s += `<circle cx="${x}" cy="${y}" r="2" fill="${c.brand}" opacity="0.08"/>`
  }
  const shadow = defs.blur(14)
  // A folded map with a route.
  s += `<g transform="rotate(-4 520 640)"><rect x="130" y="470" width="780" height="420" fill="${c.ink}" opacity="0.18" filter="${shadow}" transform="translate(10 14)"/>`
  s += `<rect x="130" y="470" width="780" height="420" fill="#FFFFFF"/>`
  s += `<rect x="130" y="470" width="780" height="420" fill="${mix(c.tint, c.brandLight, 0.18)}"/>`
  const landFill = mix(c.tint, c.accentLight, 0.55)
  s += `<path d="M130,560 C200,520 300,540 330,600 C360,660 300,700 320,760 C340,820 260,860 130,840 Z" fill="${landFill}"/>`
  s += `<path d="M520,470 C560,520 640,500 700,540 C760,580 860,560 910,600 L910,470 Z" fill="${landFill}"/>`
  s += `<path d="M600,700 C660,660 760,680 790,740 C820,800 760,860 680,850 C620,840 560,760 600,700 Z" fill="${landFill}"/>`
  s += `<rect x="390" y="470" width="260" height="420" fill="#FFFFFF" opacity="0.25"/>`
  s += `<g fill="none" stroke="${c.brandLight}" stroke-width="1.5" opacity="0.35">`
  for (let i = 1; i < 6; i++) s += `<line x1="${130 + i * 130}" y1="470" x2="${130 + i * 130}" y2="890"/>`
  for (let i = 1; i < 4; i++) s += `<line x1="130" y1="${470 + i * 105}" x2="910" y2="${470 + i * 105}"/>`
  s += `</g><path d="M220,800 C360,620 560,760 800,560" fill="none" stroke="${c.accent}" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/>`
  s += `<circle cx="220" cy="800" r="12" fill="${c.brand}"/><circle cx="800" cy="560" r="16" fill="${c.accent}"/><circle cx="800" cy="560" r="6" fill="#FFFFFF"/></g>`
  // Passport.
  s += `<g transform="rotate(9 560 380)"><rect x="400" y="140" width="330" height="460" rx="22" fill="${c.ink}" opacity="0.3" filter="${shadow}" transform="translate(14 18)"/>`
  const cover = defs.linear(
    [
      [0, c.brand],
      [1, mix(c.brand, c.ink, 0.5)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  s += `<rect x="400" y="140" width="330" height="460" rx="22" fill="${cover}"/>`
  s += `<rect x="400" y="140" width="22" height="460" rx="10" fill="#000000" opacity="0.15"/>`
  const gold = c.accentLight
  s += `<text x="575" y="230" text-anchor="middle" font-family="${FONT_STACK}" font-size="30" font-weight="700" letter-spacing="7" fill="${gold}">PASSPORT</text>`
  s += `<g fill="none" stroke="${gold}" stroke-width="5"><circle cx="575" cy="370" r="78"/><ellipse cx="575" cy="370" rx="34" ry="78"/><line x1="497" y1="370" x2="653" y2="370"/><path d="M508,330 Q575,345 642,330 M508,410 Q575,395 642,410"/></g>`
  s += `<rect x="545" y="520" width="60" height="40" rx="6" fill="none" stroke="${gold}" stroke-width="4"/><line x1="545" y1="540" x2="605" y2="540" stroke="${gold}" stroke-width="3"/></g>`
  // Boarding pass.
  s += `<g transform="rotate(-7 1080 330)"><rect x="760" y="200" width="660" height="260" rx="20" fill="${c.ink}" opacity="0.25" filter="${shadow}" transform="translate(12 16)"/>`
  s += `<rect x="760" y="200" width="660" height="260" rx="20" fill="#FFFFFF"/>`
  s += `<path d="M780,200 L1400,200 Q1420,200 1420,220 L1420,262 L760,262 L760,220 Q760,200 780,200 Z" fill="${c.brand}"/>`
  s += `<text x="800" y="243" font-family="${FONT_STACK}" font-size="24" font-weight="700" letter-spacing="4" fill="#FFFFFF">BOARDING PASS</text>`
  s += `<line x1="1230" y1="270" x2="1230" y2="450" stroke="${c.grey300}" stroke-width="3" stroke-dasharray="8 8"/>`
  s += `<circle cx="820" cy="330" r="12" fill="${c.brand}"/><circle cx="1160" cy="330" r="12" fill="none" stroke="${c.brand}" stroke-width="5"/>`
  s += `<line x1="840" y1="330" x2="1140" y2="330" stroke="${c.grey300}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`
  s += `<g transform="translate(990 330) rotate(90)"><path d="M0,-34 C5,-34 7,-28 7,-20 L7,-6 L34,10 L34,18 L7,10 L7,22 L16,30 L16,36 L0,31 L-16,36 L-16,30 L-7,22 L-7,10 L-34,18 L-34,10 L-7,-6 L-7,-20 C-7,-28 -5,-34 0,-34 Z" fill="${c.accent}"/></g>`
  s += `<g fill="${c.grey300}"><rect x="800" y="380" width="120" height="14" rx="7"/><rect x="800" y="408" width="80" height="14" rx="7"/><rect x="960" y="380" width="100" height="14" rx="7"/><rect x="960" y="408" width="140" height="14" rx="7"/></g>`
  for (let i = 0; i < 28; i++) {
    const w = pick(rand, [2, 3, 5, 6])
    s += `<rect x="${1256 + i * 5.6}" y="300" width="${w}" height="130" fill="${c.ink}" opacity="0.85"/>`
  }
  s += `</g>`
  // Coffee cup seen from above.
  s += `<circle cx="1340" cy="700" r="130" fill="${c.ink}" opacity="0.2" filter="${shadow}"/><circle cx="1330" cy="690" r="130" fill="#FFFFFF"/>`
  s += `<rect x="1440" y="676" width="80" height="32" rx="16" fill="#FFFFFF"/><circle cx="1330" cy="690" r="84" fill="#FFFFFF" stroke="${c.grey300}" stroke-width="3"/>`
  const coffee = defs.radial([
    [0, mix(c.accent, c.ink, 0.45)],
    [1, mix(c.accent, c.ink, 0.7)],
  ])
  s += `<circle cx="1330" cy="690" r="70" fill="${coffee}"/><ellipse cx="1305" cy="668" rx="26" ry="10" fill="#FFFFFF" opacity="0.25"/>`
  // A pen.
  s += `<g transform="rotate(-32 1040 760)"><rect x="900" y="752" width="260" height="18" rx="9" fill="${c.ink}"/><rect x="1100" y="752" width="60" height="18" rx="4" fill="${c.accent}"/><polygon points="900,752 870,761 900,770" fill="${c.grey500}"/></g>`
  return s
}

export function globe(ctx: SceneContext): string {
  const { c, defs } = ctx
  const cx = 800
  const cy = 450
  const r = 290
  const bg = defs.radialUser(
    [
      [0, mix(c.brand, c.ink, 0.25)],
      [1, c.ink],
    ],
    cx,
    cy,
    950,
  )
  let s = `<rect width="${W}" height="${H}" fill="${bg}"/>`
  s += stars(ctx, 140, H)
  s += `<circle cx="${cx}" cy="${cy}" r="${r * 1.6}" fill="${defs.radial([
    [0.55, c.brandLight, 0.45],
    [1, c.brandLight, 0],
  ])}"/>`
  // Orbit, back half.
  const rx = 520
  const ry = 130
  const tilt = -14
  s += `<g transform="rotate(${tilt} ${cx} ${cy})"><path d="M${cx - rx},${cy} A${rx},${ry} 0 0 1 ${cx + rx},${cy}" fill="none" stroke="${c.accentLight}" stroke-width="3" stroke-dasharray="10 12" opacity="0.5"/></g>`
  // Sphere and continents.
  const sphere = defs.radial(
    [
      [0, mix(c.brandLight, '#FFFFFF', 0.3)],
      [0.45, c.brand],
      [1, mix(c.brand, c.ink, 0.65)],
    ],
    { cx: 0.36, cy: 0.32, r: 0.8 },
  )
  s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${sphere}"/>`
  const clip = defs.clip(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
  const land = [
    'M20,-20 C80,-40 130,-10 150,40 C160,90 120,120 100,170 C85,210 60,240 40,230 C20,200 30,150 10,110 C-10,80 -40,60 -30,20 C-25,0 0,-15 20,-20 Z',
    'M-20,-60 C0,-100 40,-130 90,-140 C130,-150 170,-130 160,-100 C140,-80 100,-70 60,-60 C30,-50 0,-40 -20,-60 Z',
    'M150,-140 C200,-185 262,-172 292,-120 C304,-60 282,0 242,30 C212,50 190,20 180,-20 C170,-60 140,-90 150,-140 Z',
    'M-232,40 C-190,20 -160,50 -160,100 C-165,150 -190,200 -212,236 C-228,200 -242,150 -252,100 Z',
    'M-300,-150 C-240,-205 -170,-205 -128,-160 C-108,-120 -150,-80 -190,-60 C-220,-40 -262,-60 -300,-90 Z',
    'M196,80 C220,70 250,90 240,120 C230,140 200,130 196,80 Z',
  ]
  s += `<g clip-path="${clip}"><g transform="translate(${cx} ${cy})" fill="${c.tint}" opacity="0.6">${land.map((d) => `<path d="${d}"/>`).join('')}</g>`
  s += `<g fill="none" stroke="#FFFFFF" stroke-width="1.6" opacity="0.22">`
  for (const lat of [-60, -40, -20, 0, 20, 40, 60]) {
    const y = cy - r * Math.sin((lat * Math.PI) / 180)
    const hw = r * Math.cos((lat * Math.PI) / 180)
    s += `<line x1="${n(cx - hw)}" y1="${n(y)}" x2="${n(cx + hw)}" y2="${n(y)}"/>`
  }
  for (const lon of [15, 40, 65, 90])
    s += `<ellipse cx="${cx}" cy="${cy}" rx="${n(r * Math.sin((lon * Math.PI) / 180))}" ry="${r}"/>`
  s += `</g><circle cx="${cx}" cy="${cy}" r="${r}" fill="${defs.radial(
    [
      [0.55, c.ink, 0],
      [1, c.ink, 0.55],
    ],
    { cx: 0.36, cy: 0.32, r: 0.8 },
  )}"/>`
  s += `<ellipse cx="${cx - 100}" cy="${cy - 130}" rx="110" ry="60" fill="#FFFFFF" opacity="0.22" filter="${defs.blur(20)}"/></g>`
  // Routes between cities on the globe.
  const cities: Array<[number, number]> = [
    [cx + 60, cy - 90],
    [cx + 230, cy - 20],
    [cx - 200, cy - 120],
    [cx + 90, cy + 120],
  ]
  const [a, b, d, e] = cities as [[number, number], [number, number], [number, number], [number, number]]
  s += `<g fill="none" stroke="${c.glow}" stroke-width="3.5" stroke-linecap="round" stroke-dasharray="2 9">`
  s += `<path d="M${a[0]},${a[1]} Q${(a[0] + b[0]) / 2},${a[1] - 110} ${b[0]},${b[1]}"/><path d="M${a[0]},${a[1]} Q${(a[0] + d[0]) / 2},${d[1] - 150} ${d[0]},${d[1]}"/><path d="M${a[0]},${a[1]} Q${a[0] + 120},${(a[1] + e[1]) / 2} ${e[0]},${e[1]}"/></g>`
  const pin = defs.radial([
    [0, c.glow, 0.9],
    [1, c.accent, 0],
  ])
  for (const [x, y] of cities)
    s += `<circle cx="${x}" cy="${y}" r="26" fill="${pin}"/><circle cx="${x}" cy="${y}" r="7" fill="${c.accent}"/><circle cx="${x}" cy="${y}" r="3" fill="#FFFFFF"/>`
  // Orbit, front half, with a plane.
  s += `<g transform="rotate(${tilt} ${cx} ${cy})"><path d="M${cx + rx},${cy} A${rx},${ry} 0 0 1 ${cx - rx},${cy}" fill="none" stroke="${c.accentLight}" stroke-width="3.5" stroke-dasharray="10 12" opacity="0.85"/>`
  const t = 0.32 * Math.PI
  const px = cx + rx * Math.cos(t)
  const py = cy + ry * Math.sin(t)
  const ang = (Math.atan2(ry * Math.cos(t), -rx * Math.sin(t)) * 180) / Math.PI + 90
  s += `<g transform="translate(${n(px)} ${n(py)}) rotate(${n(ang)}) scale(1.3)"><path d="M0,-34 C5,-34 7,-28 7,-20 L7,-6 L34,10 L34,18 L7,10 L7,22 L16,30 L16,36 L0,31 L-16,36 L-16,30 L-7,22 L-7,10 L-34,18 L-34,10 L-7,-6 L-7,-20 C-7,-28 -5,-34 0,-34 Z" fill="#FFFFFF"/></g></g>`
  return s
}
