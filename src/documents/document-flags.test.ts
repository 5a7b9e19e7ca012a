import { describe, expect, it } from 'vitest'

import { expiryFlag, isOverdue } from './document-flags'

const NOW = new Date('2027-03-01T12:00:00.000Z')

describe('an item overdue', () => {
  it('is past its due date and still to be sent', () => {
    expect(isOverdue({ dueAt: '2027-02-28T12:00:00.000Z', status: 'missing' }, NOW)).toBe(true)
    expect(isOverdue({ dueAt: '2027-02-28T12:00:00.000Z', status: 'rejected' }, NOW)).toBe(true)
  })

  it('is not when sent, approved, not yet due or without a due date', () => {
    expect(isOverdue({ dueAt: '2027-02-28T12:00:00.000Z', status: 'to-review' }, NOW)).toBe(false)
    expect(isOverdue({ dueAt: '2027-02-28T12:00:00.000Z', status: 'approved' }, NOW)).toBe(false)
    expect(isOverdue({ dueAt: '2027-03-02T12:00:00.000Z', status: 'missing' }, NOW)).toBe(false)
    expect(isOverdue({ dueAt: null, status: 'missing' }, NOW)).toBe(false)
  })

  it('is never an optional document', () => {
    expect(isOverdue({ dueAt: '2027-02-28T12:00:00.000Z', status: 'missing', required: false }, NOW)).toBe(false)
    expect(isOverdue({ dueAt: '2027-02-28T12:00:00.000Z', status: 'missing', required: true }, NOW)).toBe(true)
  })
})

describe('a document’s validity flag', () => {
  it('flags a document that has ended, or ends within the warning days', () => {
    expect(expiryFlag({ validUntil: '2027-02-01T12:00:00.000Z' }, [], NOW)).toEqual({
      kind: 'expired',
      on: '2027-02-01T12:00:00.000Z',
    })
    expect(expiryFlag({ validUntil: '2027-03-25T12:00:00.000Z' }, [], NOW)?.kind).toBe('expiring')
    expect(expiryFlag({ validUntil: '2027-04-15T12:00:00.000Z' }, [], NOW)).toBeNull()
  })

  it('flags a passport that ends before the latest intake plus the rule’s months', () => {
    const passport = {
      validity: 'valid-after-intake' as const,
      validityMonths: 6,
      validUntil: '2028-01-31T12:00:00.000Z',
    }
    // September 2027 + 6 months = 1 March 2028: the passport ends a month too soon.
    expect(expiryFlag(passport, ['2027-01', '2027-09'], NOW)?.kind).toBe('too-short')
    expect(expiryFlag(passport, ['2027-01'], NOW)).toBeNull()
    expect(expiryFlag({ ...passport, validUntil: '2028-03-01T12:00:00.000Z' }, ['2027-09'], NOW)).toBeNull()
  })

  it('takes an "issued within" document’s end from its issue date', () => {
    const report = { validity: 'issued-within' as const, validityMonths: 24, issuedOn: '2025-03-20T12:00:00.000Z' }
    expect(expiryFlag(report, [], NOW)).toEqual({ kind: 'expiring', on: '2027-03-20T12:00:00.000Z' })
    expect(expiryFlag({ ...report, issuedOn: '2026-01-01T12:00:00.000Z' }, [], NOW)).toBeNull()
  })

  it('says nothing without a date to judge', () => {
    expect(expiryFlag({ validity: 'valid-after-intake', validityMonths: 6 }, ['2027-09'], NOW)).toBeNull()
    expect(expiryFlag({ validity: 'none' }, [], NOW)).toBeNull()
  })
})
