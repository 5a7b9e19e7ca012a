import { randomBytes, randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { CAPTCHA_OPERAND, MESSAGES } from '@/schema/form-schema'

import { derivedKey, sameSignature, sign } from '@/security/signing-keys.server'
import { redis } from './redis.server'

/**
 * The captcha of docs/product.md §5, issued by the server (docs/decisions/0052-captcha.md): the page shows the
 * operands, and the token carries a nonce, the issue time, the expiry and an HMAC over them and the sum.
 * The answer is checked by the server against the HMAC; each nonce is accepted once, recorded in the
 * database (or Redis when REDIS_URL is set) so every instance agrees.
 */
export const CAPTCHA_TTL_MS = 2 * 60 * 60 * 1000

export type Challenge = { a: number; b: number; token: string; expiresAt: string }

const mac = (nonce: string, issued: number, expires: number, sum: number) =>
  sign(derivedKey('captcha'), `${nonce}.${issued}.${expires}.${sum}`)

export function issueChallenge(now = Date.now()): Challenge {
  const a = randomInt(CAPTCHA_OPERAND.min, CAPTCHA_OPERAND.max + 1)
  const b = randomInt(CAPTCHA_OPERAND.min, CAPTCHA_OPERAND.max + 1)
  const nonce = randomBytes(12).toString('base64url')
  const expires = now + CAPTCHA_TTL_MS
  const token = `${nonce}.${now.toString(36)}.${expires.toString(36)}.${mac(nonce, now, expires, a + b)}`
  return { a, b, token, expiresAt: new Date(expires).toISOString() }
}

export type CaptchaCheck =
  | { ok: true; issuedAt: number }
  | { ok: false; reason: 'empty' | 'malformed' | 'expired' | 'wrong' | 'reused'; message: string }

const fail = (reason: Exclude<CaptchaCheck, { ok: true }>['reason']): CaptchaCheck => ({
  ok: false,
  reason,
  message: reason === 'empty' ? MESSAGES.captchaEmpty : MESSAGES.captchaWrong,
})

/** Checks an answer against its token, then spends the token so it never counts twice. */
export async function checkCaptcha(
  payload: Payload,
  token: string | undefined,
  answer: string | undefined,
  now = Date.now(),
): Promise<CaptchaCheck> {
  if (!answer) return fail('empty')
  const parts = token?.split('.') ?? []
  if (parts.length !== 4 || !/^\d{1,2}$/.test(answer)) return fail(parts.length === 4 ? 'wrong' : 'malformed')
  const [nonce, issuedText, expiresText, signature] = parts as [string, string, string, string]
  const issued = parseInt(issuedText, 36)
  const expires = parseInt(expiresText, 36)
  if (!/^[\w-]{16}$/.test(nonce) || !Number.isFinite(issued) || !Number.isFinite(expires)) return fail('malformed')
  if (expires < now) return fail('expired')
  // Any of the possible sums? Then the token is genuine whatever the answer, and is spent now.
  let genuine = false
  for (let sum = CAPTCHA_OPERAND.min * 2; sum <= CAPTCHA_OPERAND.max * 2; sum++) {
    if (sameSignature(mac(nonce, issued, expires, sum), signature)) genuine = true
  }
  if (!genuine) return fail('malformed')
  if (!(await spendNonce(payload, nonce, expires))) return fail('reused')
  if (!sameSignature(mac(nonce, issued, expires, Number(answer)), signature)) return fail('wrong')
  return { ok: true, issuedAt: issued }
}

/** Records the nonce; false when it was spent before (here or on another instance). */
async function spendNonce(payload: Payload, nonce: string, expires: number): Promise<boolean> {
  const store = redis()
  if (store) {
    const ttl = Math.max(1, Math.ceil((expires - Date.now()) / 1000))
    return (await store.set(`captcha:${nonce}`, '1', 'EX', ttl, 'NX')) === 'OK'
  }
  try {
    await payload.create({
      collection: 'captcha-nonces',
      data: { nonce, expiresAt: new Date(expires).toISOString() },
      overrideAccess: true,
    })
  } catch (error) {
    const text = `${String(error)} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`
    if ((error as Error)?.name === 'ValidationError' || /unique|duplicate|constraint|nonce/i.test(text)) {
      return false
    }
    throw error
  }
  if (Math.random() < 0.01) void sweepNonces(payload)
  return true
}

async function sweepNonces(payload: Payload): Promise<void> {
  await payload
    .delete({
      collection: 'captcha-nonces',
      where: { expiresAt: { less_than: new Date().toISOString() } },
      overrideAccess: true,
    })
    .catch(() => {})
}
