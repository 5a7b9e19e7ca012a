import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { EnvError, env, isLocalSite } from './env.server'

const SECRET_FILE = path.resolve('data', '.payload-secret')

/**
 * PAYLOAD_SECRET signs sessions. A public deployment must set it; the local demo generates one
 * on first use and keeps it in data/ so sessions survive restarts.
 */
export function payloadSecret(): string {
  const { PAYLOAD_SECRET, SITE_URL } = env()
  if (PAYLOAD_SECRET) return PAYLOAD_SECRET
  if (!isLocalSite(SITE_URL)) {
    throw new EnvError('Invalid environment: PAYLOAD_SECRET must be set when SITE_URL is a public address')
  }
  try {
    return readFileSync(SECRET_FILE, 'utf8').trim()
  } catch {
    mkdirSync(path.dirname(SECRET_FILE), { recursive: true })
    const secret = randomBytes(32).toString('hex')
    try {
      writeFileSync(SECRET_FILE, secret, { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      // Another process created it first.
      return readFileSync(SECRET_FILE, 'utf8').trim()
    }
  }
}
