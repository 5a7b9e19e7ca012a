import type { Block } from 'payload'

// The section picker's pictures (docs/decisions/0164): a wireframe of each section in the brand's colours, with the
// line saying what it is for written under it, because Payload's blocks drawer shows a block's picture and name and
// nothing else. scripts/draw-section-pictures.ts writes them to public/page-art/sections/<slug>.svg; a test keeps the
// committed files equal to these drawings.

const INK = '#17132e'
const BRAND = '#553cdf'
const DEEP = '#2a1a8a'
const TINT = '#f3f1fe'
const TINT_STRONG = '#e4dffc'
const LINE = '#c9c2f5'
const EDGE = '#e3e1ec'
const ACCENT = '#ffb547'
const WHITE = '#fff'

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''} fill="${fill}"${extra}/>`
/** A heading: a dark bar. */
const heading = (x: number, y: number, w: number, h = 6) => rect(x, y, w, h, INK, 2)
/** A line of text. */
const text = (x: number, y: number, w: number, fill = LINE) => rect(x, y, w, 3, fill, 1.5)
/** A button. */
const button = (x: number, y: number, w: number, fill = BRAND) => rect(x, y, w, 9, fill, 4.5)
/** A card: white with a thin edge. */
const card = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, WHITE, 4, ` stroke="${EDGE}"`)
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
/** A picture: a sun over hills. */
const picture = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, TINT_STRONG, 4) +
  circle(x + w * 0.7, y + h * 0.32, Math.min(w, h) * 0.12, ACCENT) +
  `<path d="M${x} ${y + h}l${w * 0.35} ${-h * 0.5} ${w * 0.25} ${h * 0.3} ${w * 0.15} ${-h * 0.15} ${w * 0.25} ${h * 0.35}z" fill="${BRAND}"/>`
const tick = (x: number, y: number) =>
  `<path d="M${x} ${y}l2.5 2.5 5-5" fill="none" stroke="${BRAND}" stroke-width="2" stroke-linecap="round"/>`
const field = (x: number, y: number, w: number, h = 8) => rect(x, y, w, h, WHITE, 2, ` stroke="${LINE}"`)
const times = <T>(count: number, draw: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => draw(i)).join('')
const centredHeading = (w = 80) => heading(120 - w / 2, 18, w)

/** Each section's drawing (inside the tinted panel, x 8–232, y 8–104) and what it is for. */
export const SECTION_PICTURES = {
  cards: {
    purpose: 'Cards side by side: services, reasons or choices.',
    draw:
      centredHeading() +
      times(3, (i) => card(20 + i * 68, 32, 60, 62) + rect(28 + i * 68, 40, 12, 12, BRAND, 3)) +
      times(3, (i) => heading(28 + i * 68, 58, 40, 4) + text(28 + i * 68, 68, 44) + text(28 + i * 68, 76, 36)),
  },
  steps: {
    purpose: 'Numbered steps: a process in the order it happens.',
    draw:
      centredHeading() +
      rect(40, 44, 160, 2, LINE) +
      times(3, (i) => circle(40 + i * 80, 45, 9, BRAND) + text(22 + i * 80, 62, 36, INK) + text(20 + i * 80, 72, 40)),
  },
  checklist: {
    purpose: 'A checklist: what to prepare or bring, with a note.',
    draw:
      centredHeading() +
      times(
        6,
        (i) =>
          tick(30 + (i % 2) * 100, 40 + Math.floor(i / 2) * 16) +
          text(44 + (i % 2) * 100, 38 + Math.floor(i / 2) * 16, 70),
      ) +
      text(30, 90, 150, INK),
  },
  feature: {
    purpose: 'Text beside an illustration, with key points and a button.',
    draw:
      heading(20, 22, 90) +
      times(3, (i) => text(20, 36 + i * 8, 100)) +
      times(2, (i) => tick(20, 66 + i * 9) + text(32, 64 + i * 9, 70)) +
      button(20, 86, 44) +
      picture(134, 20, 88, 74),
  },
  facts: {
    purpose: 'Key figures in large type, each with its label.',
    draw:
      centredHeading() +
      times(3, (i) => rect(30 + i * 66, 40, 46, 16, BRAND, 3) + text(26 + i * 66, 66, 54) + text(32 + i * 66, 74, 42)),
  },
  cta: {
    purpose: 'A coloured band with a heading, a line and a button.',
    draw:
      rect(16, 26, 208, 64, DEEP, 6) +
      heading(60, 40, 120).replace(INK, WHITE) +
      text(70, 56, 100) +
      button(94, 70, 52, ACCENT),
  },
  topic: {
    purpose: 'A topic: one heading over several sections of its own.',
    draw:
      heading(20, 18, 100, 8) +
      text(20, 32, 140) +
      card(20, 42, 200, 24) +
      times(3, (i) => rect(28 + i * 64, 49, 56, 10, TINT_STRONG, 2)) +
      card(20, 72, 200, 24) +
      times(3, (i) => circle(40 + i * 64, 84, 5, BRAND) + text(50 + i * 64, 83, 32)),
  },
  figure: {
    purpose: 'A wide picture from the media library, with its caption.',
    draw: picture(28, 16, 184, 68) + text(70, 92, 100, INK),
  },
  homeBanner: {
    purpose: 'The home page’s opening: its heading, text and buttons.',
    draw:
      rect(20, 22, 40, 4, BRAND, 2) +
      heading(20, 32, 104, 8) +
      heading(20, 44, 80, 8) +
      times(2, (i) => text(20, 60 + i * 8, 100)) +
      button(20, 80, 50) +
      button(76, 80, 40, TINT_STRONG) +
      circle(180, 56, 36, TINT_STRONG) +
      circle(180, 46, 12, BRAND) +
      `<path d="M158 84a22 18 0 0 1 44 0z" fill="${BRAND}"/>`,
  },
  announcementsStrip: {
    purpose: 'The latest announcements in a strip, with a link to all.',
    draw:
      rect(8, 46, 224, 24, WHITE) +
      rect(18, 53, 30, 10, ACCENT, 5) +
      text(56, 56, 100, INK) +
      text(176, 56, 44, BRAND) +
      times(3, (i) => text(20 + i * 72, 24, 56)) +
      times(3, (i) => text(20 + i * 72, 86, 56)),
  },
  hiringHero: {
    purpose: 'Why choose us, with a banner for a job opening.',
    draw:
      rect(20, 20, 36, 4, BRAND, 2) +
      heading(20, 30, 100, 8) +
      times(3, (i) => text(20, 46 + i * 8, 96)) +
      times(2, (i) => tick(20, 76 + i * 10) + text(32, 74 + i * 10, 70)) +
      card(140, 30, 82, 56) +
      rect(148, 38, 30, 8, ACCENT, 4) +
      heading(148, 52, 60, 5) +
      button(148, 68, 50),
  },
  universityLogos: {
    purpose: 'The logos of universities our students have gone to.',
    draw:
      centredHeading(110) +
      text(70, 30, 100) +
      times(5, (i) => card(18 + i * 42, 48, 36, 36) + circle(36 + i * 42, 66, 9, i % 2 ? DEEP : BRAND)),
  },
  story: {
    purpose: 'Our story: a picture, the text and a few figures.',
    draw:
      picture(18, 18, 80, 78) +
      rect(110, 20, 32, 4, BRAND, 2) +
      heading(110, 30, 100, 7) +
      times(3, (i) => text(110, 44 + i * 8, 108)) +
      times(3, (i) => rect(110 + i * 38, 74, 28, 10, BRAND, 2) + text(110 + i * 38, 88, 30)),
  },
  coreServices: {
    purpose: 'The nine service cards, under a line of your own.',
    draw:
      centredHeading() +
      times(
        9,
        (i) =>
          card(44 + (i % 3) * 52, 30 + Math.floor(i / 3) * 23, 48, 19) +
          text(52 + (i % 3) * 52, 38 + Math.floor(i / 3) * 23, 32, BRAND),
      ),
  },
  howItWorks: {
    purpose: 'How it works: from two to six steps along a line.',
    draw:
      rect(20, 18, 36, 4, BRAND, 2) +
      heading(20, 28, 100) +
      rect(30, 53, 180, 2, LINE) +
      times(4, (i) => circle(38 + i * 54, 54, 7, BRAND) + heading(24 + i * 54, 70, 30, 4) + text(24 + i * 54, 80, 40)),
  },
  destinations: {
    purpose: 'Study destinations, each with a line, and a link below.',
    draw:
      rect(20, 18, 36, 4, BRAND, 2) +
      heading(20, 28, 100) +
      times(
        4,
        (i) =>
          card(20 + (i % 2) * 102, 42 + Math.floor(i / 2) * 24, 96, 20) +
          rect(26 + (i % 2) * 102, 47 + Math.floor(i / 2) * 24, 14, 10, i % 2 ? ACCENT : BRAND, 2) +
          text(46 + (i % 2) * 102, 50 + Math.floor(i / 2) * 24, 60),
      ) +
      text(20, 94, 60, BRAND),
  },
  successStories: {
    purpose: 'A carousel of testimonials from our students.',
    draw:
      centredHeading() +
      card(52, 32, 136, 60) +
      `<path d="M64 44h6v6l-3 5M76 44h6v6l-3 5" fill="none" stroke="${BRAND}" stroke-width="2"/>` +
      times(2, (i) => text(64, 60 + i * 8, 112)) +
      circle(70, 82, 5, BRAND) +
      text(80, 81, 40, INK) +
      `<path d="M34 56l-6 6 6 6M206 56l6 6-6 6" fill="none" stroke="${INK}" stroke-width="2"/>` +
      times(3, (i) => circle(112 + i * 8, 99, 2, i ? LINE : BRAND)),
  },
  trendingBlogs: {
    purpose: 'A carousel of the most read blogs.',
    draw:
      centredHeading() +
      times(
        3,
        (i) =>
          card(20 + i * 68, 32, 60, 64) +
          rect(20 + i * 68, 32, 60, 28, TINT_STRONG, 4) +
          heading(26 + i * 68, 66, 46, 4) +
          text(26 + i * 68, 76, 44) +
          text(26 + i * 68, 84, 30),
      ),
  },
  upcomingEvents: {
    purpose: 'The next three events, each with its date and seats left.',
    draw:
      centredHeading() +
      times(
        3,
        (i) =>
          card(20 + i * 68, 32, 60, 64) +
          rect(26 + i * 68, 38, 22, 6, BRAND, 3) +
          heading(26 + i * 68, 52, 46, 4) +
          text(26 + i * 68, 62, 44) +
          text(26 + i * 68, 70, 30) +
          rect(26 + i * 68, 82, 30, 5, ACCENT, 2.5),
      ),
  },
  consultation: {
    purpose: 'The free consultation form, beside a line of your own.',
    draw:
      heading(20, 24, 90, 8) +
      times(3, (i) => text(20, 40 + i * 8, 88)) +
      times(2, (i) => tick(20, 72 + i * 10) + text(32, 70 + i * 10, 60)) +
      card(128, 18, 94, 80) +
      times(3, (i) => field(136, 26 + i * 15, 78)) +
      button(136, 74, 78),
  },
  contactDetails: {
    purpose: 'Our phone, email and address beside the message form.',
    draw:
      times(3, (i) => circle(26, 30 + i * 22, 7, BRAND) + text(38, 26 + i * 22, 70, INK) + text(38, 34 + i * 22, 56)) +
      card(128, 18, 94, 80) +
      heading(136, 26, 60, 5) +
      times(2, (i) => field(136, 38 + i * 13, 78)) +
      field(136, 64, 78, 14) +
      button(136, 84, 50),
  },
  faq: {
    purpose: 'Questions with answers that open one at a time.',
    draw:
      centredHeading() +
      card(30, 30, 180, 26) +
      heading(38, 36, 100, 4) +
      text(38, 46, 150) +
      times(
        3,
        (i) => card(30, 60 + i * 12, 180, 10) + text(38, 63.5 + i * 12, 110, INK) + rect(198, 64 + i * 12, 6, 2, BRAND),
      ),
  },
  officeMap: {
    purpose: 'Our office: where to find us, with a map.',
    draw:
      rect(20, 22, 36, 4, BRAND, 2) +
      heading(20, 32, 80, 7) +
      times(3, (i) => text(20, 48 + i * 8, 86)) +
      rect(120, 18, 102, 78, TINT_STRONG, 4) +
      `<path d="M120 50h102M150 18v78M120 80l60-62M190 96l32-30" stroke="${WHITE}" stroke-width="4"/>` +
      `<path d="M171 60c-7-9-10-13-10-18a10 10 0 0 1 20 0c0 5-3 9-10 18z" fill="${BRAND}"/>` +
      circle(171, 42, 3.5, WHITE),
  },
  terms: {
    purpose: 'Numbered terms, with the date they were last updated.',
    draw:
      text(20, 18, 60, BRAND) +
      times(5, (i) => circle(26, 34 + i * 15, 5, BRAND) + text(38, 30 + i * 15, 170, INK) + text(38, 37 + i * 15, 120)),
  },
  policy: {
    purpose: 'A policy in sections, each with a heading of its own.',
    draw:
      times(5, (i) => text(20, 22 + i * 10, 50, BRAND)) +
      heading(86, 20, 90) +
      times(3, (i) => text(86, 34 + i * 8, 134)) +
      heading(86, 64, 70) +
      times(3, (i) => text(86, 78 + i * 8, 134)),
  },
} satisfies Record<string, { purpose: string; draw: string }>

export type SectionSlug = keyof typeof SECTION_PICTURES

export const SECTION_PICTURE_SIZE = { width: 240, height: 160 } as const

const LINE_LENGTH = 29

/** `sentence` in lines of at most LINE_LENGTH characters, broken between words. */
export function pictureLines(sentence: string): string[] {
  const lines: string[] = []
  for (const word of sentence.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= LINE_LENGTH) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** The picture of a section: its drawing on the tinted panel, and what it is for in two lines under it. */
export function sectionPictureSvg(slug: SectionSlug): string {
  const { purpose, draw } = SECTION_PICTURES[slug]
  const { width, height } = SECTION_PICTURE_SIZE
  const lines = pictureLines(purpose)
    .map((line, i) => `<text x="120" y="${125 + i * 19}">${escape(line)}</text>`)
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    rect(0, 0, width, height, WHITE) +
    rect(8, 8, 224, 96, TINT, 6) +
    draw +
    `<g font-family="system-ui,sans-serif" font-size="14" fill="${INK}" text-anchor="middle">${lines}</g></svg>\n`
  )
}

export const sectionPicturePath = (slug: SectionSlug) => `/page-art/sections/${slug}.svg`

const isSectionSlug = (slug: string): slug is SectionSlug => Object.hasOwn(SECTION_PICTURES, slug)

/** `block` with its picture and purpose for the section picker. */
export function withPicture(block: Block): Block {
  if (!isSectionSlug(block.slug)) throw new Error(`The section ${block.slug} has no picture in section-pictures.ts.`)
  const thumbnail = { url: sectionPicturePath(block.slug), alt: SECTION_PICTURES[block.slug].purpose }
  return { ...block, admin: { ...block.admin, images: { thumbnail } } }
}
