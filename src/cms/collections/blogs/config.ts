import { CONTENT_TAGS } from '../../hooks/expire-content'
import { articleCollection } from '../article-collection'

export const Blogs = articleCollection({
  slug: 'blogs',
  labels: { singular: 'Blog', plural: 'Blogs' },
  defaultColumns: ['title', 'category', 'date', 'trending', '_status'],
  slugFallback: 'blog',
  tag: CONTENT_TAGS.blogs,
  afterDate: [
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'blog-categories',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'trending',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown in the Trending blogs carousel on the home page.' },
    },
  ],
  cardText: { name: 'description', cards: 'blog' },
})
