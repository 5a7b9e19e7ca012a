import { HOME_PAGE_PATH } from '@/config/page-paths'

import type { PageData } from './page-data'

// The home page's own words (docs/product.md §2; the voice of docs/product.md §22: warm, expert, plain, no
// guarantees). The spec's fixed strings (section titles, the buttons, the form) are in the sections' components.

const rows = (texts: string[]) => texts.map((text) => ({ text }))

export const HOME_BANNER = {
  eyebrow: 'Study abroad · Boarding schools · Research support',
  lead: 'Honest, expert guidance for students and the parents beside them: choosing a university, applying, funding it and settling in, in the UK, Ireland, Australia, Europe and Dubai.',
  reassurance: ['Founded by a university lecturer', 'No fee for the first consultation', 'Parents always welcome'],
  imageAlt: 'Illustration of graduates throwing their caps into a bright sky',
}

export const HOME_HIRING_HERO = {
  eyebrow: 'Why families choose us',
  title: 'Guidance from people who have sat on the other side of the admissions desk',
  body: 'Our founder spent more than fifteen years teaching and supervising international students at a UK university. Every plan we make starts from what admissions tutors actually look for, and every document stays in your own words.',
  points: [
    'One counsellor who knows your file from the first call to your first term',
    'Clear costs, deadlines and documents, written down for you and your parents',
    'No promises of admission or visas: honest odds, and a plan to improve them',
  ],
  hiring: { badge: 'We’re hiring', role: 'Education counsellor, Noida', cta: 'Download the job description (PDF)' },
}

export const HOME_STORY = {
  eyebrow: 'Our story',
  title: 'Started by an academic, for families making the biggest decision of their lives',
  paragraphs: [
    'Brighter Bridge began when a university lecturer kept meeting talented students who had applied to the wrong courses with the wrong advice. She started helping them one at a time, then with a small team of counsellors, admissions specialists and researchers.',
    'Today we work with students from Class 9 to doctoral level, and with a partner consultancy in Hong Kong, but the method has not changed: listen first, explain every step, and never write anything a student should write themselves.',
  ],
  imageAlt: 'Illustration of a quiet library with tall bookshelves',
  figures: [
    { value: '15+', label: 'years our founder taught international students' },
    { value: '5', label: 'study destinations we know first-hand' },
    { value: '10+', label: 'mentoring sessions a year for every mentee' },
    { value: '1', label: 'named counsellor from first call to first term' },
  ],
}

export const HOME_HOW_IT_WORKS = {
  eyebrow: 'How it works',
  title: 'Four steps, one counsellor beside you',
  steps: [
    {
      title: 'Free consultation',
      text: 'A conversation with you and your parents about grades, interests, budget and timing. No charge, no obligation.',
    },
    {
      title: 'A written plan',
      text: 'A shortlist of universities or schools, the tests you need, the deadlines that matter and what it will cost.',
    },
    {
      title: 'Applications',
      text: 'Statements, references, scholarship essays and interviews, drafted by you and sharpened with us.',
    },
    {
      title: 'Visa and departure',
      text: 'Documents checked line by line, a loan and accommodation in place, and a call before your first term.',
    },
  ],
}

export const HOME_DESTINATIONS = {
  eyebrow: 'Where our students go',
  title: 'Five destinations, known first-hand',
  items: [
    {
      name: 'United Kingdom',
      text: 'One-year master’s, three-year degrees and boarding schools from London to Scotland.',
    },
    {
      name: 'Ireland',
      text: 'English-speaking Europe where graduates can stay on to work for up to two years and a growing tech sector.',
    },
    {
      name: 'Australia',
      text: 'Research universities, work rights while you study and a clear route into employment.',
    },
    {
      name: 'Europe',
      text: 'Low or no tuition at many public universities, with a wide choice of courses taught in English.',
    },
    { name: 'Dubai', text: 'Branch campuses of international universities, close to home and with the same degree.' },
  ],
  link: { label: 'How we choose universities', href: '/study-abroad/university-selection' },
}

export const HOME_CONSULTATION = {
  lead: 'Tell us where you are now and where you would like to be. A counsellor will call you back within one working day to arrange a time that suits you and your parents.',
  points: [
    '30 minutes, by phone, video or at our Noida office',
    'For students, parents and researchers',
    'No fee and no obligation',
  ],
}

/** The home page: every section of docs/product.md §2 in order, with the trust sections a parent looks for. */
export const home: PageData = {
  title: 'Home',
  path: HOME_PAGE_PATH,
  layout: [
    { blockType: 'homeBanner', ...HOME_BANNER, reassurance: rows(HOME_BANNER.reassurance) },
    { blockType: 'announcementsStrip', title: 'Latest announcements', linkLabel: 'All announcements' },
    { blockType: 'hiringHero', ...HOME_HIRING_HERO, points: rows(HOME_HIRING_HERO.points) },
    {
      blockType: 'universityLogos',
      lead: 'Our students hold offers from universities across the UK, Ireland, Australia, Europe and Dubai.',
    },
    {
      blockType: 'story',
      eyebrow: HOME_STORY.eyebrow,
      title: HOME_STORY.title,
      text: HOME_STORY.paragraphs.join('\n\n'),
      imageAlt: HOME_STORY.imageAlt,
      figures: HOME_STORY.figures,
    },
    {
      blockType: 'coreServices',
      lead: 'Everything a student needs between the first question and the first term, from one team.',
    },
    { blockType: 'howItWorks', ...HOME_HOW_IT_WORKS },
    { blockType: 'destinations', ...HOME_DESTINATIONS },
    { blockType: 'successStories', lead: 'Students and parents on what working with us was like.' },
    { blockType: 'trendingBlogs', lead: 'Deadlines, funding and life abroad, explained by our counsellors.' },
    { blockType: 'consultation', lead: HOME_CONSULTATION.lead, points: rows(HOME_CONSULTATION.points) },
  ],
  seo: {
    metaDescription:
      'Study abroad, boarding school and research support from an academic-led consultancy in Noida: university selection, applications, scholarships, visas and mentoring.',
  },
  _status: 'published',
}
