import type { Picture } from '@/content/picture'
import { Image, preloadImage } from '@/ui/image'
import { StaticMarkup } from '@/ui/static-markup'

/**
 * An article's main picture, in its frame (a blog's figure, a news item's banner): the page's largest paint, so it
 * is preloaded and fetched first. HTML only (StaticMarkup), so its `srcset` is not sent again in the payload; the
 * preload is asked for here, where the page's head can take it.
 */
export async function ArticleImage({
  image: { url, alt, width, height },
  sizes,
  as,
  className,
}: {
  image: Picture
  sizes: string
  as: 'figure' | 'div'
  className: string
}) {
  const picture = { src: url, alt, width, height, sizes }
  const sourceWidth = width || undefined
  preloadImage(picture, sourceWidth)
  return (
    <StaticMarkup as={as} className={className}>
      <Image {...picture} alt={alt} sourceWidth={sourceWidth} preload fetchPriority="high" />
    </StaticMarkup>
  )
}
