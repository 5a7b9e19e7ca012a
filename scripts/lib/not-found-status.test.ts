import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, test } from 'vitest'

import { NOT_FOUND_META } from '../../src/shell/not-found-status'
import { answerNotFoundPageWith404 } from './not-found-status'

const MARKER = `<meta name="${NOT_FOUND_META.name}" content="${NOT_FOUND_META.content}"/>`
const NOT_FOUND_PAGE = [
  `<!DOCTYPE html><html><head><title>Page not found</title>`,
  `${MARKER}</head>`,
  '<body>Oops</body></html>',
]

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server that answers every request by `respond`, behind the wrapper, as Next answers behind it; returns its URL. */
async function serve(respond: (response: ServerResponse) => void | Promise<void>) {
  server = createServer((_request, response) => {
    answerNotFoundPageWith404(response)
    void respond(response)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

/** Writes the chunks as Next does: headers flushed first, then each chunk in its own turn, then end. */
async function stream(response: ServerResponse, chunks: string[], contentType = 'text/html; charset=utf-8') {
  response.setHeader('Content-Type', contentType)
  response.flushHeaders()
  for (const chunk of chunks) {
    response.write(new TextEncoder().encode(chunk))
    await new Promise((resolve) => setImmediate(resolve))
  }
  response.end()
}

describe('the production server answers the not-found page with 404', () => {
  test('a page whose head carries the marker, arriving in pieces, is answered 404 with every byte', async () => {
    const url = await serve((response) => stream(response, NOT_FOUND_PAGE))
    const answer = await fetch(url)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await answer.text()).toBe(NOT_FOUND_PAGE.join(''))
  })

  test('a page whose whole document comes in one end() call is read as well', async () => {
    const url = await serve((response) => {
      response.setHeader('Content-Type', 'text/html')
      response.end(NOT_FOUND_PAGE.join(''))
    })
    const answer = await fetch(url)
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe(NOT_FOUND_PAGE.join(''))
  })

  test('any other page keeps its 200, and its body streams on once its head has passed', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const url = await serve(async (response) => {
      response.setHeader('Content-Type', 'text/html')
      response.write('<!DOCTYPE html><html><head><title>Blogs</title></head><body>')
      await held
      response.end('</body></html>')
    })
    const answer = await fetch(url)
    expect(answer.status).toBe(200)
    const reader = answer.body!.getReader()
    // The head arrives while the rest of the page is still being rendered.
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('</head>')
    release()
    let rest = ''
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value)
    expect(rest).toBe('</body></html>')
  })

  test('the marker counts only in the head: a page that quotes it in its body keeps its 200', async () => {
    const page = [
      '<!DOCTYPE html><html><head><title>On markup</title></head>',
      `<body><pre>${MARKER}</pre></body></html>`,
    ]
    const url = await serve((response) => stream(response, page))
    const answer = await fetch(url)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(page.join(''))
  })

  test('answers that are not 200 HTML pass through untouched', async () => {
    const url = await serve((response) => {
      response.statusCode = 500
      return stream(response, NOT_FOUND_PAGE)
    })
    expect((await fetch(url)).status).toBe(500)

    server!.close()
    const json = await serve((response) => stream(response, [MARKER], 'application/json'))
    const answer = await fetch(json)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(MARKER)
  })
})
