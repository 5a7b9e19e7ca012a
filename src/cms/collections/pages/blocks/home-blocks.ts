import type { Block, Field, TextField } from 'payload'

import { ROW_LABEL } from '@/cms/fields/row-label'

import { actionField } from './action-field'
import { textList } from './text-list'

// The home page's sections as blocks. The spec's own words (docs/product.md §2: the section titles, 'Get free
// consultation', the consultation form) are fixed in their components; editors change the words around them, and may
// place any of these sections on another page too (a campaign page with the success stories, say).

const text = (name: string, maxLength: number, required = true, label?: string): TextField => ({
  name,
  label,
  type: 'text',
  required,
  maxLength,
})
const textarea = (name: string, maxLength: number, description?: string): Field => ({
  name,
  type: 'textarea',
  required: true,
  maxLength,
  admin: { description },
})
const PARAGRAPHS = 'Leave an empty line between paragraphs.'
const imageAlt: Field = {
  name: 'imageAlt',
  label: 'Picture’s alt text',
  type: 'text',
  required: true,
  maxLength: 150,
  admin: { description: 'What the picture shows, for people who cannot see it.' },
}

export const HomeBannerBlock: Block = {
  slug: 'homeBanner',
  interfaceName: 'HomeBannerBlock',
  labels: { singular: 'Home banner', plural: 'Home banners' },
  fields: [
    text('eyebrow', 80),
    textarea('lead', 300, 'Under the heading, which is the tagline in site settings.'),
    textList('reassurance', { maxRows: 3, maxLength: 60, label: 'Reassurances' }),
    imageAlt,
  ],
}

export const AnnouncementsStripBlock: Block = {
  slug: 'announcementsStrip',
  interfaceName: 'AnnouncementsStripBlock',
  labels: { singular: 'Latest announcements', plural: 'Latest announcements' },
  fields: [text('title', 40), text('linkLabel', 40, true, 'Link to all announcements')],
}

export const HiringHeroBlock: Block = {
  slug: 'hiringHero',
  interfaceName: 'HiringHeroBlock',
  labels: { singular: 'Why us and hiring', plural: 'Why us and hiring' },
  fields: [
    text('eyebrow', 40),
    text('title', 120),
    textarea('body', 600),
    textList('points', { maxRows: 5, maxLength: 120, label: 'Key points' }),
    {
      name: 'hiring',
      label: 'Hiring banner',
      type: 'group',
      admin: { description: 'Shown when site settings have a job description to download.' },
      fields: [
        {
          type: 'row',
          fields: [
            { ...text('badge', 30), admin: { width: '30%' } },
            { ...text('role', 60), admin: { width: '70%' } },
          ],
        },
        text('cta', 60, true, 'Link text'),
      ],
    },
  ],
}

export const UniversityLogosBlock: Block = {
  slug: 'universityLogos',
  interfaceName: 'UniversityLogosBlock',
  labels: { singular: 'University logos', plural: 'University logos' },
  fields: [textarea('lead', 300, 'Under the heading ‘Your path to top universities’.')],
}

export const StoryBlock: Block = {
  slug: 'story',
  interfaceName: 'StoryBlock',
  labels: { singular: 'Our story', plural: 'Our story' },
  fields: [
    text('eyebrow', 40),
    text('title', 120),
    textarea('text', 1500, PARAGRAPHS),
    imageAlt,
    {
      name: 'figures',
      type: 'array',
      maxRows: 4,
      labels: { singular: 'Figure', plural: 'Figures' },
      admin: { components: { RowLabel: ROW_LABEL } },
      fields: [
        {
          type: 'row',
          fields: [
            { ...text('value', 8), admin: { width: '25%' } },
            { ...text('label', 90), admin: { width: '75%' } },
          ],
        },
      ],
    },
  ],
}

export const CoreServicesBlock: Block = {
  slug: 'coreServices',
  interfaceName: 'CoreServicesBlock',
  labels: { singular: 'Core services', plural: 'Core services' },
  fields: [textarea('lead', 300, 'Under the heading ‘Core services’, above the nine service cards.')],
}

export const HowItWorksBlock: Block = {
  slug: 'howItWorks',
  interfaceName: 'HowItWorksBlock',
  labels: { singular: 'How it works', plural: 'How it works' },
  fields: [
    text('eyebrow', 40),
    text('title', 90),
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 6,
      labels: { singular: 'Step', plural: 'Steps' },
      admin: { components: { RowLabel: ROW_LABEL } },
      fields: [text('title', 60), textarea('text', 240)],
    },
  ],
}

export const DestinationsBlock: Block = {
  slug: 'destinations',
  interfaceName: 'DestinationsBlock',
  labels: { singular: 'Destinations', plural: 'Destinations' },
  fields: [
    text('eyebrow', 40),
    text('title', 90),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Destination', plural: 'Destinations' },
      admin: { components: { RowLabel: ROW_LABEL } },
      fields: [text('name', 40), textarea('text', 200)],
    },
    actionField('link', false, 'Link below the list'),
  ],
}

export const SuccessStoriesBlock: Block = {
  slug: 'successStories',
  interfaceName: 'SuccessStoriesBlock',
  labels: { singular: 'Success stories', plural: 'Success stories' },
  fields: [textarea('lead', 300, 'Under the heading ‘Success Stories’, above the carousel of testimonials.')],
}

export const TrendingBlogsBlock: Block = {
  slug: 'trendingBlogs',
  interfaceName: 'TrendingBlogsBlock',
  labels: { singular: 'Trending blogs', plural: 'Trending blogs' },
  fields: [textarea('lead', 300, 'Under the heading ‘Trending blogs’, above the carousel of blogs.')],
}

export const UpcomingEventsBlock: Block = {
  slug: 'upcomingEvents',
  interfaceName: 'UpcomingEventsBlock',
  labels: { singular: 'Upcoming events', plural: 'Upcoming events' },
  fields: [textarea('lead', 300, 'Under the heading ‘Upcoming events’, above the next three events.')],
}

export const ConsultationBlock: Block = {
  slug: 'consultation',
  interfaceName: 'ConsultationBlock',
  labels: { singular: 'Free consultation form', plural: 'Free consultation forms' },
  fields: [
    textarea('lead', 400, 'Under the heading ‘Book a free consultation’, beside the form.'),
    textList('points', { maxRows: 4, maxLength: 80, label: 'Key points' }),
  ],
}

export const HOME_BLOCKS: Block[] = [
  HomeBannerBlock,
  AnnouncementsStripBlock,
  HiringHeroBlock,
  UniversityLogosBlock,
  StoryBlock,
  CoreServicesBlock,
  HowItWorksBlock,
  DestinationsBlock,
  SuccessStoriesBlock,
  TrendingBlogsBlock,
  UpcomingEventsBlock,
  ConsultationBlock,
]
