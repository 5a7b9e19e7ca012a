import { ImageResponse } from 'next/og'

import { BrandMark } from '@/brand/brand-mark'
import { BRAND_COLOUR } from '@/brand/brand-mark-shapes'

// Drawn once, at build time.
export const dynamic = 'force-static'

/** The size phones ask for (180 px squares on current iPhones). */
const SIZE = 180

/**
 * The touch icon: the consultancy's mark on a full square of its colour, since phones round the corners themselves
 * and fill a transparent one with black. At the address phones ask for unprompted; the admin's pages link it too.
 */
export function GET() {
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: BRAND_COLOUR }}>
      <BrandMark size={SIZE} />
    </div>,
    { width: SIZE, height: SIZE },
  )
}
