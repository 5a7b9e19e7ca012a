import { describe, expect, it } from 'vitest'

import {
  connectionRead,
  connectionsWaiting,
  countInFlight,
  noteConnection,
  requestsInFlight,
  visitorsWaiting,
  WAITING_CONNECTION_MS,
} from './requests-in-flight'

describe('requests in flight', () => {
  it('counts a request until it is answered, once however often the answer is reported', () => {
    const before = requestsInFlight()
    const first = countInFlight()
    const second = countInFlight()
    expect(requestsInFlight()).toBe(before + 2)
    first()
    first()
    expect(requestsInFlight()).toBe(before + 1)
    second()
    expect(requestsInFlight()).toBe(before)
  })
})

describe('connections waiting to be read', () => {
  it('counts a new connection until its first request is read or it closes', () => {
    const [first, second] = [{}, {}]
    noteConnection(first, 1000)
    noteConnection(second, 1010)
    expect(connectionsWaiting(1020)).toBe(2)
    expect(visitorsWaiting(1020)).toBe(true)
    connectionRead(first)
    expect(connectionsWaiting(1020)).toBe(1)
    connectionRead(second)
    connectionRead(second)
    expect(connectionsWaiting(1020)).toBe(0)
    expect(visitorsWaiting(1020)).toBe(false)
  })

  it('forgets a connection left idle longer than a visitor waits, as a browser leaves a spare one', () => {
    const spare = {}
    const fresh = {}
    noteConnection(spare, 5000)
    noteConnection(fresh, 5000 + WAITING_CONNECTION_MS)
    expect(connectionsWaiting(5000 + WAITING_CONNECTION_MS)).toBe(2)
    expect(connectionsWaiting(5001 + WAITING_CONNECTION_MS)).toBe(1)
    expect(connectionsWaiting(5001 + 2 * WAITING_CONNECTION_MS)).toBe(0)
  })
})
