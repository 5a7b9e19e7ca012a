import type { ServerResponse } from 'node:http'

import { HEAD_END, marksNotFound } from '../../src/shell/not-found-status'

/** A head longer than this is not the not-found page's; what was held is sent as it is. */
const MAX_HELD_BYTES = 256 * 1024

type Write = ServerResponse['write']
type End = ServerResponse['end']
type Callback = (error?: Error | null) => void
/** Node's response methods without their overloads, to pass on whatever arguments Next gave. */
type Loose<Result> = (this: ServerResponse, ...args: unknown[]) => Result

/**
 * Answers the site's not-found page with HTTP 404 (docs/decisions/0116). A page answered 200 as HTML is held
 * until its head has arrived, before any header is sent; when the head carries the not-found page's marker, the
 * status becomes 404. Every other answer passes straight through. Install it after compression, so it reads the
 * page as Next writes it.
 */
export function answerNotFoundPageWith404(response: ServerResponse): void {
  const write = response.write as Loose<boolean>
  const end = response.end as Loose<ServerResponse>
  const flushHeaders = response.flushHeaders
  let held: Buffer[] = []
  let heldBytes = 0

  const release = () => {
    response.write = write as Write
    response.end = end as End
    response.flushHeaders = flushHeaders
    const head = Buffer.concat(held)
    held = []
    if (response.statusCode === 200 && marksNotFound(head.toString('utf8'))) response.statusCode = 404
    return head
  }

  const holds = () => !response.headersSent && response.statusCode === 200 && isHtml(response)

  // Next asks for its headers to go out before its first chunk; they wait for the head with the rest.
  response.flushHeaders = () => {
    if (!holds()) flushHeaders.call(response)
  }

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holds()) {
      release()
      return write.call(this, chunk, ...rest)
    }
    const [encoding, callback] = writeArguments(rest)
    held.push(toBuffer(chunk, encoding))
    heldBytes += held.at(-1)!.length
    if (callback) process.nextTick(callback)
    if (heldBytes < MAX_HELD_BYTES && !Buffer.concat(held).includes(HEAD_END)) return true
    return write.call(this, release())
  } as Write

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding, callback] = endArguments(args)
    if (chunk != null && holds()) held.push(toBuffer(chunk, encoding))
    else if (chunk != null) {
      const head = release()
      if (head.length) write.call(this, head)
      return end.call(this, chunk, encoding, callback)
    }
    const head = release()
    return head.length ? end.call(this, head, callback) : end.call(this, callback)
  } as End
}

function isHtml(response: ServerResponse): boolean {
  return String(response.getHeader('content-type') ?? '').startsWith('text/html')
}

function toBuffer(chunk: unknown, encoding: BufferEncoding | undefined): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8')
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  throw new TypeError('a response chunk must be a string or bytes')
}

function writeArguments(rest: unknown[]): [BufferEncoding | undefined, Callback | undefined] {
  const [first, second] = rest
  if (typeof first === 'function') return [undefined, first as Callback]
  return [first as BufferEncoding | undefined, second as Callback | undefined]
}

function endArguments(args: unknown[]): [unknown, BufferEncoding | undefined, (() => void) | undefined] {
  const [first, second, third] = args
  if (typeof first === 'function') return [undefined, undefined, first as () => void]
  if (typeof second === 'function') return [first, undefined, second as () => void]
  return [first, second as BufferEncoding | undefined, third as (() => void) | undefined]
}
