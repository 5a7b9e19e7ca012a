import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { emptyDataCache } from './data-cache'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function cacheWithEntries(count: number) {
  const root = mkdtempSync(join(tmpdir(), 'data-cache-'))
  roots.push(root)
  const dir = join(root, 'fetch-cache')
  mkdirSync(dir)
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `entry-${i}`), 'x'.repeat(2000))
  return { root, dir }
}

/** Another server of the same checkout: keeps writing entries into the cache until killed. */
function writerInto(dir: string) {
  const script = `const fs = require('node:fs'); let i = 0;
    for (;;) { try { fs.mkdirSync(${JSON.stringify(dir)}, { recursive: true });
      fs.writeFileSync(${JSON.stringify(dir)} + '/w-' + (i++ % 500), 'y'.repeat(2000)) } catch {} }`
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' })
}

describe('emptying the data cache when a server starts', () => {
  it('removes every entry', () => {
    const { root, dir } = cacheWithEntries(50)
    const warnings: string[] = []
    emptyDataCache(dir, (message) => warnings.push(message))
    expect(existsSync(dir)).toBe(false)
    expect(readdirSync(root)).toEqual([])
    expect(warnings).toEqual([])
  })

  it('is a no-op when there is no cache yet', () => {
    const warnings: string[] = []
    emptyDataCache(join(mkdtempSync(join(tmpdir(), 'data-cache-')), 'fetch-cache'), (m) => warnings.push(m))
    expect(warnings).toEqual([])
  })

  it('never throws while another server keeps writing into the cache, and leaves nothing aside', async () => {
    const { root, dir } = cacheWithEntries(0)
    const writer = writerInto(dir)
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const warnings: string[] = []
      for (let attempt = 0; attempt < 15; attempt++) {
        mkdirSync(dir, { recursive: true })
        for (let i = 0; i < 100; i++) writeFileSync(join(dir, `entry-${i}`), 'x'.repeat(2000))
        expect(() => emptyDataCache(dir, (message) => warnings.push(message))).not.toThrow()
      }
      expect(warnings).toEqual([])
    } finally {
      writer.kill('SIGKILL')
    }
    await new Promise((resolve) => writer.once('exit', resolve))
    expect(readdirSync(root).filter((name) => name !== 'fetch-cache')).toEqual([])
  })
})
