import type { SeedBlogCategory } from './types'

export const blogCategories: SeedBlogCategory[] = [
  { name: 'Study Abroad Destinations', order: 1 },
  { name: 'Scholarships & Funding', order: 2 },
  { name: 'Applications & Academic Writing', order: 3 },
  { name: 'Visas & Student Life', order: 4 },
  { name: 'Boarding & Summer Schools', order: 5 },
]
