import { Card } from '@/ui/card'
import { Skeleton } from '@/ui/skeleton'

import styles from './content-card.module.css'

/** The placeholder of one card while a page loads: the same size as the card it stands for. */
export function ContentCardSkeleton({ eyebrow = false }: { eyebrow?: boolean }) {
  return (
    <Card as="li" className={styles.card}>
      <div className={styles.media} data-testid="card-skeleton">
        <Skeleton height="100%" radius="0" />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          {eyebrow ? <Skeleton width="7rem" height="1.4rem" radius="var(--radius-pill)" /> : null}
          <Skeleton width="6.5rem" height="1rem" />
        </div>
        <Skeleton height="1.5rem" width="90%" />
        <Skeleton height="1.5rem" width="60%" />
        <Skeleton height="0.95rem" />
        <Skeleton height="0.95rem" width="80%" />
      </div>
    </Card>
  )
}
