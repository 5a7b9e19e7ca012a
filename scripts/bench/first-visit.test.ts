import { createServer } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenLocally } from '../../tests/support/local-server'
import { median } from '../lib/median'
import { firstVisitsAfterIdle, KEPT_VISITS, roundOrder } from './first-visit'

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

  it('visits each page once before the quiet minutes, then after each minute every page, each page first after one of them, then as kept, each visit on a connection of its own, the app before the static server', async () => {
    const pages = [
      { name: '/', method: 'GET' as const, path: '/' },
      { name: '/blogs', method: 'GET' as const, path: '/blogs' },
    ]
    const rows = await firstVisitsAfterIdle(bases[0]!, bases[1]!, pages, 0)

    const kept = (path: string) => Array(KEPT_VISITS).fill(path)
    // Ready: each page once. Round 0: `/` first; round 1: `/blogs` first; each round's first visits, then the kept.
    const expected = [
      ...['/', '/blogs'],
      ...['/', '/blogs', ...kept('/'), ...kept('/blogs')],
      ...['/blogs', '/', ...kept('/blogs'), ...kept('/')],
    ]
    for (const { noted } of [app, reference]) {
      expect(noted.paths).toEqual(expected)
      expect(noted.connections).toBe(expected.length)
    }
    expect(order).toEqual([...Array(expected.length).fill('app'), ...Array(expected.length).fill('static')])
    expect(rows.map((row) => [row.name, row.app.name, row.reference?.name])).toEqual([
      ['/', '/', '/'],
      ['/blogs', '/blogs', '/blogs'],
    ])
    for (const row of rows) {
      for (const visit of [row.app, row.reference!]) {
        expect(visit.afterIdleRounds).toHaveLength(2)
        expect(visit.afterIdleMs).toBe(median(visit.afterIdleRounds))
        expect(visit.afterIdleMs).toBeGreaterThan(0)
        expect(visit.keptMs).toBeGreaterThan(0)
      }
    }
  })

  it('turns the list of pages so that each round starts with the next page', () => {
    expect([0, 1, 2, 3].map((round) => roundOrder(['a', 'b', 'c'], round))).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      ['c', 'a', 'b'],
      ['a', 'b', 'c'],
    ])
  })
})
