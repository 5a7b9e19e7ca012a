import type { Payload, Where } from 'payload'

import type { Application, DocumentVersion, RequestedDocument, User } from '@/cms/payload-types'
import { idOf } from '@/cms/relation-id'
import { expiryFlag, type ExpiryFlag } from '@/documents/document-flags'
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@/schema/student-documents'
import { intakeLabel } from '@/schema/intake'

type Staff = User & { collection: 'users' }

const DAY_MS = 24 * 60 * 60 * 1000
/** The most rows each list shows: the oldest uploads, the longest overdue, the soonest to expire. */
export const LISTED = 100

/** One application as the lists name it: "BSc Economics, University of Leeds (September 2027)". */
export type ApplicationName = { id: number; label: string; intake: string }

/** One upload waiting for review, as the list shows it. */
export type QueueEntry = {
  id: number
  version: number
  student: { id: number; name: string }
  request: { id: number; name: string; dueAt: string | null; overdue: boolean }
  applications: ApplicationName[]
  uploadedAt: string
  uploadedBy: string
}

/** One requested document in the Overdue or the Expiring list. */
export type ItemEntry = {
  id: number
  name: string
  student: { id: number; name: string }
  applications: ApplicationName[]
  dueAt: string | null
  status: RequestedDocument['status']
  expiry: ExpiryFlag | null
}

const asStaff = (user: Staff) => ({ overrideAccess: false, user }) as const

const nameOf = (value: unknown, fallback: string): string =>
  value && typeof value === 'object' && 'name' in value && (value as { name?: string }).name
    ? (value as { name: string }).name
    : fallback

const staffName = (value: unknown): string =>
  value && typeof value === 'object'
    ? (value as { name?: string | null; email?: string }).name || (value as { email?: string }).email || 'Staff'
    : 'Staff'

export function uploaderOf(version: DocumentVersion, student: string): string {
  if (version.uploadedBy === 'guardian') return `${nameOf(version.guardian, 'A guardian')} (guardian)`
  if (version.uploadedBy === 'staff') return `${staffName(version.staffAuthor)} (staff)`
  return student
}

/** The applications named, as the reader may see them, by id. */
async function applicationNames(
  payload: Payload,
  user: Staff,
  ids: readonly number[],
): Promise<Map<number, ApplicationName>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const { docs } = await payload.find({
    collection: 'applications',
    where: { id: { in: unique } },
    depth: 1,
    pagination: false,
    select: { programme: true, intake: true, university: true },
    populate: { universities: { name: true } },
    ...asStaff(user),
  })
  return new Map(
    (docs as Application[]).map((application) => [
      application.id,
      {
        id: application.id,
        intake: application.intake,
        label: `${application.programme}, ${nameOf(application.university, 'a university')} (${intakeLabel(application.intake)})`,
      },
    ]),
  )
}

const applicationIdsOf = (request: Pick<RequestedDocument, 'applications'>) =>
  (request.applications ?? []).map((each) => idOf(each))

const pick = (names: Map<number, ApplicationName>, ids: number[]) =>
  ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : []))

const isPastDue = (request: Pick<RequestedDocument, 'dueAt'>, now: Date) =>
  Boolean(request.dueAt) && Date.parse(request.dueAt!) < now.getTime()

/**
 * The uploads waiting for review that the member of staff may read (a counsellor's students', an admin's all), the
 * oldest first, with their student, document and applications.
 */
export async function reviewQueue(
  payload: Payload,
  user: Staff,
  now: Date,
): Promise<{ entries: QueueEntry[]; total: number }> {
  const { docs, totalDocs } = await payload.find({
    collection: 'document-versions',
    where: { status: { equals: 'to-review' } },
    sort: ['createdAt', 'id'],
    limit: LISTED,
    depth: 1,
    select: {
      request: true,
      student: true,
      version: true,
      uploadedBy: true,
      guardian: true,
      staffAuthor: true,
      createdAt: true,
    },
    populate: {
      'requested-documents': { name: true, applications: true, dueAt: true },
      students: { name: true },
      guardians: { name: true },
      users: { name: true, email: true },
    },
    ...asStaff(user),
  })
  const versions = docs as DocumentVersion[]
  const requests = versions.map((version) =>
    typeof version.request === 'object'
      ? version.request
      : ({ id: version.request, name: 'A document' } as RequestedDocument),
  )
  const names = await applicationNames(payload, user, requests.flatMap(applicationIdsOf))
  return {
    total: totalDocs,
    entries: versions.map((version, index) => {
      const request = requests[index]!
      const student = nameOf(version.student, 'A student')
      return {
        id: version.id,
        version: version.version,
        student: { id: idOf(version.student), name: student },
        request: {
          id: request.id,
          name: request.name,
          dueAt: request.dueAt ?? null,
          overdue: isPastDue(request, now),
        },
        applications: pick(names, applicationIdsOf(request)),
        uploadedAt: version.createdAt,
        uploadedBy: uploaderOf(version, student),
      }
    }),
  }
}

/** One upload opened for review: its request as it stands, and every upload of that request, the latest first. */
export type ReviewDetail = {
  version: DocumentVersion
  request: RequestedDocument
  student: { id: number; name: string }
  applications: ApplicationName[]
  uploadedBy: string
  versions: (DocumentVersion & { uploader: string })[]
  expiry: ExpiryFlag | null
}

export async function reviewDetail(
  payload: Payload,
  user: Staff,
  versionId: number,
  now: Date,
): Promise<ReviewDetail | null> {
  const version = (await payload.findByID({
    collection: 'document-versions',
    id: versionId,
    depth: 1,
    populate: { students: { name: true }, guardians: { name: true }, users: { name: true, email: true } },
    disableErrors: true,
    ...asStaff(user),
  })) as DocumentVersion | null
  if (!version || typeof version.request !== 'object' || !version.request) return null
  const request = version.request
  const [versions, names] = await Promise.all([
    payload.find({
      collection: 'document-versions',
      where: { request: { equals: request.id } },
      sort: '-version',
      depth: 1,
      pagination: false,
      select: {
        version: true,
        pages: true,
        status: true,
        reason: true,
        uploadedBy: true,
        guardian: true,
        staffAuthor: true,
        reviewedBy: true,
        reviewedAt: true,
        createdAt: true,
      },
      populate: { guardians: { name: true }, users: { name: true, email: true } },
      ...asStaff(user),
    }),
    applicationNames(payload, user, applicationIdsOf(request)),
  ])
  const student = nameOf(version.student, 'A student')
  const applications = pick(names, applicationIdsOf(request))
  return {
    version,
    request,
    student: { id: idOf(version.student), name: student },
    applications,
    uploadedBy: uploaderOf(version, student),
    versions: (versions.docs as DocumentVersion[]).map((each) => ({ ...each, uploader: uploaderOf(each, student) })),
    expiry:
      request.status === 'approved'
        ? expiryFlag(
            request,
            applications.map((application) => application.intake),
            now,
          )
        : null,
  }
}

const itemEntries = async (payload: Payload, user: Staff, requests: RequestedDocument[], now: Date) => {
  const names = await applicationNames(payload, user, requests.flatMap(applicationIdsOf))
  return requests.map((request): ItemEntry => {
    const applications = pick(names, applicationIdsOf(request))
    return {
      id: request.id,
      name: request.name,
      student: { id: idOf(request.student), name: nameOf(request.student, 'A student') },
      applications,
      dueAt: request.dueAt ?? null,
      status: request.status,
      expiry:
        request.status === 'approved'
          ? expiryFlag(
              request,
              applications.map((application) => application.intake),
              now,
            )
          : null,
    }
  })
}

const overdueWhere = (now: Date): Where => ({
  and: [
    { dueAt: { less_than: now.toISOString() } },
    { status: { in: ['missing', 'rejected'] } },
    { required: { not_equals: false } },
  ],
})

/** The items past their due date that the student still has to send, the longest overdue first. */
export async function overdueItems(
  payload: Payload,
  user: Staff,
  now: Date,
): Promise<{ entries: ItemEntry[]; total: number }> {
  const { docs, totalDocs } = await payload.find({
    collection: 'requested-documents',
    where: overdueWhere(now),
    sort: 'dueAt',
    limit: LISTED,
    depth: 1,
    select: { name: true, student: true, applications: true, dueAt: true, status: true },
    populate: { students: { name: true }, applications: { intake: true } },
    ...asStaff(user),
  })
  return { total: totalDocs, entries: await itemEntries(payload, user, docs as RequestedDocument[], now) }
}

/**
 * The approved documents whose validity needs the counsellor: expired, expiring within DOCUMENT_EXPIRY_WARNING_DAYS,
 * or (under "valid after the intake") ending before their applications' intake plus the rule's months. The database
 * narrows to those with a date to judge; the rule is applied here, with the intakes.
 */
export async function expiringItems(payload: Payload, user: Staff, now: Date): Promise<ItemEntry[]> {
  const soon = new Date(now.getTime() + DOCUMENT_EXPIRY_WARNING_DAYS * DAY_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'requested-documents',
    where: {
      and: [
        { status: { equals: 'approved' } },
        {
          or: [
            { validUntil: { less_than_equal: soon } },
            { and: [{ validity: { equals: 'valid-after-intake' } }, { validUntil: { exists: true } }] },
            { and: [{ validity: { equals: 'issued-within' } }, { issuedOn: { exists: true } }] },
          ],
        },
      ],
    },
    sort: 'validUntil',
    limit: LISTED * 5,
    depth: 1,
    select: {
      name: true,
      student: true,
      applications: true,
      dueAt: true,
      status: true,
      validity: true,
      validityMonths: true,
      validUntil: true,
      issuedOn: true,
    },
    populate: { students: { name: true }, applications: { intake: true } },
    ...asStaff(user),
  })
  const entries = await itemEntries(payload, user, docs as RequestedDocument[], now)
  return entries
    .filter((entry) => entry.expiry)
    .sort((a, b) => Date.parse(a.expiry!.on) - Date.parse(b.expiry!.on))
    .slice(0, LISTED)
}

/** The dashboard's figures: uploads waiting for review, and items overdue, across the reader's students. */
export async function documentCounts(
  payload: Payload,
  user: Staff,
  now: Date,
): Promise<{ toReview: number; overdue: number }> {
  const [toReview, overdue] = await Promise.all([
    payload.count({ collection: 'document-versions', where: { status: { equals: 'to-review' } }, ...asStaff(user) }),
    payload.count({ collection: 'requested-documents', where: overdueWhere(now), ...asStaff(user) }),
  ])
  return { toReview: toReview.totalDocs, overdue: overdue.totalDocs }
}
