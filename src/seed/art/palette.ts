// The brand palette of the generated demo art, and a hue shift so images of one kind still differ.

/** Brand colours (see the brand spec): brand violet, deep ink, light tint, one warm accent, neutral greys. */
export const palette = {
  brand: '#553CDF',
  brandLight: '#8B78F0',
  ink: '#1B1538',
  tint: '#EEEBFD',
  accent: '#F29A4A',
  accentLight: '#FFD3A1',
  white: '#FFFFFF',
  grey100: '#F5F5F8',
  grey300: '#D9D9E3',
  grey500: '#8A8AA0',
  grey700: '#4A4A5E',
} as const

export type Palette = { -readonly [K in keyof typeof palette]: string }

/** The font stack of all text drawn in SVG (fonts librsvg finds on a Linux machine). */
export const FONT_STACK = 'DejaVu Sans, Liberation Sans, sans-serif'

type Hsl = { h: number; s: number; l: number }

function hexToRgb(hex: string): [number, number, number] {
  const clean = hex.replace('#', '')
  const full =
    clean.length === 3
      ? clean
          .split('')
          .map((c) => c + c)
          .join('')
      : clean
  const n = Number.parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function rgbToHex(r: number, g: number, b: number): string {
  const to = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${to(r)}${to(g)}${to(b)}`.toUpperCase()
}

export function hexToHsl(hex: string): Hsl {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return { h: 0, s: 0, l }
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h: number
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0)
  else if (max === g) h = (b - r) / d + 2
  else h = (r - g) / d + 4
  return { h: h * 60, s, l }
}

export function hslToHex({ h, s, l }: Hsl): string {
  const hue = (((h % 360) + 360) % 360) / 360
  if (s === 0) return rgbToHex(l * 255, l * 255, l * 255)
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t0: number) => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return rgbToHex(channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255)
}

/** Rotates the hue of one colour by `degrees`. */
export function shiftHue(hex: string, degrees: number): string {
  const hsl = hexToHsl(hex)
  return hslToHex({ ...hsl, h: hsl.h + degrees })
}

/** Mixes two colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a)
  const cb = hexToRgb(b)
  return rgbToHex(ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t)
}

/**
 * The brand palette with its violet family rotated by `degrees` (0 = the brand itself). The warm accent turns only a
 * little, so it stays warm; the greys and white do not change.
 */
export function shiftedPalette(degrees = 0): Palette {
  const d = Number.isFinite(degrees) ? degrees : 0
  return {
    ...palette,
    brand: shiftHue(palette.brand, d),
    brandLight: shiftHue(palette.brandLight, d),
    ink: shiftHue(palette.ink, d),
    tint: shiftHue(palette.tint, d),
    accent: shiftHue(palette.accent, d * 0.08),
    accentLight: shiftHue(palette.accentLight, d * 0.08),
  }
}
