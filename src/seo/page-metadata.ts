import type { Metadata } from 'next'

import { siteSettings } from '@/content/site-settings.server'

/** The default sharing card, drawn by app/(site)/share-image. */
export const SHARE_IMAGE = { path: '/share-image', width: 1200, height: 630 } as const

type PageSeo = {
  /** The page's own title; the consultancy's name is appended unless `exactTitle` is set. */
  title: string
  /** Left out of the page when empty (detail pages set it only when an editor wrote one). */
  description: string | null
  /** The page's path, for its canonical URL (made absolute from SITE_URL by the layout's metadataBase). */
  path: string
  exactTitle?: boolean
  keywords?: string | null
  image?: { url: string; width?: number; height?: number; alt: string } | null
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  /** RSS feeds to link from the page's head. */
  feeds?: { title: string; url: string }[]
}

/** Title, description, canonical URL and sharing cards of a public page. */
export async function pageMetadata({
  title,
  description,
  path,
  exactTitle,
  keywords,
  image,
  type = 'website',
  publishedTime,
  modifiedTime,
  feeds,
}: PageSeo): Promise<Metadata> {
  const settings = await siteSettings()
  const fullTitle = exactTitle ? title : `${title} | ${settings.name}`
  const images = [
    image ?? { url: SHARE_IMAGE.path, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: settings.name },
  ]
  const described = description ? { description } : {}
  return {
    title: fullTitle,
    ...described,
    ...(keywords ? { keywords } : {}),
    alternates: {
      canonical: path,
      ...(feeds?.length ? { types: { 'application/rss+xml': feeds } } : {}),
    },
    openGraph: {
      title: fullTitle,
      ...described,
      url: path,
      siteName: settings.name,
      locale: 'en_GB',
      type,
      ...(publishedTime ? { publishedTime } : {}),
      ...(modifiedTime ? { modifiedTime } : {}),
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, ...described, images },
  }
}
