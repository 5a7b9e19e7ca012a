import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cyclesIn, folderGraph, sourceFiles, SRC } from '../scripts/lint/import-graph.mjs'
import { LAYERS, layerZones } from '../scripts/lint/layers.mjs'

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

describe('docs/architecture.md', () => {
  // The page is how a newcomer learns the layers: its table and its chart must say what the list that lint
  // enforces says, so a layer added, moved or dropped in one place fails here until the others follow.
  const page = readFileSync(path.resolve(SRC, '../docs/architecture.md'), 'utf8')
  const chart = /```mermaid\n([\s\S]*?)```/.exec(page)?.[1] ?? ''
  const nodeNames = new Map([...chart.matchAll(/^ *([\w-]+)\["([\w-]+):/gm)].map((match) => [match[1]!, match[2]!]))

  /** The chart's chain of layers, top first: each edge line goes on from the group where the one before ended. */
  const chartLayers = chart
    .split('\n')
    .filter((line) => line.includes('-->'))
    .flatMap((line) => line.trim().split(/ *--> */))
    .map((group) => group.split(/ *& */).map((id) => nodeNames.get(id) ?? `unnamed node ${id}`))
    .filter((group, index, groups) => index === 0 || group.join() !== groups[index - 1]!.join())

  /** The table's first column, row by row: the names in backticks. */
  const tableLayers = page
    .slice(page.indexOf('| Layer'))
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => [...line.split('|')[1]!.matchAll(/`([\w-]+)`/g)].map((match) => match[1]!))

  it('lists in its table the layers lint enforces, in their order', () => {
    expect(tableLayers).toEqual(LAYERS)
  })

  it('draws in its chart the layers lint enforces, in their order', () => {
    expect(chartLayers).toEqual(LAYERS)
  })

  it('draws no layer off the chain', () => {
    expect([...nodeNames.values()].sort()).toEqual(LAYERS.flat().sort())
  })
})

describe('the lint zones', () => {
  const zones = layerZones()

  it('keep every layer but the routes from importing those above it', () => {
    expect(zones.map((zone) => zone.target)).toEqual(
      LAYERS.flat()
        .slice(1)
        .map((name) => `./src/${name}/**`),
    )
  })

  it('keep the design primitives from reaching up into content, forms, the CMS or the leads', () => {
    const ui = zones.find((zone) => zone.target === './src/ui/**')
    expect(ui?.from).toEqual(
      expect.arrayContaining(['./src/content/**', './src/forms/**', './src/cms/**', './src/leads/**']),
    )
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
