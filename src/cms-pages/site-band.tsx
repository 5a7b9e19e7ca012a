import type React from 'react'

import type { Page } from '@/cms/payload-types'
import { ContactDetailsSection } from '@/company-pages/components/contact-details-section'
import { FaqSection } from '@/company-pages/components/faq-section'
import { LegalDocument } from '@/company-pages/components/legal-document'
import { OfficeSection } from '@/company-pages/components/office-section'
import { PolicySections } from '@/company-pages/components/policy-sections'
import { TermsList } from '@/company-pages/components/terms-list'
import { siteUrl } from '@/config/env.server'
import { hasBegun } from '@/config/event-paths'
import { listAnnouncements } from '@/content/announcements.server'
import { listEvents, officeTimeZone } from '@/content/events.server'
import { trendingBlogs } from '@/content/blogs.server'
import { toPicture } from '@/content/picture'
import { siteSettings } from '@/content/site-settings.server'
import { listSuccessStories } from '@/content/testimonials.server'
import { listUniversityLogos } from '@/content/university-logos.server'
import { ConsultationForm } from '@/forms/consultation-form'
import { AnnouncementsStrip } from '@/sections/home/announcements-strip'
import { ConsultationSection } from '@/sections/home/consultation-section'
import { CoreServicesGrid } from '@/sections/home/core-services-grid'
import { Destinations } from '@/sections/home/destinations'
import { HiringHero } from '@/sections/home/hiring-hero'
import { HomeBanner } from '@/sections/home/home-banner'
import { HowItWorks } from '@/sections/home/how-it-works'
import { StorySection } from '@/sections/home/story-section'
import { SuccessStories } from '@/sections/home/success-stories'
import { TrendingBlogs } from '@/sections/home/trending-blogs'
import { UPCOMING_EVENTS_SHOWN, UpcomingEvents } from '@/sections/events/upcoming-events'
import { UniversityLogos } from '@/sections/home/university-logos'
import { ALL_ITEMS, HOME_ANNOUNCEMENTS } from '@/sections/shared/list-requests'
import { StaticJsonLd } from '@/seo/json-ld'
import { educationalOrganization } from '@/seo/organization'
import { FigureBand } from '@/service-pages/components/figure-band'
import { type KitBlock, toParagraphs } from '@/service-pages/from-cms-page'
import { StaticMarkup } from '@/ui/static-markup'

/** A band that is one of the site's own sections (home, contact, legal) or a picture, as against the page kit's. */
export type SiteBlock = Exclude<Page['layout'][number], KitBlock>

const texts = (rows: { text: string }[] | null | undefined) => rows?.map((row) => row.text) ?? []

/**
 * One of the site's own sections, with the content it shows beside the editor's words: the lists it reads (each
 * cached and expired with its collection), the site settings, or the picture.
 */
export async function SiteBand({ block }: { block: SiteBlock }) {
  const band = await bandOf(block)
  return STATIC_BANDS.has(block.blockType) ? <StaticMarkup>{band}</StaticMarkup> : band
}

/**
 * The sections that hold no client component (no form, carousel or map), sent as HTML only (StaticMarkup,
 * docs/decisions/0196-static-markup.md).
 */
const STATIC_BANDS = new Set<SiteBlock['blockType']>([
  'announcementsStrip',
  'hiringHero',
  'story',
  'coreServices',
  'howItWorks',
  'destinations',
  'upcomingEvents',
  'faq',
  'terms',
  'policy',
  'figure',
])

async function bandOf(block: SiteBlock): Promise<React.ReactNode> {
  switch (block.blockType) {
    case 'homeBanner': {
      const settings = await siteSettings()
      return (
        <>
          <StaticJsonLd data={educationalOrganization(settings, siteUrl())} />
          <HomeBanner
            tagline={settings.tagline}
            chatNumber={settings.chatNumber}
            name={settings.shortName}
            copy={{ ...block, reassurance: texts(block.reassurance) }}
          />
        </>
      )
    }
    case 'announcementsStrip': {
      const announcements = await listAnnouncements(HOME_ANNOUNCEMENTS)
      return <AnnouncementsStrip announcements={announcements.items} copy={block} />
    }
    case 'hiringHero': {
      const settings = await siteSettings()
      return <HiringHero hiringPdfUrl={settings.hiringPdfUrl} copy={{ ...block, points: texts(block.points) }} />
    }
    case 'universityLogos': {
      const logos = await listUniversityLogos(ALL_ITEMS)
      return <UniversityLogos logos={logos.items} lead={block.lead} />
    }
    case 'story':
      return <StorySection copy={{ ...block, paragraphs: toParagraphs(block.text), figures: block.figures ?? [] }} />
    case 'coreServices':
      return <CoreServicesGrid lead={block.lead} />
    case 'howItWorks':
      return <HowItWorks copy={block} />
    case 'destinations':
      return (
        <Destinations
          copy={{
            ...block,
            link: block.link?.label && block.link.href ? { label: block.link.label, href: block.link.href } : undefined,
          }}
        />
      )
    case 'successStories': {
      const stories = await listSuccessStories(ALL_ITEMS)
      return <SuccessStories stories={stories.items} lead={block.lead} />
    }
    case 'trendingBlogs': {
      const blogs = await trendingBlogs(ALL_ITEMS)
      return <TrendingBlogs blogs={blogs.items} lead={block.lead} />
    }
    case 'upcomingEvents': {
      const [events, timeZone] = await Promise.all([listEvents(), officeTimeZone()])
      const next = events.filter((event) => !event.cancelled && !hasBegun(event.start)).slice(0, UPCOMING_EVENTS_SHOWN)
      return <UpcomingEvents events={next} lead={block.lead} timeZone={timeZone} />
    }
    case 'consultation':
      return (
        <ConsultationSection lead={block.lead} points={texts(block.points)}>
          <ConsultationForm />
        </ConsultationSection>
      )
    case 'contactDetails':
      return <ContactDetailsSection settings={await siteSettings()} text={block.text} />
    case 'faq': {
      const items = block.items?.length ? block.items : (await siteSettings()).faq
      return <FaqSection eyebrow={block.eyebrow} title={block.title} lead={block.lead ?? undefined} items={items} />
    }
    case 'officeMap':
      return (
        <OfficeSection settings={await siteSettings()} eyebrow={block.eyebrow} title={block.title} text={block.text} />
      )
    case 'terms': {
      const settings = await siteSettings()
      return (
        <LegalDocument updated={block.updated}>
          <TermsList statements={texts(block.statements)} name={settings.name} email={settings.emails.general} />
        </LegalDocument>
      )
    }
    case 'policy': {
      const settings = await siteSettings()
      const sections = block.sections.map((section) => ({
        id: section.anchor,
        title: section.title,
        paragraphs: toParagraphs(section.text),
        points: texts(section.points),
      }))
      return (
        <LegalDocument updated={block.updated}>
          <PolicySections sections={sections} name={settings.name} email={settings.emails.general} />
        </LegalDocument>
      )
    }
    case 'figure': {
      const picture = toPicture(block.image)
      if (!picture) return null
      return (
        <FigureBand
          picture={picture}
          caption={block.caption ?? undefined}
          tone={block.tone === 'tint' ? 'tint' : undefined}
        />
      )
    }
    default: {
      const never: never = block
      throw new Error(`Unknown section: ${JSON.stringify(never)}`)
    }
  }
}
