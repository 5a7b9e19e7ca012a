import type { Metadata } from 'next'

import { siteSettings } from '@/content/site-settings.server'

/** The default sharing card, drawn by app/(site)/share-image. */
export const SHARE_IMAGE = { path: '/share-image', width: 1200, height: 630 } as const

type PageSeo = {
  /** The page's own title; the consultancy's name is appended unless `exactTitle` is set. */
  title: string
  description: string
  /** The page's path, for its canonical URL (made absolute from SITE_URL by the layout's metadataBase). */
  path: string
  exactTitle?: boolean
  keywords?: string | null
  image?: { url: string; width?: number; height?: number; alt: string } | null
  type?: 'website' | 'article'
  publishedTime?: string
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
}: PageSeo): Promise<Metadata> {
  const settings = await siteSettings()
  const fullTitle = exactTitle ? title : `${title} | ${settings.name}`
  const images = [
    image ?? { url: SHARE_IMAGE.path, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: settings.name },
  ]
  return {
    title: fullTitle,
    description,
    ...(keywords ? { keywords } : {}),
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: settings.name,
      locale: 'en_GB',
      type,
      ...(publishedTime ? { publishedTime } : {}),
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
  }
}
