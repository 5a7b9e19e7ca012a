import { ImageResponse } from 'next/og'

import { BrandMark } from '@/brand/brand-mark'
import { siteSettings } from '@/content/site-settings.server'
import { SHARE_IMAGE } from '@/seo/page-metadata'

export const dynamic = 'force-dynamic'

/** The default sharing card: the consultancy's name and tagline on the brand gradient. */
export async function GET() {
  const settings = await siteSettings()
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #2a1a8a 0%, #553cdf 60%, #7a62f5 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
        {/* The logo's mark, drawn as SVG: a text glyph the bundled font lacks would be fetched from outside. */}
        <BrandMark size={72} inverse />
        {settings.name}
      </div>
      <div style={{ display: 'flex', fontSize: 76, fontWeight: 800, lineHeight: 1.1, maxWidth: 960 }}>
        {settings.tagline}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#e4dffc' }}>
        Study abroad, boarding schools, scholarships and research support
      </div>
    </div>,
    { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, headers: { 'Cache-Control': 'public, max-age=3600' } },
  )
}
