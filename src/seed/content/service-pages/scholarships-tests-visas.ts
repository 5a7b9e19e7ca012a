import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

// One page shared by three services (docs/product.md §2); the navigation links to each section by its id.

export const scholarshipsTestsVisas: ServicePageContent = {
  path: '/study-abroad/scholarships-entrance-test-preparation-visa-assistance',
  metaTitle: 'Scholarships, entrance test preparation and visa assistance',
  description:
    'Find and apply for scholarships, prepare for IELTS, TOEFL, SAT, GRE and GMAT, and put together a complete student visa application, with an experienced counsellor.',
  hero: {
    eyebrow: 'Study abroad',
    title: 'Scholarships, entrance tests and visas',
    lead: 'Three steps that decide whether a good offer turns into a place: paying for it, passing the tests it asks for, and getting the visa on time.',
    image: pageArt('scholarships'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
  },
  jumpBar: [
    { label: 'Scholarships', id: 'scholarships' },
    { label: 'Entrance test preparation', id: 'entrance-test-preparation' },
    { label: 'Visa assistance', id: 'visa-assistance' },
  ],
  blocks: [
    {
      kind: 'topic',
      id: 'scholarships',
      eyebrow: 'Funding',
      title: 'Scholarships',
      lead: 'There is more funding than most families think, but it goes to students who apply early, to the right awards, with a strong case.',
      blocks: [
        {
          kind: 'cards',
          title: 'Where scholarships come from',
          items: [
            {
              title: 'University scholarships',
              text: 'Merit awards and fee discounts from the university itself, often considered automatically with your application, sometimes with a separate essay.',
            },
            {
              title: 'Government schemes',
              text: 'Competitive national awards such as Commonwealth, Chevening and GREAT scholarships, with their own timetables, essays and interviews.',
            },
            {
              title: 'Charities and subject bodies',
              text: 'Trusts, foundations and professional bodies fund students in particular subjects, regions or circumstances.',
            },
          ],
        },
        {
          kind: 'feature',
          title: 'How we help you apply',
          paragraphs: [
            'We match your course, grades and background to the awards you can realistically win, and put every deadline on one timetable. Many close months before course applications, so we start early.',
            'Then we work on the application itself: the essays, the references and the interview, over as many drafts as it takes. The decision is always the funder’s, but a clear, well-argued case gives you the best chance.',
          ],
          points: [
            'A personal shortlist of scholarships and deadlines',
            'Essay drafting and feedback',
            'Commonwealth scholarship preparation',
            'Mock interviews',
          ],
          image: pageArt('funding'),
        },
      ],
    },
    {
      kind: 'topic',
      id: 'entrance-test-preparation',
      tone: 'tint',
      eyebrow: 'Tests',
      title: 'Entrance test preparation',
      lead: 'Good scores widen your choice of universities and scholarships. We help you pick the right test, plan your preparation and book it in time.',
      blocks: [
        {
          kind: 'cards',
          title: 'Tests we prepare you for',
          columns: 4,
          items: [
            {
              title: 'IELTS and PTE',
              text: 'English tests accepted for study and visas. We focus on the writing and speaking tasks where most marks are lost.',
            },
            {
              title: 'TOEFL',
              text: 'An English test widely accepted by universities. Practice with timed reading, listening and integrated tasks.',
            },
            {
              title: 'SAT',
              text: 'For undergraduate courses that ask for it. Diagnostic test, a study plan and full-length practice papers.',
            },
            {
              title: 'GRE and GMAT',
              text: 'For many master’s and MBA programmes. Quantitative and verbal strategy, and a realistic target score.',
            },
          ],
        },
        {
          kind: 'checklist',
          title: 'What preparation with us includes',
          items: [
            'A diagnostic test to find your starting point',
            'A week-by-week study plan to your test date',
            'Timed practice papers with feedback',
            'Help choosing and booking a test date with time for a retake',
          ],
        },
      ],
    },
    {
      kind: 'topic',
      id: 'visa-assistance',
      eyebrow: 'Visas',
      title: 'Visa assistance',
      lead: 'A student visa application is mostly about evidence: the right documents, in the right form, at the right time.',
      blocks: [
        {
          kind: 'feature',
          title: 'A complete, careful application',
          paragraphs: [
            'We check your documents against the current rules of the country you are going to, help you prepare your financial evidence, and review the application form with you before you submit it.',
            'For the UK, that starts with your Confirmation of Acceptance for Studies (CAS) from the university. We also prepare you for credibility interviews where they are used. The decision always rests with the immigration authorities, and we never promise an outcome.',
          ],
          image: pageArt('visa'),
        },
        {
          kind: 'checklist',
          title: 'Documents a student visa usually needs',
          items: [
            'Valid passport',
            'Confirmation of enrolment (a CAS for the UK)',
            'Proof of funds for fees and living costs',
            'English test results, where asked',
            'Tuberculosis test certificate, where required',
            'Academic documents listed on your CAS or offer',
          ],
          note: 'Rules change: we check the current requirements of each country with you before you apply.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Have a question about funding, tests or visas?',
      text: 'Write to us or call: a counsellor will answer it and tell you what to do next.',
      action: { label: 'Contact us', href: '/contact' },
    },
  ],
  enquiry: {
    title: 'Get help with scholarships, tests and visas',
    text: 'Tell us where you are in your application. A counsellor will call you to plan the next steps.',
  },
}
