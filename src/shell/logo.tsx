import { BrandMark } from '@/brand/brand-mark'

import styles from './logo.module.css'

/** The mark (a bridge arch rising to a star) beside the consultancy's name. */
export function Logo({ name, tagline, tone = 'dark' }: { name: string; tagline?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={[styles.logo, tone === 'light' ? styles.light : ''].join(' ')}>
      <BrandMark className={styles.mark} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {tagline ? <span className={styles.tagline}>{tagline}</span> : null}
      </span>
    </span>
  )
}
