import { createServer, type Server, type ServerResponse } from 'node:http'

import { afterEach, describe, expect, test } from 'vitest'

import { sentPageHtml } from '../../src/page-cache/sent-page-html'
import { listenLocally } from '../../tests/support/local-server'
import { NOT_FOUND_META } from '../../src/shell/not-found-status'
import { holdHtmlPage } from './hold-html-page'

const MARKER = `<meta name="${NOT_FOUND_META.name}" content="${NOT_FOUND_META.content}"/>`
const NOT_FOUND_PAGE = [
  `<!DOCTYPE html><html><head><title>Page not found</title>`,
  `${MARKER}</head>`,
  '<body>Oops</body></html>',
]

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/**
 * A server that answers every request by `respond`, behind the hold, as Next answers behind it; returns its URL. A
 * site page is held whole, the admin's to the end of its head.
 */
async function serve(respond: (response: ServerResponse) => void | Promise<void>, { whole = false } = {}) {
  server = createServer((_request, response) => {
    holdHtmlPage(response, { whole })
    void respond(response)
  })
  return `${await listenLocally(server)}/`
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

describe.each([{ whole: false }, { whole: true }])('the not-found page is answered 404 (held %o)', ({ whole }) => {
  // A page held whole is sent as sentPageHtml makes it; one held to its head, as it came.
  const sent = (page: string) => (whole ? sentPageHtml(page) : page)

  test('a page whose head carries the marker, arriving in pieces, is answered 404 with every byte', async () => {
    const url = await serve((response) => stream(response, NOT_FOUND_PAGE), { whole })
    const answer = await fetch(url)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await answer.text()).toBe(sent(NOT_FOUND_PAGE.join('')))
  })

  test('a page whose whole document comes in one end() call is read as well', async () => {
    const url = await serve(
      (response) => {
        response.setHeader('Content-Type', 'text/html')
        response.end(NOT_FOUND_PAGE.join(''))
      },
      { whole },
    )
    const answer = await fetch(url)
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe(sent(NOT_FOUND_PAGE.join('')))
  })

  test('the marker counts only in the head: a page that quotes it in its body keeps its 200', async () => {
    const page = [
      '<!DOCTYPE html><html><head><title>On markup</title></head>',
      `<body><pre>${MARKER}</pre></body></html>`,
    ]
    const url = await serve((response) => stream(response, page), { whole })
    const answer = await fetch(url)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(sent(page.join('')))
  })

  test('answers that are not 200 HTML pass through untouched', async () => {
    const url = await serve(
      (response) => {
        response.statusCode = 500
        return stream(response, NOT_FOUND_PAGE)
      },
      { whole },
    )
    expect((await fetch(url)).status).toBe(500)

    server!.close()
    const json = await serve((response) => stream(response, [MARKER], 'application/json'), { whole })
    const answer = await fetch(json)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(MARKER)
  })
})

describe('an admin page is held to the end of its head', () => {
  test('an admin page keeps its 200, and its body streams on once its head has passed', async () => {
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
})

describe('a site page is held whole and sent with its HTML settled', () => {
  const SHEET = '<svg data-icon-sheet=""><symbol id="i-a"><path/></symbol><symbol id="i-b"><path/></symbol></svg>'
  const PAGE = [
    '<!DOCTYPE html><html><head><title>Sign in</title>',
    '<script src="/_next/static/chunks/one.js" async="" nonce="abc"></script></head>',
    `<body>${SHEET}<svg><use href="#i-a"></use></svg>`,
    '<script src="/_next/static/chunks/main.js" nonce="abc" async=""></script></body></html>',
  ]

  test('its framework scripts are asked for by one loader with their nonce, and only the icons it draws are sent', async () => {
    const url = await serve((response) => stream(response, PAGE), { whole: true })
    const answer = await fetch(url)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toBe(sentPageHtml(PAGE.join('')))
    expect(html).not.toContain('async=""')
    expect(html).toMatch(
      /<script nonce="abc">\(function\(p,u\)[^<]*\("\/_next\/static\/chunks\/",\["one\.js","main\.js"\]\)/,
    )
    expect(html).toContain('<symbol id="i-a">')
    expect(html).not.toContain('<symbol id="i-b">')
  })

  test('a length Next set for the page is the length of what is sent', async () => {
    const url = await serve(
      (response) => {
        const page = PAGE.join('')
        response.setHeader('Content-Type', 'text/html')
        response.setHeader('Content-Length', Buffer.byteLength(page))
        response.end(page)
      },
      { whole: true },
    )
    const answer = await fetch(url)
    const html = await answer.text()
    expect(html).toBe(sentPageHtml(PAGE.join('')))
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(html))
  })

  test('an admin page is sent as Next wrote it', async () => {
    const url = await serve((response) => stream(response, PAGE))
    expect(await (await fetch(url)).text()).toBe(PAGE.join(''))
  })
})
