import { mkdirSync } from 'node:fs'
import path from 'node:path'

// @ts-expect-error s3rver ships no type declarations; only run() and close() are used.
import S3rver from 's3rver'

// A local S3-compatible object store for the tests of uploads in a bucket (docs/decisions/0141): s3rver keeps its
// objects in a folder and answers the S3 calls Payload's adapter and the site make.

export type ObjectStore = {
  /** The S3_* settings that point an app server at the store's bucket. */
  env: Record<string, string>
  stop: () => Promise<void>
}

const BUCKET = 'site-uploads'
// s3rver accepts any signature made with these.
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

/** Starts the store on `port` (0: any free one) with one empty bucket, keeping its objects under `dir`. */
export async function startObjectStore(port: number, dir: string): Promise<ObjectStore> {
  const directory = path.resolve(dir, 'object-store')
  mkdirSync(directory, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port: listening } = (await server.run()) as { port: number }
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${listening}`,
      S3_FORCE_PATH_STYLE: 'true',
      ...KEYS,
    },
    stop: () => server.close(),
  }
}
