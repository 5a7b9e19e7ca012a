import type { AnnouncementItem as Announcement } from '@/content/announcements.server'

import { ANNOUNCEMENT_SKELETONS, ANNOUNCEMENTS_PAGE } from './announcement-copy'
import { AnnouncementItem, AnnouncementSkeleton } from './announcement-item'
import styles from './announcement-list.module.css'

export function AnnouncementList({ announcements }: { announcements: Announcement[] }) {
  if (!announcements.length) return <p className={styles.empty}>{ANNOUNCEMENTS_PAGE.empty}</p>
  return (
    <ul className={styles.list} aria-label={ANNOUNCEMENTS_PAGE.title}>
      {announcements.map((announcement) => (
        <AnnouncementItem key={announcement.id} announcement={announcement} />
      ))}
    </ul>
  )
}

/** The list while it loads: two placeholders (site-spec §4). */
export function AnnouncementListSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label={ANNOUNCEMENTS_PAGE.title}>
      {Array.from({ length: ANNOUNCEMENT_SKELETONS }, (_, index) => (
        <AnnouncementSkeleton key={index} />
      ))}
    </ul>
  )
}
