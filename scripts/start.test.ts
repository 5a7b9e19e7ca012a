import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { tsxArgs } from './lib/node-args'

/** Runs `npm start`'s script with an environment and returns its exit code and error lines. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, tsxArgs('scripts/start.ts'), {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: result.status, errorLines: result.stderr.trim().split('\n').filter(Boolean) }
}

describe('npm start with a bad configuration', () => {
  it('stops with one line naming DATABASE_URL when it is not SQLite or PostgreSQL', () => {
    const { code, errorLines } = start({ DATABASE_URL: 'mysql://root@127.0.0.1/site' })
    expect(code).toBe(1)
    expect(errorLines).toEqual([
      'Invalid environment: DATABASE_URL must be a file: URL (SQLite, e.g. file:./data/site.db) or a postgres:// URL (PostgreSQL)',
    ])
  })

  it('stops with one line when PostgreSQL cannot be reached', () => {
    const { code, errorLines } = start({ DATABASE_URL: 'postgres://site:secret@127.0.0.1:1/site' })
    expect(code).toBe(1)
    expect(errorLines).toHaveLength(1)
    expect(errorLines[0]).toMatch(
      /^Cannot connect to the database at postgres:\/\/site:\*\*\*@127\.0\.0\.1:1\/site: .*ECONNREFUSED/,
    )
  })

  it('names any other bad variable', () => {
    expect(start({ PORT: 'eighty' }).errorLines[0]).toMatch(/^Invalid environment: PORT /)
    expect(start({ SITE_URL: 'example.org' }).errorLines[0]).toBe(
      'Invalid environment: SITE_URL must be an absolute http(s) URL',
    )
  })

  it('refuses a public site without its own secret', () => {
    const { code, errorLines } = start({ SITE_URL: 'https://www.example.org' })
    expect(code).toBe(1)
    expect(errorLines).toEqual(['Invalid environment: PAYLOAD_SECRET must be set when SITE_URL is a public address'])
  })
})
