import type { CollectionConfig } from 'payload'

import { Announcements } from './announcements/config'
import { BlogCategories } from './blog-categories/config'
import { Blogs } from './blogs/config'
import { Documents } from './documents/config'
import { Events } from './events/config'
import { Media } from './media/config'
import { News } from './news/config'
import { Pages } from './pages/config'
import { Redirects } from './redirects/config'
import { SearchQueries } from './search-queries/config'
import { TeamMembers } from './team-members/config'
import { Testimonials } from './testimonials/config'
import { UniversityLogos } from './university-logos/config'

/** What content staff publish, in the admin's order, and what visitors search for. */
export const CONTENT_COLLECTIONS: CollectionConfig[] = [
  Pages,
  Blogs,
  BlogCategories,
  News,
  Events,
  TeamMembers,
  Testimonials,
  Announcements,
  UniversityLogos,
  Media,
  Documents,
  Redirects,
  SearchQueries,
]
