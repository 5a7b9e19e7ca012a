import { readDocumentPage } from '@/documents/document-files.server'
import { payloadClient } from '@/payload/payload.server'

import { currentDocumentReader } from '../../../_lib/document-reader.server'
import { contentDisposition, noSuchFile, privateFileHeaders } from '../../../_lib/private-file-response'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ version: string; page: string }> }

/**
 * GET /portal/files/<upload>/<page>: one page of a student's document, decrypted and streamed to the student, their
 * parents, their counsellors and admins; 404 to anyone else, an editor included. `?download` saves it instead of
 * showing it.
 */
export async function GET(request: Request, { params }: Params) {
  const { version, page } = await params
  const file = await readDocumentPage(await payloadClient(), await currentDocumentReader(), version, page)
  if (!file) return noSuchFile()
  const download = new URL(request.url).searchParams.has('download')
  return new Response(new Uint8Array(file.bytes), {
    headers: privateFileHeaders(
      file.contentType,
      contentDisposition(download ? 'attachment' : 'inline', file.fileName),
      file.bytes.length,
    ),
  })
}
