import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

// A new enquiry or consultation is given its counsellor by the rotation and its response clock as it is stored,
// on a fake clock (only Date is faked: the database's own timers run as usual).
process.env.CAPTCHA_REQUIRED = 'false'

const { migratedPayload } = await import('../../tests/support/payload')
const { receiveLead } = await import('@/leads/intake.server')

type Staff = { id: number; collection: 'users' }

/** Wednesday 25 November 2026, 11:00 in Noida (the demo office, UTC+05:30). */
const WEDNESDAY_11 = new Date('2026-11-25T05:30:00Z')

const request = () => new Request('http://localhost/api/GetInTouch/ContactUs', { method: 'POST' })
let sent = 0
const enquiry = (extra: Record<string, string> = {}) => ({
  name: 'Meera Nair',
  organization: 'Delhi Public School',
  city: 'Noida',
  email: `meera${(sent += 1)}@example.org`,
  contactNumber: '9810000003',
  ...extra,
})

describe('a new lead', () => {
  let payload: Payload
  const staff: Record<string, Staff> = {}

  const sendAt = async (at: Date, extra: Record<string, string> = {}) => {
    vi.setSystemTime(at)
    const outcome = await receiveLead(payload, { collection: 'enquiries', body: enquiry(extra) }, request())
    return payload.findByID({ collection: 'enquiries', id: (outcome as { id: number }).id, depth: 0 })
  }
  const settings = (data: Record<string, unknown>) =>
    payload.updateGlobal({
      slug: 'site-settings',
      data: { ...siteSettingsData(siteSettings), responseTargetMinutes: 60, leadAssignment: 'rotation', ...data },
    })

  beforeAll(async () => {
    payload = await migratedPayload()
    await settings({})
    // The first account is made an admin whatever it asks for: the admin comes first.
    const people = [
      { key: 'admin', role: 'admin' },
      { key: 'asha', role: 'counsellor', leadShare: 2 },
      { key: 'ben', role: 'counsellor', leadShare: 1 },
      // On leave over the days the tests send leads.
      {
        key: 'chen',
        role: 'counsellor',
        leave: [{ from: '2026-11-20T12:00:00.000Z', until: '2026-11-30T12:00:00.000Z' }],
      },
      { key: 'dev', role: 'counsellor', takesNewLeads: false },
    ]
    for (const { key, ...data } of people) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${key}@example.org`, password: 'a-long-password-123', name: key, ...data } as never,
      })
      staff[key] = { id: user.id, collection: 'users' }
    }
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => settings({}))

  it('goes to the counsellors in turn, by their shares, never to one on leave or out of the rotation', async () => {
    const assignees: number[] = []
    for (let turn = 0; turn < 6; turn += 1) {
      const lead = await sendAt(new Date(WEDNESDAY_11.getTime() + turn * 60_000))
      assignees.push(lead.assignee as number)
      expect(lead.assignmentHistory).toMatchObject([{ assignee: lead.assignee, by: null }])
    }
    const count = (key: string) => assignees.filter((id) => id === staff[key]!.id).length
    expect([count('asha'), count('ben'), count('chen'), count('dev')]).toEqual([4, 2, 0, 0])
  })

  it('must be answered within 60 working minutes: a lead at 17:30 is due at 10:00 the next working day', async () => {
    const lead = await sendAt(new Date('2026-11-25T12:00:00Z'))
    expect(lead.responseDueAt).toBe('2026-11-26T04:30:00.000Z')
    expect(lead.firstResponseAt ?? null).toBeNull()
  })

  it('counts a longer target, holidays and the office’s own hours from the site settings', async () => {
    await settings({
      responseTargetMinutes: 120,
      workingHours: [{ day: 'thu', opens: '09:00', closes: '10:00' }],
      holidays: [{ date: '2026-11-26T12:00:00.000Z', name: 'Closed' }],
    })
    // Thursday 26th is a holiday: the two hours are Thursday 3 and Thursday 10 December, 09:00–10:00.
    const lead = await sendAt(WEDNESDAY_11)
    expect(lead.responseDueAt).toBe('2026-12-10T04:30:00.000Z')
  })

  it('is left for staff to assign when the settings say so, and still has its clock', async () => {
    await settings({ leadAssignment: 'manual' })
    const lead = await sendAt(WEDNESDAY_11)
    expect(lead.assignee ?? null).toBeNull()
    expect(lead.assignmentHistory).toEqual([])
    expect(lead.responseDueAt).toBe('2026-11-25T06:30:00.000Z')
  })

  it('flagged as spam is neither assigned nor timed', async () => {
    const lead = await sendAt(WEDNESDAY_11, { website: 'https://spam.example' })
    expect(lead.status).toBe('spam')
    expect(lead.assignee ?? null).toBeNull()
    expect(lead.responseDueAt ?? null).toBeNull()
  })

  it('records who passed it to a colleague, and is answered by the first status change or note', async () => {
    const lead = await sendAt(WEDNESDAY_11)
    // A counsellor works her own leads only (decision 0158): the lead's counsellor passes it, the colleague answers it.
    const counsellor = (key: string) => ({ ...staff[key]!, role: 'counsellor' })
    const [holder, colleague] =
      lead.assignee === staff.ben!.id
        ? [counsellor('ben'), counsellor('asha')]
        : [counsellor('asha'), counsellor('ben')]
    vi.setSystemTime(new Date('2026-11-25T05:45:00Z'))
    const passed = await payload.update({
      collection: 'enquiries',
      id: lead.id,
      data: { assignee: colleague.id },
      user: holder,
      overrideAccess: false,
      depth: 0,
    })
    expect(passed.assignmentHistory).toHaveLength(2)
    expect(passed.assignmentHistory?.at(-1)).toMatchObject({
      assignee: colleague.id,
      by: holder.id,
      at: '2026-11-25T05:45:00.000Z',
    })
    expect(passed.firstResponseAt ?? null).toBeNull()

    vi.setSystemTime(new Date('2026-11-25T06:00:00Z'))
    const answered = await payload.update({
      collection: 'enquiries',
      id: lead.id,
      data: { status: 'contacted' },
      user: colleague,
      overrideAccess: false,
      depth: 0,
    })
    expect(answered.firstResponseAt).toBe('2026-11-25T06:00:00.000Z')
    // Arrived at 11:00, answered at 11:30 local: 30 working minutes.
    expect(answered.responseMinutes).toBe(30)

    vi.setSystemTime(new Date('2026-11-25T07:00:00Z'))
    const later = await payload.update({
      collection: 'enquiries',
      id: lead.id,
      data: { newNote: 'Called back, sent the brochure.' } as never,
      user: colleague,
      overrideAccess: false,
      depth: 0,
    })
    expect(later.firstResponseAt).toBe('2026-11-25T06:00:00.000Z')

    const noted = await sendAt(WEDNESDAY_11)
    const author = counsellor(noted.assignee === staff.ben!.id ? 'ben' : 'asha')
    vi.setSystemTime(new Date('2026-11-25T06:10:00Z'))
    const withNote = await payload.update({
      collection: 'enquiries',
      id: noted.id,
      data: { newNote: 'Left a voicemail.' } as never,
      user: author,
      overrideAccess: false,
      depth: 0,
    })
    expect(withNote.firstResponseAt).toBe('2026-11-25T06:10:00.000Z')
    expect(withNote.responseMinutes).toBe(40)
  })

  it('is not answered by a change the system makes', async () => {
    const lead = await sendAt(WEDNESDAY_11)
    const updated = await payload.update({ collection: 'enquiries', id: lead.id, data: { status: 'closed' }, depth: 0 })
    expect(updated.firstResponseAt ?? null).toBeNull()
  })
})
