import { siteUrl } from '@/config/env.server'
import { listBlogCategories } from '@/content/blog-categories.server'
import { listBlogs } from '@/content/blogs.server'
import { siteSettings } from '@/content/site-settings.server'
import { toBlogListItem } from '@/contract/to-spec-shape'
import { BlogBrowser } from '@/sections/blog/blog-browser'
import { BLOG_FEED_PATH, BLOG_PAGE_SIZE, BLOG_STRINGS, BLOGS_PATH } from '@/sections/blog/blog-strings'
import { listHref, parseCategory, parsePage } from '@/sections/listing/list-query'
import { FollowLinks } from '@/sections/share/follow-links'
import { breadcrumbList } from '@/seo/article-json-ld'
import { JsonLd } from '@/seo/json-ld'
import { pageMetadata } from '@/seo/page-metadata'
import { PageHeader } from '@/ui/page-header'
import { Section } from '@/ui/section'
import grid from '@/sections/listing/list-grid.module.css'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams
  const page = parsePage(params.page)
  return pageMetadata({
    title: page > 1 ? `${BLOG_STRINGS.heading}: page ${page}` : BLOG_STRINGS.heading,
    description: BLOG_STRINGS.lead,
    path: listHref(BLOGS_PATH, { page, category: parseCategory(params.category) }),
    feeds: [{ title: BLOG_STRINGS.feedTitle, url: BLOG_FEED_PATH }],
  })
}

/** /blogs: the heading, social links, category strip and the first (or addressed) page of blogs, in the server HTML. */
export default async function BlogsPage({ searchParams }: Props) {
  const params = await searchParams
  const category = parseCategory(params.category)
  const page = parsePage(params.page)
  const [settings, categories, blogs] = await Promise.all([
    siteSettings(),
    listBlogCategories(),
    listBlogs(category, { pageIndex: page, pageSize: BLOG_PAGE_SIZE }),
  ])
  return (
    <>
      <PageHeader eyebrow={BLOG_STRINGS.eyebrow} title={BLOG_STRINGS.heading} lead={BLOG_STRINGS.lead}>
        <FollowLinks social={settings.social} />
      </PageHeader>
      <Section className={grid.section}>
        <BlogBrowser
          categories={categories}
          initial={{ category, page, items: blogs.items.map(toBlogListItem), hasNext: blogs.nextPageAvailable }}
        />
      </Section>
      <JsonLd
        data={breadcrumbList(siteUrl(), [
          { name: 'Home', path: '/' },
          { name: BLOG_STRINGS.eyebrow, path: BLOGS_PATH },
        ])}
      />
    </>
  )
}
