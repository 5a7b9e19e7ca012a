import { describe, expect, it } from 'vitest'

import { deadlineReminder, type DeadlineReminderDetails } from './deadline-reminder'

const details: DeadlineReminderDetails = {
  to: { name: 'Asha Rao', email: 'asha@example.org', role: 'student' },
  student: 'Asha Rao',
  university: 'Northbridge University',
  programme: 'MSc Data Science',
  deadline: { kind: 'deposit', dueAt: '2027-03-08T11:30:00.000Z', note: 'Chase the bank: the transfer bounced once.' },
  timeZone: 'Asia/Kolkata',
  link: 'https://site.example/portal/applications/42',
  consultancy: { name: 'Brighter Bridge Education' },
}

describe('the reminders of an application’s deadline', () => {
  it('tells the student what falls when, in the office’s time, with the link to the portal and not the staff’s note', () => {
    const mail = deadlineReminder(details, 7)
    expect(mail).toMatchObject({ kind: 'deadline-reminder', to: 'asha@example.org' })
    expect(mail.subject).toBe('Reminder: Deposit due in 7 days, Northbridge University')
    expect(mail.text).toContain(
      'the deposit due of your application to Northbridge University (MSc Data Science) falls in 7 days, on 8 Mar 2027, 17:00 GMT+5:30 (11:30 UTC).',
    )
    expect(mail.text).toMatch(
      /^See what is needed in your student portal: https:\/\/site\.example\/portal\/applications\/42$/m,
    )
    expect(mail.text).not.toContain('bank')
  })

  it('tells a counsellor whose deadline it is, with the note and the admin link, and says "tomorrow" the day before', () => {
    const mail = deadlineReminder(
      {
        ...details,
        to: { name: 'Priya Sharma', email: 'priya@example.org', role: 'counsellor' },
        link: 'https://site.example/admin/collections/applications/42',
      },
      1,
    )
    expect(mail.to).toBe('priya@example.org')
    expect(mail.subject).toBe('Reminder: Asha Rao, Deposit due tomorrow, Northbridge University')
    expect(mail.text).toContain("the deposit due of Asha Rao's application to Northbridge University")
    expect(mail.text).toContain('falls tomorrow, on 8 Mar 2027')
    expect(mail.text).toContain('Note: Chase the bank: the transfer bounced once.')
    expect(mail.text).toMatch(/^Open the application: https:\/\/site\.example\/admin\/collections\/applications\/42$/m)
  })
})
