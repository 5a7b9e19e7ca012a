import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { RequestedDocument } from '@/cms/payload-types'
import { recordId } from '@/cms/record-id'
import { idOf } from '@/cms/relation-id'
import { deletePrivateFiles, putPrivateFile } from '@/database/private-files.server'
import { inTransaction } from '@/database/transaction.server'
import { logger } from '@/observability/logger.server'
import { DOCUMENT_MAX_PAGES, DOCUMENT_MESSAGES } from '@/schema/student-documents'
import { takeInPage, type AcceptedPage } from '@/security/document-intake.server'
import type { PortalViewer } from '@/students/portal-sign-in.server'

import { guardiansMayUpload } from './guardian-uploads.server'

/** A file as the upload form sent it. */
export type SentFile = { name: string; bytes: Uint8Array }

export type UploadOutcome =
  | { kind: 'stored'; version: number }
  /** Nothing stored; the message says why, and the earlier upload is untouched. */
  | { kind: 'refused'; message: string }
  /** Not the viewer's document (or no such one): answered as if the address did not exist. */
  | { kind: 'not-found' }

/**
 * The viewer's requested document `id`, or null when it is not their student's. A parent reads every document of the
 * student; writing is decided by the caller.
 */
export async function viewersRequest(
  payload: Payload,
  viewer: PortalViewer,
  id: unknown,
): Promise<RequestedDocument | null> {
  const number = recordId(id)
  if (number === null) return null
  const { docs } = await payload.find({
    collection: 'requested-documents',
    where: { and: [{ id: { equals: number } }, { student: { equals: viewer.student } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Whether the viewer may upload for their student: the student always, a parent when the student allows it. */
export const mayUpload = async (payload: Payload, viewer: PortalViewer): Promise<boolean> =>
  viewer.guardian === null || guardiansMayUpload(payload, viewer.student)

/** Every file taken in, or the first refusal (naming the file when several were sent). */
async function takeInAll(files: SentFile[]): Promise<{ pages: AcceptedPage[] } | { message: string }> {
  const pages: AcceptedPage[] = []
  for (const file of files) {
    const taken = await takeInPage(file)
    if (!taken.ok)
      return { message: files.length > 1 ? `${file.name}: ${taken.refusal.message}` : taken.refusal.message }
    pages.push(taken.page)
  }
  return { pages }
}

/**
 * Stores an upload of the viewer's requested document: every page checked and re-encoded, each kept encrypted in the
 * private store, then one new version (the one waiting for review before it is replaced) and the request waiting for
 * review. All or nothing: a refused page stores nothing, and a failure after the files were written erases them, so
 * the earlier upload stays as it was.
 */
export async function uploadDocument(
  payload: Payload,
  viewer: PortalViewer,
  requestId: unknown,
  files: SentFile[],
): Promise<UploadOutcome> {
  const request = await viewersRequest(payload, viewer, requestId)
  if (!request) return { kind: 'not-found' }
  if (!(await mayUpload(payload, viewer))) return { kind: 'refused', message: DOCUMENT_MESSAGES.notAllowed }
  if (request.status === 'approved') return { kind: 'refused', message: DOCUMENT_MESSAGES.alreadyApproved }
  if (files.length === 0) return { kind: 'refused', message: DOCUMENT_MESSAGES.noFile }
  if (files.length > DOCUMENT_MAX_PAGES) return { kind: 'refused', message: DOCUMENT_MESSAGES.tooManyPages }
  const taken = await takeInAll(files)
  if ('message' in taken) return { kind: 'refused', message: taken.message }

  const written: string[] = []
  try {
    const pages: { file: string; keyId: string; contentType: string; fileName: string; bytes: number }[] = []
    for (const page of taken.pages) {
      const file = randomUUID()
      const { keyId } = await putPrivateFile(file, page.bytes)
      written.push(file)
      pages.push({ file, keyId, contentType: page.contentType, fileName: page.fileName, bytes: page.bytes.length })
    }
    const version = await inTransaction(payload, async (req) => {
      const current = await payload.findByID({
        collection: 'requested-documents',
        id: request.id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const next = (current.latestVersion ?? 0) + 1
      // The new version first: its unique number refuses a second upload made at the same time.
      await payload.create({
        collection: 'document-versions',
        data: {
          request: request.id,
          student: idOf(request.student),
          version: next,
          fileNames: pages.map((page) => page.fileName).join(', '),
          pages,
          uploadedBy: viewer.guardian === null ? 'student' : 'guardian',
          guardian: viewer.guardian,
          status: 'to-review',
        },
        overrideAccess: true,
        req,
      })
      await payload.update({
        collection: 'document-versions',
        where: {
          and: [
            { request: { equals: request.id } },
            { status: { equals: 'to-review' } },
            { version: { less_than: next } },
          ],
        },
        data: { status: 'superseded' },
        overrideAccess: true,
        req,
      })
      await payload.update({
        collection: 'requested-documents',
        id: request.id,
        data: { status: 'to-review', latestVersion: next, lastUploadAt: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
      return next
    })
    return { kind: 'stored', version }
  } catch (error) {
    logger().error({ err: error, request: request.id }, 'document upload not stored')
    await deletePrivateFiles(written).catch((cleanup: unknown) =>
      logger().error({ err: cleanup, files: written.length }, 'files of a failed upload not erased'),
    )
    return { kind: 'refused', message: DOCUMENT_MESSAGES.failed }
  }
}
