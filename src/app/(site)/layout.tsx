import '@/ui/styles/tokens.css'
import '@/ui/styles/base.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { FAVICON_LINK } from '@/brand/icon-paths'
import { env, siteUrl } from '@/config/env.server'
import { publishedPagePaths } from '@/content/pages.server'
import { siteSettings } from '@/content/site-settings.server'
import { navigationFor } from '@/shell/navigation'
import { SiteShell } from '@/shell/site-shell'
import { WebVitalsBeacon } from '@/shell/web-vitals-beacon'
import { interLatin, interLatinExtended } from '@/ui/fonts'
import { IconSprite } from '@/ui/icon-sprite'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await siteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${settings.name} | ${settings.tagline}`, template: '%s' },
    applicationName: settings.name,
    // The favicon as a PNG: an SVG one costs each page a document of its own while it loads (docs/decisions/0215).
    icons: { icon: [FAVICON_LINK] },
  }
}

export const viewport: Viewport = { themeColor: '#553cdf', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, pages] = await Promise.all([siteSettings(), publishedPagePaths()])
  const nav = navigationFor(new Set(pages.map((page) => page.path)))
  return (
    <html lang="en-GB" className={`${interLatin.variable} ${interLatinExtended.variable}`}>
      <body>
        <IconSprite />
        <SiteShell settings={settings} nav={nav}>
          {children}
        </SiteShell>
        <WebVitalsBeacon sampleRate={env().WEB_VITALS_SAMPLE_RATE} />
      </body>
    </html>
  )
}
