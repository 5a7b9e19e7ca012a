import { describe, expect, it } from 'vitest'

import { demoChecklists } from './demo-checklists'

describe('the demo’s document checklists', () => {
  it('covers the UK, the USA, Canada, Australia and Ireland at undergraduate and taught postgraduate level, once each', () => {
    const keys = demoChecklists.map((checklist) => `${checklist.destination} ${checklist.level}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual(
      ['AU', 'CA', 'GB', 'IE', 'US'].flatMap((country) => [
        `${country} postgraduate-taught`,
        `${country} undergraduate`,
      ]),
    )
    expect(new Set(demoChecklists.map((checklist) => checklist.name)).size).toBe(demoChecklists.length)
  })

  it('asks for each document once, with help the field can hold and a number of months wherever a rule needs one', () => {
    for (const checklist of demoChecklists) {
      const names = checklist.items.map((item) => item.name)
      expect(new Set(names).size, checklist.name).toBe(names.length)
      expect(
        checklist.items.some((item) => !item.required),
        checklist.name,
      ).toBe(true)
      for (const item of checklist.items) {
        expect(item.help.length, item.name).toBeLessThanOrEqual(500)
        expect(item.validityMonths !== undefined, item.name).toBe(item.validity !== 'none')
      }
      expect(checklist.items.find((item) => item.name === 'Passport')).toMatchObject({
        scope: 'student',
        validity: 'valid-after-intake',
        validityMonths: 6,
      })
    }
  })

  it('keeps a student’s own document under one name and scope everywhere, so it is requested once for all', () => {
    const scopes = new Map<string, Set<string>>()
    for (const item of demoChecklists.flatMap((checklist) => checklist.items))
      scopes.set(item.name, (scopes.get(item.name) ?? new Set()).add(item.scope))
    for (const [name, scope] of scopes) expect(scope.size, name).toBe(1)
  })
})
