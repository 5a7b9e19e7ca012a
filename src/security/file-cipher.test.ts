import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { FileCipherError, openFile, sealedKeyId, sealFile } from './file-cipher'

// A sealed document opens to its bytes with the key it names, and to nothing else: a changed byte, another key, a
// key we no longer have or a file that was never sealed each fail with the problem named.

const first = { id: '2026-12', key: randomBytes(32) }
const second = { id: '2027-06', key: randomBytes(32) }
const keys = new Map([
  [first.id, first.key],
  [second.id, second.key],
])

const passport = Buffer.from('%PDF-1.7 PASSPORT of Asha Rao, number Z1234567, valid until 2031 '.repeat(40))

const problemOf = (open: () => unknown): string | undefined => {
  try {
    open()
  } catch (error) {
    if (error instanceof FileCipherError) return error.problem
    throw error
  }
  return undefined
}

describe('a sealed file', () => {
  it('opens to the same bytes, and names its key', () => {
    const sealed = sealFile(passport, first)
    expect(openFile(sealed, keys)).toEqual(passport)
    expect(sealedKeyId(sealed)).toBe('2026-12')
    expect(openFile(sealFile(new Uint8Array(0), second), keys)).toEqual(Buffer.alloc(0))
  })

  it('holds no run of the plain bytes', () => {
    const sealed = sealFile(passport, first)
    expect(sealed.includes(Buffer.from('PASSPORT'))).toBe(false)
    expect(sealed.includes(Buffer.from('Z1234567'))).toBe(false)
    expect(sealed.includes(passport.subarray(0, 16))).toBe(false)
    expect(sealed.length).toBe(passport.length + 4 + 2 + first.id.length + 12 + 16)
  })

  it('differs each time the same bytes are sealed', () => {
    const [a, b] = [sealFile(passport, first), sealFile(passport, first)]
    expect(a.equals(b)).toBe(false)
    expect(openFile(a, keys)).toEqual(openFile(b, keys))
  })

  it('refuses to open once any byte of its body or tag is changed', () => {
    const sealed = sealFile(passport, first)
    for (const at of [20, 40, sealed.length - 100, sealed.length - 1]) {
      const changed = Buffer.from(sealed)
      changed[at]! ^= 0x01
      expect(problemOf(() => openFile(changed, keys))).toBe('tampered')
    }
    expect(problemOf(() => openFile(sealed.subarray(0, sealed.length - 1), keys))).toBe('tampered')
  })

  it('cannot be made to name another key it does not open with', () => {
    const sealed = sealFile(passport, first)
    // Same length ids: the header is rewritten to name the second key, which then fails to authenticate.
    const renamed = Buffer.from(sealed)
    renamed.write(second.id, 6, 'ascii')
    expect(sealedKeyId(renamed)).toBe('2027-06')
    expect(problemOf(() => openFile(renamed, keys))).toBe('tampered')
  })

  it('says when its key is not among those given', () => {
    const sealed = sealFile(passport, { id: 'retired', key: randomBytes(32) })
    expect(problemOf(() => openFile(sealed, keys))).toBe('unknown-key')
    expect(() => openFile(sealed, keys)).toThrow('sealed with the key retired, which DOCUMENT_KEYS lacks')
  })

  it('is told apart from bytes that were never sealed', () => {
    expect(problemOf(() => openFile(passport, keys))).toBe('not-sealed')
    expect(problemOf(() => sealedKeyId(Buffer.from('BB')))).toBe('not-sealed')
    expect(problemOf(() => openFile(Buffer.alloc(0), keys))).toBe('not-sealed')
  })

  it('is sealed only with a 32-byte key and a plain id', () => {
    expect(() => sealFile(passport, { id: 'short', key: randomBytes(16) })).toThrow('32-byte key')
    expect(() => sealFile(passport, { id: 'Not/an id', key: randomBytes(32) })).toThrow('key id')
  })
})
