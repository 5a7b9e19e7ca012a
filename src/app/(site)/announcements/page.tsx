import { listAnnouncements } from '@/content/announcements.server'
import { ANNOUNCEMENTS_PAGE } from '@/sections/announcements/announcement-copy'
import { AnnouncementList } from '@/sections/announcements/announcement-list'
import { ALL_ITEMS } from '@/sections/shared/list-requests'
import { pageMetadata } from '@/seo/page-metadata'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'

export const generateMetadata = () =>
  pageMetadata({ title: ANNOUNCEMENTS_PAGE.title, description: ANNOUNCEMENTS_PAGE.lead, path: '/announcements' })

export default async function AnnouncementsPage() {
  const announcements = await listAnnouncements(ALL_ITEMS)
  return (
    <>
      <StaticPageHeader
        eyebrow={ANNOUNCEMENTS_PAGE.eyebrow}
        title={ANNOUNCEMENTS_PAGE.title}
        lead={ANNOUNCEMENTS_PAGE.lead}
      />
      <Section>
        <AnnouncementList announcements={announcements.items} />
      </Section>
    </>
  )
}
