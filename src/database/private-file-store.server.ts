import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import type { Env } from '@/config/env.server'

import { bucketFrom } from './upload-storage.server'

// Where students' sealed documents lie (docs/decisions/0187): PRIVATE_FILES_DIR on disk, or the uploads' bucket
// under a prefix no public route reads. This layer moves sealed bytes only; private-files.server.ts seals them.

/** The key prefix of private files in the bucket: the public file routes read only media/ and documents/. */
export const PRIVATE_KEY_PREFIX = 'private/student-documents/'

export type SealedStore = {
  get(name: string): Promise<Buffer | null>
  put(name: string, sealed: Uint8Array): Promise<void>
  /** Writes only if the file is still there: a file deleted meanwhile stays deleted. False when it was gone. */
  replace(name: string, sealed: Uint8Array): Promise<boolean>
  delete(name: string): Promise<void>
  list(): AsyncIterable<string>
}

/** The store the settings name: the bucket when S3_BUCKET is set, else the PRIVATE_FILES_DIR folder. */
export function sealedStoreFrom(settings: Env): SealedStore {
  const bucket = bucketFrom(settings)
  return bucket
    ? bucketStore(new S3Client(bucket.config), bucket.bucket)
    : diskStore(path.resolve(settings.PRIVATE_FILES_DIR))
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

export function diskStore(folder: string): SealedStore {
  const file = (name: string) => path.join(folder, name)
  const exists = (name: string) =>
    stat(file(name)).then(
      () => true,
      (error: unknown) => (missing(error) ? false : Promise.reject(error)),
    )
  const put = async (name: string, sealed: Uint8Array) => {
    await mkdir(folder, { recursive: true, mode: 0o700 })
    // Written beside under a hidden name, flushed, then renamed: a reader sees the whole file or none.
    const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`)
    const handle = await open(temporary, 'wx', 0o600)
    try {
      await handle.writeFile(sealed)
      await handle.sync()
    } catch (error) {
      await handle.close()
      await rm(temporary, { force: true })
      throw error
    }
    await handle.close()
    await rename(temporary, file(name)).catch(async (error: unknown) => {
      await rm(temporary, { force: true })
      throw error
    })
  }
  return {
    get: (name) => readFile(file(name)).catch((error: unknown) => (missing(error) ? null : Promise.reject(error))),
    put,
    async replace(name, sealed) {
      if (!(await exists(name))) return false
      await put(name, sealed)
      return true
    },
    delete: (name) => rm(file(name), { force: true }),
    async *list() {
      let entries
      try {
        entries = await readdir(folder, { withFileTypes: true })
      } catch (error) {
        if (missing(error)) return
        throw error
      }
      for (const entry of entries) if (entry.isFile() && !entry.name.startsWith('.')) yield entry.name
    },
  }
}

const notFound = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  return status === 404 || (error as { name?: string }).name === 'NoSuchKey'
}

export function bucketStore(s3: S3Client, bucket: string): SealedStore {
  const key = (name: string) => `${PRIVATE_KEY_PREFIX}${name}`
  const put = async (name: string, sealed: Uint8Array) => {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key(name),
        Body: sealed,
        ContentType: 'application/octet-stream',
        CacheControl: 'private, no-store',
      }),
    )
  }
  return {
    async get(name) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }))
        return Buffer.from(await object.Body!.transformToByteArray())
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    put,
    async replace(name, sealed) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }))
      } catch (error) {
        if (notFound(error)) return false
        throw error
      }
      await put(name, sealed)
      return true
    },
    async delete(name) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }))
    },
    async *list() {
      let token: string | undefined
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: PRIVATE_KEY_PREFIX, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(PRIVATE_KEY_PREFIX.length)
          if (name && !name.includes('/')) yield name
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
  }
}
