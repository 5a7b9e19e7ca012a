import { servePublicFile } from '@/operations/public-files.server'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return servePublicFile('media', (await params).file, request)
}
