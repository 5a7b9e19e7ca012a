// schema.org structured data for blog and news pages: BlogPosting, NewsArticle and BreadcrumbList.

import { BRAND_ICONS } from '@/brand/icon-paths'

type Crumb = { name: string; path: string }

export function breadcrumbList(base: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${base}${crumb.path === '/' ? '' : crumb.path}`,
    })),
  }
}

type Article = {
  type: 'BlogPosting' | 'NewsArticle'
  base: string
  path: string
  headline: string
  description: string
  datePublished: string
  dateModified?: string
  imagePath: string | null
  section?: string | null
  keywords?: string | null
  publisher: { name: string }
}

export function article({
  type,
  base,
  path,
  headline,
  description,
  datePublished,
  dateModified,
  imagePath,
  section,
  keywords,
  publisher,
}: Article) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline,
    description,
    url: `${base}${path}`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}${path}` },
    datePublished,
    // An item dated after its last edit (a post dated ahead) was not modified after it was published.
    dateModified: dateModified && Date.parse(dateModified) > Date.parse(datePublished) ? dateModified : datePublished,
    ...(imagePath ? { image: [`${base}${imagePath}`] } : {}),
    ...(section ? { articleSection: section } : {}),
    ...(keywords ? { keywords } : {}),
    author: { '@type': 'Organization', name: publisher.name, url: base },
    publisher: {
      '@type': 'Organization',
      name: publisher.name,
      logo: { '@type': 'ImageObject', url: `${base}${BRAND_ICONS.logo}` },
    },
  }
}
