import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { diskStore } from '@/database/private-file-store.server'
import { privateFilesOf } from '@/database/private-files.server'
import { sealedKeyId } from '@/security/file-cipher'

import { rotateDocumentKey } from './rotate-document-key.server'

// Rotating the documents' key: every file sealed with another key is sealed again with the first one and still reads
// the same; files already current are left alone; a file no key opens is named and left as it was.

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

const key = (id: string) => ({ id, key: randomBytes(32) })
const keys = (...list: { id: string; key: Buffer }[]) => ({
  current: list[0]!,
  byId: new Map(list.map((entry) => [entry.id, entry.key])),
})

describe('rotating the documents key', () => {
  it('seals every older file again with the current key, and counts what it did', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'rotate-key-'))
    folders.push(folder)
    const store = diskStore(folder)
    const [oldest, old, next] = [key('2025'), key('2026'), key('2027')]
    const contents = new Map<string, Buffer>()
    const put = async (sealing: typeof old, count: number) => {
      for (let i = 0; i < count; i++) {
        const name = randomUUID()
        contents.set(name, randomBytes(1000 + i))
        await privateFilesOf(store, keys(sealing)).put(name, contents.get(name)!)
      }
    }
    await put(oldest, 2)
    await put(old, 3)
    await put(next, 4)
    const lost = randomUUID()
    await privateFilesOf(store, keys(key('lost'))).put(lost, Buffer.from('sealed with a key nobody kept'))
    const lostBytes = readFileSync(path.join(folder, lost))
    // A half-written file of a crashed upload is not a private file.
    writeFileSync(path.join(folder, `.${randomUUID()}.0a1b2c.tmp`), 'partial')

    const files = privateFilesOf(store, keys(next, old, oldest))
    const lines: string[] = []
    const counts = await rotateDocumentKey(files, (line) => lines.push(line))
    expect(counts).toEqual({
      resealed: 5,
      current: 4,
      gone: 0,
      unreadable: [{ name: lost, problem: expect.stringContaining('sealed with the key lost') }],
    })

    const onlyNext = privateFilesOf(store, keys(next))
    for (const [name, plain] of contents) {
      expect(sealedKeyId(readFileSync(path.join(folder, name)))).toBe('2027')
      expect(await onlyNext.read(name)).toEqual(plain)
    }
    expect(readFileSync(path.join(folder, lost))).toEqual(lostBytes)

    expect(await rotateDocumentKey(files)).toMatchObject({ resealed: 0, current: 9 })
  })
})
