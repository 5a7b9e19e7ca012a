import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { cachedArt } from './art-cache'

const dirs: string[] = []
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'art-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('seed art cache', () => {
  it('draws an input once and gives the kept bytes after that', async () => {
    const dir = scratch()
    const draw = vi.fn(async () => Buffer.from('drawn picture'))
    const first = await cachedArt('<svg>a</svg>', draw, dir)
    const again = await cachedArt('<svg>a</svg>', draw, dir)
    expect(draw).toHaveBeenCalledTimes(1)
    expect(again.equals(first)).toBe(true)
    expect(readdirSync(dir)).toHaveLength(1)
  })

  it('draws again for a changed input', async () => {
    const dir = scratch()
    await cachedArt('<svg>a</svg>', async () => Buffer.from('a'), dir)
    const other = await cachedArt('<svg>b</svg>', async () => Buffer.from('b'), dir)
    expect(other.toString()).toBe('b')
    expect(readdirSync(dir)).toHaveLength(2)
  })

  it('still draws when the cache cannot be written', async () => {
    const file = path.join(scratch(), 'not-a-folder')
    writeFileSync(file, '')
    const data = await cachedArt('<svg>a</svg>', async () => Buffer.from('drawn'), file)
    expect(data.toString()).toBe('drawn')
  })
})
