import { describe, expect, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { lexicalText } from './lexical-text'

describe('a rich-text body as searchable words', () => {
  it('keeps the headings apart and the text in reading order, blocks apart by a space', () => {
    const body = richText([
      { type: 'h2', text: 'Funding your degree' },
      { type: 'p', text: 'Scholarships close **early**.' },
      { type: 'ul', items: ['Apply by November.'] },
    ])
    expect(lexicalText(body)).toEqual({
      headings: ['Funding your degree'],
      text: 'Funding your degree Scholarships close early. Apply by November.',
    })
  })

  it('gives nothing for an empty or missing body', () => {
    expect(lexicalText(null)).toEqual({ headings: [], text: '' })
    expect(lexicalText({})).toEqual({ headings: [], text: '' })
  })
})
