import { errorAnswer } from './answers'

/** Largest request body the public API reads. */
export const MAX_BODY_BYTES = 16 * 1024
/**
 * A body sent without its length that turns out too large is still read to its end, up to this, so the 400
 * reaches the client: cancelling it closes the connection with data unread, which resets it, and the answer
 * is often lost with it. Past this the connection is dropped.
 */
const MAX_DRAIN_BYTES = 1024 * 1024

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response }

export const BODY_TOO_LARGE = `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`
export const NOT_JSON = 'The request body must be JSON.'

const tooLarge = (): BodyResult => ({ ok: false, response: errorAnswer(400, BODY_TOO_LARGE) })

/** Reads at most MAX_BODY_BYTES and parses JSON; anything else is a 4xx with the API's error shape. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > MAX_BODY_BYTES) return tooLarge()
  if (!request.body) return { ok: false, response: errorAnswer(400, NOT_JSON) }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      while (size <= MAX_DRAIN_BYTES) {
        const rest = await reader.read()
        if (rest.done) return tooLarge()
        size += rest.value.byteLength
      }
      await reader.cancel().catch(() => {})
      return tooLarge()
    }
    chunks.push(value)
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: errorAnswer(400, NOT_JSON) }
  }
}
