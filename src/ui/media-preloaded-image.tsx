'use client'

import type { ComponentProps } from 'react'
import { preload } from 'react-dom'

/**
 * An `<img>` whose picture is preloaded at high priority only where `media` matches. The preload is asked for while
 * the server renders this component, just before the `<img>`, so the HTML always names it with its media query.
 * Asked for from a server component, it travels as a hint in the render's payload, and the framework drops a hint
 * that reaches the HTML renderer outside its request (it did on the first render after every start); the `<img>`'s
 * own preload, without the query, then took its place. See docs/decisions/0148-banner-preload-rendered-with-the-image.md.
 */
export function MediaPreloadedImage({ media, ...image }: ComponentProps<'img'> & { src: string; media: string }) {
  preload(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: 'high',
    media,
  })
  // `alt` comes through in `image` from next/image's props, where it is required (src/ui/image.tsx).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...image} />
}
