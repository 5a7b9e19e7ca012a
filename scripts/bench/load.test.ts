import { createServer } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenLocally } from '../../tests/support/local-server'
import { measureInTurns } from './load'

/** A server that answers every request and notes when each arrived. */
function countingServer() {
  const arrivals: number[] = []
  const server = createServer((_request, response) => {
    arrivals.push(performance.now())
    response.end('{"ok":true}')
  })
  return { server, arrivals }
}

describe('measuring two servers in turns', () => {
  const first = countingServer()
  const second = countingServer()
  const bases: string[] = []

  beforeAll(async () => {
    bases.push(await listenLocally(first.server), await listenLocally(second.server))
  })
  afterAll(() => {
    first.server.close()
    second.server.close()
  })

  it('alternates between the servers, slice by slice, and adds each server’s slices up', async () => {
    const target = { name: 'a call', method: 'GET' as const, path: '/x' }
    const [one, two] = await measureInTurns(bases, target, 2, 3, 3)

    // The second server's answers fall between the first server's first and last: the two took turns.
    const firstSpan = [Math.min(...first.arrivals), Math.max(...first.arrivals)]
    const secondBetween = second.arrivals.filter((at) => at > firstSpan[0]! && at < firstSpan[1]!)
    expect(secondBetween.length).toBeGreaterThan(0)
    // Three slices each: the first server was idle while the second had its one-second turn, twice.
    const gaps = first.arrivals.slice(1).filter((at, index) => at - first.arrivals[index]! > 500)
    expect(gaps.length).toBe(2)

    for (const [figures, arrivals] of [
      [one!, first.arrivals],
      [two!, second.arrivals],
    ] as const) {
      expect(figures.ok).toBeGreaterThan(0)
      expect(figures.ok).toBeLessThanOrEqual(arrivals.length)
      expect(figures.non2xx + figures.errors).toBe(0)
      // The rate is the answers over the seconds of this server's own slices, not over the whole run.
      expect(figures.rate).toBeGreaterThan(figures.ok / 3 / 1.25)
      expect(figures.rate).toBeLessThan(figures.ok / 3 / 0.8)
    }
  })
})
