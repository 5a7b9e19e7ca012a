import { describe, expect, it } from 'vitest'

import type { Enquiry } from '@/cms/payload-types'

import { acknowledgement } from './acknowledgement'

const lead = { id: 7, name: 'Ravi Kumar', email: 'ravi@example.org' } as Enquiry

describe("the visitor's acknowledgement", () => {
  it('thanks the visitor and signs with the consultancy’s name it is given', () => {
    const draft = acknowledgement('enquiries', lead, 'Northgate Study Partners')
    expect(draft).toMatchObject({
      kind: 'acknowledgement',
      to: 'ravi@example.org',
      lead: { relationTo: 'enquiries', value: 7 },
    })
    const lines = draft.text.split('\n')
    expect(lines.slice(0, 5)).toEqual([
      'Dear Ravi Kumar,',
      '',
      'Thank you for contacting Northgate Study Partners. A counsellor will contact you shortly.',
      '',
      'Northgate Study Partners',
    ])
  })
})
