import { describe, expect, it } from 'vitest'

import { firstNameOf } from './first-name'

describe('firstNameOf', () => {
  it('takes the first word of the name, and speaks of “the student” when there is none', () => {
    expect(firstNameOf('  Ananya   Sharma ')).toBe('Ananya')
    expect(firstNameOf('Kabir')).toBe('Kabir')
    expect(firstNameOf('   ')).toBe('The student')
    expect(firstNameOf(undefined)).toBe('The student')
  })
})
