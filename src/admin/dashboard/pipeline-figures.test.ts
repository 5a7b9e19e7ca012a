import { describe, expect, it } from 'vitest'

import type { ApplicationStage } from '@/schema/application-stages'
import { furthest, median, pipelineFigures, type PipelineRow } from './pipeline-figures'

const leeds = { id: 1, name: 'University of Leeds' }
const toronto = { id: 2, name: 'University of Toronto' }

/** An application that went through `path`, one stage a day from 1 March 2027 unless days are given. */
const row = (
  path: ApplicationStage[],
  over: Partial<PipelineRow> = {},
  days: number[] = path.map((_, index) => index),
): PipelineRow => ({
  intake: '2027-09',
  stage: path.at(-1)!,
  university: leeds,
  counsellors: [7],
  stageHistory: path.map((stage, index) => ({
    stage,
    at: new Date(Date.UTC(2027, 2, 1) + days[index]! * 86_400_000).toISOString(),
  })),
  commission: null,
  ...over,
})

describe('the owner’s pipeline figures', () => {
  it('counts applications by stage for each intake', () => {
    const figures = pipelineFigures([
      row(['shortlisted']),
      row(['shortlisted', 'submitted']),
      row(['shortlisted'], { intake: '2028-01' }),
      row(['shortlisted', 'withdrawn'], { intake: '2028-01' }),
    ])
    expect(figures.intakes).toEqual(['2027-09', '2028-01'])
    expect(figures.byStage.shortlisted).toEqual({ '2027-09': 1, '2028-01': 1 })
    expect(figures.byStage.submitted).toEqual({ '2027-09': 1, '2028-01': 0 })
    expect(figures.byStage.withdrawn).toEqual({ '2027-09': 0, '2028-01': 1 })
  })

  it('counts how far an application got from its history, an exit implying the step before it', () => {
    expect(furthest(row(['shortlisted', 'submitted', 'conditional-offer', 'withdrawn']))).toBe(3)
    expect(furthest(row(['shortlisted', 'rejected']))).toBe(2)
    expect(furthest(row(['submitted', 'visa-refused']))).toBe(8)
    expect(furthest(row(['preparing', 'withdrawn']))).toBe(1)
  })

  it('gives the offer rate of the applications submitted or beyond, and the visa success rate', () => {
    const figures = pipelineFigures([
      row(['shortlisted']),
      row(['submitted']),
      row(['submitted', 'rejected']),
      row(['submitted', 'conditional-offer']),
      row(['submitted', 'unconditional-offer', 'withdrawn']),
      row(['submitted', 'conditional-offer', 'visa-applied', 'visa-granted']),
      row(['submitted', 'conditional-offer', 'visa-applied', 'visa-granted', 'enrolled']),
      row(['submitted', 'conditional-offer', 'visa-applied', 'visa-refused']),
    ])
    expect(figures.offerRate).toEqual({ count: 5, of: 7, percent: 71.4 })
    expect(figures.visaRate).toEqual({ count: 2, of: 3, percent: 66.7 })
    expect(pipelineFigures([]).offerRate).toEqual({ count: 0, of: 0, percent: null })
  })

  it('takes the median days of the stays in each stage an application left, not of the stage it is in', () => {
    const figures = pipelineFigures([
      row(['shortlisted', 'submitted'], {}, [0, 4]),
      row(['shortlisted', 'submitted', 'conditional-offer'], {}, [0, 10, 13]),
      row(['shortlisted', 'submitted'], {}, [0, 6]),
    ])
    const days = Object.fromEntries(figures.medianDays.map((entry) => [entry.stage, [entry.days, entry.stays]]))
    expect(days.shortlisted).toEqual([6, 3])
    expect(days.submitted).toEqual([3, 1])
    expect(days['conditional-offer']).toEqual([null, 0])
    expect(median([1, 2, 3, 10])).toBe(2.5)
  })

  it('counts enrolments for each of the student’s counsellors', () => {
    const figures = pipelineFigures([
      row(['visa-granted', 'enrolled'], { counsellors: [7, 8] }),
      row(['visa-granted', 'enrolled'], { counsellors: [8] }),
      row(['visa-granted'], { counsellors: [9] }),
    ])
    expect(figures.enrolments).toEqual([
      { counsellor: 8, count: 2 },
      { counsellor: 7, count: 1 },
    ])
  })

  it('sums the commission expected and received per intake and per university, each currency apart', () => {
    const money = (expectedAmount: number, currency: string, status = 'not-due' as const, receivedAmount?: number) => ({
      commission: { expectedAmount, currency, status, receivedAmount: receivedAmount ?? null },
    })
    const figures = pipelineFigures([
      row(['submitted'], money(150_000, 'GBP')),
      row(['enrolled'], {
        ...money(200_000, 'GBP'),
        commission: { ...money(200_000, 'GBP').commission, status: 'received', receivedAmount: 190_000 },
      }),
      row(['submitted'], { ...money(300_000, 'CAD'), university: toronto }),
      row(['submitted', 'withdrawn'], money(999_999, 'GBP')),
      row(['submitted'], {
        ...money(50_000, 'GBP'),
        intake: '2028-01',
        commission: { expectedAmount: 50_000, currency: 'GBP', status: 'written-off' },
      }),
      row(['submitted'], { commission: { expectedAmount: null, currency: null, status: 'not-due' } }),
    ])
    expect(figures.commissionByIntake).toEqual([
      {
        key: '2027-09',
        label: '2027-09',
        money: [
          { currency: 'CAD', expected: 300_000, received: 0 },
          { currency: 'GBP', expected: 350_000, received: 190_000 },
        ],
      },
    ])
    expect(figures.commissionByUniversity.map((line) => [line.label, line.money])).toEqual([
      ['University of Leeds', [{ currency: 'GBP', expected: 350_000, received: 190_000 }]],
      ['University of Toronto', [{ currency: 'CAD', expected: 300_000, received: 0 }]],
    ])
  })
})
