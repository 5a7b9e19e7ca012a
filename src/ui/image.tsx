import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * next/image's markup (responsive `srcset` through the image optimiser, sizes, lazy loading, the preload of the
 * largest image) rendered on the server as a plain `<img>`. next/image's own component is a client component:
 * every picture on a page would ship its code and be hydrated, for features the site does not use (blur
 * placeholders, load callbacks). See docs/decisions/0093-images-without-client-code.md. `preloadMedia` preloads the
 * picture at high priority only where the media query matches; the `<img>` is then left to the browser's own priority.
 */
export function Image({ preloadMedia, ...props }: ImageProps & { preloadMedia?: string }) {
  const { props: image } = getImageProps(props)
  if (props.preload) {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: preloadMedia ? 'high' : image.fetchPriority,
      ...(preloadMedia ? { media: preloadMedia } : {}),
    })
  }
  // This is next/image's own markup, rendered on the server (see above); `alt` is required by ImageProps and comes
  // through in `image`, where the lint rules cannot see it.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...image} data-nimg={props.fill ? 'fill' : '1'} />
}
