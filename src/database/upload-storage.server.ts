import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env, type Env } from '@/config/env.server'

// Where uploaded files live (docs/decisions/0141-uploads-in-object-storage.md): the UPLOADS_DIR folder by default,
// or an S3-compatible bucket when S3_BUCKET is set, so that every instance behind a load balancer sees every file.

/** The upload collections and the folder (or key prefix) each keeps its files under. */
export const UPLOAD_FOLDERS = { media: 'media', documents: 'documents' } as const
export type UploadFolder = keyof typeof UPLOAD_FOLDERS

type Bucket = { bucket: string; config: S3ClientConfig }

/** The bucket and its client settings, or null when uploads stay on disk. */
export function bucketFrom(settings: Env): Bucket | null {
  if (!settings.S3_BUCKET) return null
  return {
    bucket: settings.S3_BUCKET,
    config: {
      region: settings.S3_REGION,
      ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY } }
        : {}),
      // Checksums only where S3 requires them: many S3-compatible stores do not accept the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/**
 * Payload's S3 adapter for the upload collections. Its fields (the key prefix and the object key) are in the schema
 * whether or not a bucket is set, so one set of migrations serves both.
 */
export function uploadStoragePlugin(): Plugin {
  const bucket = bucketFrom(env())
  return s3Storage({
    enabled: bucket !== null,
    alwaysInsertFields: true,
    bucket: bucket?.bucket ?? '',
    config: bucket?.config ?? {},
    collections: {
      media: { prefix: UPLOAD_FOLDERS.media },
      documents: { prefix: UPLOAD_FOLDERS.documents },
    },
  })
}

/** A stored upload: its size and time, and its bytes when asked for. */
export type StoredUpload = { size: number; modified: Date; open: () => Promise<ReadableStream> }

type Store = { bucket: string; client: S3Client } | null

// Read once: the environment does not change while the process runs, and one client keeps its connections.
let store: Store | undefined

function bucketStore(): Store {
  if (store === undefined) {
    const bucket = bucketFrom(env())
    store = bucket && { bucket: bucket.bucket, client: new S3Client(bucket.config) }
  }
  return store
}

/** The upload `file` of `folder`, from the bucket or the disk; null when there is none. */
export async function findUpload(folder: UploadFolder, file: string): Promise<StoredUpload | null> {
  const bucket = bucketStore()
  return bucket ? fromBucket(bucket, `${UPLOAD_FOLDERS[folder]}/${file}`) : fromDisk(folder, file)
}

async function fromDisk(folder: UploadFolder, file: string): Promise<StoredUpload | null> {
  const fullPath = path.resolve(env().UPLOADS_DIR, UPLOAD_FOLDERS[folder], file)
  const stats = await stat(fullPath).catch(() => null)
  if (!stats?.isFile()) return null
  return {
    size: stats.size,
    modified: stats.mtime,
    open: async () => Readable.toWeb(createReadStream(fullPath)) as ReadableStream,
  }
}

async function fromBucket({ bucket, client: s3 }: NonNullable<Store>, key: string): Promise<StoredUpload | null> {
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null
    throw error
  })
  if (!head) return null
  return {
    size: head.ContentLength ?? 0,
    modified: head.LastModified ?? new Date(0),
    open: async () => {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return (object.Body as { transformToWebStream: () => ReadableStream }).transformToWebStream()
    },
  }
}
