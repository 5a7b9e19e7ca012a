// An invented university wordmark: an emblem beside the name (in two lines when long) and an optional motto, on a
// transparent background. Laid out on a 600×300 canvas and scaled to the requested size.

import type { WordmarkArt } from '../content/types'
import { FONT_STACK, mix, shiftedPalette, type Palette } from './palette'
import { Defs, esc, n, pts } from './svg-kit'

const CW = 600
const CH = 300
/** Rough average advance of DejaVu/Liberation Sans glyphs, as a fraction of the font size. */
const BOLD_ADVANCE = 0.66
const REGULAR_ADVANCE = 0.58

type Lines = { small?: string; smallFirst: boolean; big: string[] }

/** Splits a name into a small tracked line ("UNIVERSITY OF") and one or two big lines ("Northbridge"). */
export function splitName(name: string): Lines {
  const clean = name.replace(/\s+/g, ' ').trim() || 'University'
  const prefix =
    /^((?:The )?(?:University|College|Institute|School|Academy|Conservatoire|Polytechnic) (?:of|for) (?:the )?)(.+)$/i.exec(
      clean,
    )
  if (prefix?.[1] && prefix[2])
    return { small: prefix[1].trim().toUpperCase(), smallFirst: true, big: balance(prefix[2]) }
  const suffix = /^(.+?) ((?:University|College|Institute|School|Academy|Polytechnic)(?: of [\w ]+)?)$/i.exec(clean)
  if (suffix?.[1] && suffix[2]) return { small: suffix[2].toUpperCase(), smallFirst: false, big: balance(suffix[1]) }
  return { smallFirst: false, big: balance(clean) }
}

/** One line, or two of similar length when the text is long. */
function balance(text: string): string[] {
  if (text.length <= 14 || !text.includes(' ')) return [text]
  const words = text.split(' ')
  let best: string[] = [text]
  let bestDiff = Number.POSITIVE_INFINITY
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ')
    const b = words.slice(i).join(' ')
    const diff = Math.abs(a.length - b.length)
    if (diff < bestDiff) {
      bestDiff = diff
      best = [a, b]
    }
  }
  return best
}

function emblem(kind: WordmarkArt['emblem'], p: Palette, defs: Defs, letter: string, cx: number, cy: number): string {
  const fill = defs.linear(
    [
      [0, mix(p.brand, p.brandLight, 0.25)],
      [1, mix(p.brand, p.ink, 0.35)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  const gold = p.accent
  const t = `translate(${n(cx)} ${n(cy)})`
  switch (kind) {
    case 'shield':
      return (
        `<g transform="${t}"><path d="M-74,-84 L74,-84 L74,-6 C74,48 36,78 0,92 C-36,78 -74,48 -74,-6 Z" fill="${fill}"/>` +
        `<path d="M-62,-72 L62,-72 L62,-8 C62,40 30,66 0,78 C-30,66 -62,40 -62,-8 Z" fill="none" stroke="#FFFFFF" stroke-width="3" opacity="0.7"/>` +
        `<path d="M-62,10 L0,-22 L62,10 L62,30 L0,-2 L-62,30 Z" fill="${gold}"/>` +
        `<path d="M-34,-56 Q-17,-62 0,-52 Q17,-62 34,-56 L34,-32 Q17,-38 0,-28 Q-17,-38 -34,-32 Z" fill="#FFFFFF"/><line x1="0" y1="-52" x2="0" y2="-28" stroke="${p.brand}" stroke-width="2"/>` +
        `<circle cx="0" cy="40" r="10" fill="#FFFFFF"/></g>`
      )
    case 'circle': {
      let dots = ''
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2
        dots += `<circle cx="${n(Math.cos(a) * 72)}" cy="${n(Math.sin(a) * 72)}" r="2.6" fill="#FFFFFF" opacity="0.85"/>`
      }
      return (
        `<g transform="${t}"><circle r="88" fill="${fill}"/><circle r="80" fill="none" stroke="#FFFFFF" stroke-width="2.5" opacity="0.8"/>${dots}` +
        `<circle r="60" fill="none" stroke="${gold}" stroke-width="4"/>` +
        `<text y="${n(64 * 0.36)}" text-anchor="middle" font-family="${FONT_STACK}" font-weight="700" font-size="64" fill="#FFFFFF">${esc(letter)}</text></g>`
      )
    }
    case 'tower':
      return (
        `<g transform="${t}"><rect x="-86" y="-86" width="172" height="172" rx="36" fill="${mix(p.tint, '#FFFFFF', 0.2)}"/>` +
        `<path d="M-40,70 L-40,-30 L-48,-30 L-48,-58 L-34,-58 L-34,-46 L-20,-46 L-20,-58 L-6,-58 L-6,-46 L6,-46 L6,-58 L20,-58 L20,-46 L34,-46 L34,-58 L48,-58 L48,-30 L40,-30 L40,70 Z" fill="${fill}"/>` +
        `<path d="M-16,70 L-16,36 A16,16 0 0 1 16,36 L16,70 Z" fill="#FFFFFF"/>` +
        `<path d="M-8,-4 L-8,-14 A8,8 0 0 1 8,-14 L8,-4 Z" fill="${gold}"/>` +
        `<rect x="-66" y="68" width="132" height="8" rx="4" fill="${p.ink}"/></g>`
      )
    case 'book':
      return (
        `<g transform="${t}"><circle r="88" fill="${mix(p.tint, '#FFFFFF', 0.2)}"/>` +
        `<path d="M0,-6 C-22,-22 -52,-24 -70,-16 L-70,52 C-52,44 -22,46 0,60 C22,46 52,44 70,52 L70,-16 C52,-24 22,-22 0,-6 Z" fill="${fill}"/>` +
        `<path d="M0,0 L0,56" stroke="#FFFFFF" stroke-width="3"/>` +
        `<path d="M-56,4 C-40,0 -22,2 -10,10 M-56,20 C-40,16 -22,18 -10,26 M10,10 C22,2 40,0 56,4 M10,26 C22,18 40,16 56,20" fill="none" stroke="#FFFFFF" stroke-width="3" opacity="0.7" stroke-linecap="round"/>` +
        `<path d="M0,-70 C12,-54 14,-44 6,-32 C2,-26 -2,-26 -6,-32 C-14,-44 -12,-54 0,-70 Z" fill="${gold}"/></g>`
      )
    case 'star': {
      const star: Array<[number, number]> = []
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5
        const r = i % 2 === 0 ? 52 : 22
        star.push([Math.cos(a) * r, Math.sin(a) * r - 4])
      }
      return (
        `<g transform="${t}"><rect x="-84" y="-84" width="168" height="168" rx="40" fill="${fill}"/>` +
        `<polygon points="${pts(star)}" fill="#FFFFFF"/>` +
        `<path d="M-56,50 Q0,70 56,50" fill="none" stroke="${gold}" stroke-width="6" stroke-linecap="round"/></g>`
      )
    }
    case 'wave':
      return (
        `<g transform="${t}"><circle r="88" fill="${fill}"/>` +
        `<path d="M-40,-2 A40,40 0 0 1 40,-2 Z" fill="${gold}"/>` +
        `<g fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round"><path d="M-66,18 Q-44,4 -22,18 T22,18 T66,18"/><path d="M-60,40 Q-40,26 -20,40 T20,40 T60,40" opacity="0.8"/><path d="M-48,62 Q-32,50 -16,62 T16,62 T48,62" opacity="0.6"/></g></g>`
      )
  }
}

/** Font size that fits `text` into `maxWidth` (with `tracking` extra per glyph), capped at `max`. */
function fit(text: string, maxWidth: number, max: number, advance: number, tracking = 0): number {
  const len = Math.max(1, text.length)
  return Math.min(max, (maxWidth - tracking * len) / (len * advance))
}

/** The SVG of a wordmark; transparent background; the same spec always gives the same SVG. */
export function wordmarkSvg(art: WordmarkArt, width: number, height: number): string {
  const p = shiftedPalette(art.hue)
  const defs = new Defs('wm')
  const lines = splitName(art.name)
  const letter = (lines.big[0] ?? art.name).trim().charAt(0).toUpperCase() || 'U'
  const textX = 238
  const maxW = CW - textX - 18
  const bigSize = Math.floor(
    Math.min(...lines.big.map((l) => fit(l, maxW, lines.big.length > 1 ? 54 : 62, BOLD_ADVANCE))),
  )
  const smallTrack = 3
  const smallSize = lines.small ? Math.floor(fit(lines.small, maxW, 24, BOLD_ADVANCE, smallTrack)) : 0
  const motto = art.motto?.trim()
  const mottoSize = motto ? Math.floor(fit(motto, maxW, 20, REGULAR_ADVANCE)) : 0
  // Stack the lines and centre the block vertically.
  type Row = { text: string; size: number; kind: 'big' | 'small' | 'motto'; gap: number }
  const rows: Row[] = []
  const smallRow = lines.small ? ({ text: lines.small, size: smallSize, kind: 'small', gap: 10 } as Row) : null
  if (smallRow && lines.smallFirst) rows.push(smallRow)
  lines.big.forEach((l) => rows.push({ text: l, size: bigSize, kind: 'big', gap: 6 }))
  if (smallRow && !lines.smallFirst) rows.push({ ...smallRow, gap: 12 })
  if (motto) rows.push({ text: motto, size: mottoSize, kind: 'motto', gap: 18 })
  const total = rows.reduce((sum, r, i) => sum + r.size * 1.0 + (i > 0 ? r.gap : 0), 0)
  let y = (CH - total) / 2
  let text = ''
  rows.forEach((r, i) => {
    if (i > 0) y += r.gap
    y += r.size * 0.82
    const common = `x="${textX}" y="${n(y)}" font-family="${FONT_STACK}" font-size="${r.size}"`
    if (r.kind === 'big') text += `<text ${common} font-weight="700" fill="${p.ink}">${esc(r.text)}</text>`
    if (r.kind === 'small')
      text += `<text ${common} font-weight="700" letter-spacing="${smallTrack}" fill="${p.brand}">${esc(r.text)}</text>`
    if (r.kind === 'motto') {
      text += `<rect x="${textX}" y="${n(y - r.size * 0.82 - 11)}" width="44" height="3" rx="1.5" fill="${p.accent}"/>`
      text += `<text ${common} font-style="italic" fill="${p.grey700}">${esc(r.text)}</text>`
    }
    y += r.size * 0.18
  })
  const mark = emblem(art.emblem, p, defs, letter, 118, CH / 2)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" viewBox="0 0 ${CW} ${CH}">` +
    `${defs.toString()}${mark}<rect x="220" y="${CH / 2 - 70}" width="2" height="140" fill="${p.grey300}"/>${text}</svg>`
  )
}
