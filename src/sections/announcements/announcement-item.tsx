import type { AnnouncementItem as Announcement } from '@/content/announcements.server'
import { formatDate, isoDay } from '@/sections/shared/format-date'
import { Icon } from '@/ui/icon'
import { PageLink } from '@/ui/page-link'

import { LEARN_MORE, LEARN_MORE_HREF } from './announcement-copy'
import styles from './announcement-item.module.css'

/** One announcement: its date, its title and 'Learn more' to /contact (docs/product.md §2). */
export function AnnouncementItem({ announcement, compact = false }: { announcement: Announcement; compact?: boolean }) {
  const titleId = `announcement-${announcement.id}`
  const TitleTag = compact ? 'p' : 'h2'
  return (
    <li className={[styles.item, compact ? styles.compact : ''].join(' ')}>
      <time className={styles.date} dateTime={isoDay(announcement.date)}>
        <Icon name="CalendarDays" size={16} />
        {formatDate(announcement.date)}
      </time>
      <TitleTag id={titleId} className={styles.title}>
        {announcement.title}
      </TitleTag>
      <PageLink href={LEARN_MORE_HREF} className={styles.more}>
        {LEARN_MORE}
        {/* Says which announcement, for screen readers and for search engines that skip 'Learn more' links. */}
        <span className="sr-only">: {announcement.title}</span>
        <Icon name="ArrowRight" size={16} />
      </PageLink>
    </li>
  )
}
