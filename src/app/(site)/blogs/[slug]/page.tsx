import { siteUrl } from '@/config/env.server'
import { blogBySlug, latestBlogBySlug, relatedBlogs } from '@/content/blogs.server'
import { siteSettings } from '@/content/site-settings.server'
import { toBlogListItem } from '@/contract/to-spec-shape'
import { BlogArticle } from '@/sections/blog/blog-article'
import {
  BLOG_FEED_PATH,
  BLOG_STRINGS,
  BLOGS_PATH,
  blogPath,
  RELATED_BLOGS_CAROUSEL,
  RELATED_BLOGS_PAGE,
} from '@/sections/blog/blog-strings'
import { RelatedSection } from '@/sections/listing/related-section'
import { pictureSource } from '@/sections/listing/share-picture'
import { article, breadcrumbList } from '@/seo/article-json-ld'
import { StaticJsonLd } from '@/seo/json-ld'
import { followRedirect } from '@/shell/follow-redirect.server'
import { NotFoundPage } from '@/shell/not-found-page'
import { PreviewBanner } from '@/shell/preview-banner'

import { articleAt, articleMetadata, type ArticlePageProps } from '../../_articles/article-page.server'

const findBlog = (props: ArticlePageProps) => articleAt(props, { published: blogBySlug, latest: latestBlogBySlug })

export async function generateMetadata(props: ArticlePageProps) {
  return articleMetadata(await findBlog(props), {
    titleSuffix: BLOG_STRINGS.titleSuffix,
    path: blogPath,
    feed: { title: BLOG_STRINGS.feedTitle, url: BLOG_FEED_PATH },
  })
}

export default async function BlogPage(props: ArticlePageProps) {
  const { item: blog, preview } = await findBlog(props)
  if (!blog) {
    // An address the item had before its slug changed, or one staff redirected (docs/decisions/0117).
    await followRedirect(blogPath((await props.params).slug))
    return <NotFoundPage />
  }
  const [settings, related] = await Promise.all([siteSettings(), relatedBlogs(blog.id, RELATED_BLOGS_PAGE)])
  const base = siteUrl()
  return (
    <>
      {preview && <PreviewBanner publishedPath={blogPath(blog.slug)} />}
      <BlogArticle blog={blog} />
      <RelatedSection
        id="related-blogs"
        title={BLOG_STRINGS.related}
        settings={RELATED_BLOGS_CAROUSEL}
        items={related.items.map(toBlogListItem).map((item) => ({
          key: item.id,
          href: blogPath(item.slug),
          image: item.image,
          eyebrow: item.blogCategory || undefined,
          date: item.date,
          title: item.title,
          description: item.description,
        }))}
      />
      <StaticJsonLd
        data={article({
          type: 'BlogPosting',
          base,
          path: blogPath(blog.slug),
          headline: blog.title,
          description: blog.seo.metaDescription || blog.description,
          datePublished: blog.date,
          dateModified: blog.updatedAt,
          imagePath: blog.image ? pictureSource(blog.image, 'hero').url : null,
          section: blog.category?.name,
          keywords: blog.seo.metaKeywords,
          publisher: { name: settings.name },
        })}
      />
      <StaticJsonLd
        data={breadcrumbList(base, [
          { name: 'Home', path: '/' },
          { name: BLOG_STRINGS.eyebrow, path: BLOGS_PATH },
          { name: blog.title, path: blogPath(blog.slug) },
        ])}
      />
    </>
  )
}
