import type { NewsListItem } from '../listing/card-items'
import { ContentCard } from '../listing/content-card'
import { newsPath } from './news-strings'

/** One page of news as the grid's cards; the first card's picture is the page's largest and loads first. */
export function NewsCards({ items }: { items: NewsListItem[] }) {
  return items.map((item, index) => (
    <ContentCard
      key={item.id}
      href={newsPath(item.slug)}
      image={item.image}
      date={item.date}
      title={item.title}
      description={item.shortDescription}
      preload={index === 0}
    />
  ))
}
