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

  it('knows a local site from a public one', () => {
    expect(isLocalSite(undefined)).toBe(true)
    expect(isLocalSite('http://localhost:3000')).toBe(true)
    expect(isLocalSite('http://127.0.0.1:3100')).toBe(true)
    expect(isLocalSite('https://www.brighterbridge.example')).toBe(false)
  })
})
