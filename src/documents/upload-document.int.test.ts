import type { Payload } from 'payload'
import sharp from 'sharp'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'

import { readPrivateFile } from '@/database/private-files.server'
import { DOCUMENT_MESSAGES } from '@/schema/student-documents'
import type { PortalViewer } from '@/students/portal-sign-in.server'
import { migratedPayload } from '../../tests/support/payload'
import { approvedDocumentsZip, readDocumentPage } from './document-files.server'
import { allowGuardianUploads } from './guardian-uploads.server'
import { uploadDocument } from './upload-document.server'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const photo = async () =>
  new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ddeeff' } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .jpeg()
      .toBuffer(),
  )

describe('a student’s upload of a requested document', () => {
  let payload: Payload
  let files = 0
  let counsellor: number
  let university: number

  /** A student with one application and one requested document, and their portal viewers. */
  const aStudent = async () => {
    files += 1
    const student = await payload.create({
      collection: 'students',
      data: { name: `Uploader ${files}`, email: `uploader-${files}@example.org`, counsellors: [counsellor] },
    })
    const guardian = await payload.create({
      collection: 'guardians',
      data: { student: student.id, name: 'Parent', email: `parent-${files}@example.org` },
    })
    const application = await payload.create({
      collection: 'applications',
      data: { student: student.id, university, programme: 'MSc Finance', intake: '2027-09', stage: 'preparing' },
    })
    const request = await payload.create({
      collection: 'requested-documents',
      data: {
        student: student.id,
        applications: [application.id],
        name: 'Transcript',
        scope: 'application',
        status: 'missing',
      },
    })
    const viewer: PortalViewer = { student: student.id, guardian: null, readOnly: false, name: student.name }
    const parent: PortalViewer = { student: student.id, guardian: guardian.id, readOnly: true, name: 'Parent' }
    return { student, application, request, viewer, parent }
  }
  const versionsOf = async (request: number) =>
    (
      await payload.find({
        collection: 'document-versions',
        where: { request: { equals: request } },
        sort: 'version',
        depth: 0,
        pagination: false,
      })
    ).docs
  const requestOf = (id: number) => payload.findByID({ collection: 'requested-documents', id, depth: 0 })

  beforeAll(async () => {
    payload = await migratedPayload()
    counsellor = (
      await payload.create({
        collection: 'users',
        data: {
          email: 'uploads@example.org',
          password: 'a-long-password-123',
          role: 'counsellor',
          takesNewLeads: false,
        },
      })
    ).id
    university = (
      await payload.create({ collection: 'universities', data: { name: 'Upload University', country: 'GB' } })
    ).id
  })

  it('keeps every page encrypted, numbers the versions and replaces the one still waiting for review', async () => {
    const { request, viewer } = await aStudent()
    const first = await uploadDocument(payload, viewer, String(request.id), [
      { name: 'IMG_0001.jpg', bytes: await photo() },
      { name: 'page 2.pdf', bytes: PDF },
    ])
    expect(first).toEqual({ kind: 'stored', version: 1 })
    const second = await uploadDocument(payload, viewer, request.id, [{ name: 'transcript.pdf', bytes: PDF }])
    expect(second).toEqual({ kind: 'stored', version: 2 })
    const versions = await versionsOf(request.id)
    expect(versions.map((version) => [version.version, version.status, version.uploadedBy])).toEqual([
      [1, 'superseded', 'student'],
      [2, 'to-review', 'student'],
    ])
    expect(versions[0]!.pages!.map((page) => page.fileName)).toEqual(['IMG_0001.jpg', 'page 2.pdf'])
    expect(await requestOf(request.id)).toMatchObject({ status: 'to-review', latestVersion: 2 })
    // The store gives back the bytes sent (a PDF as sent; a photo re-encoded without its location).
    const stored = await readPrivateFile(versions[1]!.pages![0]!.file)
    expect(Buffer.compare(stored!, Buffer.from(PDF))).toBe(0)
    const image = await readDocumentPage(payload, { viewer, staff: null }, String(versions[0]!.id), '0')
    expect(image?.contentType).toBe('image/jpeg')
    expect((await sharp(image!.bytes).metadata()).exif).toBeUndefined()
  })

  it('refuses a bad page with its message and stores nothing of the upload', async () => {
    const { request, viewer } = await aStudent()
    await uploadDocument(payload, viewer, request.id, [{ name: 'first.pdf', bytes: PDF }])
    const refused = await uploadDocument(payload, viewer, request.id, [
      { name: 'good.pdf', bytes: PDF },
      { name: 'evil.pdf', bytes: new TextEncoder().encode('MZ not a pdf at all') },
    ])
    expect(refused).toEqual({ kind: 'refused', message: `evil.pdf: ${DOCUMENT_MESSAGES.wrongType}` })
    expect((await versionsOf(request.id)).map((version) => [version.version, version.status])).toEqual([
      [1, 'to-review'],
    ])
    expect(await uploadDocument(payload, viewer, request.id, [])).toEqual({
      kind: 'refused',
      message: DOCUMENT_MESSAGES.noFile,
    })
  })

  it('answers not-found for another student’s document and for ids that are none', async () => {
    const ours = await aStudent()
    const theirs = await aStudent()
    for (const id of [theirs.request.id, String(theirs.request.id), '0', '-1', 'x', 1e20, null]) {
      expect(await uploadDocument(payload, ours.viewer, id, [{ name: 'a.pdf', bytes: PDF }])).toEqual({
        kind: 'not-found',
      })
    }
    expect(await versionsOf(theirs.request.id)).toEqual([])
  })

  it('lets a parent upload only once the student allows it', async () => {
    const { request, viewer, parent } = await aStudent()
    expect(await uploadDocument(payload, parent, request.id, [{ name: 'a.pdf', bytes: PDF }])).toEqual({
      kind: 'refused',
      message: DOCUMENT_MESSAGES.notAllowed,
    })
    expect(await allowGuardianUploads(payload, parent, true)).toBe(false)
    expect(await allowGuardianUploads(payload, viewer, true)).toBe(true)
    expect(await uploadDocument(payload, parent, request.id, [{ name: 'a.pdf', bytes: PDF }])).toEqual({
      kind: 'stored',
      version: 1,
    })
    expect((await versionsOf(request.id))[0]).toMatchObject({ uploadedBy: 'guardian' })
  })

  it('refuses an upload once the document is approved, and zips the approved documents of an application', async () => {
    const { request, viewer, application } = await aStudent()
    await uploadDocument(payload, viewer, request.id, [{ name: 'transcript.pdf', bytes: PDF }])
    const [version] = await versionsOf(request.id)
    await payload.update({
      collection: 'document-versions',
      id: version!.id,
      data: { status: 'approved' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'requested-documents',
      id: request.id,
      data: { status: 'approved' },
      overrideAccess: true,
    })
    expect(await uploadDocument(payload, viewer, request.id, [{ name: 'again.pdf', bytes: PDF }])).toEqual({
      kind: 'refused',
      message: DOCUMENT_MESSAGES.alreadyApproved,
    })
    const zip = await approvedDocumentsZip(
      payload,
      { viewer: null, staff: { id: counsellor, role: 'counsellor' } },
      String(application.id),
    )
    expect(zip?.count).toBe(1)
    const entries = unzipSync(zip!.bytes)
    expect(Object.keys(entries)).toEqual(['transcript/1-transcript.pdf'])
    expect(strFromU8(entries['transcript/1-transcript.pdf']!)).toBe(strFromU8(PDF))
    // Not to a counsellor of other files, an editor, or nobody.
    for (const staff of [{ id: counsellor + 1000, role: 'counsellor' }, { id: counsellor, role: 'editor' }, null]) {
      expect(await approvedDocumentsZip(payload, { viewer: null, staff }, String(application.id))).toBeNull()
    }
  })

  it('erases the files when the student’s file is deleted', async () => {
    const { student, request, viewer } = await aStudent()
    await uploadDocument(payload, viewer, request.id, [{ name: 'transcript.pdf', bytes: PDF }])
    const [version] = await versionsOf(request.id)
    const file = version!.pages![0]!.file
    expect(await readPrivateFile(file)).not.toBeNull()
    await payload.delete({ collection: 'students', id: student.id })
    expect(await readPrivateFile(file)).toBeNull()
    expect(await versionsOf(request.id)).toEqual([])
  })
})
