import type { PublicSettings } from '@/content/public-settings'

import styles from './header.module.css'
import { MainNav } from './main-nav'
import type { Navigation } from './navigation'
import { TopStrip } from './top-strip'

/** The top strip scrolls away; the main navigation stays at the top of the window. */
export function Header({ settings, nav }: { settings: PublicSettings; nav: Navigation }) {
  return (
    <header className={styles.header}>
      <TopStrip phones={settings.phones} links={nav.secondary} />
      {/* The menu's own links only: the rest of the navigation would be sent to the browser for nothing. */}
      <MainNav name={settings.name} nav={{ studyAbroad: nav.studyAbroad, main: nav.main, secondary: nav.secondary }} />
    </header>
  )
}
