import { brotliCompressSync } from 'node:zlib'

import { brotliOptions } from '../../src/response-cache/response-cache.server'

// What a page weighs (issue #40 asks to halve `/`): its HTML, the share of it that is the router's payload (the
// inline scripts that feed React the page again), the icons drawn inline, and the bytes sent with Brotli (the
// settings the page cache keeps its copies with).

export type PageWeight = { html: number; payload: number; inlineSvgs: number; brotli: number }

const PAYLOAD_SCRIPT = /<script[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g
// An inline drawing: an <svg> holding shapes of its own, not a <use> of a symbol nor the sprite of symbols.
const INLINE_SVG = /<svg\b[^>]*>(?:(?!<\/svg>|<symbol\b)[\s\S])*?<(?:path|circle|rect|line|polyline|polygon|ellipse)\b/g

export function pageWeight(body: Buffer): PageWeight {
  const html = body.toString('utf8')
  const payload = [...html.matchAll(PAYLOAD_SCRIPT)].reduce((sum, [script]) => sum + Buffer.byteLength(script), 0)
  return {
    html: body.length,
    payload,
    inlineSvgs: [...html.matchAll(INLINE_SVG)].length,
    brotli: brotliCompressSync(body, brotliOptions(body)).length,
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function printPageWeights(pages: { name: string; weight: PageWeight }[]) {
  console.log('\nPage weight (HTML as served; the router payload is part of it; Brotli as the page cache keeps it):')
  for (const { name, weight } of pages) {
    console.log(
      `  ${name.padEnd(28)} ${kb(weight.html).padStart(9)} HTML, ${kb(weight.payload).padStart(9)} payload, ` +
        `${String(weight.inlineSvgs).padStart(3)} inline SVG drawings, ${kb(weight.brotli).padStart(8)} Brotli`,
    )
  }
}
