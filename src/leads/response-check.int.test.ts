import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

// The reminder before a lead falls due and the check at its deadline, run by the jobs queue on a fake clock (only
// Date is faked). Mail goes to the outbox; without SMTP_URL it stays there as not sent, and nothing is lost.
process.env.CAPTCHA_REQUIRED = 'false'
delete process.env.SMTP_URL

const { migratedPayload } = await import('../../tests/support/payload')
const { receiveLead } = await import('./intake.server')

/** Wednesday 25 November 2026, 11:00 in Noida: due at 12:00, reminded at 11:45. */
const ARRIVAL = new Date('2026-11-25T05:30:00Z')
const REMINDER_TIME = new Date('2026-11-25T06:16:00Z')
const DEADLINE_TIME = new Date('2026-11-25T06:31:00Z')

describe('a lead’s response clock', () => {
  let payload: Payload
  const ids: Record<string, number> = {}
  let sent = 0

  const newLead = async () => {
    vi.setSystemTime(ARRIVAL)
    const body = {
      name: 'Kabir Shah',
      organization: 'Amity School',
      city: 'Noida',
      email: `kabir${(sent += 1)}@example.org`,
      contactNumber: '9810000004',
    }
    const outcome = await receiveLead(payload, { collection: 'enquiries', body }, new Request('http://localhost/'))
    return payload.findByID({ collection: 'enquiries', id: (outcome as { id: number }).id, depth: 0 })
  }
  const runJobsAt = async (at: Date) => {
    vi.setSystemTime(at)
    await payload.jobs.run({ overrideAccess: true, limit: 100 } as never)
  }
  const mailAbout = async (leadId: number, kind: string) =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { and: [{ 'lead.value': { equals: leadId } }, { kind: { equals: kind } }] },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
      })
    ).docs
  const settings = (data: Record<string, unknown>) =>
    payload.updateGlobal({ slug: 'site-settings', data: { ...siteSettingsData(siteSettings), ...data } })

  beforeAll(async () => {
    payload = await migratedPayload()
    await settings({ onDeadline: 'tell-admins' })
    for (const [key, role] of [
      ['boss', 'admin'],
      ['asha', 'counsellor'],
      ['ben', 'counsellor'],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${key}@example.org`, password: 'a-long-password-123', role, name: key },
      })
      ids[key] = user.id
    }
    vi.useFakeTimers({ toFake: ['Date'] })
  })

  it('reminds the assignee 15 minutes before the deadline, then tells the admins when it passes', async () => {
    const lead = await newLead()
    const assignee = lead.assignee === ids.asha ? 'asha' : 'ben'

    await runJobsAt(new Date('2026-11-25T06:00:00Z'))
    expect(await mailAbout(lead.id, 'response-reminder')).toHaveLength(0)

    await runJobsAt(REMINDER_TIME)
    const [reminder, ...more] = await mailAbout(lead.id, 'response-reminder')
    expect(more).toHaveLength(0)
    expect(reminder).toMatchObject({
      to: `${assignee}@example.org`,
      subject: expect.stringMatching(/^Answer Kabir Shah by/),
    })

    await runJobsAt(DEADLINE_TIME)
    const overdue = await mailAbout(lead.id, 'response-overdue')
    expect(overdue.map((message) => message.to)).toEqual(['boss@example.org'])
    expect(overdue[0]!.text).toContain(`Assigned to: ${assignee}@example.org`)
    // Nothing was sent (no SMTP_URL): the messages wait in the outbox.
    await runJobsAt(DEADLINE_TIME)
    for (const message of [reminder!, ...overdue]) {
      const stored = await payload.findByID({ collection: 'outbox-messages', id: message.id })
      expect(stored.status).toBe('not-sent')
    }
  })

  it('never chases a lead that was answered, closed or marked as spam', async () => {
    const answered = await newLead()
    const closed = await newLead()
    vi.setSystemTime(new Date('2026-11-25T05:40:00Z'))
    await payload.update({
      collection: 'enquiries',
      id: answered.id,
      data: { status: 'contacted' },
      // Its own counsellor: a colleague's lead is out of a counsellor's reach (decision 0158).
      user: { id: answered.assignee, collection: 'users', role: 'counsellor' },
      overrideAccess: false,
    })
    await payload.update({ collection: 'enquiries', id: closed.id, data: { status: 'spam' } })

    await runJobsAt(DEADLINE_TIME)
    for (const lead of [answered, closed]) {
      expect(await mailAbout(lead.id, 'response-reminder')).toHaveLength(0)
      expect(await mailAbout(lead.id, 'response-overdue')).toHaveLength(0)
    }
  })

  it('passes an unanswered lead to the next counsellor with a fresh clock when the settings say so', async () => {
    await settings({ onDeadline: 'tell-admins-and-reassign' })
    const lead = await newLead()
    const first = lead.assignee as number
    await runJobsAt(DEADLINE_TIME)
    const passed = await payload.findByID({ collection: 'enquiries', id: lead.id, depth: 0 })
    expect(passed.assignee).not.toBe(first)
    expect([ids.asha, ids.ben]).toContain(passed.assignee)
    expect(passed.assignmentHistory?.at(-1)).toMatchObject({ assignee: passed.assignee, by: null })
    // 12:01 plus 60 working minutes.
    expect(passed.responseDueAt).toBe('2026-11-25T07:31:00.000Z')
    expect((await mailAbout(lead.id, 'response-overdue'))[0]!.text).toContain('It has been passed to')

    // The old deadline is spent; the new one reminds the new assignee.
    await runJobsAt(new Date('2026-11-25T07:17:00Z'))
    const reminders = await mailAbout(lead.id, 'response-reminder')
    expect(reminders.at(-1)?.to).toBe(passed.assignee === ids.asha ? 'asha@example.org' : 'ben@example.org')
  })
})
