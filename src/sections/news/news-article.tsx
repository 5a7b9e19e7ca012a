import type { NewsDetail } from '@/content/news.server'
import { Container } from '@/ui/container'
import { Image } from '@/ui/image'

import { ArticleBody } from '../listing/article-body'
import styles from '../listing/article.module.css'
import { ArticleHeading } from '../listing/article-heading'
import { NEWS_PATH, NEWS_STRINGS } from './news-strings'

/**
 * News detail (docs/product.md §2): banner image, back, date, title, share, body. The banner spans the page above the
 * text; a blog's image stands in the column under its heading (blog-article.tsx).
 */
export function NewsArticle({ item }: { item: NewsDetail }) {
  return (
    <article>
      {item.image ? (
        <div className={styles.banner}>
          <Image
            src={item.image.url}
            alt={item.image.alt}
            width={item.image.width}
            height={item.image.height}
            sizes="100vw"
            preload
            fetchPriority="high"
          />
        </div>
      ) : null}
      <div className={styles.article}>
        <Container>
          <div className={styles.narrow}>
            <ArticleHeading back={{ href: NEWS_PATH, label: NEWS_STRINGS.back }} date={item.date} title={item.title} />
            <ArticleBody html={item.html} />
          </div>
        </Container>
      </div>
    </article>
  )
}
