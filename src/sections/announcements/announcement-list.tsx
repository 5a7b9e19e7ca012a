import type { AnnouncementItem as Announcement } from '@/content/announcements.server'

import { ANNOUNCEMENTS_PAGE } from './announcement-copy'
import { AnnouncementItem } from './announcement-item'
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
