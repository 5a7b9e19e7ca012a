import { siteUrl } from '@/config/env.server'
import { listAnnouncements } from '@/content/announcements.server'
import { trendingBlogs } from '@/content/blogs.server'
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
import { UniversityLogos } from '@/sections/home/university-logos'
import { ALL_ITEMS, HOME_ANNOUNCEMENTS } from '@/sections/shared/list-requests'
import { JsonLd } from '@/seo/json-ld'
import { educationalOrganization } from '@/seo/organization'
import { pageMetadata } from '@/seo/page-metadata'

export async function generateMetadata() {
  const settings = await siteSettings()
  return pageMetadata({
    title: `${settings.name} | ${settings.tagline}`,
    exactTitle: true,
    description:
      'Study abroad, boarding school and research support from an academic-led consultancy in Noida: university selection, applications, scholarships, visas and mentoring.',
    path: '/',
  })
}

/** The home page: every section of docs/product.md §2 in order, with the trust sections a parent looks for. */
export default async function HomePage() {
  const [settings, announcements, logos, stories, trending] = await Promise.all([
    siteSettings(),
    listAnnouncements(HOME_ANNOUNCEMENTS),
    listUniversityLogos(ALL_ITEMS),
    listSuccessStories(ALL_ITEMS),
    trendingBlogs(ALL_ITEMS),
  ])
  return (
    <>
      <JsonLd data={educationalOrganization(settings, siteUrl())} />
      <HomeBanner tagline={settings.tagline} chatNumber={settings.chatNumber} name={settings.shortName} />
      <AnnouncementsStrip announcements={announcements.items} />
      <HiringHero hiringPdfUrl={settings.hiringPdfUrl} />
      <UniversityLogos logos={logos.items} />
      <StorySection />
      <CoreServicesGrid />
      <HowItWorks />
      <Destinations />
      <SuccessStories stories={stories.items} />
      <TrendingBlogs blogs={trending.items} />
      <ConsultationSection>
        <ConsultationForm />
      </ConsultationSection>
    </>
  )
}
