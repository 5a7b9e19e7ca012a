import type { Metadata } from 'next'

import type { Picture } from '@/content/picture'
import type { Seo } from '@/content/published'
import { isStaffPreview } from '@/content/staff-preview.server'
import { pictureSource } from '@/sections/listing/share-picture'
import { pageMetadata } from '@/seo/page-metadata'
import { notFoundMetadata } from '@/shell/not-found-page'
import { PREVIEW_METADATA } from '@/shell/preview-banner'

// What a blog's page and a news item's page do alike: find the item the address names and describe it to search
// engines and sharing cards. The pages themselves differ (the related list, the structured data's type) and stay
// in their route files.

export type ArticlePageProps = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type Article = { slug: string; title: string; date: string; image: Picture | null; seo: Seo }

/**
 * The published item the address names, or `null`: an unknown or unpublished slug is the not-found page. Content
 * staff previewing (`?preview`, the admin's Preview button) get the latest saved version instead, draft or not.
 */
export async function articleAt<Item>(
  { params, searchParams }: ArticlePageProps,
  read: { published: (slug: string) => Promise<Item | null>; latest: (slug: string) => Promise<Item | null> },
) {
  const { slug } = await params
  const preview = await isStaffPreview(await searchParams)
  return { item: await (preview ? read.latest : read.published)(slug), preview }
}

/** Meta title (or the title) with the kind's suffix; description and keywords only when an editor set them. */
export async function articleMetadata(
  { item, preview }: { item: Article | null; preview: boolean },
  kind: { titleSuffix: string; path: (slug: string) => string; feed: { title: string; url: string } },
): Promise<Metadata> {
  if (!item) return notFoundMetadata
  const metadata = await pageMetadata({
    title: `${item.seo.metaTitle || item.title} ${kind.titleSuffix}`,
    exactTitle: true,
    description: item.seo.metaDescription,
    keywords: item.seo.metaKeywords,
    path: kind.path(item.slug),
    image: item.image ? pictureSource(item.image, 'hero') : null,
    type: 'article',
    publishedTime: item.date,
    feeds: [kind.feed],
  })
  return preview ? { ...metadata, ...PREVIEW_METADATA } : metadata
}
