import { describe, expect, it } from 'vitest'

import { countInFlight, requestsInFlight } from './requests-in-flight'

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
