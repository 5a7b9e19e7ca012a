import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// The decision records' index (docs/decisions/README.md) is how a newcomer finds why the code is as it is: every
// record has its row, the row's status is the record's own, and a record that amends another is named by it.
const DIR = 'docs/decisions'
const records = readdirSync(DIR).filter((file) => /^\d{4}-.*\.md$/.test(file))
const index = readFileSync(path.join(DIR, 'README.md'), 'utf8')

/** The index's status cell of each record, by number. */
const indexStatus = new Map(
  index
    .split('\n')
    .map((line) => /^\| \[(\d{4})\]\([^)]+\) *\|[^|]*\| *(.*?) *\|$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, match[2]!]),
)

/** A record's own status line, its wrapped continuation joined. */
function fileStatus(file: string): string {
  const text = readFileSync(path.join(DIR, file), 'utf8')
  const match = /^- Status: (.*(?:\n {2}.*)*)/m.exec(text)
  return match ? match[1]!.replace(/\n {2}/g, ' ') : ''
}

const numbersIn = (text: string | undefined) => [...(text ?? '').matchAll(/\[(\d{4})\]/g)].map((match) => match[1]!)

describe('the decision records index', () => {
  it('has a row for every record, with the status the record itself gives', () => {
    for (const file of records) {
      const number = file.slice(0, 4)
      expect(indexStatus.has(number), `${file} has no row`).toBe(true)
      expect(indexStatus.get(number), file).toBe(fileStatus(file))
    }
  })

  it('names, on each record another amends, the record that amends it', () => {
    for (const [number, status] of indexStatus) {
      const amended = numbersIn(/amends (.*?)(?:;|$)/.exec(status)?.[1])
      for (const target of amended) {
        const targetAmendedBy = numbersIn(/amended by (.*?)(?:;|$)/.exec(indexStatus.get(target) ?? '')?.[1])
        expect(targetAmendedBy, `${target} should say it is amended by ${number}`).toContain(number)
      }
    }
  })
})
