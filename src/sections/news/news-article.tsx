import type { NewsDetail } from '@/content/news.server'
import { formatDate } from '@/sections/shared/format-date'
import { Container } from '@/ui/container'
import { Image } from '@/ui/image'

import { ArticleBody } from '../listing/article-body'
import styles from '../listing/article.module.css'
import { BackButton } from '../listing/back-button'
import { ShareButton } from '../share/share-button'
import { NEWS_PATH, NEWS_STRINGS } from './news-strings'

/** News detail (docs/product.md §2): banner image, back, date, title, share, body. */
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
            <BackButton href={NEWS_PATH} label={NEWS_STRINGS.back} />
            <p className={styles.meta}>
              <time dateTime={item.date}>{formatDate(item.date)}</time>
            </p>
            <h1 className={styles.title}>{item.title}</h1>
            <div className={styles.actions}>
              <ShareButton title={item.title} />
            </div>
            <ArticleBody html={item.html} />
          </div>
        </Container>
      </div>
    </article>
  )
}
