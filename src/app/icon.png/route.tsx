import { ImageResponse } from 'next/og'

import { BrandMark } from '@/brand/brand-mark'
import { BRAND_ICONS } from '@/brand/icon-paths'

// Drawn once, at build time.
export const dynamic = 'force-static'

/** Large enough for a tab or a bookmark on a phone's screen of three pixels to a point (32 points). */
const SIZE = BRAND_ICONS.faviconSize

/**
 * The favicon: the consultancy's mark, a tile with rounded corners on a transparent square. A picture, not the SVG
 * beside it, because browsers decode a favicon in the page's own process, and an SVG costs the page a document and a
 * script context of its own while it loads (docs/decisions/0215).
 */
export function GET() {
  return new ImageResponse(<BrandMark size={SIZE} />, { width: SIZE, height: SIZE })
}
