import { Carousel, type CarouselSettings } from '@/ui/carousel'
import { Container } from '@/ui/container'
import { StaticMarkup } from '@/ui/static-markup'
import { PAGE_LINKS } from '@/ui/page-link'

import styles from './article.module.css'
import { ContentCard, type ContentCardProps } from './content-card'

const SLIDE_SIZES = '(max-width:640px) calc(100vw - 2rem),(max-width:992px) 50vw,400px'

/** 'Related blogs' or 'Related news': a carousel of cards, not rendered at all when there are none (docs/product.md §8). */
export function RelatedSection({
  id,
  title,
  items,
  settings,
}: {
  id: string
  title: string
  items: (ContentCardProps & { key: number })[]
  settings: CarouselSettings
}) {
  if (!items.length) return null
  return (
    <section className={styles.related} {...PAGE_LINKS}>
      <Container>
        <h2 id={id} className={styles.relatedTitle}>
          {title}
        </h2>
        <Carousel label={title} settings={settings}>
          {items.map(({ key, ...card }) => (
            <ContentCard key={key} {...card} as="article" headingLevel="h3" sizes={SLIDE_SIZES} Frame={StaticMarkup} />
          ))}
        </Carousel>
      </Container>
    </section>
  )
}
