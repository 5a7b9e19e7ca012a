import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'

import type { RequestedDocument } from '@/cms/payload-types'
import { putPrivateFile } from '@/database/private-files.server'

import { heading, newDocument, paragraph, toBuffer } from './art/pdf-layout'
import { DEMO_STUDENT_EMAIL } from './content/demo-students'

const DAY = 24 * 60 * 60 * 1000

type Review =
  { status: 'to-review' } | { status: 'approved'; validUntilYears?: number } | { status: 'rejected'; reason: string }

/** The demo's uploads: what some students have sent, so the review list and the portal show each state. */
const DEMO_UPLOADS: { email: string; document: string; kind: 'photo' | 'pdf'; daysAgo: number; review: Review }[] = [
  {
    email: DEMO_STUDENT_EMAIL,
    document: 'Passport',
    kind: 'photo',
    daysAgo: 12,
    review: { status: 'approved', validUntilYears: 6 },
  },
  {
    email: DEMO_STUDENT_EMAIL,
    document: 'English test score report',
    kind: 'photo',
    daysAgo: 9,
    review: {
      status: 'rejected',
      reason:
        'The photo cuts off the Test Report Form number at the bottom. Please send the whole page, or the PDF the test centre mailed you.',
    },
  },
  {
    email: DEMO_STUDENT_EMAIL,
    document: 'Academic transcripts',
    kind: 'pdf',
    daysAgo: 2,
    review: { status: 'to-review' },
  },
  {
    email: 'rahul.bhatia@example.com',
    document: 'Passport',
    kind: 'photo',
    daysAgo: 3,
    review: { status: 'to-review' },
  },
  {
    email: 'pooja.saxena@example.com',
    document: 'Statement of purpose',
    kind: 'pdf',
    daysAgo: 1,
    review: { status: 'to-review' },
  },
]

/** A drawn specimen page: a card with the document's name across it (no real person's data, made here). */
async function specimenPhoto(title: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850"><rect width="1200" height="850" fill="#efe9dc"/><rect x="40" y="40" width="1120" height="770" rx="24" fill="#fbf8f1" stroke="#9a8f7a" stroke-width="4"/><text x="600" y="380" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#3d3a33">${title}</text><text x="600" y="470" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#9a8f7a">SPECIMEN: demo data</text></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

async function specimenPdf(title: string, student: string): Promise<Buffer> {
  const doc = newDocument({ title, author: student, subject: 'Specimen document (demo data)' })
  heading(doc, title)
  paragraph(doc, `${student}: a specimen made for the demo. It holds no real record.`)
  return toBuffer(doc)
}

/**
 * Seeds the demo's uploads (local demo only, after its students): each a version of a document its checklist asked
 * for, kept encrypted as any upload, then reviewed as the demo says. Returns how many were added.
 */
export async function seedDemoDocuments(payload: Payload, now = new Date()): Promise<number> {
  let added = 0
  for (const upload of DEMO_UPLOADS) {
    const { docs: students } = await payload.find({
      collection: 'students',
      where: { email: { equals: upload.email } },
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    const student = students[0]
    if (!student) continue
    const { docs } = await payload.find({
      collection: 'requested-documents',
      where: { and: [{ student: { equals: student.id } }, { name: { equals: upload.document } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const request = docs[0] as RequestedDocument | undefined
    if (!request || request.latestVersion) continue
    const at = new Date(now.getTime() - upload.daysAgo * DAY).toISOString()
    const reviewedAt = new Date(now.getTime() - (upload.daysAgo - 1) * DAY).toISOString()
    const bytes =
      upload.kind === 'photo' ? await specimenPhoto(upload.document) : await specimenPdf(upload.document, student.name)
    const file = randomUUID()
    const { keyId } = await putPrivateFile(file, bytes)
    const fileName = `${upload.document.toLowerCase().replace(/\s+/g, '-')}.${upload.kind === 'photo' ? 'jpg' : 'pdf'}`
    const reviewer = student.counsellors.map((counsellor) =>
      typeof counsellor === 'object' ? counsellor.id : counsellor,
    )[0]
    const reviewed = upload.review.status !== 'to-review'
    await payload.create({
      collection: 'document-versions',
      data: {
        request: request.id,
        student: student.id,
        version: 1,
        fileNames: fileName,
        pages: [
          {
            file,
            keyId,
            contentType: upload.kind === 'photo' ? 'image/jpeg' : 'application/pdf',
            fileName,
            bytes: bytes.length,
          },
        ],
        uploadedBy: 'student',
        status: upload.review.status,
        ...(upload.review.status === 'rejected' ? { reason: upload.review.reason } : {}),
        ...(reviewed ? { reviewedBy: reviewer, reviewedAt } : {}),
        createdAt: at,
      } as never,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'requested-documents',
      id: request.id,
      data: {
        status: upload.review.status,
        latestVersion: 1,
        lastUploadAt: at,
        ...(upload.review.status === 'rejected' ? { rejectionReason: upload.review.reason } : {}),
        ...(upload.review.status === 'approved' && upload.review.validUntilYears
          ? { validUntil: new Date(now.getTime() + upload.review.validUntilYears * 365 * DAY).toISOString() }
          : {}),
        ...(reviewed ? { reviewedBy: reviewer, reviewedAt } : {}),
      },
      overrideAccess: true,
    })
    added += 1
  }
  return added
}
