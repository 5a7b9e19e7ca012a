import { followRedirect, searchOf } from '@/shell/follow-redirect.server'
import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'

// The page's own metadata: without it an unknown path kept the home page's title.
export const metadata = notFoundMetadata

type Props = {
  params: Promise<{ missing: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Every path without a page of its own, /404 included: a redirect left there is followed (docs/decisions/0117),
 * otherwise it is the not-found page, which the server answers with 404.
 */
export default async function MissingPage({ params, searchParams }: Props) {
  await followRedirect(`/${(await params).missing.join('/')}`, searchOf(await searchParams))
  return <NotFoundPage />
}
