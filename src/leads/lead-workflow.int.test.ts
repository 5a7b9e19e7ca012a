import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { leadsToCsv } from '@/cms/collections/lead-csv'
import { CONSENT_IS_THE_SUBSCRIBERS } from '@/cms/collections/newsletter-subscribers/consent'
import { csvCell } from '@/cms/csv-export/csv'
import { NOTES_KEPT } from '@/cms/fields/notes'

import { migratedPayload } from '../../tests/support/payload'

// Working a lead in the admin: roles, the status history, notes, the lead's record, and the CSV export.

type Staff = Record<string, unknown> & { id: number; collection: 'users' }
type Lead = Record<string, unknown> & { id: number; statusHistory?: { status?: string | null }[] | null }

/** What the QA walk sent as a counsellor: the parts of a lead that are its record, rewritten. */
const TAMPERED = {
  statusHistory: [],
  attribution: { utm: { source: 'counsellor-edit' } },
  source: 'contact' as const,
  repeats: [],
  createdAt: '2020-01-01T00:00:00.000Z',
}

describe('the lead workflow', () => {
  let payload: Payload
  const staff: Record<'admin' | 'editor' | 'counsellor', Staff> = {} as never
  let leadId: number

  beforeAll(async () => {
    payload = await migratedPayload()
    for (const role of ['admin', 'editor', 'counsellor'] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${role}@example.org`, password: 'a-long-password-123', role, name: `The ${role}` },
      })
      staff[role] = { ...(user as never as Staff), collection: 'users' }
    }
    const lead = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Asha Verma',
        organization: '=HYPERLINK("http://evil.example")',
        city: 'Noida, UP',
        email: 'asha@example.org',
        contactNumber: '9810000001',
        source: 'contact',
        status: 'new',
        attribution: { pagePath: '/contact', utm: { source: 'newsletter', campaign: 'autumn' } },
      },
    })
    leadId = lead.id
  })

  const canRead = async (collection: string, role: keyof typeof staff, draft = false) => {
    try {
      const found = await payload.find({
        collection: collection as never,
        overrideAccess: false,
        user: staff[role],
        draft,
        where: draft ? { _status: { equals: 'draft' } } : undefined,
      })
      return found.totalDocs
    } catch {
      return 'forbidden'
    }
  }

  it('editors see no leads, subscribers or outbox; counsellors see them', async () => {
    for (const collection of ['enquiries', 'consultations', 'newsletter-subscribers', 'outbox-messages']) {
      expect(await canRead(collection, 'editor'), collection).toBe('forbidden')
      expect(await canRead(collection, 'counsellor'), collection).not.toBe('forbidden')
    }
  })

  it('counsellors read no content drafts, and read their colleagues; editors do read drafts', async () => {
    await payload.create({
      collection: 'news',
      data: { title: 'Unpublished news', _status: 'draft' } as never,
      draft: true,
    })
    expect(await canRead('news', 'editor', true)).toBe(1)
    expect(await canRead('news', 'counsellor', true)).toBe(0)
    expect(await canRead('users', 'counsellor')).toBe(3)
    await expect(
      payload.create({
        collection: 'announcements',
        data: { title: 'Not mine', date: '2026-11-03' } as never,
        overrideAccess: false,
        user: staff.counsellor,
      }),
    ).rejects.toThrow()
  })

  it('lets a counsellor hand a lead to a colleague', async () => {
    const colleague = await payload.create({
      collection: 'users',
      data: { email: 'second.counsellor@example.org', password: 'a-long-password-123', role: 'counsellor' },
    })
    const handed = await payload.update({
      collection: 'enquiries',
      id: leadId,
      data: { assignee: colleague.id },
      overrideAccess: false,
      user: staff.counsellor,
      depth: 1,
    })
    expect(handed.assignee).toMatchObject({ id: colleague.id, name: 'second.counsellor@example.org' })
    await payload.update({ collection: 'enquiries', id: leadId, data: { assignee: null } })
    await payload.delete({ collection: 'users', id: colleague.id })
  })

  it('records each status change with who and when, and stamps notes with their author', async () => {
    const before = Date.now()
    await payload.update({
      collection: 'enquiries',
      id: leadId,
      data: { status: 'contacted', assignee: staff.counsellor.id, notes: [{ text: 'Called; call back Monday.' }] },
      overrideAccess: false,
      user: staff.counsellor,
    })
    await payload.update({
      collection: 'enquiries',
      id: leadId,
      data: { status: 'qualified' },
      overrideAccess: false,
      user: staff.admin,
    })
    // Saving without a status change adds nothing.
    await payload.update({ collection: 'enquiries', id: leadId, data: { city: 'Noida, UP' }, user: staff.admin })
    const lead = await payload.findByID({ collection: 'enquiries', id: leadId, depth: 0 })
    expect(lead.statusHistory!.map((row) => [row.status, row.by])).toEqual([
      ['new', null],
      ['contacted', staff.counsellor.id],
      ['qualified', staff.admin.id],
    ])
    for (const row of lead.statusHistory!) expect(new Date(row.at!).getTime()).toBeGreaterThanOrEqual(before - 60_000)
    expect(lead.notes![0]).toMatchObject({ text: 'Called; call back Monday.', author: staff.counsellor.id })
    expect(lead.notes![0]!.at).toBeTruthy()
  })

  it('keeps saved notes as they were: a new note is added, a saved one cannot be changed, dated anew or removed', async () => {
    const saved = (await payload.findByID({ collection: 'enquiries', id: leadId, depth: 0 })).notes!
    const as = { collection: 'enquiries' as const, id: leadId, overrideAccess: false, user: staff.admin }
    const [first] = saved
    await expect(payload.update({ ...as, data: { notes: [{ ...first, text: 'Never called.' }] } })).rejects.toThrow(
      NOTES_KEPT,
    )
    await expect(payload.update({ ...as, data: { notes: [] } })).rejects.toThrow(NOTES_KEPT)
    await payload.update({
      ...as,
      data: {
        notes: [{ ...first, at: '2020-01-01T00:00:00.000Z', author: staff.admin.id }, { text: 'Sent the brochure.' }],
      },
    })
    const notes = (await payload.findByID({ collection: 'enquiries', id: leadId, depth: 0 })).notes!
    expect(notes.map((note) => [note.text, note.author])).toEqual([
      ['Called; call back Monday.', staff.counsellor.id],
      ['Sent the brochure.', staff.admin.id],
    ])
    expect(notes[0]!.at).toBe(first!.at)
  })

  it('exports the list as CSV, quoting cells and neutralising formulas', async () => {
    const { docs } = await payload.find({
      collection: 'enquiries',
      where: { status: { equals: 'qualified' } },
      depth: 1,
      pagination: false,
    })
    const csv = leadsToCsv('enquiries', docs as never)
    const [header, row, end] = csv.split('\r\n')
    expect(header).toBe(
      'id,createdAt,status,source,name,organization,city,email,contactNumber,assignee,pagePath,referrer,landingPage,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,repeats,notes',
    )
    expect(row).toContain(`${leadId},`)
    expect(row).toContain(',qualified,contact,Asha Verma,"\'=HYPERLINK(""http://evil.example"")","Noida, UP",')
    expect(row).toContain(',The counsellor,/contact,,,newsletter,,autumn,,,0,Called; call back Monday.')
    expect(end).toBe('')
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
  })

  it("adds 'Add a note' as the newest note, with its author and time, beside a status change", async () => {
    const before = (await payload.findByID({ collection: 'enquiries', id: leadId, depth: 0 })).notes!
    const as = { collection: 'enquiries' as const, id: leadId, overrideAccess: false, user: staff.counsellor }
    // The admin form sends the saved notes back as they are, with the new note beside them.
    await payload.update({ ...as, data: { status: 'enrolled', notes: before, newNote: '  Visa granted.  ' } as never })
    await payload.update({ ...as, data: { newNote: '   ' } as never })
    const after = await payload.findByID({ collection: 'enquiries', id: leadId, depth: 0 })
    expect(after.notes!.map((note) => note.text)).toEqual([...before.map((note) => note.text), 'Visa granted.'])
    expect(after.notes!.at(-1)).toMatchObject({ author: staff.counsellor.id, at: expect.any(String) })
    expect(after.status).toBe('enrolled')
    // Read back empty: the box is cleared after a save, and nothing is stored under it.
    expect((after as { newNote?: unknown }).newNote).toBe('')
  })

  /** An enquiry stored as the intake stores it: by the system, with its attribution and a repeat. */
  const storedEnquiry = async (organization: string) => {
    const { id } = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Ravi Kumar',
        organization,
        city: 'Pune',
        email: 'ravi@example.org',
        contactNumber: '9810000002',
        source: 'popup',
        status: 'new',
        attribution: { pagePath: '/', referrer: 'https://www.google.com/', utm: { source: 'google' } },
        repeats: [{ at: '2026-11-20T10:00:00.000Z', pagePath: '/contact' }],
      },
    })
    return stored('enquiries', id)
  }

  const stored = async (collection: 'enquiries' | 'consultations' | 'newsletter-subscribers', id: number) =>
    (await payload.findByID({ collection, id, depth: 0 })) as unknown as Lead

  /** The record as it was, its status history with the given statuses appended by the system. */
  const expectRecordKept = (before: Lead, after: Lead, appended: string[]) => {
    for (const field of ['createdAt', 'source', 'attribution', 'repeats', 'terms'])
      expect(after[field], field).toEqual(before[field])
    const history = after.statusHistory ?? []
    expect(history.slice(0, before.statusHistory!.length)).toEqual(before.statusHistory)
    expect(history.slice(before.statusHistory!.length).map((row) => row.status)).toEqual(appended)
  }

  it("keeps a lead's record whatever staff send, and still takes their status, assignee and note", async () => {
    const before = await storedEnquiry('record-single')
    await payload.update({
      collection: 'enquiries',
      id: before.id,
      data: { ...TAMPERED, status: 'contacted', assignee: staff.counsellor.id, notes: [{ text: 'Left a message.' }] },
      overrideAccess: false,
      user: staff.counsellor,
    })
    const after = await stored('enquiries', before.id)
    expectRecordKept(before, after, ['contacted'])
    expect(after.statusHistory!.at(-1)).toMatchObject({ status: 'contacted', by: staff.counsellor.id })
    expect(after.assignee).toBe(staff.counsellor.id)
    expect((after.notes as { text: string }[]).map((note) => note.text)).toEqual(['Left a message.'])
  })

  it("keeps each lead's record through a bulk edit, and records the new status in each history", async () => {
    const before = [await storedEnquiry('record-bulk'), await storedEnquiry('record-bulk')]
    const { errors } = await payload.update({
      collection: 'enquiries',
      where: { organization: { equals: 'record-bulk' } },
      data: { ...TAMPERED, status: 'closed' },
      overrideAccess: false,
      user: staff.counsellor,
    })
    expect(errors).toEqual([])
    for (const lead of before) expectRecordKept(lead, await stored('enquiries', lead.id), ['closed'])
  })

  it('saves a consultation sent back whole, as the admin form does, keeping its terms and creation time', async () => {
    const { id } = await payload.create({
      collection: 'consultations',
      data: {
        name: 'Meera Iyer',
        currentlyPursuing: 'B.Com',
        previousScore: '82%',
        preferredCourse: 'MBA',
        contactNumber: '9810000003',
        email: 'meera@example.org',
        status: 'new',
        terms: { acceptedText: 'The terms the visitor accepted.', acceptedAt: '2026-11-20T10:00:00.000Z' },
        attribution: { pagePath: '/consultation' },
      },
    })
    const before = await stored('consultations', id)
    const { id: _id, ...form } = before
    await payload.update({
      collection: 'consultations',
      id,
      data: {
        ...form,
        status: 'qualified',
        terms: { acceptedText: 'Nothing.' },
        createdAt: TAMPERED.createdAt,
      } as never,
      overrideAccess: false,
      user: staff.counsellor,
    })
    expectRecordKept(before, await stored('consultations', id), ['qualified'])
  })

  it("keeps a subscriber's record (dates, attribution) whatever staff send; its status is theirs to change", async () => {
    const { id } = await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email: 'reader@example.org',
        status: 'confirmed',
        confirmationSentAt: '2026-11-20T10:00:00.000Z',
        confirmedAt: '2026-11-20T10:05:00.000Z',
        attribution: { pagePath: '/blog', utm: { source: 'google' } },
      },
    })
    const before = await stored('newsletter-subscribers', id)
    await payload.update({
      collection: 'newsletter-subscribers',
      id,
      data: {
        email: 'someone.else@example.org',
        status: 'unsubscribed',
        confirmationSentAt: null,
        confirmedAt: null,
        unsubscribedAt: TAMPERED.createdAt,
        attribution: TAMPERED.attribution,
        createdAt: TAMPERED.createdAt,
      },
      overrideAccess: false,
      user: staff.counsellor,
    })
    const after = await stored('newsletter-subscribers', id)
    expect(after.status).toBe('unsubscribed')
    for (const field of ['email', 'confirmationSentAt', 'confirmedAt', 'attribution', 'createdAt']) {
      expect(after[field], field).toEqual(before[field])
    }
    expect(Date.parse(after.unsubscribedAt as string)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('shows counsellors the mail about leads, but not a newsletter confirmation, whose link confirms', async () => {
    for (const kind of ['lead-notification', 'newsletter-confirmation'] as const) {
      await payload.create({
        collection: 'outbox-messages',
        data: { kind, to: `${kind}@example.org`, subject: kind, text: `About ${kind}` } as never,
      })
    }
    const kinds = async (role: 'admin' | 'counsellor') =>
      (await payload.find({ collection: 'outbox-messages', overrideAccess: false, user: staff[role], limit: 0 })).docs
        .map((message) => message.kind)
        .filter((kind) => kind === 'lead-notification' || kind === 'newsletter-confirmation')
        .sort()
    expect(await kinds('counsellor')).toEqual(['lead-notification'])
    expect(await kinds('admin')).toEqual(['lead-notification', 'newsletter-confirmation'])
  })

  it('never lets staff subscribe or confirm an address: that is the subscriber’s own consent', async () => {
    const { id } = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: 'gone@example.org', status: 'unsubscribed', unsubscribedAt: '2026-11-21T10:00:00.000Z' },
    })
    for (const status of ['confirmed', 'pending'] as const) {
      const refused = await payload
        .update({
          collection: 'newsletter-subscribers',
          id,
          data: { status },
          overrideAccess: false,
          user: staff.counsellor,
        })
        .then(
          () => 'saved',
          (error: { message: string; status: number }) => [error.status, error.message],
        )
      expect(refused).toEqual([400, CONSENT_IS_THE_SUBSCRIBERS])
    }
    expect((await stored('newsletter-subscribers', id)).status).toBe('unsubscribed')
  })
})
