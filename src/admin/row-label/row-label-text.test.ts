import { describe, expect, it } from 'vitest'

import { rowLabelText } from './row-label-text'

describe('an array row’s label in the admin', () => {
  it('reads the row’s title, name, question or label, in that order', () => {
    expect(rowLabelText({ title: ' Shortlist  courses ', name: 'ignored' }, 0)).toBe('Shortlist courses')
    expect(rowLabelText({ name: 'Canada', text: 'Co-op terms' }, 1)).toBe('Canada')
    expect(rowLabelText({ question: 'Do you charge a fee?', answer: 'No.' }, 2)).toBe('Do you charge a fee?')
    expect(rowLabelText({ label: 'Eligibility', anchor: 'eligibility' }, 3)).toBe('Eligibility')
  })

  it('reads a one-line text, cut to one line when it is longer', () => {
    expect(rowLabelText({ text: 'No fee for the first call' }, 0)).toBe('No fee for the first call')
    const long = rowLabelText({ text: 'We check every document before it is sent. '.repeat(4) }, 0)
    expect(long).toHaveLength(70)
    expect(long.endsWith('…')).toBe(true)
  })

  it('puts a figure before its label', () => {
    expect(rowLabelText({ value: '98%', label: 'visa success' }, 0)).toBe('98% visa success')
    expect(rowLabelText({ figure: '12', label: 'years of advice' }, 0)).toBe('12 years of advice')
  })

  it('numbers a row that says nothing yet', () => {
    expect(rowLabelText({ title: '   ' }, 0)).toBe('Item 01')
    expect(rowLabelText(undefined, 11)).toBe('Item 12')
  })
})
