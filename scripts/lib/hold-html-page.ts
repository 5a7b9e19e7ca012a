import type { ServerResponse } from 'node:http'

import { sentPageHtml } from '../../src/page-cache/sent-page-html'
import { HEAD_END, marksNotFound } from '../../src/shell/not-found-status'

/** A head longer than this is not the not-found page's; what was held is sent as it is. */
const MAX_HELD_HEAD_BYTES = 256 * 1024
/** A site page longer than this is sent as Next wrote it, from where the server stopped holding it. */
const MAX_HELD_PAGE_BYTES = 2 * 1024 * 1024

type Write = ServerResponse['write']
type End = ServerResponse['end']
type Callback = (error?: Error | null) => void
/** Node's response methods without their overloads, to pass on whatever arguments Next gave. */
type Loose<Result> = (this: ServerResponse, ...args: unknown[]) => Result

/**
 * Holds a page Next answers 200 as HTML before any header is sent, and lets it go with its status and its HTML
 * settled. The not-found page is answered 404 (docs/decisions/0116): a page whose head carries the not-found page's
 * marker. A site page (`whole`) is held to its end and sent as `sentPageHtml` makes it: only the icons it draws, its
 * scripts asked for after its first paint (docs/decisions/0205). No site page streams in parts (none has a Suspense
 * boundary), so holding one costs the time between its first and last bytes. Any other page (the admin's) is held
 * only to the end of its head. Every other answer passes straight through. Install it after compression, so it reads
 * the page as Next writes it.
 */
export function holdHtmlPage(response: ServerResponse, { whole }: { whole: boolean }): void {
  const write = response.write as Loose<boolean>
  const end = response.end as Loose<ServerResponse>
  const flushHeaders = response.flushHeaders
  let held: Buffer[] = []
  let heldBytes = 0

  /** Stops holding; the bytes held, with the status settled, and edited when the whole page was held. */
  const release = (complete: boolean) => {
    response.write = write as Write
    response.end = end as End
    response.flushHeaders = flushHeaders
    const page = Buffer.concat(held)
    held = []
    if (response.statusCode !== 200) return page
    const text = page.toString('utf8')
    if (marksNotFound(text)) response.statusCode = 404
    if (!complete || !whole) return page
    const sent = Buffer.from(sentPageHtml(text))
    if (response.hasHeader('content-length')) response.setHeader('content-length', sent.byteLength)
    return sent
  }

  const holds = () => !response.headersSent && response.statusCode === 200 && isHtml(response)

  // Next asks for its headers to go out before its first chunk; they wait for the page with the rest.
  response.flushHeaders = () => {
    if (!holds()) flushHeaders.call(response)
  }

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holds()) {
      const page = release(false)
      if (page.length) write.call(this, page)
      return write.call(this, chunk, ...rest)
    }
    const [encoding, callback] = writeArguments(rest)
    held.push(toBuffer(chunk, encoding))
    heldBytes += held.at(-1)!.length
    if (callback) process.nextTick(callback)
    const enough = whole
      ? heldBytes >= MAX_HELD_PAGE_BYTES
      : heldBytes >= MAX_HELD_HEAD_BYTES || Buffer.concat(held).includes(HEAD_END)
    return enough ? write.call(this, release(false)) : true
  } as Write

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding, callback] = endArguments(args)
    if (chunk != null && holds()) held.push(toBuffer(chunk, encoding))
    else if (chunk != null) {
      const page = release(false)
      if (page.length) write.call(this, page)
      return end.call(this, chunk, encoding, callback)
    }
    const page = release(true)
    return page.length ? end.call(this, page, callback) : end.call(this, callback)
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
