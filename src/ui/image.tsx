import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

import { shortImageAddress, takesShortAddress } from './image-address'
import { widthInFileName, withoutEnlargements } from './image-renditions'
import { MediaPreloadedImage } from './media-preloaded-image'

/** The preload hint of a picture, as `<Image preload>` asks for it. */
const hintPreload = (
  image: Pick<ReturnType<typeof getImageProps>['props'], 'src' | 'srcSet' | 'sizes' | 'fetchPriority'>,
) =>
  preload(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: image.fetchPriority,
  })

/** Our own pictures' renditions at their short address (docs/decisions/0200), unless a loader is given. */
const withShortAddress = (props: ImageProps): ImageProps =>
  props.loader || !takesShortAddress(props.src) ? props : { ...props, loader: shortImageAddress }

/**
 * How wide the picture itself is, where that is known without reading it: a bundled picture's import says it, and an
 * image size's file name does (docs/decisions/0209).
 */
function sourceWidthOf(src: ImageProps['src']): number | undefined {
  if (typeof src === 'string') return widthInFileName(src)
  return 'default' in src ? src.default.width : src.width
}

/** next/image's props for a picture, its `srcset` without the widths that would only enlarge it. */
function renditionsOf(props: ImageProps, sourceWidth = sourceWidthOf(props.src)) {
  return withoutEnlargements(getImageProps(withShortAddress(props)).props, sourceWidth)
}

type ImageStyle = NonNullable<ReturnType<typeof getImageProps>['props']['style']>

/** What next/image writes into every picture's `style`; the site's stylesheet says it once (src/ui/styles/base.css). */
const FRAMEWORK_STYLE: Record<string, string | number> = { color: 'transparent' }
const FILL_STYLE: Record<string, string | number> = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
}

/** A picture's style without next/image's own defaults, or none when nothing else is left. */
function ownStyle(style: ImageStyle | undefined, fill: boolean | undefined): ImageStyle | undefined {
  const defaults = fill ? { ...FRAMEWORK_STYLE, ...FILL_STYLE } : FRAMEWORK_STYLE
  const own = Object.entries(style ?? {}).filter(([key, value]) => defaults[key] !== value)
  return own.length > 0 ? (Object.fromEntries(own) as ImageStyle) : undefined
}

/**
 * next/image's markup (responsive `srcset` through the image optimiser, sizes, lazy loading, the preload of the
 * largest image) rendered on the server as a plain `<img>`. next/image's own component is a client component:
 * every picture on a page would ship its code and be hydrated, for features the site does not use (blur
 * placeholders, load callbacks). See docs/decisions/0093-images-without-client-code.md. Its inline styles, the same
 * on every picture, are said once by the stylesheet (issue 65: the HTML's size). `preloadMedia` preloads the
 * picture at high priority only where the media query matches; the `<img>` is then left to the browser's own priority
 * (a small client component asks for that preload: docs/decisions/0148-banner-preload-rendered-with-the-image.md).
 */
export function Image({
  preloadMedia,
  sourceWidth,
  ...props
}: ImageProps & { preloadMedia?: string; sourceWidth?: number }) {
  const framework = renditionsOf(props, sourceWidth)
  const image = { ...framework, style: ownStyle(framework.style, props.fill) }
  const nimg = props.fill ? 'fill' : '1'
  if (props.preload && preloadMedia) {
    return <MediaPreloadedImage {...image} media={preloadMedia} data-nimg={nimg} />
  }
  // The hint and the <img>'s own preload name the same picture with the same priority, so whichever reaches the
  // HTML first gives the same link.
  if (props.preload) hintPreload(image)
  // This is next/image's own markup, rendered on the server (see above); `alt` is required by ImageProps and comes
  // through in `image`, where the lint rules cannot see it.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...image} data-nimg={nimg} />
}

/**
 * The high-priority preload `<Image preload>` asks for, alone: for a picture drawn inside StaticMarkup, whose HTML render
 * cannot add hints to the page's head (docs/decisions/0196-static-markup.md).
 */
export function preloadImage(props: ImageProps, sourceWidth?: number) {
  hintPreload(renditionsOf({ ...props, preload: true, fetchPriority: 'high' }, sourceWidth))
}
