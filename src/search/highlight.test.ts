import { describe, expect, it } from 'vitest'

import { excerptAround, highlightParts, termOf } from './highlight'

describe('highlighting a search’s words', () => {
  it('marks every word the search matched, whatever its case or accents, and nothing else', () => {
    expect(highlightParts('Scholarships and scholarship deadlines', ['scholarship'])).toEqual([
      { text: 'Scholarships', marked: true },
      { text: ' and ', marked: false },
      { text: 'scholarship', marked: true },
      { text: ' deadlines', marked: false },
    ])
    expect(highlightParts('Études en France', ['etude'])).toEqual([
      { text: 'Études', marked: true },
      { text: ' en France', marked: false },
    ])
    expect(highlightParts('No match here', ['visa'])).toEqual([{ text: 'No match here', marked: false }])
  })

  it('keeps a word as its singular, so either form finds the other', () => {
    expect(
      ['Scholarships', 'universities', 'classes', 'visas', 'IELTS', 'campus', 'analysis', 'bus'].map(termOf),
    ).toEqual(['scholarship', 'university', 'class', 'visa', 'ielt', 'campus', 'analysis', 'bus'])
  })

  it('cuts an excerpt around the first matched word, at word boundaries, with ellipses', () => {
    const text = `${'Early words come first in this long text. '.repeat(8)}The Chevening scholarship closes in November. ${'Later words follow. '.repeat(8)}`
    const excerpt = excerptAround(text, ['scholarship'])
    expect(excerpt.startsWith('… ')).toBe(true)
    expect(excerpt.endsWith(' …')).toBe(true)
    expect(excerpt).toContain('Chevening scholarship closes in November')
    expect(excerpt.length).toBeLessThanOrEqual(190)
    expect(excerptAround('Short text.', ['visa'])).toBe('Short text.')
  })
})
