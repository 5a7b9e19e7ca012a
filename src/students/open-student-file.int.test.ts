import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'
import { migratedPayload } from '../../tests/support/payload'
import { openStudentFileEndpoint } from './open-student-file-endpoint'
import { OPEN_FILE_REFUSALS, type LeadCollection } from './open-student-file.server'

type Staff = User & { collection: 'users' }

// "Open a student file" on a lead, through the call its button posts to, as each kind of staff.

describe('opening a student file from a lead', () => {
  let payload: Payload
  const staff = {} as Record<'admin' | 'editor' | 'priya' | 'arjun', Staff>

  beforeAll(async () => {
    payload = await migratedPayload()
    for (const [key, role] of [
      ['admin', 'admin'],
      ['editor', 'editor'],
      ['priya', 'counsellor'],
      ['arjun', 'counsellor'],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${key}@example.org`, password: 'a-long-password-123', role, takesNewLeads: false, name: key },
      })
      staff[key] = { ...user, collection: 'users' }
    }
  })

  const consultation = (email: string, assignee: Staff | null, status = 'qualified' as const) =>
    payload.create({
      collection: 'consultations',
      data: {
        name: 'Kavya Iyer',
        currentlyPursuing: 'Class 12',
        previousScore: '92%',
        preferredCourse: 'BSc Computer Science',
        contactNumber: '+919810000004',
        email,
        status,
        assignee: assignee?.id ?? null,
        terms: { acceptedText: 'I agree.', acceptedAt: new Date().toISOString() },
      },
    })
  const enquiry = (email: string, assignee: Staff | null, status: 'qualified' | 'spam' = 'qualified') =>
    payload.create({
      collection: 'enquiries',
      data: {
        name: 'Rohan Mehta',
        organization: 'Delhi Public School',
        city: 'Noida',
        email,
        contactNumber: '919810000003',
        source: 'popup',
        status,
        assignee: assignee?.id ?? null,
      },
    })
  const open = async (collection: LeadCollection, id: number, who: keyof typeof staff) => {
    const req = await createLocalReq({ user: staff[who], req: { routeParams: { id: String(id) } } }, payload)
    const response = await openStudentFileEndpoint(collection).handler(req)
    return {
      status: response.status,
      body: (await response.json()) as { student?: number; href?: string; errors?: { message: string }[] },
    }
  }
  const studentsWith = async (email: string) =>
    (await payload.find({ collection: 'students', where: { email: { equals: email } }, depth: 0 })).docs
  const invitations = async (to: string) =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { and: [{ to: { equals: to } }, { kind: { equals: 'portal-invitation' } }] },
      })
    ).totalDocs

  it('copies a qualified lead into a new file, links it, moves it to Enrolled and invites the student', async () => {
    const lead = await consultation('Kavya.Iyer@Example.org', staff.priya)
    const { status, body } = await open('consultations', lead.id, 'priya')
    expect(status).toBe(201)
    expect(body.href).toBe(`/admin/collections/students/${body.student}`)

    const [file] = await studentsWith('kavya.iyer@example.org')
    expect(file).toMatchObject({
      id: body.student,
      name: 'Kavya Iyer',
      contactNumber: '+919810000004',
      counsellors: [staff.priya.id],
      leads: [{ relationTo: 'consultations', value: lead.id }],
    })
    expect(file!.notes).toMatchObject([{ author: staff.priya.id }])
    expect(file!.notes![0]!.text).toContain('Course sought: BSc Computer Science.')
    expect(file!.portalInvitedAt).toEqual(expect.any(String))
    expect(await invitations('kavya.iyer@example.org')).toBe(1)

    const moved = await payload.findByID({ collection: 'consultations', id: lead.id, depth: 0 })
    expect(moved.status).toBe('enrolled')
    expect(moved.statusHistory?.at(-1)).toMatchObject({ status: 'enrolled', by: staff.priya.id })
  })

  it('never makes a second file for the same email: another lead is linked to the first file and opens it', async () => {
    const first = await enquiry('dev.sharma@example.org', staff.priya)
    const { body: opened } = await open('enquiries', first.id, 'priya')
    const second = await consultation('DEV.SHARMA@example.org', staff.priya)
    const { status, body } = await open('consultations', second.id, 'priya')
    expect(status).toBe(200)
    expect(body.student).toBe(opened.student)

    const files = await studentsWith('dev.sharma@example.org')
    expect(files).toHaveLength(1)
    expect(files[0]!.city).toBe('Noida')
    // The enquiry's number, digits only as the forms take it, is kept in E.164.
    expect(files[0]!.contactNumber).toBe('+919810000003')
    expect(files[0]!.leads).toEqual([
      { relationTo: 'enquiries', value: first.id },
      { relationTo: 'consultations', value: second.id },
    ])
    expect(await invitations('dev.sharma@example.org')).toBe(1)
    expect((await payload.findByID({ collection: 'consultations', id: second.id })).status).toBe('enrolled')
    // Opening it again changes nothing.
    expect((await open('consultations', second.id, 'priya')).status).toBe(200)
    expect((await studentsWith('dev.sharma@example.org'))[0]!.leads).toHaveLength(2)
  })

  it('gives the file an admin opens to the lead’s counsellor, or to the admin when the lead has none', async () => {
    const assigned = await enquiry('ira.das@example.org', staff.arjun)
    const unassigned = await enquiry('om.roy@example.org', null)
    expect((await open('enquiries', assigned.id, 'admin')).status).toBe(201)
    expect((await open('enquiries', unassigned.id, 'admin')).status).toBe(201)
    expect((await studentsWith('ira.das@example.org'))[0]!.counsellors).toEqual([staff.arjun.id])
    expect((await studentsWith('om.roy@example.org'))[0]!.counsellors).toEqual([staff.admin.id])
  })

  it('opens files only from leads the counsellor may see, never for an editor, never from spam', async () => {
    const arjuns = await enquiry('tara.sen@example.org', staff.arjun)
    expect(await open('enquiries', arjuns.id, 'priya')).toMatchObject({
      status: 404,
      body: { errors: [{ message: OPEN_FILE_REFUSALS.noLead }] },
    })
    expect((await open('enquiries', arjuns.id, 'editor')).status).toBe(403)
    const spam = await enquiry('buy.now@example.org', staff.priya, 'spam')
    expect((await open('enquiries', spam.id, 'priya')).status).toBe(400)
    expect(await studentsWith('tara.sen@example.org')).toEqual([])
    expect(await studentsWith('buy.now@example.org')).toEqual([])
    expect((await payload.findByID({ collection: 'enquiries', id: arjuns.id })).status).toBe('qualified')
  })

  it('links her lead to a colleague’s file with its email but does not open that file to her', async () => {
    const arjuns = await enquiry('neel.bose@example.org', staff.arjun)
    await open('enquiries', arjuns.id, 'arjun')
    const hers = await consultation('neel.bose@example.org', staff.priya)
    expect(await open('consultations', hers.id, 'priya')).toMatchObject({
      status: 409,
      body: { errors: [{ message: OPEN_FILE_REFUSALS.notYours }] },
    })
    const [file] = await studentsWith('neel.bose@example.org')
    expect(file!.counsellors).toEqual([staff.arjun.id])
    expect(file!.leads).toHaveLength(2)
  })
})
