// Imported by next.config.ts at build time through src/ui/icon-symbols.ts (relative imports only).

type Shape = readonly ['rect' | 'path', Readonly<Record<string, string>>]

/** The mark's tile. */
export const BRAND_COLOUR = '#553CDF'

/**
 * The consultancy's mark, a bridge arch rising to a star, on a 40-unit square: white lines on a tile of the brand
 * colour, or (`inverse`, for the sharing card's gradient) lines of the brand colour on a white tile. Attribute names
 * as React writes them (camelCase).
 */
export function brandMarkShapes({ inverse = false }: { inverse?: boolean } = {}): readonly Shape[] {
  const tile = inverse ? '#ffffff' : BRAND_COLOUR
  const line = inverse ? BRAND_COLOUR : '#ffffff'
  const stroke = { stroke: line, strokeLinecap: 'round' }
  return [
    ['rect', { width: '40', height: '40', rx: '11', fill: tile }],
    ['path', { d: 'M7 29h26', ...stroke, strokeWidth: '2.6' }],
    ['path', { d: 'M10 29c0-7.5 4.5-12.5 10-12.5S30 21.5 30 29', fill: 'none', ...stroke, strokeWidth: '2.6' }],
    ['path', { d: 'M15 29v-5.2M20 29v-7.6M25 29v-5.2', ...stroke, strokeWidth: '2', opacity: '.8' }],
    ['path', { d: 'm20 6.5 1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z', fill: '#FFB547' }],
  ]
}
