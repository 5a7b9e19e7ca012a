import type React from 'react'

import type { PublicSettings } from '@/content/public-settings'
import { AttributionCapture } from '@/forms/attribution'
import { NewsletterForm } from '@/forms/newsletter-form'

import { BrandBanner } from './brand-banner'
import { ChatButton } from './chat-button'
import { EnquiryDialogProvider } from './enquiry-dialog'
import { Footer } from './footer'
import { Header } from './header'
import { HydrationMarker } from './hydration-marker'
import { LoadingBar } from './loading-bar'
import type { Navigation } from './navigation'
import { PopupEnquiryForm } from './popup-enquiry-form'
import { SoftNavigation } from './soft-navigation'
import styles from './site-shell.module.css'

/** What wraps every public page (docs/product.md §2): header and navigation, the shared block, the footer. */
export function SiteShell({
  settings,
  nav,
  children,
}: {
  settings: PublicSettings
  nav: Navigation
  children: React.ReactNode
}) {
  return (
    <EnquiryDialogProvider form={<PopupEnquiryForm />}>
      <AttributionCapture />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <LoadingBar />
      <HydrationMarker />
      <SoftNavigation />
      <Header settings={settings} nav={nav} />
      <BrandBanner tagline={settings.tagline} items={settings.tickerItems} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer settings={settings} nav={nav} newsletter={<NewsletterForm />} />
      {settings.chatNumber ? <ChatButton number={settings.chatNumber} name={settings.shortName} /> : null}
    </EnquiryDialogProvider>
  )
}
