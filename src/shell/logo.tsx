import { iconHref, LOGO_SYMBOL_ID } from '@/ui/icon-href'

import styles from './logo.module.css'

/** The mark (a bridge arch rising to a star) beside the consultancy's name. */
export function Logo({ name, tagline, tone = 'dark' }: { name: string; tagline?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={tone === 'light' ? `${styles.logo} ${styles.light}` : styles.logo}>
      {/* From the page's icon sheet: the header and the footer both draw it, and the HTML carries it once. */}
      <svg className={styles.mark} aria-hidden="true">
        <use href={iconHref(LOGO_SYMBOL_ID)} />
      </svg>
      <span>
        <span>{name}</span>
        {tagline ? <span className={styles.tagline}>{tagline}</span> : null}
      </span>
    </span>
  )
}
