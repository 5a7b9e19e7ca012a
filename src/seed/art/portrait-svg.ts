// A person's placeholder portrait: their initials on a soft gradient disc above a subtle shoulders silhouette.

import type { PortraitArt } from '../content/types'
import { FONT_STACK, mix, shiftedPalette } from './palette'
import { Defs, esc } from './svg-kit'

/** Up to three letters, upper case; a fallback dot when nothing usable is given. */
function cleanInitials(raw: string): string {
  const letters = Array.from(raw.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, ''))
    .slice(0, 3)
    .join('')
  return letters ? letters.toUpperCase() : '•'
}

/** The SVG of a portrait, square, `size` pixels wide; the same spec always gives the same SVG. */
export function portraitSvg(art: PortraitArt, size: number): string {
  const p = shiftedPalette(art.hue)
  const defs = new Defs('pt')
  const initials = cleanInitials(art.initials)
  const fontSize = initials.length >= 3 ? 118 : initials.length === 2 ? 148 : 170
  const bg = defs.linear(
    [
      [0, mix(p.tint, '#FFFFFF', 0.3)],
      [1, mix(p.tint, p.brandLight, 0.35)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  const shoulders = defs.linear([
    [0, mix(p.brandLight, p.brand, 0.35), 0.55],
    [1, mix(p.brand, p.ink, 0.2), 0.7],
  ])
  const disc = defs.linear(
    [
      [0, mix(p.brandLight, p.brand, 0.3)],
      [1, mix(p.brand, p.ink, 0.35)],
    ],
    { x1: 0.15, y1: 0, x2: 0.85, y2: 1 },
  )
  const shine = defs.radial(
    [
      [0, '#FFFFFF', 0.35],
      [1, '#FFFFFF', 0],
    ],
    { cx: 0.3, cy: 0.25, r: 0.6 },
  )
  const shadow = defs.blur(18)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(size)}" height="${Math.round(size)}" viewBox="0 0 800 800">` +
    defs.toString() +
    `<rect width="800" height="800" fill="${bg}"/>` +
    `<circle cx="680" cy="110" r="230" fill="#FFFFFF" opacity="0.35"/>` +
    `<circle cx="90" cy="720" r="220" fill="${p.brandLight}" opacity="0.12"/>` +
    `<path d="M120,820 C120,640 250,575 400,575 C550,575 680,640 680,820 Z" fill="${shoulders}"/>` +
    `<path d="M330,585 Q400,640 470,585" fill="none" stroke="#FFFFFF" stroke-width="8" opacity="0.35" stroke-linecap="round"/>` +
    `<circle cx="400" cy="348" r="200" fill="${p.ink}" opacity="0.22" filter="${shadow}" transform="translate(0 18)"/>` +
    `<circle cx="400" cy="330" r="200" fill="${disc}"/>` +
    `<circle cx="400" cy="330" r="200" fill="${shine}"/>` +
    `<circle cx="400" cy="330" r="186" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.35"/>` +
    `<text x="400" y="${330 + Math.round(fontSize * 0.36)}" text-anchor="middle" font-family="${FONT_STACK}" font-weight="700" font-size="${fontSize}" letter-spacing="4" fill="#FFFFFF">${esc(initials)}</text>` +
    `</svg>`
  )
}
