import type React from 'react'

import styles from './card.module.css'

export const cardClassName = ({ interactive = false, className }: { interactive?: boolean; className?: string }) =>
  [styles.card, interactive ? styles.interactive : '', className].filter(Boolean).join(' ')

/** A rounded surface with a soft shadow; `interactive` lifts on hover when the whole card is a link. */
export function Card({
  children,
  className,
  interactive = false,
  as: Tag = 'article',
}: {
  children: React.ReactNode
  className?: string
  interactive?: boolean
  as?: 'article' | 'div' | 'li'
}) {
  return <Tag className={cardClassName({ interactive, className })}>{children}</Tag>
}

/** A responsive grid of cards: as many columns of at least `min` as fit. */
export function CardGrid({
  children,
  min = '17rem',
  as: Tag = 'ul',
}: {
  children: React.ReactNode
  min?: string
  as?: 'ul' | 'div'
}) {
  return (
    <Tag className={styles.grid} style={{ '--card-min': min } as React.CSSProperties}>
      {children}
    </Tag>
  )
}
