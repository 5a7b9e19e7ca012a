import { Cron } from 'croner'
import { describe, expect, it } from 'vitest'

import { everySeconds } from './every-seconds'

describe('everySeconds', () => {
  it('steps in seconds below a minute, in minutes above, hourly at most', () => {
    expect(everySeconds(10)).toBe('*/10 * * * * *')
    expect(everySeconds(59)).toBe('*/59 * * * * *')
    expect(everySeconds(60)).toBe('0 */1 * * * *')
    expect(everySeconds(600)).toBe('0 */10 * * * *')
    expect(everySeconds(3600)).toBe('0 0 * * * *')
  })

  it('gives a pattern the jobs queue’s cron library accepts for every interval the settings allow', () => {
    for (let seconds = 1; seconds <= 3600; seconds++) {
      expect(() => new Cron(everySeconds(seconds), { paused: true }).stop(), `${seconds}`).not.toThrow()
    }
  })
})
