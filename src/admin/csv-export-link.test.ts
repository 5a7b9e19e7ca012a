import { describe, expect, it } from 'vitest'

import { toQuery } from './csv-export-link'

describe('the CSV export link', () => {
  it('turns the list view’s filter back into the REST query of the CSV export', () => {
    expect(toQuery('where', { and: [{ status: { equals: 'new' } }] })).toEqual([
      'where%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=new',
    ])
  })
})
