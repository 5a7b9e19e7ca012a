import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// SQLite changes a column by rebuilding its table: create `__new_t`, copy, drop `t`, rename. Dropping `t` deletes,
// or empties the references of, every row of another table that points at it with ON DELETE CASCADE or SET NULL
// (a team member's qualifications went this way in a generated migration, docs/decisions/0119). The generator
// wraps such rebuilds in `PRAGMA foreign_keys=OFF`, but Payload runs each migration in a transaction, where that
// pragma is a no-op (docs/decisions/0123): so no migration may rebuild a table that others point at.

const folder = path.join(import.meta.dirname, 'sqlite')
const migrations = readdirSync(folder).filter((name) => /^\d{8}_\d{6}_.+\.ts$/.test(name))
const sources = migrations.map((file) => readFileSync(path.join(folder, file), 'utf8'))

/** The tables that other tables point at with ON DELETE CASCADE or SET NULL, from every CREATE TABLE given. */
function referencedTables(...sources: string[]): Set<string> {
  const referenced = new Set<string>()
  for (const source of sources) {
    for (const [, table] of source.matchAll(/REFERENCES \\`([a-z0-9_]+)\\`\(\\`id\\`\)[^,\n]*ON DELETE (?:cascade|set null)/g))
      referenced.add(table!)
  }
  return referenced
}

/** The DROP TABLE statements, per function, of rebuilt tables that other tables point at. */
function unsafeRebuilds(source: string, referenced: Set<string>): string[] {
  const found: string[] = []
  for (const body of source.split(/export async function /).slice(1)) {
    const name = body.slice(0, body.indexOf('('))
    for (const [, table] of body.matchAll(/DROP TABLE \\`([a-z0-9_]+)\\`/g)) {
      if (referenced.has(table!) && body.includes(`__new_${table}`)) found.push(`${name}: ${table}`)
    }
  }
  return found
}

describe('SQLite migrations', () => {
  const referenced = referencedTables(...sources)

  it('finds the migrations and the tables others point at', () => {
    expect(migrations.length).toBeGreaterThan(3)
    expect(referenced).toContain('team_members')
    expect(referenced).toContain('media')
  })

  it.each(migrations.map((file, index) => [file, sources[index]!]))(
    '%s rebuilds no table that another table points at',
    (_file, source) => {
      expect(unsafeRebuilds(source, referenced)).toEqual([])
    },
  )

  it('catches the generated rebuild that lost the qualifications, foreign keys "off" or not', () => {
    const generated = [
      'export async function up() {',
      'PRAGMA foreign_keys=OFF; CREATE TABLE \\`__new_a\\`; DROP TABLE \\`a\\`; PRAGMA foreign_keys=ON;',
      'PRAGMA foreign_keys=OFF; CREATE TABLE \\`__new_team_members\\`; DROP TABLE \\`team_members\\`;',
      '}',
    ].join('\n')
    expect(unsafeRebuilds(generated, referenced)).toEqual(['up: team_members'])
  })
})
