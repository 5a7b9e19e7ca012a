import type { PublicSettings } from '@/content/public-settings'

import styles from './header.module.css'
import { MainNav } from './main-nav'
import { TopStrip } from './top-strip'

/** The top strip scrolls away; the main navigation stays at the top of the window. */
export function Header({ settings }: { settings: PublicSettings }) {
  return (
    <header className={styles.header}>
      <TopStrip phones={settings.phones} />
      <MainNav name={settings.name} />
    </header>
  )
}
