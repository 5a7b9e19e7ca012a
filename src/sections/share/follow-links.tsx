import type { PublicSettings } from '@/content/public-settings'
import { networksIn } from '@/sections/share/social-networks'
import { BrandIcon } from '@/ui/icon'

import styles from './follow-links.module.css'

export const FOLLOW_LABEL = 'Follow us'

/** The four social networks of the site settings, as a row of labelled icon links (docs/product.md §2). */
export function FollowLinks({ social }: { social: PublicSettings['social'] }) {
  const networks = networksIn(social)
  if (networks.length === 0) return null
  return (
    <div className={styles.follow}>
      <span className={styles.label} id="follow-links-label">
        {FOLLOW_LABEL}
      </span>
      <ul className={styles.list} aria-labelledby="follow-links-label">
        {networks.map(({ key, label, href }) => (
          <li key={key}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <BrandIcon name={key} size={17} />
              <span className="sr-only">{`${label} (opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
