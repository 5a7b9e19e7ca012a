import type { BlogSummary } from '@/content/blogs.server'
import { formatDate, isoDay } from '@/sections/shared/format-date'
import { ButtonLink } from '@/ui/button'
import { Carousel } from '@/ui/carousel'
import { Icon } from '@/ui/icon'
import { Image } from '@/ui/image'
import { Section, SectionHeading } from '@/ui/section'
import { StaticMarkup } from '@/ui/static-markup'
import { PageLink } from '@/ui/page-link'

import { TRENDING_BLOGS_CAROUSEL } from './carousel-settings'
import { CAROUSEL_LABELS, TRENDING_BLOGS_MORE, TRENDING_BLOGS_TITLE } from './home-copy'
import styles from './home-sections.module.css'

function TrendingBlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <StaticMarkup as="article" className={styles.blog}>
      {blog.image ? (
        <Image
          src={blog.image.url}
          alt={blog.image.alt}
          width={blog.image.width || 1600}
          sourceWidth={blog.image.width || undefined}
          height={blog.image.height || 900}
          sizes="(min-width: 1200px) 380px, (min-width: 640px) 31vw, 92vw"
          className={styles.blogImage}
        />
      ) : null}
      <div className={styles.blogBody}>
        <p className={styles.blogMeta}>
          {blog.category ? <span className={styles.category}>{blog.category.name}</span> : null}
          <time dateTime={isoDay(blog.date)}>{formatDate(blog.date)}</time>
        </p>
        <h3 className={styles.blogTitle}>
          <PageLink href={`/blogs/${blog.slug}`} className={styles.blogLink}>
            {blog.title}
          </PageLink>
        </h3>
        <p className={styles.blogDescription}>{blog.description}</p>
      </div>
    </StaticMarkup>
  )
}

/** The 'Trending blogs' carousel (docs/product.md §2, §9); not rendered when there are none (§8). */
export function TrendingBlogs({ blogs, lead }: { blogs: BlogSummary[]; lead: string }) {
  if (!blogs.length) return null
  return (
    <Section tone="tint" labelledBy="home-trending">
      <StaticMarkup className={styles.headingRow}>
        <SectionHeading id="home-trending" title={TRENDING_BLOGS_TITLE} lead={lead} />
        <ButtonLink href="/blogs" variant="secondary">
          {TRENDING_BLOGS_MORE}
          <Icon name="ArrowRight" size={16} />
        </ButtonLink>
      </StaticMarkup>
      <Carousel label={CAROUSEL_LABELS.trendingBlogs} settings={TRENDING_BLOGS_CAROUSEL}>
        {blogs.map((blog) => (
          <TrendingBlogCard key={blog.id} blog={blog} />
        ))}
      </Carousel>
    </Section>
  )
}
