import { listTestimonials } from '@/content/testimonials.server'
import { listPageTitle } from '@/sections/listing/list-page-title'
import { requestedListPage } from '@/sections/listing/requested-list-page.server'
import { TESTIMONIALS_PAGE_SIZE } from '@/sections/shared/list-requests'
import { TESTIMONIALS_PAGE } from '@/sections/testimonials/testimonial-copy'
import { fromContent } from '@/sections/testimonials/testimonial-view'
import { TestimonialsBrowser } from '@/sections/testimonials/testimonials-browser'
import { testimonialsHref } from '@/sections/testimonials/testimonials-href'
import { pageMetadata } from '@/seo/page-metadata'
import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'

type Props = { searchParams: Promise<{ page?: string | string[] }> }

/** The page ?page=N names; `null` for one that is not a whole number from 1, or is past the last: the not-found page. */
function testimonialsRequest(searchParams: Props['searchParams']) {
  return searchParams.then(({ page }) =>
    requestedListPage(page, (pageIndex) => listTestimonials({ pageIndex, pageSize: TESTIMONIALS_PAGE_SIZE })),
  )
}

export async function generateMetadata({ searchParams }: Props) {
  const request = await testimonialsRequest(searchParams)
  if (!request) return notFoundMetadata
  const { page } = request
  return pageMetadata({
    title: listPageTitle(TESTIMONIALS_PAGE.title, page),
    description: TESTIMONIALS_PAGE.lead,
    path: testimonialsHref(page),
  })
}

export default async function TestimonialsPage({ searchParams }: Props) {
  const request = await testimonialsRequest(searchParams)
  if (!request) return <NotFoundPage />
  const { page, list: result } = request
  return (
    <>
      <StaticPageHeader
        eyebrow={TESTIMONIALS_PAGE.eyebrow}
        title={TESTIMONIALS_PAGE.title}
        lead={TESTIMONIALS_PAGE.lead}
      />
      <Section>
        <TestimonialsBrowser
          key={page}
          initial={{ page, items: result.items.map(fromContent), hasNext: result.nextPageAvailable }}
        />
      </Section>
    </>
  )
}
