import type React from 'react'

import { formatDate } from '@/sections/shared/format-date'
import { StaticMarkup } from '@/ui/static-markup'

import { ShareButton } from '../share/share-button'
import styles from './article.module.css'
import { BackButton } from './back-button'

/**
 * The head of a blog's or a news item's page (docs/product.md §2): back to the list, the date (after what `tags`
 * shows, a blog's category), the page's one h1, and share. Where the main image stands differs by kind and stays
 * with each article.
 */
export function ArticleHeading({
  back,
  tags,
  date,
  title,
}: {
  back: { href: string; label: string }
  tags?: React.ReactNode
  date: string
  title: string
}) {
  return (
    <>
      <BackButton href={back.href} label={back.label} />
      {/* HTML only (StaticMarkup): the date and the title are not sent again in the page's payload. */}
      <StaticMarkup>
        <p className={styles.meta}>
          {tags}
          <time dateTime={date}>{formatDate(date)}</time>
        </p>
        <h1 className={styles.title}>{title}</h1>
      </StaticMarkup>
      <div className={styles.actions}>
        <ShareButton title={title} />
      </div>
    </>
  )
}
