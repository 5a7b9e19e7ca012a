import type { BlogDetail } from '@/content/blogs.server'
import { Container } from '@/ui/container'
import { PageLink } from '@/ui/page-link'

import { ArticleBody } from '../listing/article-body'
import styles from '../listing/article.module.css'
import { ArticleHeading } from '../listing/article-heading'
import { ArticleImage } from '../listing/article-image'
import { listHref } from '../listing/list-query'
import { BLOG_STRINGS, BLOGS_PATH } from './blog-strings'

/**
 * Blog detail (docs/product.md §2): back, category, date, title, share, main image, body. Its image stands in the
 * text's column, under the heading; a news item's spans the page above it (news-article.tsx), so the two share the
 * heading and the body, not the layout.
 */
export function BlogArticle({ blog }: { blog: BlogDetail }) {
  return (
    <article className={styles.article}>
      <Container>
        <div className={styles.narrow}>
          <ArticleHeading
            back={{ href: BLOGS_PATH, label: BLOG_STRINGS.back }}
            tags={
              blog.category ? (
                <PageLink
                  className={styles.category}
                  href={listHref(BLOGS_PATH, { page: 1, category: blog.category.id })}
                >
                  {blog.category.name}
                </PageLink>
              ) : null
            }
            date={blog.date}
            title={blog.title}
          />
          {blog.image ? (
            <ArticleImage
              image={blog.image}
              sizes="(max-width: 820px) calc(100vw - 2rem), 768px"
              as="figure"
              className={styles.figure}
            />
          ) : null}
          <ArticleBody html={blog.html} />
        </div>
      </Container>
    </article>
  )
}
