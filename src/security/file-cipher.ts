import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// Students' documents are sealed with AES-256-GCM before they are stored (docs/decisions/0186). A sealed file is
//
//   "BBDF" | version 1 | key id length | key id (ASCII) | IV (12 bytes) | ciphertext | tag (16 bytes)
//
// and everything before the IV is the cipher's additional authenticated data, so a file cannot be made to name
// another key (or format) without failing to open.

const MAGIC = Buffer.from('BBDF', 'ascii')
const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_ID = /^[a-z0-9-]{1,20}$/

export type SealingKey = { id: string; key: Buffer }

export type FileCipherProblem = 'not-sealed' | 'unknown-key' | 'tampered'

/** A file that cannot be opened: not one of ours, sealed with a key we no longer have, or changed since. */
export class FileCipherError extends Error {
  override name = 'FileCipherError'
  constructor(
    readonly problem: FileCipherProblem,
    message: string,
  ) {
    super(message)
  }
}

/** Encrypts and authenticates `plain` with `key`; two seals of the same bytes differ (a fresh random IV each). */
export function sealFile(plain: Uint8Array, { id, key }: SealingKey): Buffer {
  if (!KEY_ID.test(id)) throw new TypeError('A key id is 1 to 20 lowercase letters, digits or dashes')
  if (key.length !== 32) throw new TypeError('AES-256-GCM needs a 32-byte key')
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION, id.length]), Buffer.from(id, 'ascii')])
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(header)
  const body = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([header, iv, body, cipher.getAuthTag()])
}

/** The header of a sealed file: the key id and where the IV starts. */
function readHeader(sealed: Uint8Array): { keyId: string; headerBytes: number } {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength)
  const idLength = bytes[MAGIC.length + 1] ?? 0
  const headerBytes = MAGIC.length + 2 + idLength
  const keyId = bytes.subarray(MAGIC.length + 2, headerBytes).toString('ascii')
  if (
    !bytes.subarray(0, MAGIC.length).equals(MAGIC) ||
    bytes[MAGIC.length] !== VERSION ||
    !KEY_ID.test(keyId) ||
    keyId.length !== idLength ||
    bytes.length < headerBytes + IV_BYTES + TAG_BYTES
  ) {
    throw new FileCipherError('not-sealed', 'This is not a sealed document file (or not one of this version)')
  }
  return { keyId, headerBytes }
}

/** The id of the key a file was sealed with, read from its header without opening it. */
export const sealedKeyId = (sealed: Uint8Array): string => readHeader(sealed).keyId

/** Decrypts a sealed file with the key its header names; throws a FileCipherError if that cannot be done. */
export function openFile(sealed: Uint8Array, byId: ReadonlyMap<string, Buffer>): Buffer {
  const { keyId, headerBytes } = readHeader(sealed)
  const key = byId.get(keyId)
  if (!key) {
    throw new FileCipherError('unknown-key', `This file was sealed with the key ${keyId}, which DOCUMENT_KEYS lacks`)
  }
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength)
  const ivEnd = headerBytes + IV_BYTES
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(headerBytes, ivEnd), {
    authTagLength: TAG_BYTES,
  })
  decipher.setAAD(bytes.subarray(0, headerBytes))
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
  try {
    return Buffer.concat([decipher.update(bytes.subarray(ivEnd, bytes.length - TAG_BYTES)), decipher.final()])
  } catch {
    throw new FileCipherError('tampered', `This file does not authenticate with the key ${keyId}: it was changed`)
  }
}
