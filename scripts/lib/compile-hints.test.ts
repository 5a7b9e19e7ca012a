import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, hintFrameworkScripts } from './compile-hints'

let dist: string
const read = (file: string) => readFileSync(path.join(dist, 'static', 'chunks', file), 'utf8')

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  for (const name of ['framework.js', 'router.js', 'island.js']) {
    writeFileSync(path.join(dist, 'static', 'chunks', name), `console.log(${JSON.stringify(name)})`)
  }
  writeFileSync(path.join(dist, 'static', 'chunks', 'site.css'), '.a{}')
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/router.js', 'static/chunks/site.css'],
    }),
  )
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('hintFrameworkScripts', () => {
  it('puts the compile hint at the top of the scripts every page loads first, and nowhere else', () => {
    hintFrameworkScripts(dist)
    expect(read('framework.js')).toBe(`${COMPILE_HINT}console.log("framework.js")`)
    expect(read('router.js')).toBe(`${COMPILE_HINT}console.log("router.js")`)
    expect(read('island.js')).toBe('console.log("island.js")')
    expect(read('site.css')).toBe('.a{}')
  })

  it('adds it once when the build is hinted again', () => {
    hintFrameworkScripts(dist)
    hintFrameworkScripts(dist)
    expect(read('framework.js')).toBe(`${COMPILE_HINT}console.log("framework.js")`)
  })
})
