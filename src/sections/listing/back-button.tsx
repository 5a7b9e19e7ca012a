'use client'

import { useRouter } from 'next/navigation'

import { Icon } from '@/ui/icon'
import { PageLink } from '@/ui/page-link'

import styles from './article.module.css'
import { cameFromInside } from './back-memory'

/**
 * Back to where the visitor came from on this site (keeping their list page and category), or to the list
 * itself when they arrived from elsewhere.
 */
export function BackButton({ href, label }: { href: string; label: string }) {
  const router = useRouter()
  return (
    <PageLink
      href={href}
      className={styles.back}
      onClick={(event) => {
        if (!cameFromInside() || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        router.back()
      }}
    >
      <Icon name="ArrowLeft" size={18} />
      {label}
    </PageLink>
  )
}
