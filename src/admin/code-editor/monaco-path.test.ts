import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { MONACO_VERSION } from './monaco-path'

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>

describe('the code editor path', () => {
  it('names the monaco-editor version installed and pinned in package.json', () => {
    expect(json('node_modules/monaco-editor/package.json').version).toBe(MONACO_VERSION)
    expect(json('package.json').dependencies['monaco-editor']).toBe(MONACO_VERSION)
  })
})
