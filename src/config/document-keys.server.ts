import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { EnvError, env, isLocalSite, type DocumentKey, type Env } from './env.server'

/** Where the local demo keeps the key it made for itself, beside data/.payload-secret. */
export const LOCAL_KEY_FILE = path.resolve('data', '.document-key')
/** The id of the local demo's own key. */
export const LOCAL_KEY_ID = 'local'

export type DocumentKeys = { current: DocumentKey; byId: Map<string, Buffer> }

/**
 * The keys of students' documents (docs/decisions/0186): DOCUMENT_KEYS' first key seals new files, every key opens
 * the files sealed with it. A public deployment must set them; the local demo generates one on first use and keeps it
 * in data/ so its files stay readable across restarts.
 */
export function documentKeysFrom(settings: Env, localKeyFile: string = LOCAL_KEY_FILE): DocumentKeys {
  const keys = settings.DOCUMENT_KEYS ?? [{ id: LOCAL_KEY_ID, key: localKey(settings, localKeyFile) }]
  return { current: keys[0]!, byId: new Map(keys.map(({ id, key }) => [id, key])) }
}

let cached: DocumentKeys | undefined

/** The keys from the environment, read once per process as the environment is. */
export function documentKeys(): DocumentKeys {
  cached ??= documentKeysFrom(env())
  return cached
}

function localKey({ SITE_URL }: Env, file: string): Buffer {
  if (!isLocalSite(SITE_URL)) {
    throw new EnvError('Invalid environment: DOCUMENT_KEYS must be set when SITE_URL is a public address')
  }
  const read = () => {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
    if (key.length !== 32) throw new EnvError(`${file} does not hold a 32-byte key in base64: restore it from a copy`)
    return key
  }
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(path.dirname(file), { recursive: true })
  const key = randomBytes(32)
  try {
    writeFileSync(file, key.toString('base64'), { flag: 'wx', mode: 0o600 })
    return key
  } catch {
    // Another process created it first.
    return read()
  }
}
