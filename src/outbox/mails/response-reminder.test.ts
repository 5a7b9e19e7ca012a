import { describe, expect, it } from 'vitest'

import type { LeadDue } from './lead-due'
import { responseReminder } from './response-reminder'

const waiting: LeadDue = {
  collection: 'enquiries',
  lead: { id: 12, name: 'Asha Verma', email: 'asha@example.com', contactNumber: '+91 98100 00001' },
  dueAt: '2026-11-26T14:18:00.000Z',
  timeZone: 'Asia/Kolkata',
}

describe("the assignee's reminder before a lead falls due", () => {
  const draft = responseReminder('priya@example.org', waiting)

  it('goes to the assignee with the deadline in the staff’s time, about the lead', () => {
    expect(draft).toMatchObject({
      kind: 'response-reminder',
      to: 'priya@example.org',
      subject: 'Answer Asha Verma by 26 Nov 2026, 19:48 GMT+5:30 (14:18 UTC)',
      lead: { relationTo: 'enquiries', value: 12 },
    })
  })

  it('names the lead and links to it in the admin', () => {
    expect(draft.text).toContain('Asha Verma <asha@example.com>, +91 98100 00001')
    expect(draft.text).toMatch(/^Open it: https?:\/\/\S+\/admin\/collections\/enquiries\/12$/m)
  })
})
