import { describe, expect, it } from 'vitest'

import { currentRequestId, outsideRequestContext, requestIdFrom, withRequestContext } from './request-context'

describe('requestIdFrom', () => {
  it('keeps a sane incoming id', () => {
    expect(requestIdFrom('a1b2c3d4-lb.7')).toBe('a1b2c3d4-lb.7')
    expect(requestIdFrom(['trace:42', 'other'])).toBe('trace:42')
  })

  it('makes a new id for a missing, long or odd one', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(requestIdFrom(undefined)).toMatch(uuid)
    expect(requestIdFrom('')).toMatch(uuid)
    expect(requestIdFrom('x'.repeat(129))).toMatch(uuid)
    expect(requestIdFrom('id with spaces')).toMatch(uuid)
    expect(requestIdFrom('id\n{"level":"fatal"}')).toMatch(uuid)
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined))
  })
})

describe('withRequestContext', () => {
  it('gives the id to everything the request runs, across awaits, and to nothing outside it', async () => {
    const seen = await withRequestContext({ requestId: 'req-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return currentRequestId()
    })
    expect(seen).toBe('req-1')
    expect(currentRequestId()).toBeUndefined()
  })
})

describe('outsideRequestContext', () => {
  it('starts a timer that does not carry the request that happened to start it', async () => {
    const seen = await withRequestContext({ requestId: 'req-first' }, () =>
      outsideRequestContext(() => new Promise((resolve) => setTimeout(() => resolve(currentRequestId()), 1))),
    )
    expect(seen).toBeUndefined()
  })
})
