import { describe, expect, it } from 'vitest'

import { consumeWith, createLimiter, rules } from './rate-limit.server'

describe('per-address rate limits in memory', () => {
  it('allows the configured number of requests, then refuses with a retry time', async () => {
    const limiter = createLimiter(`test-${Math.random()}`, { points: 3, duration: 60 }, null)
    for (let count = 0; count < 3; count++) expect(await consumeWith(limiter, '10.0.0.1')).toEqual({ ok: true })
    const refused = await consumeWith(limiter, '10.0.0.1')
    expect(refused.ok).toBe(false)
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Other addresses have their own count.
    expect(await consumeWith(limiter, '10.0.0.2')).toEqual({ ok: true })
  })
})

describe('the limits', () => {
  it('counts captcha challenges like reads, per minute, so many visitors behind one address never run out', () => {
    const { captcha, read, submission } = rules()
    expect(captcha).toEqual(read)
    expect(captcha.duration).toBe(60)
    expect(captcha.points).toBeGreaterThan(submission.points * 3)
  })

  it('mails a few sign-in links to one address in the quarter hour a link lasts, and never floods a mailbox', () => {
    const { 'sign-in-link': perEmail, submission } = rules()
    expect(perEmail).toEqual({ points: 5, duration: 900 })
    expect(perEmail.points).toBeLessThan(submission.points)
  })
})
