import type React from 'react'

import type { AnnouncementItem as Announcement } from '@/content/announcements.server'
import { AnnouncementItem } from '@/sections/announcements/announcement-item'
import { Container } from '@/ui/container'
import { Icon } from '@/ui/icon'
import { PageLink } from '@/ui/page-link'

import styles from './announcements-strip.module.css'

type StripCopy = { title: string; linkLabel: string }

function Strip({ copy, children }: { copy: StripCopy; children: React.ReactNode }) {
  return (
    <section className={styles.strip} aria-labelledby="home-announcements">
      <Container className={styles.inner}>
        <div className={styles.heading}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name="Megaphone" size={20} />
          </span>
          <h2 id="home-announcements" className={styles.title}>
            {copy.title}
          </h2>
          <PageLink href="/announcements" className={styles.all}>
            {copy.linkLabel}
            <Icon name="ArrowRight" size={16} />
          </PageLink>
        </div>
        {children}
      </Container>
    </section>
  )
}

/** The two latest announcements (docs/product.md §2, §4); nothing at all when there are none. */
export function AnnouncementsStrip({ announcements, copy }: { announcements: Announcement[]; copy: StripCopy }) {
  if (!announcements.length) return null
  return (
    <Strip copy={copy}>
      <ul className={styles.list}>
        {announcements.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} compact />
        ))}
      </ul>
    </Strip>
  )
}
