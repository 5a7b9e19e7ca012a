import { approvedDocumentsZip } from '@/documents/document-files.server'
import { payloadClient } from '@/payload/payload.server'

import { currentDocumentReader } from '../../../_lib/document-reader.server'
import { contentDisposition, noSuchFile, privateFileHeaders } from '../../../_lib/private-file-response'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/**
 * GET /portal/files/applications/<id>: the application's approved documents as one ZIP, for the university's own
 * portal; to the same readers as the documents themselves, 404 to anyone else.
 */
export async function GET(_request: Request, { params }: Params) {
  const zip = await approvedDocumentsZip(await payloadClient(), await currentDocumentReader(), (await params).id)
  if (!zip) return noSuchFile()
  return new Response(new Uint8Array(zip.bytes), {
    headers: privateFileHeaders('application/zip', contentDisposition('attachment', zip.fileName), zip.bytes.length),
  })
}
