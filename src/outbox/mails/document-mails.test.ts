import { describe, expect, it } from 'vitest'

import { documentReminder } from './document-reminder'
import { documentReviewNotice } from './document-review'

const consultancy = { name: 'Brighter Bridge Education' }
const to = { name: 'Asha Rao', email: 'asha@example.org' }
const link = 'https://site.example/portal/documents/42'

describe('the mails of a student’s documents', () => {
  it('tells the student a document was rejected with the portal’s link, never the reason itself', () => {
    const mail = documentReviewNotice({ to, document: 'Transcript', outcome: 'rejected', link, consultancy })
    expect(mail).toMatchObject({ kind: 'document-review', to: 'asha@example.org' })
    expect(mail.subject).toBe('Please send your Transcript again')
    expect(mail.text).toContain('has said why in your student portal')
    expect(mail.text).toMatch(/^https:\/\/site\.example\/portal\/documents\/42$/m)
  })

  it('tells the student a document was approved', () => {
    const mail = documentReviewNotice({ to, document: 'Passport', outcome: 'approved', link, consultancy })
    expect(mail.subject).toBe('Your Passport is approved')
    expect(mail.text).toContain('Your counsellor has approved your Passport.')
  })

  it('reminds of a due document on its day in the office’s time zone, "tomorrow" the day before', () => {
    const details = {
      to,
      document: 'Statement of purpose',
      dueAt: '2027-03-07T20:00:00.000Z',
      timeZone: 'Asia/Kolkata',
      link,
      consultancy,
    }
    expect(documentReminder(details, 7).subject).toBe('Reminder: your Statement of purpose is due in 7 days')
    expect(documentReminder(details, 7).text).toContain('due in 7 days, on 8 Mar 2027.')
    expect(documentReminder(details, 1).subject).toBe('Reminder: your Statement of purpose is due tomorrow')
    expect(documentReminder(details, 1).kind).toBe('document-reminder')
  })
})
