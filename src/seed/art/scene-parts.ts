// Shared pieces of the scene illustrations: the drawing context and elements several scenes use (sky, sun, stars,
// clouds, ridges, birds, water shimmer).

import { mix, shiftedPalette, type Palette } from './palette'
import { between, Defs, n, pts } from './svg-kit'

/** Every scene is drawn on this canvas and scaled to the requested size. */
export const W = 1600
export const H = 900

/** The palette plus the derived tones scenes share (sky, atmosphere layers, glow). */
export type SceneColors = Palette & {
  skyTop: string
  skyMid: string
  horizon: string
  far: string
  mid: string
  near: string
  glow: string
}

export type SceneContext = { c: SceneColors; rand: () => number; defs: Defs }

export function sceneColors(hue: number): SceneColors {
  const p = shiftedPalette(hue)
  return {
    ...p,
    skyTop: mix(p.ink, p.brand, 0.55),
    skyMid: mix(p.brand, p.brandLight, 0.55),
    horizon: mix(p.accentLight, p.tint, 0.35),
    far: mix(p.brandLight, p.tint, 0.45),
    mid: mix(p.brand, p.ink, 0.35),
    near: mix(p.ink, p.brand, 0.12),
    glow: mix(p.accentLight, '#FFFFFF', 0.35),
  }
}

/** A full-width sky from `stops` (top to `height`). */
export function sky(ctx: SceneContext, stops: ReadonlyArray<readonly [number, string]>, height = H): string {
  const fill = ctx.defs.linearUser(stops, 0, 0, 0, height)
  return `<rect x="0" y="0" width="${W}" height="${n(height)}" fill="${fill}"/>`
}

/** A soft sun: a wide halo, an inner glow and a bright disc. */
export function sun(ctx: SceneContext, cx: number, cy: number, r: number, color = ctx.c.glow, halo = 0.55): string {
  const haloFill = ctx.defs.radial([
    [0, color, halo],
    [0.35, color, halo * 0.35],
    [1, color, 0],
  ])
  const core = ctx.defs.radial([
    [0, '#FFFFFF', 1],
    [0.7, color, 1],
    [1, color, 0.85],
  ])
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 5)}" fill="${haloFill}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${core}"/>`
  )
}

/** Small stars scattered above `maxY`. */
export function stars(ctx: SceneContext, count: number, maxY: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = between(ctx.rand, 0, W)
    const y = between(ctx.rand, 0, maxY) * between(ctx.rand, 0.3, 1)
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(ctx.rand, 0.8, 2.2))}" fill="#FFFFFF" opacity="${n(between(ctx.rand, 0.25, 0.85))}"/>`
  }
  return out
}

/** Soft, blurred clouds made of overlapping ellipses. */
export function clouds(
  ctx: SceneContext,
  count: number,
  yMin: number,
  yMax: number,
  color: string,
  opacity: number,
): string {
  const blur = ctx.defs.blur(14)
  let out = `<g filter="${blur}" opacity="${opacity}">`
  for (let i = 0; i < count; i++) {
    const cx = between(ctx.rand, 80, W - 80)
    const cy = between(ctx.rand, yMin, yMax)
    const w = between(ctx.rand, 160, 360)
    for (let k = 0; k < 4; k++) {
      const ex = cx + (k - 1.5) * w * 0.28 + between(ctx.rand, -20, 20)
      const ey = cy - Math.sin((k / 3) * Math.PI) * w * 0.08
      out += `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(w * between(ctx.rand, 0.22, 0.34))}" ry="${n(w * 0.09)}" fill="${color}"/>`
    }
  }
  return out + '</g>'
}

/** Evenly spaced ridge points across the canvas with random heights up to `amp` above `baseY`. */
export function ridgePoints(rand: () => number, baseY: number, amp: number, count: number): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (let i = 0; i <= count; i++) {
    const x = -60 + ((W + 120) * i) / count + (i > 0 && i < count ? between(rand, -30, 30) : 0)
    out.push([x, baseY - between(rand, 0.15, 1) * amp])
  }
  return out
}

/** Alternating peaks and valleys across the canvas: peaks rise `amp` (60–100 %) above `baseY`, valleys far less. */
export function mountainPoints(rand: () => number, baseY: number, amp: number, peaks: number): Array<[number, number]> {
  const out: Array<[number, number]> = []
  const step = (W + 200) / (peaks * 2)
  for (let i = 0; i <= peaks * 2; i++) {
    const x = -100 + i * step + (i > 0 && i < peaks * 2 ? between(rand, -step * 0.3, step * 0.3) : 0)
    const y = i % 2 === 1 ? baseY - amp * between(rand, 0.6, 1) : baseY - amp * between(rand, 0.05, 0.35)
    out.push([x, y])
  }
  return out
}

/** Shadowed faces: for each peak, the slope down to the next valley drawn darker, for a sense of volume. */
export function peakShadows(
  points: ReadonlyArray<readonly [number, number]>,
  baseY: number,
  color: string,
  opacity: number,
): string {
  let s = ''
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i] as readonly [number, number]
    const next = points[i + 1] as readonly [number, number]
    if (p[1] >= next[1]) continue
    const foot: [number, number] = [p[0] + (next[0] - p[0]) * 0.25, baseY]
    s += `<polygon points="${pts([p, next, [next[0], baseY], foot])}" fill="${color}" opacity="${opacity}"/>`
  }
  return s
}

/** A straight-edged ridge (mountain range) through `points`, closed down to `baseY`. */
export function peakArea(points: ReadonlyArray<readonly [number, number]>, baseY: number): string {
  const first = points[0] ?? [0, baseY]
  const last = points[points.length - 1] ?? [W, baseY]
  return `M${n(first[0])},${n(baseY)} L${pts(points).replace(/ /g, ' L')} L${n(last[0])},${n(baseY)} Z`
}

/** A few distant birds as small curved strokes. */
export function birds(
  ctx: SceneContext,
  count: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  color: string,
): string {
  let out = `<g fill="none" stroke="${color}" stroke-linecap="round" stroke-width="2.4" opacity="0.7">`
  for (let i = 0; i < count; i++) {
    const x = between(ctx.rand, x0, x1)
    const y = between(ctx.rand, y0, y1)
    const s = between(ctx.rand, 6, 13)
    out += `<path d="M${n(x - s)},${n(y - s * 0.3)} Q${n(x - s * 0.5)},${n(y - s * 0.7)} ${n(x)},${n(y)} Q${n(x + s * 0.5)},${n(y - s * 0.7)} ${n(x + s)},${n(y - s * 0.3)}"/>`
  }
  return out + '</g>'
}

/** Short horizontal glints on water, denser near `cx`. */
export function shimmer(
  ctx: SceneContext,
  count: number,
  yMin: number,
  yMax: number,
  cx: number,
  spread: number,
  color: string,
): string {
  let out = `<g stroke="${color}" stroke-linecap="round">`
  for (let i = 0; i < count; i++) {
    const t = ctx.rand()
    const y = yMin + (yMax - yMin) * t * t
    const width = between(ctx.rand, 10, 60) * (1 + t)
    const x = cx + (ctx.rand() + ctx.rand() - 1) * spread * (0.4 + t)
    out += `<line x1="${n(x - width / 2)}" y1="${n(y)}" x2="${n(x + width / 2)}" y2="${n(y)}" stroke-width="${n(1.5 + t * 2.5)}" opacity="${n(between(ctx.rand, 0.2, 0.6))}"/>`
  }
  return out + '</g>'
}

/** A rectangular grid of windows, some lit (warm) and some dark, inside a building block. */
export function windows(
  ctx: SceneContext,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { cols: number; rows: number; lit: number; litColor: string; darkColor: string; darkOpacity?: number },
): string {
  const gapX = w / opts.cols
  const gapY = h / opts.rows
  const ww = gapX * 0.5
  const wh = gapY * 0.55
  let out = ''
  for (let r = 0; r < opts.rows; r++) {
    for (let c = 0; c < opts.cols; c++) {
      const lit = ctx.rand() < opts.lit
      const wx = x + c * gapX + (gapX - ww) / 2
      const wy = y + r * gapY + (gapY - wh) / 2
      out += lit
        ? `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${opts.litColor}" opacity="${n(between(ctx.rand, 0.55, 0.95))}"/>`
        : `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${opts.darkColor}" opacity="${opts.darkOpacity ?? 0.35}"/>`
    }
  }
  return out
}
