import { describe, expect, it } from 'vitest'

import { leadToken, LEAD_TOKEN_MS, manageToken, readLeadToken, readManageToken } from './tokens.server'

process.env.PAYLOAD_SECRET ??= 'a-test-secret-of-thirty-two-characters!'

describe('booking tokens', () => {
  const now = Date.parse('2026-11-27T10:00:00Z')

  it('let the sender of a lead book for it until the token runs out, and say nothing of the id in clear', () => {
    const token = leadToken('consultations', 42, now)
    // The readable part, not the signature, whose letters vary with the secret and may hold "42" by chance.
    expect(token.split('.')[0]).not.toContain('42')
    expect(readLeadToken(token, now + 1000)).toMatchObject({ collection: 'consultations', id: 42 })
    expect(readLeadToken(token, now + LEAD_TOKEN_MS + 1)).toBeNull()
  })

  it('let a booking be moved or cancelled until it starts, and not after', () => {
    const start = now + 3 * 60 * 60 * 1000
    const token = manageToken(7, start)
    expect(readManageToken(token, now)).toMatchObject({ booking: 7 })
    expect(readManageToken(token, start)).toBeNull()
  })

  it('refuse a token that was changed, cut, or made for the other purpose', () => {
    const token = manageToken(7, now + 60_000)
    const [body, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ kind: 'manage', booking: 8, until: now + 60_000 })).toString(
      'base64url',
    )
    expect(readManageToken(`${forged}.${signature}`, now)).toBeNull()
    expect(readManageToken(body, now)).toBeNull()
    expect(readManageToken(`${token}.x`, now)).toBeNull()
    expect(readLeadToken(token, now)).toBeNull()
    expect(readManageToken(leadToken('enquiries', 7, now), now)).toBeNull()
    expect(readManageToken(undefined, now)).toBeNull()
  })
})
