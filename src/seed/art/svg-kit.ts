// Small helpers for building SVG strings: seeded randomness, number formatting, escaping and gradient definitions.

/** A deterministic pseudo-random generator (mulberry32) seeded from a text, returning numbers in [0, 1). */
export function seededRandom(seedText: string): () => number {
  let h = 2166136261
  for (let i = 0; i < seedText.length; i++) {
    h ^= seedText.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A number in [min, max) from a generator. */
export function between(rand: () => number, min: number, max: number): number {
  return min + (max - min) * rand()
}

/** One item of a list, chosen by a generator. */
export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length] as T
}

/** A number written compactly for SVG (one decimal at most). */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** A list of points as `x,y x,y …` for polygons and path data. */
export function pts(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')
}

/** Text escaped for SVG/XML content and attributes. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/**
 * A smooth closed shape through `points` (Catmull-Rom turned into cubic Béziers), then down to `baseY` at both ends.
 * Used for hills, dunes and water lines.
 */
export function smoothArea(points: ReadonlyArray<readonly [number, number]>, baseY: number): string {
  if (points.length < 2) return ''
  const first = points[0] as readonly [number, number]
  const last = points[points.length - 1] as readonly [number, number]
  let d = `M${n(first[0])},${n(baseY)} L${n(first[0])},${n(first[1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)] as readonly [number, number]
    const p1 = points[i] as readonly [number, number]
    const p2 = points[i + 1] as readonly [number, number]
    const p3 = points[Math.min(points.length - 1, i + 2)] as readonly [number, number]
    const c1x = p1[0] + (p2[0] - p0[0]) / 6
    const c1y = p1[1] + (p2[1] - p0[1]) / 6
    const c2x = p2[0] - (p3[0] - p1[0]) / 6
    const c2y = p2[1] - (p3[1] - p1[1]) / 6
    d += ` C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`
  }
  d += ` L${n(last[0])},${n(baseY)} Z`
  return d
}

type Stop = readonly [offset: number, color: string, opacity?: number]

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
}

/** Collects `<defs>` entries under unique ids and hands back `url(#id)` references. */
export class Defs {
  private readonly items: string[] = []
  private count = 0

  constructor(private readonly prefix: string) {}

  private id(name: string): string {
    this.count += 1
    return `${this.prefix}-${name}-${this.count}`
  }

  /** A linear gradient; direction in bounding-box units (default top to bottom). */
  linear(stops: readonly Stop[], dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {}): string {
    const id = this.id('lg')
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir
    this.items.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** A linear gradient in user space (scene coordinates), e.g. a sky that spans several shapes. */
  linearUser(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('lu')
    this.items.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsXml(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** A radial gradient in bounding-box units (centre, radius and optional focus). */
  radial(stops: readonly Stop[], geo: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {}): string {
    const id = this.id('rg')
    const { cx = 0.5, cy = 0.5, r = 0.5 } = geo
    const focus = geo.fx === undefined ? '' : ` fx="${geo.fx}" fy="${geo.fy ?? cy}"`
    this.items.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}>${stopsXml(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A radial gradient in user space (scene coordinates). */
  radialUser(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const id = this.id('ru')
    this.items.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopsXml(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A Gaussian blur filter. */
  blur(std: number): string {
    const id = this.id('blur')
    this.items.push(
      `<filter id="${id}" x="-25%" y="-25%" width="150%" height="150%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    )
    return `url(#${id})`
  }

  /** A clip path made of the given shapes. */
  clip(shapes: string): string {
    const id = this.id('clip')
    this.items.push(`<clipPath id="${id}">${shapes}</clipPath>`)
    return `url(#${id})`
  }

  /**
   * A film-grain pattern: a tile of faint light and dark specks from a seeded generator. (A noise filter looks the
   * same but costs librsvg seconds per image; a pattern tile is drawn once.)
   */
  grain(rand: () => number, tile = 180, specks = 900): string {
    const id = this.id('grain')
    let dots = ''
    for (let i = 0; i < specks; i++) {
      const size = 0.8 + rand() * 0.9
      const light = rand() < 0.5
      dots += `<rect x="${n(rand() * tile)}" y="${n(rand() * tile)}" width="${n(size)}" height="${n(size)}" fill="${light ? '#FFFFFF' : '#000000'}" fill-opacity="${(0.03 + rand() * 0.05).toFixed(2)}"/>`
    }
    this.items.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${tile}" height="${tile}">${dots}</pattern>`,
    )
    return `url(#${id})`
  }

  /** Any raw definition. */
  raw(xml: string): void {
    this.items.push(xml)
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`
  }
}

/**
 * Moves `opacity` on single shapes to `fill-opacity` and `stroke-opacity`. librsvg draws element opacity through an
 * offscreen layer, which makes drawings with thousands of faint shapes slow; on a single shape the look is the same.
 */
export function leafOpacity(svg: string): string {
  return svg.replace(
    /<(rect|circle|ellipse|polygon|polyline|path|line|text)\b([^>]*?) opacity="([^"]*)"/g,
    (_m, tag: string, attrs: string, value: string) =>
      `<${tag}${attrs} fill-opacity="${value}" stroke-opacity="${value}"`,
  )
}
