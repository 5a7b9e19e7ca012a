import type { PageData } from './page-data'

/** Sixteen numbered statements (docs/product.md §2 and §9); {name} and {email} come from site settings. */
export const TERMS_STATEMENTS: string[] = [
  'When you submit an enquiry, consultation or contact form, you consent to us storing the details you give and contacting you by phone, email or a messaging app about your enquiry.',
  'You confirm that the information you give us is accurate and complete to the best of your knowledge, and that you will tell us promptly if it changes.',
  'If you are under 18, a parent or guardian must agree to you using our services and should take part in the decisions we discuss with you.',
  'You consent to us using your academic records, test scores, work history and personal statements to assess your profile and advise you on suitable courses, universities and schools.',
  'We use the information you share only to assess and prepare your applications and to provide the services you asked for, and not for any unrelated purpose.',
  'We treat everything you share with us as confidential, and only staff who work on your case can see it.',
  'We do not sell, rent or share your personal information with third parties. We send documents to a university, school, scholarship body or lender only when you ask us to, as part of your application.',
  'Our advice is based on our experience and on the published requirements of universities, schools and governments at the time. Those requirements can change without notice, and we will tell you about changes we learn of.',
  'Admission decisions belong to universities and schools, visa decisions to the immigration authorities, and funding decisions to scholarship bodies and lenders. We do not and cannot guarantee any of them.',
  'You remain responsible for meeting deadlines, paying fees to universities, schools and authorities, and checking the final applications submitted in your name.',
  'Statements of purpose, essays and other documents must be your own work. We advise, review and give feedback; we do not write documents for you to submit as your own.',
  'Manuscripts, theses and data you share for research support are kept strictly confidential and are used only to provide the support you asked for.',
  'Everyone who proofreads or reviews your research for us, including peer reviewers, is bound by confidentiality, and reviews are carried out blind.',
  'We never publish, reuse or claim any part of your research work, and you keep all rights to it.',
  'The fees, scope and timetable of any paid service are agreed with you in writing before work begins.',
  'You may withdraw your consent and ask us to delete your information at any time by writing to {email}; we will confirm once it is done.',
]

export const terms: PageData = {
  title: 'Terms and conditions',
  path: '/terms',
  hero: {
    eyebrow: 'Legal',
    lead: 'By contacting us through this website, booking a consultation or using our services, you agree to the statements below. Please read them carefully, and ask us if anything is unclear.',
  },
  layout: [
    { blockType: 'terms', updated: '2026-11-22T00:00:00.000Z', statements: TERMS_STATEMENTS.map((text) => ({ text })) },
  ],
  seo: {
    metaTitle: 'Terms and conditions',
    metaDescription:
      'The terms on which we advise students, parents and researchers: consent, confidentiality, how we use your information to assess applications, and research support.',
  },
  _status: 'published',
}
