import type { Payload, PayloadRequest } from 'payload'

import { isAdmin, isLeadStaff } from '@/cms/access/roles'
import type { Consultation, Enquiry, Student, User } from '@/cms/payload-types'
import { StaffRefusal } from '@/cms/staff-refusal'
import { inTransaction } from '@/database/transaction.server'
import { dialNumber, officeCountry } from '@/schema/phone-number'
import { invitePortal } from './portal-sign-in.server'
import { idOf } from '@/cms/relation-id'

export type LeadCollection = 'enquiries' | 'consultations'
type Staff = User & { collection: 'users' }
type Lead = Enquiry | Consultation

/** What opening a file did: the file to show, and whether it was made now or found by the lead's email. */
export type OpenedFile = { student: number; created: boolean }

export const OPEN_FILE_REFUSALS = {
  staffOnly: 'Only admins and counsellors open student files.',
  noLead: 'No such lead.',
  spam: 'A lead marked as spam cannot become a student file.',
  notYours:
    'A student file with this email exists and is looked after by other counsellors. The lead is now linked to it; ask an admin to add you to the file.',
} as const

/** What the lead said about the course sought, kept as the file's first note (the fields do not map one to one). */
export function leadNote(collection: LeadCollection, lead: Lead): string {
  const received = new Date(lead.createdAt).toISOString().slice(0, 10)
  if (collection === 'consultations') {
    const request = lead as Consultation
    return [
      `From the consultation request of ${received}.`,
      `Course sought: ${request.preferredCourse}.`,
      `Currently pursuing: ${request.currentlyPursuing}.`,
      `Previous score: ${request.previousScore}.`,
    ].join('\n')
  }
  return `From the enquiry of ${received}. Organisation: ${(lead as Enquiry).organization}.`
}

/**
 * "Open a student file" on a lead (docs/product.md §15): makes the file from the lead's details, or finds the one with
 * its email (never two files for one address), links the lead, moves the lead on to Enrolled (its status history
 * records who did it) and invites the student to the portal, in one transaction. The acting counsellor looks after a
 * new file; an admin gives it to the lead's counsellor, or takes it when the lead has none. A counsellor opens files
 * only from the leads she may see, and only opens an existing file she is one of the counsellors of
 * (docs/decisions/0179).
 */
export async function openStudentFile(
  payload: Payload,
  lead: { collection: LeadCollection; id: number | string },
  user: Staff,
): Promise<OpenedFile> {
  if (!isLeadStaff({ req: { user } })) throw new StaffRefusal(OPEN_FILE_REFUSALS.staffOnly, 403)
  const found = (await payload
    .findByID({ collection: lead.collection, id: lead.id, depth: 0, overrideAccess: false, user, disableErrors: true })
    .catch(() => null)) as Lead | null
  if (!found) throw new StaffRefusal(OPEN_FILE_REFUSALS.noLead, 404)
  if (found.status === 'spam') throw new StaffRefusal(OPEN_FILE_REFUSALS.spam, 400)
  const email = found.email.trim().toLowerCase()
  // The file keeps the number in E.164 (decision 0157), read in the office's country when it has no country code.
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { address: true, chatNumber: true, phones: true },
    depth: 0,
    overrideAccess: true,
  })
  const contactNumber = dialNumber(found.contactNumber, officeCountry(settings)) ?? found.contactNumber
  const link = { relationTo: lead.collection, value: found.id }

  const outcome = await inTransaction(payload, async (tx) => {
    const req = { ...tx, user } as Partial<PayloadRequest>
    const { docs } = await payload.find({
      collection: 'students',
      where: { email: { equals: email } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const existing = docs[0] as Student | undefined
    let student: Student
    if (existing) {
      const linked = (existing.leads ?? []).some(
        (each) => each.relationTo === link.relationTo && idOf(each.value) === link.value,
      )
      student = linked
        ? existing
        : await payload.update({
            collection: 'students',
            id: existing.id,
            data: { leads: [...(existing.leads ?? []), link] },
            depth: 0,
            overrideAccess: true,
            req,
          })
    } else {
      const assignee = idOf(found.assignee)
      student = await payload.create({
        collection: 'students',
        data: {
          name: found.name,
          email,
          contactNumber,
          city: 'city' in found ? found.city : undefined,
          counsellors: [isAdmin({ req: { user } }) && assignee ? assignee : user.id],
          leads: [link],
          newNote: leadNote(lead.collection, found),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    if (found.status !== 'enrolled') {
      await payload.update({
        collection: lead.collection,
        id: found.id,
        data: { status: 'enrolled' },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    if (!student.portalInvitedAt) await invitePortal(payload, { student: student.id }, req)
    const serves = isAdmin({ req: { user } }) || (student.counsellors ?? []).some((each) => idOf(each) === user.id)
    return { student: student.id, created: !existing, serves }
  })
  // The link is kept (it is true whoever serves the file); the file's content stays with its counsellors.
  if (!outcome.serves) throw new StaffRefusal(OPEN_FILE_REFUSALS.notYours, 409)
  return { student: outcome.student, created: outcome.created }
}
