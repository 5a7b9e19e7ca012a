import { describe, expect, it } from 'vitest'

import type { LeadDue } from './lead-due'
import { responseOverdue } from './response-overdue'

const waiting: LeadDue = {
  collection: 'consultations',
  lead: { id: 5, name: 'Ravi Kumar', email: 'ravi@example.org', contactNumber: '9810000002' },
  dueAt: '2026-11-26T14:18:00.000Z',
  timeZone: 'Asia/Kolkata',
}

describe("an admin's notice of a lead not answered in time", () => {
  it('names the lead, its deadline, whoever had it and the lead in the admin', () => {
    const draft = responseOverdue('admin@example.org', waiting, { assignee: 'priya@example.org' })
    expect(draft).toMatchObject({
      kind: 'response-overdue',
      to: 'admin@example.org',
      subject: 'Not answered in time: Ravi Kumar',
      lead: { relationTo: 'consultations', value: 5 },
    })
    expect(draft.text).toContain('due for its first answer at 26 Nov 2026, 19:48 GMT+5:30 (14:18 UTC)')
    expect(draft.text).toContain('Ravi Kumar <ravi@example.org>, 9810000002\nAssigned to: priya@example.org\n')
    expect(draft.text).toMatch(/^Open it: https?:\/\/\S+\/admin\/collections\/consultations\/5$/m)
    expect(draft.text).not.toContain('passed to')
  })

  it('says nobody had it, and who has it now when it was passed on', () => {
    const draft = responseOverdue('admin@example.org', waiting, { passedTo: { email: 'arjun@example.org' } })
    expect(draft.text).toContain('Assigned to: nobody\nIt has been passed to arjun@example.org, with a new deadline.')
  })
})
