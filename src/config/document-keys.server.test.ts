import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { documentKeysFrom } from './document-keys.server'
import { parseEnv } from './env.server'

// The documents' keys: DOCUMENT_KEYS when set (its first seals, all open); otherwise the local demo's own key, made
// once and kept; and a public site without keys stops with one line.

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

const keyFile = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'document-keys-'))
  folders.push(folder)
  return path.join(folder, 'data', '.document-key')
}

describe('the documents keys', () => {
  it('seal with the first of DOCUMENT_KEYS and open with any of them', () => {
    const [a, b] = [Buffer.alloc(32, 7), Buffer.alloc(32, 8)]
    const file = keyFile()
    const keys = documentKeysFrom(
      parseEnv({
        DOCUMENT_KEYS: `new:${a.toString('base64')},old:${b.toString('base64')}`,
        SITE_URL: 'https://www.brighterbridge.example',
      }),
      file,
    )
    expect(keys.current).toEqual({ id: 'new', key: a })
    expect([...keys.byId]).toEqual([
      ['new', a],
      ['old', b],
    ])
    expect(() => statSync(file)).toThrow()
  })

  it('are made once for the local demo and kept, readable only by their owner', () => {
    const file = keyFile()
    const made = documentKeysFrom(parseEnv({}), file)
    expect(made.current.id).toBe('local')
    expect(made.current.key).toHaveLength(32)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(made.current.key)
    const again = documentKeysFrom(parseEnv({ SITE_URL: 'http://localhost:3000' }), file)
    expect(again.current).toEqual(made.current)
    expect([...again.byId.keys()]).toEqual(['local'])
  })

  it('are refused, not replaced, when the local key file is damaged', () => {
    const file = keyFile()
    documentKeysFrom(parseEnv({}), file)
    writeFileSync(file, 'c2hvcnQ=')
    expect(() => documentKeysFrom(parseEnv({}), file)).toThrow('does not hold a 32-byte key in base64')
    expect(readFileSync(file, 'utf8')).toBe('c2hvcnQ=')
  })

  it('must be set for a public site', () => {
    const file = keyFile()
    expect(() => documentKeysFrom(parseEnv({ SITE_URL: 'https://www.brighterbridge.example' }), file)).toThrow(
      'Invalid environment: DOCUMENT_KEYS must be set when SITE_URL is a public address',
    )
    expect(() => statSync(file)).toThrow()
  })
})
