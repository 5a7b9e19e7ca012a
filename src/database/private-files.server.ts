import { documentKeys, type DocumentKeys } from '@/config/document-keys.server'
import { env } from '@/config/env.server'
import { openFile, sealedKeyId, sealFile } from '@/security/file-cipher'

import { sealedStoreFrom, type SealedStore } from './private-file-store.server'

// Students' private documents (docs/decisions/0186, 0187): sealed with the current document key before they leave
// the process, opened with the key each file names. Callers name files with ids of their own making; nothing here
// knows whose file it is, and no route serves these files without the caller's own access check.

/** A private file's name: an opaque id of the caller's making (a UUID fits). */
export const PRIVATE_FILE_NAME = /^[A-Za-z0-9-]{8,80}$/

export const isPrivateFileName = (name: string): boolean => PRIVATE_FILE_NAME.test(name)

function assertName(name: string): void {
  if (!isPrivateFileName(name)) {
    throw new TypeError(
      'A private file is named by 8 to 80 letters, digits or dashes (a path or a file name is refused)',
    )
  }
}

/** What re-sealing one file found: sealed with an older key and re-sealed, already current, or deleted meanwhile. */
export type ResealOutcome = 'resealed' | 'current' | 'gone'

export type PrivateFiles = {
  put(name: string, plain: Uint8Array): Promise<{ keyId: string; storedBytes: number }>
  read(name: string): Promise<Buffer | null>
  delete(names: string[]): Promise<void>
  list(): AsyncIterable<string>
  reseal(name: string): Promise<ResealOutcome>
}

/** The private files of a store, sealed and opened with `keys`. */
export function privateFilesOf(store: SealedStore, keys: DocumentKeys): PrivateFiles {
  return {
    async put(name, plain) {
      assertName(name)
      const sealed = sealFile(plain, keys.current)
      await store.put(name, sealed)
      return { keyId: keys.current.id, storedBytes: sealed.length }
    },
    async read(name) {
      assertName(name)
      const sealed = await store.get(name)
      return sealed && openFile(sealed, keys.byId)
    },
    async delete(names) {
      names.forEach(assertName)
      // A few at a time: a student's files are tens, not thousands.
      for (let start = 0; start < names.length; start += 8) {
        await Promise.all(names.slice(start, start + 8).map((name) => store.delete(name)))
      }
    },
    async *list() {
      for await (const name of store.list()) if (isPrivateFileName(name)) yield name
    },
    async reseal(name) {
      assertName(name)
      const sealed = await store.get(name)
      if (!sealed) return 'gone'
      if (sealedKeyId(sealed) === keys.current.id) return 'current'
      const resealed = sealFile(openFile(sealed, keys.byId), keys.current)
      return (await store.replace(name, resealed)) ? 'resealed' : 'gone'
    },
  }
}

let current: PrivateFiles | undefined

/** The site's private files: where the environment says, with its keys. Built once per process. */
export function privateFiles(): PrivateFiles {
  current ??= privateFilesOf(sealedStoreFrom(env()), documentKeys())
  return current
}

/** Seals `plain` with the current key and stores it as `name`, replacing any file of that name. */
export const putPrivateFile = (name: string, plain: Uint8Array) => privateFiles().put(name, plain)

/** The decrypted bytes of `name`, or null when there is no such file; throws a FileCipherError if it cannot be opened. */
export const readPrivateFile = (name: string) => privateFiles().read(name)

/** Deletes the files named; names with no file are skipped. */
export const deletePrivateFiles = (names: string[]) => privateFiles().delete(names)

/** The name of every stored private file. */
export const listPrivateFiles = (): AsyncIterable<string> => privateFiles().list()
