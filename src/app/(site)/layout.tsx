import type { Metadata } from 'next'
import type React from 'react'

import { siteUrl } from '@/config/env.server'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Brighter Bridge Education', template: '%s' },
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
