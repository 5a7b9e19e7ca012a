import { createServer } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenLocally } from '../../tests/support/local-server'
import { firstVisitsAfterIdle, KEPT_VISITS } from './first-visit'

/** A server that notes each request's path, the order of all requests, and how many connections it accepted. */
function notingServer(name: string, order: string[]) {
  const paths: string[] = []
  const noted = { connections: 0, paths }
  const server = createServer((request, response) => {
    paths.push(request.url!)
    order.push(name)
    response.setHeader('content-type', 'text/html')
    response.end('<p>a page</p>')
  })
  server.on('connection', () => noted.connections++)
  return { server, noted }
}

describe('the first visit after a quiet minute', () => {
  const order: string[] = []
  const app = notingServer('app', order)
  const reference = notingServer('static', order)
  const bases: string[] = []

  beforeAll(async () => {
    bases.push(await listenLocally(app.server), await listenLocally(reference.server))
  })
  afterAll(() => {
    app.server.close()
    reference.server.close()
  })

  it('visits each page before and after the quiet minute, then as kept, each visit on a connection of its own, the app before the static server', async () => {
    const pages = [
      { name: '/', method: 'GET' as const, path: '/' },
      { name: '/blogs', method: 'GET' as const, path: '/blogs' },
    ]
    const rows = await firstVisitsAfterIdle(bases[0]!, bases[1]!, pages, 0)

    // Each page once before the quiet minute (it readies the client), then its first visit and the kept ones.
    const afterIdle = 1 + KEPT_VISITS
    const visitsEach = 1 + afterIdle
    for (const { noted } of [app, reference]) {
      expect(noted.paths).toEqual(['/', '/blogs', ...Array(afterIdle).fill('/'), ...Array(afterIdle).fill('/blogs')])
      expect(noted.connections).toBe(2 * visitsEach)
    }
    expect(order).toEqual([...Array(2 * visitsEach).fill('app'), ...Array(2 * visitsEach).fill('static')])
    expect(rows.map((row) => [row.name, row.app.name, row.reference?.name])).toEqual([
      ['/', '/', '/'],
      ['/blogs', '/blogs', '/blogs'],
    ])
    for (const row of rows) {
      for (const visit of [row.app, row.reference!]) {
        expect(visit.afterIdleMs).toBeGreaterThan(0)
        expect(visit.keptMs).toBeGreaterThan(0)
      }
    }
  })
})
