import { describe, expect, it } from 'vitest'

import { PROGRESS_STAGES } from '@/schema/application-stages'
import { CLOSED_COLUMN, boardColumns, daysInStage, daysLabel, toCard, type BoardRow } from './board-cards'

const now = new Date('2027-03-10T12:00:00Z')
const row = (over: Partial<BoardRow>): BoardRow => ({
  id: 1,
  programme: 'BSc Computer Science',
  intake: '2027-09',
  stage: 'submitted',
  stageChangedAt: '2027-03-01T09:00:00Z',
  nextDeadlineAt: null,
  createdAt: '2027-01-01T09:00:00Z',
  student: { id: 7, name: 'Asha Rao' },
  university: { id: 3, name: 'University of Leeds', country: 'GB' },
  ...over,
})

describe('the applications board', () => {
  it('counts whole days in the stage from the last change, or from the creation when it never moved', () => {
    expect(daysInStage(row({}), now)).toBe(9)
    expect(daysInStage(row({ stageChangedAt: null }), now)).toBe(68)
    expect(daysInStage(row({ stageChangedAt: '2027-03-10T11:00:00Z' }), now)).toBe(0)
    expect([0, 1, 9].map(daysLabel)).toEqual([
      'In this stage since today',
      '1 day in this stage',
      '9 days in this stage',
    ])
  })

  it('shows the student and the university by name, and nothing of those it cannot read', () => {
    expect(toCard(row({}), now)).toMatchObject({
      student: { id: 7, name: 'Asha Rao' },
      university: 'University of Leeds',
    })
    expect(toCard(row({ student: 7, university: 3 }), now)).toMatchObject({ student: null, university: '' })
  })

  it('has a column per progress stage in order and one for every exit, the longest waiting first', () => {
    const columns = boardColumns(
      [
        row({ id: 1, stage: 'submitted', stageChangedAt: '2027-03-09T09:00:00Z' }),
        row({ id: 2, stage: 'submitted', stageChangedAt: '2027-02-01T09:00:00Z' }),
        row({ id: 3, stage: 'visa-refused' }),
        row({ id: 4, stage: 'withdrawn' }),
        row({ id: 5, stage: 'enrolled' }),
      ].map((each) => toCard(each, now)),
    )
    expect(columns.map((column) => column.key)).toEqual([...PROGRESS_STAGES, CLOSED_COLUMN])
    const ids = (key: string) => columns.find((column) => column.key === key)!.cards.map((card) => card.id)
    expect(ids('submitted')).toEqual([2, 1])
    expect(ids(CLOSED_COLUMN)).toEqual([3, 4])
    expect(ids('enrolled')).toEqual([5])
    expect(columns.at(-1)!.label).toBe('Closed (rejected, withdrawn, deferred, visa refused)')
  })
})
