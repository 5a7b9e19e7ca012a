import { globSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ISOLATED_UNIT, NOT_UNIT, UNIT } from '../../vitest.config'

// Unit tests share one module registry per worker (docs/decisions/0155). A file that mocks a module or stubs the
// environment would then meet modules another file imported first, or leave its stubs to the next file: such a file
// must be listed in ISOLATED_UNIT, which runs it with modules of its own.
const NEEDS_ITS_OWN_MODULES =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(|process\.env\.\w+\s*=(?!=)|delete process\.env\./

/** The files both unit projects take, found by the same patterns Vitest uses. */
const unitTests = globSync(UNIT, { exclude: NOT_UNIT })

describe('unit tests that need modules of their own', () => {
  it('are all listed as isolated, and every listed file exists and needs it', () => {
    const needing = unitTests.filter((file) => NEEDS_ITS_OWN_MODULES.test(readFileSync(file, 'utf8'))).sort()
    expect(needing).toEqual([...ISOLATED_UNIT].sort())
  })
})
