import { payloadClient } from '@/payload/payload.server'
import { isFillRequest, RESPONSE_FILL_HEADER } from '@/response-cache/response-cache.server'
import { fieldErrors } from '@/schema/form-schema'
import { vitalsBatchSchema } from '@/schema/web-vitals-beacon'
import { addCountRows } from '@/web-vitals/vitals-aggregator.server'

import { answerFailure, errorAnswer, invalidAnswer, json } from '../../_lib/answers'
import { readJsonBody } from '../../_lib/read-json-body'

export const dynamic = 'force-dynamic'

/**
 * POST /api/vitals/batch: the counters the production server's front gathered from the beacons it checked
 * (docs/decisions/0198), written to the day's rows at once. Only that server, holding this process's fill token,
 * may send it; for anyone else the call does not exist.
 */
export async function POST(request: Request) {
  if (!isFillRequest(request.headers.get(RESPONSE_FILL_HEADER))) return errorAnswer(404, 'Not found.')
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const parsed = vitalsBatchSchema.safeParse(read.value)
  if (!parsed.success) return invalidAnswer(fieldErrors(parsed.error))
  try {
    return json({ data: { rows: await addCountRows(await payloadClient(), parsed.data.rows) } })
  } catch (error) {
    return answerFailure(error, 'vitals batch', {})
  }
}
