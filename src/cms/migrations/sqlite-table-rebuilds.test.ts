import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// SQLite changes a column by rebuilding its table: create `__new_t`, copy, drop `t`, rename. Dropping `t` while
// foreign keys are on deletes, or empties the references of, every row that points at it (a team member's
// qualifications went this way in a generated migration, docs/decisions/0119). The generator turns foreign keys
// back on after its first rebuild, so a migration rebuilding two tables can do it.

const folder = path.join(import.meta.dirname, 'sqlite')
const migrations = readdirSync(folder).filter((name) => /^\d{8}_\d{6}_.+\.ts$/.test(name))

/** The DROP TABLE statements of rebuilt tables that run while foreign keys are on, per function. */
function unsafeRebuilds(source: string): string[] {
  const found: string[] = []
  for (const body of source.split(/export async function /).slice(1)) {
    const name = body.slice(0, body.indexOf('('))
    let foreignKeys = true
    for (const [statement] of body.matchAll(/PRAGMA foreign_keys=(?:ON|OFF)|DROP TABLE \\`[a-z0-9_]+\\`/g)) {
      if (statement.startsWith('PRAGMA')) foreignKeys = statement.endsWith('ON')
      else {
        const table = statement.slice('DROP TABLE \\`'.length, -2)
        if (foreignKeys && body.includes(`__new_${table}`)) found.push(`${name}: ${table}`)
      }
    }
  }
  return found
}

describe('SQLite migrations', () => {
  it('finds the migrations', () => expect(migrations.length).toBeGreaterThan(3))

  it.each(migrations)('%s drops a rebuilt table only with foreign keys off', (file) => {
    expect(unsafeRebuilds(readFileSync(path.join(folder, file), 'utf8'))).toEqual([])
  })

  it('catches the generated rebuild that lost the qualifications', () => {
    const generated = [
      'export async function up() {',
      'PRAGMA foreign_keys=OFF; CREATE TABLE \\`__new_a\\`; DROP TABLE \\`a\\`; PRAGMA foreign_keys=ON;',
      'CREATE TABLE \\`__new_team_members\\`; DROP TABLE \\`team_members\\`;',
      '}',
    ].join('\n')
    expect(unsafeRebuilds(generated)).toEqual(['up: team_members'])
  })
})
