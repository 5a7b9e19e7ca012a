import type { z } from 'zod'

import type { blogListItem, newsListItem } from '@/contract/responses'

/** List items exactly as the §7 list calls answer them (and as the server renders the first page). */
export type BlogListItem = z.infer<typeof blogListItem>
export type NewsListItem = z.infer<typeof newsListItem>
