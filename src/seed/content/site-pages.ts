import type { ServicePageContent } from '@/service-pages/types'

import { about } from './company-pages/about'
import { contact } from './company-pages/contact'
import { home } from './company-pages/home'
import type { PageData } from './company-pages/page-data'
import { privacy } from './company-pages/privacy'
import { terms } from './company-pages/terms'
import { SERVICE_PAGES } from './service-pages/all-service-pages'

/** Every page the site first publishes in the CMS: the eleven service pages and About us. */
export const SITE_PAGES: ServicePageContent[] = [...SERVICE_PAGES, about]

/** The pages the site's own routes need, written as CMS page data: home, contact, terms and privacy. */
export const FIXED_PAGES: PageData[] = [home, contact, terms, privacy]
