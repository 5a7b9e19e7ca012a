import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { siteUrl } from '../../src/config/env.server'
import { payloadSecret } from '../../src/config/secret.server'
import { DEMO_ADMIN } from '../../src/operations/admin-account.server'
import type { PrepareOutcome } from '../../src/operations/prepare-database.server'
import { fail, loadEnv } from './cli'
import { healthAnswer } from './health'
import { tsxArgs } from './node-args'
import { run } from './run'
import { waitUntil } from './wait-until'

/** Validates the environment and prepares the database; returns the environment for the server. */
export async function prepareToServe() {
  const env = loadEnv()
  let secret: string
  try {
    secret = payloadSecret()
  } catch (error) {
    fail((error as Error).message)
  }
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PAYLOAD_SECRET: secret, NEXT_TELEMETRY_DISABLED: '1' }

  const outcomeFile = path.join(tmpdir(), `prepare-${process.pid}.json`)
  const code = await run(process.execPath, tsxArgs('scripts/prepare.ts'), {
    ...childEnv,
    PREPARE_OUTCOME_FILE: outcomeFile,
  })
  if (code !== 0) process.exit(code)
  const outcome = existsSync(outcomeFile)
    ? (JSON.parse(readFileSync(outcomeFile, 'utf8')) as PrepareOutcome)
    : undefined
  rmSync(outcomeFile, { force: true })
  return { env, childEnv, outcome }
}

/**
 * Resolves once the server answers its health check (whatever the answer), or after `timeoutMs`. That first
 * check also starts Payload and with it the jobs queue, so mail left queued before a restart goes out even
 * if no visitor comes.
 */
export async function firstAnswer(port: number, timeoutMs = 120_000): Promise<boolean> {
  const answered = async () => (await healthAnswer(`http://127.0.0.1:${port}`)) !== undefined
  return waitUntil(answered, { timeoutMs, intervalMs: 250 })
}

export function printBanner(outcome: PrepareOutcome | undefined) {
  const base = siteUrl()
  const lines = [`Site:  ${base}`, `Admin: ${base}/admin`]
  if (outcome?.admin.kind === 'created' && outcome.admin.demo) {
    lines.push(
      `Demo sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  (change it in the admin, or: npm run create-admin)`,
    )
  } else if (outcome?.admin.kind === 'none') {
    lines.push('No staff account yet: open the admin to create the first one.')
  }
  console.log(`\n${lines.join('\n')}\n`)
}
