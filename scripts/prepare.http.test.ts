import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { serverEnv } from '../playwright.config'
import { E2E_SERVERS } from '../tests/support/e2e-servers'
import { DEMO_ADMIN } from '../tests/support/http-api'
import { tsxArgs } from './lib/node-args'

import type { PrepareOutcome } from '../src/operations/prepare-database.server'

// npm start's database step on a new database, on SQLite and on PostgreSQL: the end-to-end servers were started
// exactly as `npm start` starts them, on databases made for this run. Their first start is read from its output;
// the next start's database step (scripts/prepare.ts, a process of its own as npm start runs it) runs here.
const run = promisify(execFile)

const serverAt = (baseURL: string | undefined) => {
  const server = E2E_SERVERS.find(({ port }) => baseURL === `http://127.0.0.1:${port}`)
  if (!server) throw new Error(`no end-to-end server at ${baseURL}`)
  return server
}

test('npm start migrates, creates the demo admin and seeds a new database, then leaves it alone on the next start', async ({
  baseURL,
  request,
}) => {
  const { port, databaseUrl, dataDir } = serverAt(baseURL)

  const logs = readdirSync(dataDir).filter((name) => /^server-\d+\.log$/.test(name))
  expect(logs).toHaveLength(1)
  const firstStart = readFileSync(path.join(dataDir, logs[0]), 'utf8')
  expect(firstStart).toContain('Seed complete')
  expect(firstStart).toContain(`Demo sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`)
  expect((await request.post('/cms-api/users/login', { data: DEMO_ADMIN })).status()).toBe(200)

  const outcomeFile = path.resolve(dataDir, `next-start-${Date.now()}.json`)
  try {
    const { stdout } = await run(process.execPath, tsxArgs('scripts/prepare.ts'), {
      env: { ...process.env, ...serverEnv(port, databaseUrl, dataDir), PREPARE_OUTCOME_FILE: outcomeFile },
      timeout: 120_000,
    })
    const outcome = JSON.parse(readFileSync(outcomeFile, 'utf8')) as PrepareOutcome
    expect(outcome).toEqual({ admin: { kind: 'exists' }, seeded: false })
    expect(stdout).not.toContain('Seeding')
  } finally {
    rmSync(outcomeFile, { force: true })
  }
})
