import { afterAll, describe, expect, it } from 'vitest'

// With REDIS_URL set, spent captcha nonces live in Redis, so a token answered on one instance is refused
// on every other.
process.env.REDIS_URL = process.env.TEST_REDIS_URL
process.env.PAYLOAD_SECRET = 'captcha-redis-test-secret-0123456789abcdef'

const { checkCaptcha, issueChallenge } = await import('./captcha.server')
const { redis } = await import('./redis.server')

afterAll(async () => {
  await redis()?.quit()
})

describe('captcha nonces in Redis', () => {
  it('accepts a token once, then refuses it as reused', async () => {
    const challenge = issueChallenge(Date.now() - 5000)
    const answer = String(challenge.a + challenge.b)
    const noDatabase = null as never // the Redis path never touches the database
    expect(await checkCaptcha(noDatabase, challenge.token, answer)).toMatchObject({ ok: true })
    expect(await checkCaptcha(noDatabase, challenge.token, answer)).toMatchObject({ ok: false, reason: 'reused' })
    const nonce = challenge.token.split('.')[0]
    expect(await redis()!.ttl(`captcha:${nonce}`)).toBeGreaterThan(60)
  })

  it('refuses a wrong answer, and the token with it', async () => {
    const challenge = issueChallenge(Date.now() - 5000)
    const wrong = String(((challenge.a + challenge.b) % 10) + 1)
    expect(await checkCaptcha(null as never, challenge.token, wrong)).toMatchObject({ ok: false, reason: 'wrong' })
    const right = String(challenge.a + challenge.b)
    expect(await checkCaptcha(null as never, challenge.token, right)).toMatchObject({ ok: false, reason: 'reused' })
  })
})
