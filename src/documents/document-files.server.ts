import type { Payload } from 'payload'
import { zipSync } from 'fflate'

import { toSlug } from '@/cms/fields/slug'
import { recordId } from '@/cms/record-id'
import { idOf } from '@/cms/relation-id'
import { readPrivateFile } from '@/database/private-files.server'

import { mayReadStudentsDocuments, type DocumentReader } from './document-readers.server'

export type DocumentFile = { bytes: Buffer; contentType: string; fileName: string }

/**
 * Page `page` of upload `version`, decrypted, when the reader may read the student's documents; null otherwise, and
 * for an id or page that does not exist, so the address tells nobody whether there is a file behind it.
 */
export async function readDocumentPage(
  payload: Payload,
  reader: DocumentReader,
  version: unknown,
  page: unknown,
): Promise<DocumentFile | null> {
  const id = recordId(version)
  const index = typeof page === 'string' && /^\d{1,2}$/.test(page) ? Number(page) : null
  if (id === null || index === null || (!reader.viewer && !reader.staff)) return null
  const found = await payload.findByID({
    collection: 'document-versions',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const stored = found?.pages?.[index]
  if (!found || !stored || !(await mayReadStudentsDocuments(payload, reader, idOf(found.student)))) return null
  const bytes = await readPrivateFile(stored.file)
  return bytes && { bytes, contentType: stored.contentType, fileName: stored.fileName }
}

/** "Statement of purpose" → "statement-of-purpose": a folder name inside the ZIP. */
const slug = (name: string) => toSlug(name).slice(0, 60) || 'document'

/**
 * The approved documents of an application as one ZIP (each document's last approved upload, a folder per document),
 * for the university's own portal; null when the reader may not read them or the application does not exist. Stored
 * without compression: PDFs and photos are compressed already.
 */
export async function approvedDocumentsZip(
  payload: Payload,
  reader: DocumentReader,
  application: unknown,
): Promise<{ fileName: string; bytes: Uint8Array; count: number } | null> {
  const id = recordId(application)
  if (id === null || (!reader.viewer && !reader.staff)) return null
  const found = await payload.findByID({
    collection: 'applications',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!found || !(await mayReadStudentsDocuments(payload, reader, idOf(found.student)))) return null
  const { docs: requests } = await payload.find({
    collection: 'requested-documents',
    where: { and: [{ applications: { in: [id] } }, { status: { equals: 'approved' } }] },
    sort: 'name',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const entries: Record<string, Uint8Array> = {}
  for (const request of requests) {
    const { docs } = await payload.find({
      collection: 'document-versions',
      where: { and: [{ request: { equals: request.id } }, { status: { equals: 'approved' } }] },
      sort: '-version',
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const folder = slug(request.name)
    for (const [index, page] of (docs[0]?.pages ?? []).entries()) {
      const bytes = await readPrivateFile(page.file)
      if (bytes) entries[`${folder}/${index + 1}-${page.fileName}`] = bytes
    }
  }
  const student = typeof found.student === 'object' ? found.student.name : 'student'
  return {
    fileName: `${slug(student)}-${slug(found.programme)}-documents.zip`,
    bytes: zipSync(entries, { level: 0 }),
    count: requests.length,
  }
}
