import type { Picture } from '@/content/picture'
import { Image } from '@/ui/image'

/** An article's main picture: the page's largest paint, so it is preloaded and fetched first. */
export function ArticleImage({ image: { url, alt, width, height }, sizes }: { image: Picture; sizes: string }) {
  return (
    <Image
      src={url}
      alt={alt}
      width={width}
      height={height}
      sourceWidth={width || undefined}
      sizes={sizes}
      preload
      fetchPriority="high"
    />
  )
}
