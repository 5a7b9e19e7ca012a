import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/config/secret.server'

/** A key for one purpose, derived from PAYLOAD_SECRET: a leaked captcha key signs no unsubscribe link. */
export function derivedKey(purpose: 'captcha' | 'newsletter' | 'booking'): Buffer {
  return createHmac('sha256', payloadSecret()).update(`brighter-bridge:${purpose}`).digest()
}

export const sign = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('base64url')

/** Constant-time comparison of two base64url signatures. */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
