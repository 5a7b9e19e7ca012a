import { CONTENT_TAGS } from '../../hooks/expire-content'
import { articleCollection } from '../article-collection'

export const News = articleCollection({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  defaultColumns: ['title', 'date', '_status'],
  slugFallback: 'news',
  tag: CONTENT_TAGS.news,
  cardText: { name: 'shortDescription', cards: 'news' },
})
