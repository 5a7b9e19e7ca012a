import { checkDatabase } from '@/operations/health.server'

export const dynamic = 'force-dynamic'

export async function GET() {
  const db = await checkDatabase()
  return Response.json(
    { status: db === 'ok' ? 'ok' : 'unavailable', db },
    { status: db === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
