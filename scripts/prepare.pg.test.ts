import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

import { tsxArgs } from './lib/node-args'

import type { PrepareOutcome } from '../src/operations/prepare-database.server'

// npm start's database step (scripts/prepare.ts) on PostgreSQL, as a separate process like npm start runs it.
const run = promisify(execFile)
const scratch = mkdtempSync(path.join(tmpdir(), 'prepare-pg-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

async function prepare() {
  const outcomeFile = path.join(scratch, `outcome-${Date.now()}.json`)
  const { stdout } = await run(process.execPath, tsxArgs('scripts/prepare.ts'), {
    env: { ...process.env, PREPARE_OUTCOME_FILE: outcomeFile, UPLOADS_DIR: path.join(scratch, 'uploads') },
    timeout: 600_000,
  })
  return { stdout, outcome: JSON.parse(readFileSync(outcomeFile, 'utf8')) as PrepareOutcome }
}

describe('npm start on PostgreSQL', () => {
  it('creates, migrates and seeds a new database, then leaves it alone on the next start', async () => {
    const first = await prepare()
    expect(process.env.DATABASE_URL).toMatch(/^postgres/)
    expect(first.outcome).toEqual({ admin: { kind: 'created', email: 'admin@example.com', demo: true }, seeded: true })
    expect(first.stdout).toContain('Seed complete')

    const second = await prepare()
    expect(second.outcome).toEqual({ admin: { kind: 'exists' }, seeded: false })
    expect(second.stdout).not.toContain('Seeding')
  }, 900_000)
})
