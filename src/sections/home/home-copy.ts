// Static copy of the home page: one home for every string the sections show. Spec strings (docs/product.md §2)
// are marked; the rest is the product's own voice (docs/product.md §22: warm, expert, plain, no guarantees).

export const BANNER = {
  eyebrow: 'Study abroad · Boarding schools · Research support',
  lead: 'Honest, expert guidance for students and the parents beside them: choosing a university, applying, funding it and settling in, in the UK, Ireland, Australia, Europe and Dubai.',
  /** docs/product.md §2 */
  consultation: 'Get free consultation',
  chat: 'Chat on WhatsApp',
  chatMessage: (name: string) => `Hello ${name}, I would like some advice about studying abroad.`,
  reassurance: ['Founded by a university lecturer', 'No fee for the first consultation', 'Parents always welcome'],
  imageAlt: 'Illustration of graduates throwing their caps into a bright sky',
} as const

export const ANNOUNCEMENTS_STRIP = {
  label: 'Latest announcements',
  all: 'All announcements',
} as const

export const HERO = {
  eyebrow: 'Why families choose us',
  title: 'Guidance from people who have sat on the other side of the admissions desk',
  body: 'Our founder spent more than fifteen years teaching and supervising international students at a UK university. Every plan we make starts from what admissions tutors actually look for, and every document stays in your own words.',
  points: [
    'One counsellor who knows your file from the first call to your first term',
    'Clear costs, deadlines and documents, written down for you and your parents',
    'No promises of admission or visas: honest odds, and a plan to improve them',
  ],
  hiring: {
    eyebrow: 'We’re hiring',
    title: 'Education counsellor, Noida',
    cta: 'Download the job description (PDF)',
  },
} as const

/** docs/product.md §2 */
export const LOGOS_TITLE = 'Your path to top universities'
/** The carousels' own names: a region may not share its section's name (axe landmark-unique). */
export const CAROUSEL_LABELS = {
  logos: 'University logos',
  successStories: 'Stories from students and parents',
  trendingBlogs: 'Trending articles',
} as const

export const LOGOS_LEAD =
  'Our students hold offers from universities across the UK, Ireland, Australia, Europe and Dubai.'

export const STORY = {
  eyebrow: 'Our story',
  title: 'Started by an academic, for families making the biggest decision of their lives',
  paragraphs: [
    'Brighter Bridge began when a university lecturer kept meeting talented students who had applied to the wrong courses with the wrong advice. She started helping them one at a time, then with a small team of counsellors, admissions specialists and researchers.',
    'Today we work with students from Class 9 to doctoral level, and with a partner consultancy in Hong Kong, but the method has not changed: listen first, explain every step, and never write anything a student should write themselves.',
  ],
  about: 'About us',
  team: 'Meet our team',
  imageAlt: 'Illustration of a quiet library with tall bookshelves',
} as const

export const FIGURES: { value: string; label: string }[] = [
  { value: '15+', label: 'years our founder taught international students' },
  { value: '5', label: 'study destinations we know first-hand' },
  { value: '10+', label: 'mentoring sessions a year for every mentee' },
  { value: '1', label: 'named counsellor from first call to first term' },
]

export const CORE_SERVICES_LEAD =
  'Everything a student needs between the first question and the first term, from one team.'

export const HOW_IT_WORKS = {
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
} as const

export const DESTINATIONS = {
  eyebrow: 'Where our students go',
  title: 'Five destinations, known first-hand',
  more: 'How we choose universities',
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
} as const

/** docs/product.md §2 */
export const SUCCESS_STORIES_TITLE = 'Success Stories'
export const SUCCESS_STORIES_LEAD = 'Students and parents on what working with us was like.'
export const SUCCESS_STORIES_MORE = 'All success stories'

/** docs/product.md §2 */
export const TRENDING_BLOGS_TITLE = 'Trending blogs'
export const TRENDING_BLOGS_LEAD = 'Deadlines, funding and life abroad, explained by our counsellors.'
export const TRENDING_BLOGS_MORE = 'Explore all blogs'

/** docs/product.md §2 */
export const CONSULTATION = {
  id: 'book-a-free-consultation',
  title: 'Book a free consultation',
  lead: 'Tell us where you are now and where you would like to be. A counsellor will call you back within one working day to arrange a time that suits you and your parents.',
  points: [
    '30 minutes, by phone, video or at our Noida office',
    'For students, parents and researchers',
    'No fee and no obligation',
  ],
} as const
