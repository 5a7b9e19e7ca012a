import type React from 'react'

import type { PortalViewer } from '@/students/portal-sign-in.server'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'

import { PORTAL_TEXT } from './portal-copy'
import { PORTAL_PAGES, SIGN_OUT_PATH, type PortalPage } from './portal-pages'
import styles from './portal.module.css'

/**
 * A signed-in portal page: its heading, the portal's own navigation (a list of links, and signing out as a form, so
 * all of it works without a script), then the page. `current` is the portal page it is, or belongs to.
 */
export function PortalFrame({
  viewer,
  current,
  title,
  lead,
  children,
}: {
  viewer: PortalViewer
  current: PortalPage
  title: string
  lead?: string
  children: React.ReactNode
}) {
  return (
    <>
      <StaticPageHeader eyebrow={PORTAL_TEXT.eyebrow} title={title} lead={lead} />
      <nav aria-label={PORTAL_TEXT.nav.label} className={styles.nav}>
        <div className={styles.navInner}>
          <ul className={styles.navList}>
            {PORTAL_PAGES.map((page) => (
              <li key={page.key}>
                <a href={page.path} aria-current={page.key === current ? 'page' : undefined} className={styles.navLink}>
                  {PORTAL_TEXT.nav[page.key]}
                </a>
              </li>
            ))}
          </ul>
          <form method="post" action={SIGN_OUT_PATH} className={styles.signOut}>
            <span className={styles.who}>{viewer.name}</span>
            <button type="submit" className={styles.linkButton}>
              {PORTAL_TEXT.nav.signOut}
            </button>
          </form>
        </div>
      </nav>
      <Section>
        <div className={styles.page}>{children}</div>
      </Section>
    </>
  )
}
