import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const researchSupport: ServicePageContent = {
  path: '/research-support',
  metaTitle: 'Research support for students and researchers',
  description:
    'Seven research services: proofreading with 2–3 rounds of blind peer review, journal choice, assignments, plagiarism reports, thesis and fieldwork support, and reference management.',
  hero: {
    eyebrow: 'Research support',
    title: 'Research support',
    lead: 'Support for students, doctoral candidates and early-career researchers, led by an academic who has supervised and examined research for years. Your work stays yours: we help you make it better.',
    image: pageArt('research-support'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
    highlights: ['Strictly confidential', '2–3 rounds of blind peer review'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What we offer',
      title: 'Seven research services',
      numbered: true,
      items: [
        {
          title: 'Proofreading and peer review',
          text: 'Language, structure and clarity edited by specialists in your field, followed by 2–3 rounds of blind peer review before you submit.',
        },
        {
          title: 'Journal choice',
          text: 'A shortlist of journals that match your topic, method and ambition, with their scope, review times and open-access costs, and advice on avoiding predatory journals.',
        },
        {
          title: 'Assignments',
          text: 'Coaching on understanding the brief, planning an argument, academic writing and referencing. We guide and give feedback; we never write work for you to submit.',
        },
        {
          title: 'Plagiarism report',
          text: 'A similarity check of your draft with a clear report, so you can fix missing citations and close paraphrasing before your university checks it.',
        },
        {
          title: 'Thesis support',
          text: 'Help with the research proposal, structure, literature review, methods and preparing for the viva, chapter by chapter.',
        },
        {
          title: 'Fieldwork',
          text: 'Planning fieldwork and data collection: sampling, questionnaires and interview guides, ethics applications and practical logistics.',
        },
        {
          title: 'Reference management',
          text: 'Set up Zotero, Mendeley or EndNote, organise your library and get every citation right in the style your university or journal requires.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'peer-review',
      tone: 'tint',
      eyebrow: 'How it works',
      title: 'Proofreading with blind peer review',
      lead: 'Reviewers see your manuscript without your name, and you see their comments without theirs, just as in a journal’s review.',
      items: [
        {
          title: 'Send your manuscript',
          text: 'Tell us the journal or examiner you are writing for, the deadline and any feedback you have already had.',
        },
        {
          title: 'Proofreading and editing',
          text: 'An editor in your field corrects language and style and flags unclear arguments, with every change tracked.',
        },
        {
          title: '2–3 rounds of blind peer review',
          text: 'Independent reviewers comment on the question, method, evidence and conclusions. You revise after each round.',
        },
        {
          title: 'Ready to submit',
          text: 'A final check of formatting, references and the cover letter before you submit.',
        },
      ],
    },
    {
      kind: 'feature',
      id: 'confidentiality',
      eyebrow: 'Confidentiality',
      title: 'Your research stays confidential',
      paragraphs: [
        'Unpublished work is valuable. Everyone who reads your work for us is bound by confidentiality, manuscripts are shared only with the people working on them, and we never reuse or publish any part of your work.',
        'We follow your university’s rules on academic integrity. We help you improve work that is your own; we do not write it for you.',
      ],
      points: [
        'Confidentiality agreements for every reviewer',
        'Files shared only with your team',
        'Deleted on request when the work is done',
      ],
      image: pageArt('manuscript'),
    },
    {
      kind: 'cta',
      title: 'Working on a paper or thesis?',
      text: 'Tell us what you are writing and your deadline. We will suggest the support that fits.',
      action: { label: 'Contact us', href: '/contact' },
    },
  ],
  enquiry: {
    title: 'Talk to us about your research',
    text: 'Tell us about your project, your field and your deadline. A member of our research team will call you.',
  },
}
