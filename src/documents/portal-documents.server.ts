import type { Payload } from 'payload'

import type { Application, DocumentVersion, RequestedDocument, University } from '@/cms/payload-types'
import { idOf } from '@/cms/relation-id'
import {
  DOCUMENT_STATUS_LABELS,
  VERSION_STATUS_LABELS,
  documentProgress,
  type DocumentStatus,
  type VersionStatus,
} from '@/schema/student-documents'
import { firstNameOf } from '@/students/first-name'
import type { PortalViewer } from '@/students/portal-sign-in.server'

import { documentFilePath, portalDocumentPath } from './document-paths'
import { isExpiring, isOverdue } from './document-flags'
import { mayUpload, viewersRequest } from './upload-document.server'

/** A requested document as the portal lists it. */
export type PortalDocumentItem = {
  id: number
  href: string
  name: string
  help: string | null
  required: boolean
  status: DocumentStatus
  statusLabel: string
  dueAt: string | null
  overdue: boolean
  expiring: boolean
  validUntil: string | null
  /** The counsellor's reason, while the document waits to be sent again. */
  rejectionReason: string | null
}

/** The documents of one application (or the student's own, for every application), with the progress line. */
export type PortalDocumentGroup = {
  key: string
  title: string
  application: number | null
  progress: string
  approved: number
  required: number
  items: PortalDocumentItem[]
}

const toItem = (request: RequestedDocument, now: Date): PortalDocumentItem => ({
  id: request.id,
  href: portalDocumentPath(request.id),
  name: request.name,
  help: request.help ?? null,
  required: request.required !== false,
  status: request.status,
  statusLabel: DOCUMENT_STATUS_LABELS[request.status],
  dueAt: request.dueAt ?? null,
  overdue: isOverdue(request, now),
  expiring: isExpiring(request, now),
  validUntil: request.validUntil ?? null,
  rejectionReason: request.status === 'rejected' ? (request.rejectionReason ?? null) : null,
})

const byDue = (a: PortalDocumentItem, b: PortalDocumentItem) =>
  (a.dueAt ?? '9999').localeCompare(b.dueAt ?? '9999') || a.name.localeCompare(b.name)

function group(
  key: string,
  title: string,
  application: number | null,
  requests: RequestedDocument[],
  now: Date,
  counted = requests,
): PortalDocumentGroup {
  const required = counted.filter((request) => request.required !== false)
  const approved = required.filter((request) => request.status === 'approved').length
  return {
    key,
    title,
    application,
    approved,
    required: required.length,
    progress: documentProgress(approved, required.length),
    items: requests.map((request) => toItem(request, now)).sort(byDue),
  }
}

/** The student's first name, as a parent's pages speak of them. */
export async function studentFirstName(payload: Payload, viewer: PortalViewer): Promise<string> {
  const student = await payload.findByID({
    collection: 'students',
    id: viewer.student,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return firstNameOf(student?.name)
}

/**
 * What the viewer's student is asked to send: their own documents (a passport serves every application), then each
 * application's, each application with its progress over all it needs ("7 of 10 approved").
 */
export async function portalDocuments(
  payload: Payload,
  viewer: PortalViewer,
  now = new Date(),
): Promise<{ groups: PortalDocumentGroup[]; student: string }> {
  const [{ docs: requests }, { docs: applications }, student] = await Promise.all([
    payload.find({
      collection: 'requested-documents',
      where: { student: { equals: viewer.student } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'applications',
      where: { student: { equals: viewer.student } },
      sort: '-stageChangedAt',
      depth: 1,
      limit: 100,
      overrideAccess: true,
    }),
    studentFirstName(payload, viewer),
  ])
  const own = requests.filter((request) => request.scope === 'student')
  const groups: PortalDocumentGroup[] = own.length ? [group('own', 'For every application', null, own, now)] : []
  for (const application of applications as Application[]) {
    const needed = requests.filter((request) => (request.applications ?? []).map(idOf).includes(application.id))
    if (!needed.length) continue
    const university = typeof application.university === 'object' ? (application.university as University).name : ''
    const title = `${university}: ${application.programme}`
    // Listed: the application's own documents; counted: all it needs, the student's own included.
    const listed = needed.filter((request) => request.scope !== 'student')
    groups.push(group(`application-${application.id}`, title, application.id, listed, now, needed))
  }
  // Requests added by hand to no application still show, under the student's own.
  const loose = requests.filter((request) => request.scope !== 'student' && !(request.applications ?? []).length)
  if (loose.length) groups.push(group('other', 'Other documents', null, loose, now))
  return { groups, student }
}

/** One upload of a document as the portal shows it: its pages' addresses, its review. */
export type PortalDocumentVersion = {
  id: number
  version: number
  at: string
  status: VersionStatus
  statusLabel: string
  reason: string | null
  pages: { href: string; fileName: string }[]
}

/** One of the viewer's student's documents with every upload, newest first; null for any other id. */
export async function portalDocument(
  payload: Payload,
  viewer: PortalViewer,
  id: unknown,
  now = new Date(),
): Promise<{ item: PortalDocumentItem; versions: PortalDocumentVersion[]; mayUpload: boolean } | null> {
  const request = await viewersRequest(payload, viewer, id)
  if (!request) return null
  const [{ docs }, uploads] = await Promise.all([
    payload.find({
      collection: 'document-versions',
      where: { and: [{ request: { equals: request.id } }, { student: { equals: viewer.student } }] },
      sort: '-version',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    mayUpload(payload, viewer),
  ])
  return {
    item: toItem(request, now),
    mayUpload: uploads,
    versions: (docs as DocumentVersion[]).map((version) => ({
      id: version.id,
      version: version.version,
      at: version.createdAt,
      status: version.status,
      statusLabel: VERSION_STATUS_LABELS[version.status],
      reason: version.status === 'rejected' ? (version.reason ?? null) : null,
      pages: (version.pages ?? []).map((page, index) => ({
        href: documentFilePath(version.id, index),
        fileName: page.fileName,
      })),
    })),
  }
}
