import { serveMonacoFile } from '@/admin/code-editor/monaco-files.server'

export const dynamic = 'force-dynamic'

// Monaco's files for the admin's code editor, from the installed package (docs/decisions/0095).
export async function GET(request: Request, { params }: { params: Promise<{ version: string; path: string[] }> }) {
  const { version, path } = await params
  return serveMonacoFile(version, path, request)
}
