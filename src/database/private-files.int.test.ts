import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type DocumentKeys } from '@/config/document-keys.server'
import { env, parseEnv, type Env } from '@/config/env.server'
import { FileCipherError, sealedKeyId } from '@/security/file-cipher'

import { startObjectStore, type ObjectStore } from '../../tests/support/object-store'
import { PRIVATE_KEY_PREFIX, sealedStoreFrom, type SealedStore } from './private-file-store.server'
import {
  deletePrivateFiles,
  listPrivateFiles,
  privateFilesOf,
  putPrivateFile,
  readPrivateFile,
} from './private-files.server'
import { bucketFrom } from './upload-storage.server'

// Students' documents on disk (PRIVATE_FILES_DIR) and in an S3-compatible bucket (a local s3rver): what is stored is
// sealed, never the file; it reads back whole, is gone once deleted, and a file sealed with an older key still reads
// once a new key seals new files.

const root = mkdtempSync(path.join(tmpdir(), 'private-files-'))
let objectStore: ObjectStore
beforeAll(async () => {
  objectStore = await startObjectStore(0, root)
})
afterAll(async () => {
  await objectStore?.stop()
  rmSync(root, { recursive: true, force: true })
})

const keyOf = (id: string) => ({ id, key: randomBytes(32) })
const keysOf = (...keys: { id: string; key: Buffer }[]): DocumentKeys => ({
  current: keys[0]!,
  byId: new Map(keys.map(({ id, key }) => [id, key])),
})

const passport = Buffer.concat([Buffer.from('%PDF-1.7\nPASSPORT Asha Rao Z1234567\n'), randomBytes(200_000)])
const transcript = Buffer.from('\x89PNG transcript of marks, semester 1 to 6')

const collect = async (names: AsyncIterable<string>) => {
  const found: string[] = []
  for await (const name of names) found.push(name)
  return found.sort()
}

type Setup = { name: string; settings: () => Env; storedBytes: (settings: Env, name: string) => Promise<Buffer | null> }

const setups: Setup[] = [
  {
    name: 'on disk',
    settings: () => parseEnv({ PRIVATE_FILES_DIR: path.join(root, 'disk', 'private-files') }),
    storedBytes: async (settings, name) => {
      try {
        return readFileSync(path.join(settings.PRIVATE_FILES_DIR, name))
      } catch {
        return null
      }
    },
  },
  {
    name: 'in an S3-compatible bucket',
    settings: () => parseEnv({ ...objectStore.env, PRIVATE_FILES_DIR: path.join(root, 'unused') }),
    storedBytes: async (settings, name) => {
      const bucket = bucketFrom(settings)!
      const s3 = new S3Client(bucket.config)
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: PRIVATE_KEY_PREFIX + name }))
        return Buffer.from(await object.Body!.transformToByteArray())
      } catch {
        return null
      } finally {
        s3.destroy()
      }
    },
  },
]

describe.each(setups)('private files $name', ({ settings: settingsOf, storedBytes }) => {
  let settings: Env
  let store: SealedStore
  beforeAll(() => {
    settings = settingsOf()
    store = sealedStoreFrom(settings)
  })

  it('are stored sealed, read back whole, and are gone once deleted', async () => {
    const files = privateFilesOf(store, keysOf(keyOf('2026-12')))
    const [a, b] = [randomUUID(), randomUUID()]
    expect(await files.put(a, passport)).toEqual({ keyId: '2026-12', storedBytes: passport.length + 41 })
    await files.put(b, transcript)

    const stored = (await storedBytes(settings, a))!
    expect(stored).toHaveLength(passport.length + 41)
    expect(stored.includes(Buffer.from('PASSPORT'))).toBe(false)
    expect(stored.includes(passport.subarray(-64))).toBe(false)
    expect(sealedKeyId(stored)).toBe('2026-12')

    expect(await files.read(a)).toEqual(passport)
    expect(await files.read(b)).toEqual(transcript)
    expect(await collect(files.list())).toEqual(expect.arrayContaining([a, b].sort()))

    await files.delete([a, b, randomUUID()])
    expect(await files.read(a)).toBeNull()
    expect(await storedBytes(settings, a)).toBeNull()
    expect(await collect(files.list())).not.toContain(a)
  })

  it('sealed with an older key still read once a new key is first, and are sealed again with it', async () => {
    const [old, next] = [keyOf('old'), keyOf('next')]
    const before = privateFilesOf(store, keysOf(old))
    const name = randomUUID()
    await before.put(name, transcript)

    const after = privateFilesOf(store, keysOf(next, old))
    expect(await after.read(name)).toEqual(transcript)
    const fresh = randomUUID()
    expect((await after.put(fresh, passport)).keyId).toBe('next')

    expect(await after.reseal(name)).toBe('resealed')
    expect(await after.reseal(name)).toBe('current')
    expect(await after.reseal(randomUUID())).toBe('gone')
    expect(sealedKeyId((await storedBytes(settings, name))!)).toBe('next')
    // The old key can go now.
    expect(await privateFilesOf(store, keysOf(next)).read(name)).toEqual(transcript)
    await expect(before.read(fresh)).rejects.toBeInstanceOf(FileCipherError)
  })

  it('are not brought back by a re-seal once deleted', async () => {
    const name = randomUUID()
    expect(await store.replace(name, Buffer.from('sealed bytes'))).toBe(false)
    expect(await store.get(name)).toBeNull()
  })

  it('refuse names that are not plain ids', async () => {
    const files = privateFilesOf(store, keysOf(keyOf('k')))
    for (const name of ['../uploads/media/x', 'a/b/c/d/e', 'short', 'name with spaces', '.hidden-file', '']) {
      await expect(files.put(name, transcript)).rejects.toThrow('8 to 80 letters, digits or dashes')
      await expect(files.read(name)).rejects.toThrow('8 to 80 letters, digits or dashes')
    }
    await expect(files.delete([randomUUID(), '../site.db'])).rejects.toThrow('8 to 80 letters')
  })
})

describe('the site private files', () => {
  it('live in PRIVATE_FILES_DIR, outside the uploads, written whole and readable by the site alone', async () => {
    const name = randomUUID()
    expect(await putPrivateFile(name, passport)).toEqual({ keyId: 'test', storedBytes: passport.length + 38 })
    const folder = path.resolve(env().PRIVATE_FILES_DIR)
    expect(readdirSync(folder)).toEqual([name])
    expect(statSync(path.join(folder, name)).mode & 0o777).toBe(0o600)
    expect(path.relative(path.resolve(env().UPLOADS_DIR), folder).startsWith('..')).toBe(true)
    expect(await readPrivateFile(name)).toEqual(passport)
    expect(await collect(listPrivateFiles())).toEqual([name])

    const changed = readFileSync(path.join(folder, name))
    changed[changed.length - 20]! ^= 0x01
    writeFileSync(path.join(folder, name), changed)
    await expect(readPrivateFile(name)).rejects.toMatchObject({ name: 'FileCipherError', problem: 'tampered' })
    await deletePrivateFiles([name])
    expect(await readPrivateFile(name)).toBeNull()
    expect(readdirSync(folder)).toEqual([])
  })
})
