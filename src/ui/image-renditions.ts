/**
 * The optimiser never enlarges a picture (Next resizes `withoutEnlargement`), so every `srcset` width past the first
 * one at least as wide as the picture itself names the same pixels again: on a list of cards, two of five entries a
 * picture (issue 65: the HTML's size). These helpers leave those out (docs/decisions/0209).
 */

/** The width Payload writes into an image size's file name (`<name>-<width>x<height>.<ext>`), if it is one. */
export function widthInFileName(src: string): number | undefined {
  const match = /-(\d+)x\d+\.[a-z0-9]+$/i.exec(src.split('?', 1)[0]!)
  return match ? Number(match[1]) : undefined
}

type Renditions = { src: string; srcSet?: string }

/**
 * `srcset` without the widths past the first at least `sourceWidth` wide, and `src` (the fallback, which Next makes
 * the widest) the widest left. Density descriptors (`1x, 2x`) are left as they are.
 */
export function withoutEnlargements<T extends Renditions>(image: T, sourceWidth: number | undefined): T {
  if (!sourceWidth || !image.srcSet) return image
  const entries = image.srcSet.split(/,\s+/).map((entry) => {
    const space = entry.lastIndexOf(' ')
    return { url: entry.slice(0, space), descriptor: entry.slice(space + 1) }
  })
  if (!entries.every((entry) => /^\d+w$/.test(entry.descriptor))) return image
  const cut = entries.findIndex((entry) => Number.parseInt(entry.descriptor, 10) >= sourceWidth)
  if (cut === -1 || cut === entries.length - 1) return image
  const kept = entries.slice(0, cut + 1)
  return {
    ...image,
    srcSet: kept.map((entry) => `${entry.url} ${entry.descriptor}`).join(', '),
    src: kept.at(-1)!.url,
  }
}
