// A scene illustration as SVG: the scene's drawing, then a soft vignette, film grain and an optional caption.

import type { SceneArt, SceneKind } from '../content/types'
import { FONT_STACK } from './palette'
import { H, sceneColors, W, type SceneContext } from './scene-parts'
import { books, classroom, globe, laboratory, library, passport } from './scenes-indoor'
import { campus, citySkyline, coast, desertCity, graduation, mountains } from './scenes-outdoor'
import { Defs, esc, leafOpacity, n, seededRandom } from './svg-kit'

const SCENES: Record<SceneKind, (ctx: SceneContext) => string> = {
  campus,
  'city-skyline': citySkyline,
  library,
  graduation,
  passport,
  globe,
  books,
  laboratory,
  classroom,
  mountains,
  coast,
  'desert-city': desertCity,
}

/** Every scene kind, in a stable order. */
export const SCENE_KINDS = Object.keys(SCENES) as SceneKind[]

function caption(ctx: SceneContext, text: string): string {
  const label = text.trim().slice(0, 48)
  if (!label) return ''
  const size = 26
  const width = label.length * size * 0.6 + 76
  const x = 44
  const y = H - 44 - 56
  return (
    `<g><rect x="${x}" y="${y}" width="${n(width)}" height="56" rx="28" fill="${ctx.c.ink}" opacity="0.5"/>` +
    `<circle cx="${x + 30}" cy="${y + 28}" r="7" fill="${ctx.c.accent}"/>` +
    `<text x="${x + 50}" y="${y + 37}" font-family="${FONT_STACK}" font-size="${size}" fill="#FFFFFF" opacity="0.95">${esc(label)}</text></g>`
  )
}

/** The SVG of a scene; the same spec always gives the same SVG. */
export function sceneSvg(art: SceneArt, width: number, height: number): string {
  const hue = art.hue ?? 0
  const defs = new Defs('sc')
  const ctx: SceneContext = { c: sceneColors(hue), rand: seededRandom(`${art.scene}:${hue}`), defs }
  const draw = SCENES[art.scene]
  if (!draw) throw new Error(`Unknown scene kind: ${String(art.scene)}`)
  const body = draw(ctx)
  const vignette = defs.radial(
    [
      [0.6, ctx.c.ink, 0],
      [1, ctx.c.ink, 0.32],
    ],
    { r: 0.75 },
  )
  const grain = defs.grain(seededRandom(`grain:${art.scene}`))
  const overlay = `<rect width="${W}" height="${H}" fill="${vignette}"/><rect width="${W}" height="${H}" fill="${grain}"/>`
  return leafOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
      `${defs.toString()}${body}${overlay}${art.caption ? caption(ctx, art.caption) : ''}</svg>`,
  )
}
