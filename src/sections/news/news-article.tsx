import type { NewsDetail } from '@/content/news.server'
import { Container } from '@/ui/container'

import { ArticleBody } from '../listing/article-body'
import styles from '../listing/article.module.css'
import { ArticleHeading } from '../listing/article-heading'
import { ArticleImage } from '../listing/article-image'
import { NEWS_PATH, NEWS_STRINGS } from './news-strings'

/**
 * News detail (docs/product.md §2): banner image, back, date, title, share, body. The banner spans the page above the
 * text; a blog's image stands in the column under its heading (blog-article.tsx).
 */
export function NewsArticle({ item }: { item: NewsDetail }) {
  return (
    <article>
      {item.image ? <ArticleImage image={item.image} sizes="100vw" as="div" className={styles.banner} /> : null}
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
