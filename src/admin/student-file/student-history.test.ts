import { describe, expect, it } from 'vitest'

import { studentHistory } from './student-history'

describe('a student’s history', () => {
  it('puts every stage change of every application and the file’s notes on one list, the newest first', () => {
    const priya = { id: 2, name: 'Priya' }
    const entries = studentHistory(
      [
        {
          id: 10,
          programme: 'BSc Economics',
          university: 'University of Leeds',
          stageHistory: [
            { stage: 'shortlisted', from: null, by: priya, at: '2027-01-02T10:00:00Z' },
            { stage: 'preparing', from: 'submitted', reason: 'Transcript missing', by: 3, at: '2027-02-02T10:00:00Z' },
          ],
        },
        {
          id: 11,
          programme: 'BA Economics',
          university: 'University of Toronto',
          stageHistory: [{ stage: 'submitted', from: 'preparing', by: null, at: '2027-01-20T10:00:00Z' }],
        },
      ],
      [
        {
          text: 'Called about IELTS.',
          author: { id: 2, name: '', email: 'priya@example.org' },
          at: '2027-01-10T10:00:00Z',
        },
        { text: 'Not yet saved', at: null },
      ],
    )
    expect(entries.map(({ text, reason, by, kind }) => [kind, text, reason, by])).toEqual([
      ['stage', 'BSc Economics, University of Leeds: Submitted → Preparing', 'Transcript missing', null],
      ['stage', 'BA Economics, University of Toronto: Preparing → Submitted', null, null],
      ['note', 'Called about IELTS.', null, 'priya@example.org'],
      ['stage', 'BSc Economics, University of Leeds: added as Shortlisted', null, 'Priya'],
    ])
  })
})
