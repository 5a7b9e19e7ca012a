import Link from 'next/link'

import type { BlogDetail } from '@/content/blogs.server'
import { formatDate } from '@/sections/shared/format-date'
import { Container } from '@/ui/container'
import { Image } from '@/ui/image'

import { ArticleBody } from '../listing/article-body'
import styles from '../listing/article.module.css'
import { BackButton } from '../listing/back-button'
import { listHref } from '../listing/list-query'
import { ShareButton } from '../share/share-button'
import { BLOG_STRINGS, BLOGS_PATH } from './blog-strings'

/** Blog detail (docs/product.md §2): back, category, date, title, share, main image, body. */
export function BlogArticle({ blog }: { blog: BlogDetail }) {
  return (
    <article className={styles.article}>
      <Container>
        <div className={styles.narrow}>
          <BackButton href={BLOGS_PATH} label={BLOG_STRINGS.back} />
          <p className={styles.meta}>
            {blog.category ? (
              <Link className={styles.category} href={listHref(BLOGS_PATH, { page: 1, category: blog.category.id })}>
                {blog.category.name}
              </Link>
            ) : null}
            <time dateTime={blog.date}>{formatDate(blog.date)}</time>
          </p>
          <h1 className={styles.title}>{blog.title}</h1>
          <div className={styles.actions}>
            <ShareButton title={blog.title} />
          </div>
          {blog.image ? (
            <figure className={styles.figure}>
              <Image
                src={blog.image.url}
                alt={blog.image.alt}
                width={blog.image.width}
                height={blog.image.height}
                sizes="(max-width: 820px) calc(100vw - 2rem), 768px"
                preload
                fetchPriority="high"
              />
            </figure>
          ) : null}
          <ArticleBody html={blog.html} />
        </div>
      </Container>
    </article>
  )
}
