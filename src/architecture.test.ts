import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cyclesIn, folderGraph, sourceFiles, SRC } from '../scripts/lint/import-graph.mjs'
import { LAYERS } from '../scripts/lint/layers.mjs'

// The folders of src/ are layers that import one way (docs/architecture.md). The lint zones enforce each import;
// this proves the whole: no circle between folders, and no folder outside the layers the zones are written from.

const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder))
const graph = folderGraph()

describe('the top-level folders of src/', () => {
  it('import each other in no circle', () => {
    expect(cyclesIn(graph)).toEqual([])
  })

  it('each belong to a layer', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.filter((folder) => layerOf(folder) === -1)).toEqual([])
  })

  it('import only the layers below their own', () => {
    const upward = [...graph].flatMap(([from, targets]) =>
      [...targets]
        .filter(([to]) => from !== 'proxy.ts' && layerOf(to) <= layerOf(from))
        .map(([to, example]) => `${from} → ${to} (${example})`),
    )
    expect(upward).toEqual([])
  })
})

describe('the source', () => {
  // The product, its rules and its decisions are described in docs/: a reader of the repository has those, and
  // nothing else, so no comment may send them to a document outside it.
  const OUTSIDE_DOCUMENT = /site-spec|brand\.md|(?<!docs\/)product\.md|\.\.\/shared\//
  const ROOT = path.resolve(SRC, '..')
  const files = ['src', 'scripts', 'tests'].flatMap((folder) =>
    sourceFiles(path.join(ROOT, folder), { withTests: true }),
  )

  it('is read from every folder of code', () => {
    expect(files.length).toBeGreaterThan(500)
  })

  it('names no document outside the repository', () => {
    const naming = files.filter(
      (file) => file !== import.meta.filename && OUTSIDE_DOCUMENT.test(readFileSync(file, 'utf8')),
    )
    expect(naming.map((file) => path.relative(ROOT, file))).toEqual([])
  })
})

describe('the cycle finder', () => {
  it('finds a circle of three folders and leaves the folders outside it', () => {
    const edges = new Map([
      ['a', new Map([['b', '']])],
      ['b', new Map([['c', '']])],
      [
        'c',
        new Map([
          ['a', ''],
          ['d', ''],
        ]),
      ],
      ['d', new Map()],
    ])
    expect(cyclesIn(edges)).toEqual([['a', 'b', 'c']])
  })
})
