// Shapes of the demo content. The seed turns these into CMS documents; nothing here knows about Payload.

/** A picture the seed draws locally (see src/seed/art). */
export type SceneKind =
  | 'campus'
  | 'city-skyline'
  | 'library'
  | 'graduation'
  | 'passport'
  | 'globe'
  | 'books'
  | 'laboratory'
  | 'classroom'
  | 'mountains'
  | 'coast'
  | 'desert-city'

export type SceneArt = {
  kind: 'scene'
  scene: SceneKind
  /** Hue shift in degrees applied to the palette, so images of one scene kind still differ. */
  hue?: number
  /** Short caption drawn discreetly on the image (for example a city or topic). Optional. */
  caption?: string
}

export type PortraitArt = { kind: 'portrait'; initials: string; hue: number }

export type WordmarkArt = {
  kind: 'wordmark'
  name: string
  motto?: string
  hue: number
  emblem: 'shield' | 'circle' | 'tower' | 'book' | 'star' | 'wave'
}

export type ArtSpec = SceneArt | PortraitArt | WordmarkArt

/** An image the seed creates as a media document: the art to draw and its required alt text. */
export type SeedImage = { art: ArtSpec; alt: string }

/**
 * Rich text as simple blocks. Paragraph and list-item text may contain inline links written as
 * markdown `[label](https://example.com/path)` or `[label](/internal-path)`, and **bold** text.
 */
export type SeedBlock =
  | { type: 'h2' | 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'image'; image: SeedImage }

export type SeedSeo = { metaTitle?: string; metaDescription?: string; metaKeywords?: string }

export type SeedBlogCategory = { name: string; order: number }

export type SeedBlog = {
  title: string
  /** ISO date, e.g. '2026-10-03'. */
  date: string
  /** Must be the name of one of the seeded categories. */
  category: string
  /** Short text of list cards, one or two sentences. */
  description: string
  image: SeedImage
  body: SeedBlock[]
  seo: SeedSeo
  trending: boolean
}

export type SeedNews = {
  title: string
  date: string
  shortDescription: string
  image: SeedImage
  body: SeedBlock[]
  seo: SeedSeo
}

export type SeedTeamMember = {
  name: string
  designation: string
  image: SeedImage
  linkedUrl?: string
  qualifications: string[]
  order: number
}

export type SeedTestimonial = {
  name: string
  shortTagline: string
  /** Omitted when the testimonial is a video. */
  image?: SeedImage
  /** A YouTube embed URL (https://www.youtube-nocookie.com/embed/ID) when there is no image. */
  videoUrl?: string
  message: string
  successStory: boolean
  order: number
}

export type SeedAnnouncement = { title: string; date: string }

export type SeedRedirect = { from: string; to: string }

export type SeedUniversityLogo = { name: string; logo: SeedImage }

export type SeedFaq = { question: string; answer: string }

export type SeedSiteSettings = {
  name: string
  shortName: string
  tagline: string
  phones: { label: string; number: string; chat: boolean }[]
  generalEmail: string
  founderEmail: string
  address: { line1: string; line2: string; city: string; region: string; postalCode: string; country: string }
  social: { facebook: string; instagram: string; linkedin: string; youtube: string }
  chatNumber: string
  map: { latitude: number; longitude: number; query: string }
  tickerItems: string[]
  faq: SeedFaq[]
  leadNotificationRecipients: string[]
  /** Days the office is closed (YYYY-MM-DD): response clocks stand still. */
  holidays: { date: string; name: string }[]
}
