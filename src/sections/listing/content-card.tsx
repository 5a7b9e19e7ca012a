import type React from 'react'

import { cardClassName } from '@/ui/card'
import { formatDate, isoDay } from '@/sections/shared/format-date'
import { Image, preloadImage } from '@/ui/image'

import styles from './content-card.module.css'

export type ContentCardProps = {
  href: string
  /** Site-relative image path as the §7 lists give it ('images/{file}'), or null. */
  image: string | null
  /** A small label above the title (the blog category). */
  eyebrow?: string
  date: string
  title: string
  description: string
  headingLevel?: 'h2' | 'h3'
  /** Loads the image first: for the cards at the top of a page (the largest image there). */
  preload?: boolean
  /** `sizes` for the image; the default fits a one-to-three column grid. */
  sizes?: string
  /** 'li' inside a list (the grids), 'article' on its own (a carousel slide). */
  as?: 'li' | 'article'
  /** Draws the card's element; a server page passes StaticMarkup to send a card as HTML only. */
  Frame?: CardFrame
}

export type CardFrame = (props: {
  as: 'li' | 'article'
  className: string
  children: React.ReactNode
}) => React.ReactNode

const PlainFrame: CardFrame = ({ as: Tag, ...rest }) => <Tag {...rest} />

// Written without optional spaces: each card and the preload carry it (issue 65).
const GRID_SIZES = '(max-width:640px) calc(100vw - 2rem),(max-width:1024px) 50vw,400px'

/** Asks for the preload of the card's picture that `preload` would (for a card drawn in StaticMarkup). */
export function preloadCardImage(image: string, sizes = GRID_SIZES) {
  preloadImage({ src: `/${image}`, alt: '', fill: true, sizes })
}

/** A blog or news card: image, optional category, date, title and description; the whole card is one link. */
export function ContentCard({
  href,
  image,
  eyebrow,
  date,
  title,
  description,
  headingLevel: Heading = 'h2',
  preload = false,
  sizes = GRID_SIZES,
  as = 'li',
  Frame = PlainFrame,
}: ContentCardProps) {
  return (
    <Frame as={as} className={cardClassName({ interactive: true, className: styles.card })}>
      <div className={styles.media}>
        {image ? (
          <Image
            src={`/${image}`}
            alt=""
            fill
            sizes={sizes}
            preload={preload}
            fetchPriority={preload ? 'high' : undefined}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {eyebrow ? <span>{eyebrow}</span> : null}
          <time dateTime={isoDay(date)}>{formatDate(date)}</time>
        </p>
        <Heading>
          {/* A page link: every list of cards is marked PAGE_LINKS (the lists' regions, the related carousels). */}
          <a href={href}>{title}</a>
        </Heading>
        <p>{description}</p>
      </div>
    </Frame>
  )
}
