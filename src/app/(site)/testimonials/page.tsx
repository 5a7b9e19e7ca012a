import { notFound } from 'next/navigation'

import { listTestimonials } from '@/content/testimonials.server'
import { TESTIMONIALS_PAGE_SIZE } from '@/sections/shared/list-requests'
import { TESTIMONIALS_PAGE } from '@/sections/testimonials/testimonial-copy'
import { fromContent } from '@/sections/testimonials/testimonial-view'
import { TestimonialsBrowser } from '@/sections/testimonials/testimonials-browser'
import { testimonialsHref } from '@/sections/testimonials/testimonials-href'
import { pageMetadata } from '@/seo/page-metadata'
import { PageHeader } from '@/ui/page-header'
import { Section } from '@/ui/section'

type Props = { searchParams: Promise<{ page?: string | string[] }> }

/** The page asked for in ?page=N; anything that is not a whole number from 1 means page 1. */
const requestedPage = (value: string | string[] | undefined) => {
  const page = Number(Array.isArray(value) ? value[0] : (value ?? 1))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export async function generateMetadata({ searchParams }: Props) {
  const page = requestedPage((await searchParams).page)
  return pageMetadata({
    title: page > 1 ? `${TESTIMONIALS_PAGE.title}, page ${page}` : TESTIMONIALS_PAGE.title,
    description: TESTIMONIALS_PAGE.lead,
    path: testimonialsHref(page),
  })
}

export default async function TestimonialsPage({ searchParams }: Props) {
  const page = requestedPage((await searchParams).page)
  const result = await listTestimonials({ pageIndex: page, pageSize: TESTIMONIALS_PAGE_SIZE })
  if (page > 1 && !result.items.length) notFound()
  return (
    <>
      <PageHeader eyebrow={TESTIMONIALS_PAGE.eyebrow} title={TESTIMONIALS_PAGE.title} lead={TESTIMONIALS_PAGE.lead} />
      <Section>
        <TestimonialsBrowser
          key={page}
          initial={{ page, items: result.items.map(fromContent), hasNext: result.nextPageAvailable }}
        />
      </Section>
    </>
  )
}
