import type { PrivateFiles } from '@/database/private-files.server'
import { FileCipherError } from '@/security/file-cipher'

// `npm run documents:rotate-key` (docs/decisions/0186): once a new key is first in DOCUMENT_KEYS on every instance,
// every file sealed with another key is sealed again with it, so the old key can be removed. The site keeps running:
// each file is replaced whole, and a file deleted meanwhile is not brought back.

export type RotationCounts = {
  resealed: number
  current: number
  gone: number
  /** Files that could not be opened (their key is not in DOCUMENT_KEYS, or they were changed): left as they are. */
  unreadable: { name: string; problem: string }[]
}

export async function rotateDocumentKey(
  files: PrivateFiles,
  log: (line: string) => void = () => {},
): Promise<RotationCounts> {
  const counts: RotationCounts = { resealed: 0, current: 0, gone: 0, unreadable: [] }
  for await (const name of files.list()) {
    try {
      counts[await files.reseal(name)] += 1
    } catch (error) {
      if (!(error instanceof FileCipherError)) throw error
      counts.unreadable.push({ name, problem: error.message })
      continue
    }
    const done = counts.resealed + counts.current + counts.gone
    if (done % 100 === 0) log(`${done} files looked at, ${counts.resealed} sealed again…`)
  }
  return counts
}
