import { open } from 'node:fs/promises'

import type { CollectionBeforeOperationHook } from 'payload'

import { uploadRefusal, type UploadCollection } from '../../security/uploads'
import { StaffRefusal } from '../staff-refusal'

const HEAD_BYTES = 16

async function headOf(file: { data?: Buffer; tempFilePath?: string }): Promise<Uint8Array> {
  if (file.data?.length) return file.data.subarray(0, HEAD_BYTES)
  if (!file.tempFilePath) return new Uint8Array()
  const handle = await open(file.tempFilePath, 'r')
  try {
    const head = new Uint8Array(HEAD_BYTES)
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Refuses a file above the collection's size or whose content is not one of its types, whatever its name and
 * declared type say, before anything is stored.
 */
export const guardUpload =
  (collection: UploadCollection): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const file = req.file
    if ((operation !== 'create' && operation !== 'update') || !file) return args
    const refusal = uploadRefusal(collection, { size: file.size, head: await headOf(file), name: file.name })
    if (refusal) {
      const status = refusal.reason === 'size' ? 413 : 400
      throw new StaffRefusal(refusal.message, status, 'file')
    }
    return args
  }
