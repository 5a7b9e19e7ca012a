import { describe, expect, it } from 'vitest'

import type { Consultation, Enquiry } from '@/cms/payload-types'

import { leadNotification } from './lead-notification'

const consultation = {
  id: 7,
  name: 'Ravi Kumar',
  email: 'ravi@example.org',
  contactNumber: '9810000002',
  currentlyPursuing: 'BSc Physics',
  previousScore: '8.4 CGPA',
  preferredCourse: 'MSc Data Science in the UK',
  terms: { acceptedAt: '2026-11-26T14:18:28.532Z', acceptedText: 'I accept the terms.' },
  attribution: { pagePath: '/summer-school', utm: { source: 'newsletter', medium: '' }, userAgent: 'Firefox' },
  createdAt: '2026-11-26T14:18:28.532Z',
} as unknown as Consultation

describe("the staff's notification of a new lead", () => {
  const draft = leadNotification('consultations', consultation, ['desk@example.org', 'head@example.org'])

  it('goes to every recipient, named after the lead, about the lead', () => {
    expect(draft).toMatchObject({
      kind: 'lead-notification',
      to: 'desk@example.org, head@example.org',
      subject: 'New consultation request: Ravi Kumar',
      lead: { relationTo: 'consultations', value: 7 },
    })
  })

  it('lists every field sent, where it came from, the terms accepted and the lead in the admin', () => {
    for (const line of [
      'A new lead arrived from the Free consultation form.',
      'Name: Ravi Kumar',
      'Currently pursuing: BSc Physics',
      'Previous score: 8.4 CGPA',
      'Preferred course: MSc Data Science in the UK',
      'Form: Free consultation form',
      'Page: /summer-school',
      'Referrer: (none)',
      'Landing page: (not sent)',
      'UTM: utm_source=newsletter',
      'Browser: Firefox',
    ]) {
      expect(draft.text.split('\n')).toContain(line)
    }
    expect(draft.text).toMatch(/^Terms accepted: .+ \(14:18 UTC\) \(“I accept the terms\.”\)$/m)
    expect(draft.text).toMatch(/^Open it in the admin: https?:\/\/\S+\/admin\/collections\/consultations\/7$/m)
  })

  it('names an enquiry by the form it came from', () => {
    const enquiry = { ...consultation, source: 'popup', terms: undefined } as unknown as Enquiry
    const draft = leadNotification('enquiries', enquiry, ['desk@example.org'])
    expect(draft.subject).toBe('New enquiry: Ravi Kumar')
    expect(draft.text).toContain('Form: Enquiry popup')
    expect(draft.text).not.toContain('Terms accepted')
  })
})
