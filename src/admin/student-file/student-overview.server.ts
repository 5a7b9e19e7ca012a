import type { Payload, Where } from 'payload'

import type { Application, Booking, Student, StudentMessage, User } from '@/cms/payload-types'
import { studentHistory, type HistoryApplication, type HistoryEntry } from './student-history'
import { idOf } from '@/cms/relation-id'
import { progressOfApplications, type DocumentProgress } from '@/documents/document-progress.server'

type Staff = User & { collection: 'users' }

export type StudentOverview = {
  applications: Application[]
  /** Each application's documents: its required items approved, and its items overdue. */
  documents: Map<number, DocumentProgress>
  bookings: Booking[]
  messages: StudentMessage[]
  history: HistoryEntry[]
}

/** The latest messages the overview shows; the full conversation is in the Messages list. */
export const MESSAGES_SHOWN = 50

/**
 * What the student's page shows above their fields: their applications, their meetings (booked from their leads or
 * with their email), their conversation and their history. Read with the signed-in member of staff, so each part is
 * only what she may read.
 */
export async function studentOverview(payload: Payload, user: Staff, student: Student): Promise<StudentOverview> {
  const asStaff = { overrideAccess: false, user } as const
  const fromLeads = (student.leads ?? []).map((lead): Where => ({
    and: [
      { 'lead.relationTo': { equals: lead.relationTo } } as Where,
      { 'lead.value': { equals: idOf(lead.value) } } as Where,
    ],
  }))
  const [applications, bookings, messages] = await Promise.all([
    payload.find({
      collection: 'applications',
      where: { student: { equals: student.id } },
      sort: 'createdAt',
      depth: 1,
      pagination: false,
      populate: { universities: { name: true }, users: { name: true, email: true }, students: { name: true } },
      ...asStaff,
    }),
    payload.find({
      collection: 'bookings',
      where: { or: [{ email: { equals: student.email } }, ...fromLeads] },
      sort: '-start',
      depth: 1,
      pagination: false,
      populate: { users: { name: true, email: true }, 'meeting-types': { name: true } },
      ...asStaff,
    }),
    payload.find({
      collection: 'student-messages',
      where: { student: { equals: student.id } },
      sort: '-createdAt',
      limit: MESSAGES_SHOWN,
      depth: 1,
      populate: { users: { name: true, email: true }, guardians: { name: true }, students: { name: true } },
      ...asStaff,
    }),
  ])
  // The notes come with the file the page already read (its authors as ids): read again, the file would log a second
  // read in its audit log.
  const notes = student.notes ?? []
  const authorIds = [...new Set(notes.map((note) => idOf(note.author)).filter((id) => typeof id === 'number'))]
  const authors = authorIds.length
    ? (
        await payload.find({
          collection: 'users',
          where: { id: { in: authorIds } },
          depth: 0,
          pagination: false,
          select: { name: true, email: true },
          ...asStaff,
        })
      ).docs
    : []
  const byId = new Map(authors.map((author) => [author.id, author]))
  const documents = await progressOfApplications(
    payload,
    applications.docs.map((application) => application.id),
  )
  return {
    applications: applications.docs,
    documents,
    bookings: bookings.docs,
    messages: [...messages.docs].reverse(),
    history: studentHistory(
      applications.docs.map((application): HistoryApplication => ({
        id: application.id,
        programme: application.programme,
        university: typeof application.university === 'object' ? application.university.name : '',
        stageHistory: application.stageHistory,
      })),
      notes.map((note) => ({ ...note, author: byId.get(idOf(note.author)) ?? null })),
    ),
  }
}
