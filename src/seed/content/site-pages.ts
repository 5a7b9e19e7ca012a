import type { ServicePageContent } from '@/service-pages/types'

import { about } from './company-pages/about'
import { SERVICE_PAGES } from './service-pages/all-service-pages'

/** Every page the site first publishes in the CMS: the eleven service pages and About us. */
export const SITE_PAGES: ServicePageContent[] = [...SERVICE_PAGES, about]
