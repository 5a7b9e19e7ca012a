import type { CollectionAfterDeleteHook } from 'payload'

import { deletePrivateFiles } from '@/database/private-files.server'

/** A deleted upload leaves no file behind in the private store. */
export const eraseVersionFiles: CollectionAfterDeleteHook = async ({ doc }) => {
  const files = ((doc as { pages?: { file?: string }[] }).pages ?? []).flatMap((page) => (page.file ? [page.file] : []))
  if (files.length > 0) await deletePrivateFiles(files)
}
