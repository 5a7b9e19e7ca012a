import type { BlogListItem } from '../listing/card-items'
import { ContentCard } from '../listing/content-card'
import { blogPath } from './blog-strings'

/** One page of blogs as the grid's cards; the first card's picture is the page's largest and loads first. */
export function BlogCards({ items }: { items: BlogListItem[] }) {
  return items.map((blog, index) => (
    <ContentCard
      key={blog.id}
      href={blogPath(blog.slug)}
      image={blog.image}
      eyebrow={blog.blogCategory || undefined}
      date={blog.date}
      title={blog.title}
      description={blog.description}
      preload={index === 0}
    />
  ))
}
