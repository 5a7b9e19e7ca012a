// The illustrations of the service and company pages: drawn locally with the seed's scene kit by
// scripts/render-page-art.ts into public/page-art/<name>.webp (which type-checks each entry against the scene kit,
// so the site's code does not depend on the seed's). Content modules refer to them by name.

/** A locally drawn illustration in public/page-art; always decorative, so its alt text is empty. */
export type PageImage = { src: string; width: number; height: number }

export const PAGE_ART_SIZE = { width: 1200, height: 675 } as const

export const PAGE_ART = {
  'why-study-abroad': { kind: 'scene', scene: 'globe', hue: 0 },
  'university-selection': { kind: 'scene', scene: 'campus', hue: 0 },
  ireland: { kind: 'scene', scene: 'coast', hue: 120 },
  australia: { kind: 'scene', scene: 'coast', hue: 20 },
  dubai: { kind: 'scene', scene: 'desert-city', hue: 0 },
  'united-kingdom': { kind: 'scene', scene: 'city-skyline', hue: 0 },
  'find-a-course': { kind: 'scene', scene: 'library', hue: 0 },
  'how-to-apply': { kind: 'scene', scene: 'books', hue: 0 },
  scholarships: { kind: 'scene', scene: 'graduation', hue: 0 },
  visa: { kind: 'scene', scene: 'passport', hue: 0 },
  mentorship: { kind: 'scene', scene: 'classroom', hue: 0 },
  'parent-counselling': { kind: 'scene', scene: 'library', hue: 320 },
  'international-school': { kind: 'scene', scene: 'campus', hue: 140 },
  'summer-school': { kind: 'scene', scene: 'mountains', hue: 0 },
  'research-support': { kind: 'scene', scene: 'laboratory', hue: 0 },
  'study-essentials': { kind: 'scene', scene: 'city-skyline', hue: 200 },
  about: { kind: 'scene', scene: 'library', hue: 40 },
  mission: { kind: 'scene', scene: 'graduation', hue: 300 },
  lecturer: { kind: 'scene', scene: 'classroom', hue: -30 },
  decide: { kind: 'scene', scene: 'mountains', hue: 30 },
  'course-compare': { kind: 'scene', scene: 'books', hue: 30 },
  funding: { kind: 'scene', scene: 'graduation', hue: 40 },
  gcse: { kind: 'scene', scene: 'classroom', hue: -40 },
  family: { kind: 'scene', scene: 'campus', hue: 30 },
  manuscript: { kind: 'scene', scene: 'books', hue: -30 },
} as const

export type PageArtName = keyof typeof PAGE_ART

export const pageArtPath = (name: PageArtName) => `/page-art/${name}.webp`

/** The illustration called `name`, with its intrinsic size so it never shifts the layout. */
export const pageArt = (name: PageArtName): PageImage => ({ src: pageArtPath(name), ...PAGE_ART_SIZE })

export const PAGE_ART_NAMES = Object.keys(PAGE_ART) as PageArtName[]

const isPageArtName = (name: string): name is PageArtName => Object.hasOwn(PAGE_ART, name)

/** The name of the illustration at `src`, or undefined for any other picture. */
export function pageArtName(src: string): PageArtName | undefined {
  const name = /^\/page-art\/([\w-]+)\.webp$/.exec(src)?.[1]
  return name && isPageArtName(name) ? name : undefined
}
