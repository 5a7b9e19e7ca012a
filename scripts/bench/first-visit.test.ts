import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { firstVisitsAfterIdle, KEPT_VISITS, median } from './first-visit'

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

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )

describe('the first visit after a quiet minute', () => {
  const order: string[] = []
  const app = notingServer('app', order)
  const reference = notingServer('static', order)
  const bases: string[] = []

  beforeAll(async () => {
    bases.push(await listen(app.server), await listen(reference.server))
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

  it('takes a kept page’s time as the median of its visits', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([1, 1, 1, 1, 1, 1, 1, 1, 40])).toBe(1)
  })
})
