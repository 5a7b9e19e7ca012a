import { siteUrl } from '@/config/env.server'
import { siteSettings } from '@/content/site-settings.server'
import { toNewsListItem } from '@/contract/to-spec-shape'
import { listPageTitle } from '@/sections/listing/list-page-title'
import { preloadCardImage } from '@/sections/listing/content-card'
import { listHref } from '@/sections/listing/list-query'
import { NewsBrowser } from '@/sections/news/news-browser'
import { NewsCards } from '@/sections/news/news-cards'
import { newsListRequest } from '@/sections/news/news-list-request.server'
import { NEWS_FEED_PATH, NEWS_PATH, NEWS_STRINGS } from '@/sections/news/news-strings'
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
  const request = await newsListRequest(await searchParams)
  if (!request) return notFoundMetadata
  const { page } = request
  return pageMetadata({
    title: listPageTitle(NEWS_STRINGS.heading, page),
    description: NEWS_STRINGS.lead,
    path: listHref(NEWS_PATH, { page }),
    feeds: [{ title: NEWS_STRINGS.feedTitle, url: NEWS_FEED_PATH }],
  })
}

/** /newsroom: social links and the first (or addressed) page of news, in the server HTML. */
export default async function NewsroomPage({ searchParams }: Props) {
  const [settings, request] = await Promise.all([siteSettings(), newsListRequest(await searchParams)])
  if (!request) return <NotFoundPage />
  const { page, news } = request
  const items = news.items.map(toNewsListItem)
  if (items[0]?.image) preloadCardImage(items[0].image)
  return (
    <>
      <StaticPageHeader eyebrow={NEWS_STRINGS.eyebrow} title={NEWS_STRINGS.heading} lead={NEWS_STRINGS.lead}>
        <FollowLinks social={settings.social} />
      </StaticPageHeader>
      <Section className={grid.section}>
        <NewsBrowser
          initial={{ page, items: [], hasNext: news.nextPageAvailable }}
          initialCards={
            items.length ? (
              <StaticMarkup as="ul" className={grid.grid}>
                <NewsCards items={items} />
              </StaticMarkup>
            ) : undefined
          }
        />
      </Section>
      <StaticJsonLd
        data={breadcrumbList(siteUrl(), [
          { name: 'Home', path: '/' },
          { name: NEWS_STRINGS.heading, path: NEWS_PATH },
        ])}
      />
    </>
  )
}
