import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

// The founder is not named here: the team page (CMS content) introduces the people, and can change.

/** About us: the kit's page without the enquiry block (docs/product.md §2). */
export const about: ServicePageContent = {
  path: '/about',
  metaTitle: 'About us',
  description:
    'Founded by a university lecturer who has supervised international students for years, we help families make confident, well-informed choices about study abroad.',
  hero: {
    eyebrow: 'About us',
    title: 'About us',
    lead: 'Founded by a university lecturer who has supervised international students for years, we help families make confident, well-informed choices about study abroad.',
    image: pageArt('about'),
    primary: { label: 'Meet our team', href: '/team' },
    secondary: { label: 'Contact us', href: '/contact' },
  },
  blocks: [
    {
      kind: 'feature',
      id: 'founder-story',
      eyebrow: 'Our story',
      title: 'Started by an academic who saw the same questions every year',
      paragraphs: [
        'Our founder spent more than fifteen years as a university lecturer, teaching and supervising international master’s and doctoral students. Every year brought talented students who had chosen the wrong course, missed a scholarship by a week, or arrived unprepared for how a British seminar works.',
        'Most of those problems could have been avoided with honest advice at the start. So our founder set up Brighter Bridge Education in Noida to give families that advice: from someone who has sat on the other side of the admissions table, who knows what universities look for, and who will say so plainly.',
        'Today a small team of counsellors, visa specialists and researchers carries that approach into every consultation, whether a family is choosing a boarding school, an undergraduate degree or a doctorate.',
      ],
      image: pageArt('lecturer'),
    },
    {
      kind: 'feature',
      id: 'collaboration',
      tone: 'tint',
      eyebrow: 'Our partners',
      title: 'Working with a consultancy in Hong Kong',
      paragraphs: [
        'We collaborate with an established education consultancy in Hong Kong that has guided students into UK boarding schools and universities for many years. Together we share knowledge of schools, universities and admissions practice, compare notes on each year’s application cycle, and open more doors for the students we advise.',
        'The collaboration gives our families the insight of two teams in two of Asia’s busiest study-abroad markets, while every student keeps one counsellor here who knows them well.',
      ],
      points: [
        'Shared insight into schools and universities',
        'Up-to-date knowledge of each admissions cycle',
        'One counsellor who knows you',
      ],
      image: pageArt('united-kingdom'),
      reverse: true,
    },
    {
      kind: 'cards',
      id: 'mission',
      eyebrow: 'Our mission',
      title: 'Bridging you to a brighter future',
      lead: 'Our mission is to give every student and family the clear, honest and expert guidance they need to choose an education abroad with confidence, and to succeed once they get there.',
      items: [
        {
          title: 'Honest advice',
          text: 'We tell you what we really think about a course, a university or a plan, and we never promise admission or a visa.',
        },
        {
          title: 'Academic expertise',
          text: 'Our advice comes from people who have taught, supervised and examined at universities, and know what they look for.',
        },
        {
          title: 'The whole journey',
          text: 'From the first shortlist to the first term, and on to research and careers, we stay with students for as long as they need us.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Meet our team',
      text: 'The counsellors, visa specialists and researchers who will guide you.',
      // docs/product.md §2: "'Explore more' link to /team".
      action: { label: 'Explore more', href: '/team' },
    },
  ],
}
