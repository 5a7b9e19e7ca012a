import { describe, expect, it } from 'vitest'

import { isLocalSite, parseEnv } from './env.server'

describe('environment', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.UPLOADS_DIR).toBe('./data/uploads')
  })

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SITE_URL: '' }).DATABASE_URL).toBe('file:./data/site.db')
  })

  it('accepts SQLite files and PostgreSQL URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'file:/var/lib/site/site.db' }).DATABASE_URL).toBe('file:/var/lib/site/site.db')
    expect(parseEnv({ DATABASE_URL: 'postgresql://u:p@db:5432/site' }).DATABASE_URL).toBe(
      'postgresql://u:p@db:5432/site',
    )
  })

  it('names the first bad variable in one line', () => {
    expect(() => parseEnv({ REDIS_URL: 'http://cache' })).toThrow(
      'Invalid environment: REDIS_URL must be a redis:// or rediss:// URL',
    )
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(
      'Invalid environment: PAYLOAD_SECRET must be at least 32 characters',
    )
    expect(() => parseEnv({ ADMIN_EMAIL: 'owner@example.org' })).toThrow(
      'Invalid environment: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    )
  })

  it('keeps uploads on disk unless a bucket is named, and refuses half an S3 setting', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined()
    const s3 = parseEnv({ S3_BUCKET: 'site-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' })
    expect(s3).toMatchObject({ S3_BUCKET: 'site-uploads', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true })
    expect(() => parseEnv({ S3_BUCKET: 'site-uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    )
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid environment: S3_BUCKET must be set when other S3_ settings are',
    )
    expect(() => parseEnv({ S3_BUCKET: 'site-uploads', S3_ENDPOINT: 'ftp://x' })).toThrow(
      'Invalid environment: S3_ENDPOINT must be an http(s) URL',
    )
  })

  it("reads the documents' keys in order, and names the entry that is wrong without repeating a key", () => {
    const [a, b] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)]
    const keys = parseEnv({ DOCUMENT_KEYS: `2027-01:${a.toString('base64')}, old:${b.toString('base64url')}` })
    expect(keys.DOCUMENT_KEYS).toEqual([
      { id: '2027-01', key: a },
      { id: 'old', key: b },
    ])
    expect(parseEnv({}).DOCUMENT_KEYS).toBeUndefined()
    const secret = a.toString('base64')
    const refused = {
      [secret]: 'DOCUMENT_KEYS entry 1 must be id:base64key',
      [`Upper:${secret}`]: 'DOCUMENT_KEYS entry 1 needs an id of 1 to 20 lowercase letters, digits or dashes',
      [`a:${secret},a:${secret}`]: 'DOCUMENT_KEYS names the key id a twice',
      [`a:${secret},b:${Buffer.alloc(16).toString('base64')}`]: 'DOCUMENT_KEYS key b must be 32 bytes in base64',
      [`a:${secret.slice(0, 20)}!${secret.slice(21)}`]: 'DOCUMENT_KEYS key a must be 32 bytes in base64',
      [`a:${secret},`]: 'DOCUMENT_KEYS entry 2 must be id:base64key',
    }
    for (const [value, message] of Object.entries(refused)) {
      expect(() => parseEnv({ DOCUMENT_KEYS: value })).toThrow(`Invalid environment: ${message}`)
      try {
        parseEnv({ DOCUMENT_KEYS: value })
      } catch (error) {
        expect((error as Error).message).not.toContain(secret)
      }
    }
  })

  it('keeps private files apart from the uploads and the public folder', () => {
    expect(parseEnv({}).PRIVATE_FILES_DIR).toBe('./data/private-files')
    for (const inside of ['./data/uploads', './data/uploads/private', 'public/files', './data', '.']) {
      expect(() => parseEnv({ PRIVATE_FILES_DIR: inside })).toThrow(
        'Invalid environment: PRIVATE_FILES_DIR must be a folder of its own, outside UPLOADS_DIR and public/',
      )
    }
    expect(parseEnv({ PRIVATE_FILES_DIR: '/srv/private', UPLOADS_DIR: '/srv/uploads' }).PRIVATE_FILES_DIR).toBe(
      '/srv/private',
    )
  })

  it('knows a local site from a public one', () => {
    expect(isLocalSite(undefined)).toBe(true)
    expect(isLocalSite('http://localhost:3000')).toBe(true)
    expect(isLocalSite('http://127.0.0.1:3100')).toBe(true)
    expect(isLocalSite('https://www.brighterbridge.example')).toBe(false)
  })
})
