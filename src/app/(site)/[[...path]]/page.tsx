import { cmsPageMetadata } from '@/cms-pages/page-metadata'
import { CmsPageView } from '@/cms-pages/page-view'
import { pagePathProblem } from '@/config/page-paths'
import { latestPageByPath, pageByPath } from '@/content/pages.server'
import { isStaffPreview } from '@/content/staff-preview.server'
import { followRedirect, searchOf } from '@/shell/follow-redirect.server'
import { LivePreviewRefresh } from '@/shell/live-preview-refresh'
import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'
import { PREVIEW_METADATA, PreviewBanner } from '@/shell/preview-banner'

type Props = {
  /** Absent at the home page, `/`. */
  params: Promise<{ path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * The CMS page at the address, or null. Content staff previewing (`?preview`: the admin's Preview button and live
 * preview) get its latest saved version instead, draft or not.
 */
async function findPage({ params, searchParams }: Props) {
  const path = `/${((await params).path ?? []).join('/')}`
  if (pagePathProblem(path)) return { path, page: null, preview: false }
  const preview = await isStaffPreview(await searchParams)
  return { path, page: await (preview ? latestPageByPath : pageByPath)(path), preview }
}

export async function generateMetadata(props: Props) {
  const { page, preview } = await findPage(props)
  if (!page) return notFoundMetadata
  const metadata = await cmsPageMetadata(page)
  return preview ? { ...metadata, ...PREVIEW_METADATA } : metadata
}

/**
 * Every path without a route of its own, the home page among them: a page in the CMS (home, about, contact, terms,
 * privacy, the service pages and any page editors add); else a
 * redirect left there (docs/decisions/0117); else the not-found page, which the server answers with 404.
 */
export default async function CmsPage(props: Props) {
  const { path, page, preview } = await findPage(props)
  if (!page) {
    await followRedirect(path, searchOf(await props.searchParams))
    return <NotFoundPage />
  }
  return (
    <>
      {preview && <PreviewBanner publishedPath={path} />}
      {preview && <LivePreviewRefresh />}
      <CmsPageView page={page} />
    </>
  )
}
