import { pageMetadata } from '@/seo/page-metadata'

import type { ServicePageContent } from './types'

/** A service page's title, description, canonical URL and sharing cards, from its content. */
export const servicePageMetadata = (content: ServicePageContent) =>
  pageMetadata({ title: content.metaTitle, description: content.description, path: content.path })
