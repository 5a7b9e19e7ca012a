import type { PublicSettings } from '@/content/public-settings'

import styles from './header.module.css'
import { MainNav } from './main-nav'
import { leftOutOfMenu, type Navigation } from './navigation'
import { TopStrip } from './top-strip'

/** The top strip scrolls away; the main navigation stays at the top of the window. */
export function Header({ settings, nav }: { settings: PublicSettings; nav: Navigation }) {
  return (
    <header className={styles.header}>
      <TopStrip phones={settings.phones} links={nav.secondary} />
      <MainNav name={settings.name} leftOut={leftOutOfMenu(nav)} />
    </header>
  )
}
