import { portalDocumentPath } from '@/documents/document-paths'
import { uploadDocument, type SentFile } from '@/documents/upload-document.server'
import { logger } from '@/observability/logger.server'
import { payloadClient } from '@/payload/payload.server'
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PAGES, DOCUMENT_MESSAGES } from '@/schema/student-documents'

import { seeOther } from '../../../_lib/see-other'
import { backToForm } from '../../_lib/portal-form-cookie'
import { fromOtherSite, refused } from '../../_lib/portal-post'
import { currentViewer } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** The largest request taken: every page at its largest, and room for the form's own parts. */
const MAX_REQUEST_BYTES = DOCUMENT_MAX_PAGES * DOCUMENT_MAX_BYTES + 64 * 1024

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The files of the form's `files` field; null when the body is not a form that can be read. */
async function sentFiles(request: Request): Promise<SentFile[] | null> {
  const form = await request.formData().catch(() => null)
  if (!form) return null
  const files = form.getAll('files').filter((value): value is File => typeof value !== 'string' && value.size >= 0)
  return Promise.all(
    files
      // A form sent with no file chosen still carries one part with an empty name and no bytes.
      .filter((file) => !(file.name === '' && file.size === 0))
      .map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  )
}

/**
 * POST /portal/uploads/<requested document>: the student (or a parent the student allows) sends a document, one or
 * more pages, as a multipart form. Stored whole or not at all; then a 303 to the document's page, where a refusal is
 * shown with what to do. With `Accept: application/json` the answer is JSON instead: 201, 400 with the message, 404,
 * 413. Another student's document, another site's post or no session: 404, nothing stored.
 */
export async function POST(request: Request, { params }: Params) {
  const { id } = await params
  const viewer = await currentViewer()
  if (!viewer || fromOtherSite(request)) return wantsJson(request) ? json(404, { error: 'Not found' }) : refused()
  const page = portalDocumentPath(id)
  const refuse = (status: number, message: string) =>
    wantsJson(request) ? json(status, { error: message }) : backToForm(page, { values: {}, errors: { files: message } })

  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_REQUEST_BYTES) return refuse(413, DOCUMENT_MESSAGES.tooLarge)
  const files = await sentFiles(request)
  if (!files) return refuse(400, DOCUMENT_MESSAGES.failed)
  try {
    const outcome = await uploadDocument(await payloadClient(), viewer, id, files)
    if (outcome.kind === 'not-found') return wantsJson(request) ? json(404, { error: 'Not found' }) : refused()
    if (outcome.kind === 'refused') return refuse(400, outcome.message)
    return wantsJson(request)
      ? json(201, { version: outcome.version, message: DOCUMENT_MESSAGES.sent })
      : backToForm(page, null, `${page}?sent=1`)
  } catch (error) {
    logger().error({ err: error }, 'document upload failed')
    return refuse(500, DOCUMENT_MESSAGES.failed)
  }
}

export async function GET(_request: Request, { params }: Params) {
  return seeOther(portalDocumentPath((await params).id))
}
