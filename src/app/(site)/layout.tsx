import '@/ui/styles/tokens.css'
import '@/ui/styles/base.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { siteUrl } from '@/config/env.server'
import { siteSettings } from '@/content/site-settings.server'
import { SiteShell } from '@/shell/site-shell'
import { interLatin, interLatinExtended } from '@/ui/fonts'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await siteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${settings.name} | ${settings.tagline}`, template: '%s' },
    applicationName: settings.name,
  }
}

export const viewport: Viewport = { themeColor: '#553cdf', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await siteSettings()
  return (
    <html lang="en-GB" className={`${interLatin.variable} ${interLatinExtended.variable}`}>
      <body>
        <SiteShell settings={settings}>{children}</SiteShell>
      </body>
    </html>
  )
}
