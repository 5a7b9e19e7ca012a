import type React from 'react'

import styles from './container.module.css'

/** Centred content width with the page gutters. */
export function Container({
  children,
  className,
  as: Tag = 'div',
}: {
  children: React.ReactNode
  className?: string
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav'
}) {
  return <Tag className={[styles.container, className].filter(Boolean).join(' ')}>{children}</Tag>
}
