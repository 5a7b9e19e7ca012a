import { siteUrl } from '@/config/env.server'
import { siteSettings } from '@/content/site-settings.server'
import { toBlogListItem } from '@/contract/to-spec-shape'
import { BlogBrowser } from '@/sections/blog/blog-browser'
import { BlogCards } from '@/sections/blog/blog-cards'
import { blogListRequest } from '@/sections/blog/blog-list-request.server'
import { BLOG_FEED_PATH, BLOG_STRINGS, BLOGS_PATH } from '@/sections/blog/blog-strings'
import { listPageTitle } from '@/sections/listing/list-page-title'
import { preloadCardImage } from '@/sections/listing/content-card'
import { listHref } from '@/sections/listing/list-query'
import { FollowLinks } from '@/sections/share/follow-links'
import { breadcrumbList } from '@/seo/article-json-ld'
import { StaticJsonLd } from '@/seo/json-ld'
import { pageMetadata } from '@/seo/page-metadata'
import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'
import { StaticMarkup } from '@/ui/static-markup'
import grid from '@/sections/listing/list-grid.module.css'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props) {
  const request = await blogListRequest(await searchParams)
  if (!request) return notFoundMetadata
  const { page, category } = request
  return pageMetadata({
    title: listPageTitle(BLOG_STRINGS.heading, page),
    description: BLOG_STRINGS.lead,
    path: listHref(BLOGS_PATH, { page, category }),
    feeds: [{ title: BLOG_STRINGS.feedTitle, url: BLOG_FEED_PATH }],
  })
}

/** /blogs: the heading, social links, category strip and the first (or addressed) page of blogs, in the server HTML. */
export default async function BlogsPage({ searchParams }: Props) {
  const [settings, request] = await Promise.all([siteSettings(), blogListRequest(await searchParams)])
  if (!request) return <NotFoundPage />
  const { page, category, categories, blogs } = request
  const items = blogs.items.map(toBlogListItem)
  if (items[0]?.image) preloadCardImage(items[0].image)
  return (
    <>
      <StaticPageHeader eyebrow={BLOG_STRINGS.eyebrow} title={BLOG_STRINGS.heading} lead={BLOG_STRINGS.lead}>
        <FollowLinks social={settings.social} />
      </StaticPageHeader>
      <Section className={grid.section}>
        <BlogBrowser
          categories={categories}
          initial={{ category, page, items: [], hasNext: blogs.nextPageAvailable }}
          initialCards={
            items.length ? (
              <StaticMarkup as="ul" className={grid.grid}>
                <BlogCards items={items} />
              </StaticMarkup>
            ) : undefined
          }
        />
      </Section>
      <StaticJsonLd
        data={breadcrumbList(siteUrl(), [
          { name: 'Home', path: '/' },
          { name: BLOG_STRINGS.eyebrow, path: BLOGS_PATH },
        ])}
      />
    </>
  )
}
