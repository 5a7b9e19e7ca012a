import { describe, expect, it } from 'vitest'

import {
  bySource,
  funnel,
  leadMetrics,
  overdueNow,
  percentile,
  responseStats,
  targetShare,
  type MetricLead,
} from './lead-metrics'
import { periodOf } from './period'
import { lastWeeks, weekLabel, weekStart } from './weeks'

const NOW = Date.UTC(2026, 10, 22, 12) // Sunday 22 Nov 2026, 12:00 UTC

const lead = (fields: Partial<MetricLead> = {}): MetricLead => ({
  form: 'popup',
  status: 'new',
  createdAt: '2026-11-18T10:00:00.000Z',
  assignee: null,
  responseDueAt: null,
  firstResponseAt: null,
  responseMinutes: null,
  history: ['new'],
  utmSource: null,
  utmCampaign: null,
  ...fields,
})

const at = (iso: string) => ({ createdAt: iso })

describe('the weeks of the dashboard', () => {
  it('start on Monday midnight and end with this week', () => {
    expect(new Date(weekStart(NOW, 'UTC')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    const weeks = lastWeeks(NOW, 8, 'UTC')
    expect(weeks).toHaveLength(8)
    expect(weeks.at(-1)).toBe(Date.UTC(2026, 10, 16))
    expect(weeks[0]).toBe(Date.UTC(2026, 8, 28))
    expect(lastWeeks(NOW, 26, 'UTC')[0]).toBe(Date.UTC(2026, 4, 25))
  })

  it('start at Monday midnight in the staff’s time zone, not in UTC', () => {
    // Monday 16 Nov 2026, 02:00 in India is still Sunday 20:30 in UTC: it belongs to the week of the 16th.
    const week = weekStart(Date.parse('2026-11-15T20:30:00.000Z'), 'Asia/Kolkata')
    expect(week).toBe(Date.UTC(2026, 10, 15, 18, 30))
    expect(weekLabel(week, 'Asia/Kolkata')).toBe('2026-11-16')
  })

  it('stay calendar weeks across a clock change', () => {
    // London leaves summer time on 25 Oct 2026: every week still starts at Monday 00:00 local time.
    const weeks = lastWeeks(Date.UTC(2026, 10, 4), 4, 'Europe/London')
    expect(weeks.map((week) => weekLabel(week, 'Europe/London'))).toEqual([
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ])
    expect(weeks[2]).toBe(Date.UTC(2026, 9, 26))
    expect(weeks[1]).toBe(Date.UTC(2026, 9, 18, 23))
  })

  it('cover the period asked for, 8 weeks when it is missing or not offered', () => {
    expect(periodOf('4')).toBe(4)
    expect(periodOf(['26', '4'])).toBe(26)
    expect(periodOf(undefined)).toBe(8)
    expect(periodOf('5')).toBe(8)
    expect(periodOf('12abc')).toBe(8)
  })
})

describe('leads per week', () => {
  it('counts each form in the week of arrival, leaving out spam and leads before the period', () => {
    const metrics = leadMetrics(
      [
        lead({ ...at('2026-11-16T00:00:00.000Z'), form: 'popup' }),
        lead({ ...at('2026-11-22T11:59:00.000Z'), form: 'consultation' }),
        lead({ ...at('2026-11-20T09:00:00.000Z'), form: 'consultation' }),
        lead({ ...at('2026-11-15T23:59:00.000Z'), form: 'contact' }),
        lead({ ...at('2026-11-17T09:00:00.000Z'), form: 'contact', status: 'spam' }),
        lead({ ...at('2026-10-19T09:00:00.000Z'), form: 'popup' }),
      ],
      { weeks: 4, now: NOW, timeZone: 'UTC' },
    )
    expect(metrics.weeks).toEqual([
      Date.UTC(2026, 9, 26),
      Date.UTC(2026, 10, 2),
      Date.UTC(2026, 10, 9),
      Date.UTC(2026, 10, 16),
    ])
    expect(metrics.total).toBe(4)
    expect(metrics.perWeek.map((week) => week.total)).toEqual([0, 0, 1, 3])
    expect(metrics.perWeek.at(-1)!.counts).toEqual({ popup: 1, contact: 0, consultation: 2, event: 0 })
    expect(metrics.perWeek.at(-2)!.counts).toEqual({ popup: 0, contact: 1, consultation: 0, event: 0 })
  })

  it('puts a lead in the week of its arrival in the staff’s time zone', () => {
    const early = lead(at('2026-11-15T20:30:00.000Z')) // Monday 02:00 in India
    const { perWeek } = leadMetrics([early], { weeks: 8, now: Date.UTC(2026, 10, 18), timeZone: 'Asia/Kolkata' })
    expect(perWeek.at(-1)).toMatchObject({ week: Date.UTC(2026, 10, 15, 18, 30), total: 1 })
    expect(perWeek.at(-2)!.total).toBe(0)
  })
})

describe('the funnel', () => {
  it('counts the leads that reached each stage, from their history or their status', () => {
    const steps = funnel([
      lead({ history: ['new'] }),
      lead({ history: ['new'] }),
      lead({ status: 'closed', history: ['new', 'contacted', 'closed'] }),
      lead({ status: 'contacted', history: ['new', 'contacted'] }),
      // Set to Qualified straight from New: it went through Contacted too.
      lead({ status: 'closed', history: ['new', 'qualified', 'closed'] }),
      // Its status counts when its history was not kept.
      lead({ status: 'qualified', history: [] }),
      lead({ status: 'enrolled', history: ['new', 'contacted', 'qualified', 'enrolled'] }),
      lead({ status: 'closed', history: [null, 'closed'] }),
    ])
    expect(steps).toEqual([
      { stage: 'new', reached: 8, onward: 5 / 8 },
      { stage: 'contacted', reached: 5, onward: 3 / 5 },
      { stage: 'qualified', reached: 3, onward: 1 / 3 },
      { stage: 'enrolled', reached: 1, onward: null },
    ])
  })

  it('has no conversion rate from a stage nobody reached', () => {
    expect(funnel([lead()]).map((step) => step.onward)).toEqual([0, null, null, null])
    expect(funnel([]).every((step) => step.reached === 0 && step.onward === null)).toBe(true)
  })

  it('leaves spam out', () => {
    const { funnel: steps } = leadMetrics([lead(), lead({ status: 'spam', history: ['new', 'contacted', 'spam'] })], {
      weeks: 8,
      now: NOW,
      timeZone: 'UTC',
    })
    expect(steps.map((step) => step.reached)).toEqual([1, 0, 0, 0])
  })
})

describe('leads by source', () => {
  it('names the UTM source and campaign, direct and (none) when empty', () => {
    expect(
      bySource([
        lead({ utmSource: 'google', utmCampaign: 'ielts' }),
        lead({ utmSource: 'google', utmCampaign: 'ielts' }),
        lead({ utmSource: '', utmCampaign: '  ' }),
        lead({ utmSource: 'facebook', utmCampaign: null }),
      ]),
    ).toEqual([
      { label: 'google / ielts', count: 2 },
      { label: 'direct / (none)', count: 1 },
      { label: 'facebook / (none)', count: 1 },
    ])
  })

  it('keeps the top eight and sums the rest as Other', () => {
    const leads = Array.from({ length: 11 }, (_, index) =>
      Array.from({ length: 20 - index }, () => lead({ utmSource: `s${index}`, utmCampaign: 'c' })),
    ).flat()
    const sources = bySource(leads)
    expect(sources).toHaveLength(9)
    expect(sources[0]).toEqual({ label: 's0 / c', count: 20 })
    expect(sources[7]).toEqual({ label: 's7 / c', count: 13 })
    expect(sources[8]).toEqual({ label: 'Other', count: 12 + 11 + 10 })
  })
})

describe('time to first response', () => {
  it('takes the median and the 90th percentile, interpolated', () => {
    expect(percentile([40, 10, 30, 20], 0.5)).toBe(25)
    expect(percentile([40, 10, 30, 20], 0.9)).toBeCloseTo(37)
    expect(percentile([7], 0.9)).toBe(7)
    expect(percentile([], 0.5)).toBeNull()
    const minutes = Array.from({ length: 10 }, (_, index) => (index + 1) * 10)
    expect(percentile(minutes, 0.9)).toBeCloseTo(91)
  })

  it('counts only the answered leads', () => {
    expect(responseStats([lead({ responseMinutes: 30 }), lead({ responseMinutes: 90 }), lead()])).toEqual({
      answered: 2,
      median: 60,
      p90: 84,
    })
    expect(responseStats([lead()])).toEqual({ answered: 0, median: null, p90: null })
  })

  it('per week of arrival and per current assignee, unassigned last', () => {
    const { responseTimes } = leadMetrics(
      [
        lead({ ...at('2026-11-16T09:00:00.000Z'), assignee: 1, responseMinutes: 10 }),
        lead({ ...at('2026-11-17T09:00:00.000Z'), assignee: 1, responseMinutes: 30 }),
        lead({ ...at('2026-11-10T09:00:00.000Z'), assignee: 2, responseMinutes: 240 }),
        lead({ ...at('2026-11-10T09:00:00.000Z'), assignee: 2 }),
        lead({ ...at('2026-11-11T09:00:00.000Z'), assignee: null, responseMinutes: 5 }),
        lead({ ...at('2026-11-12T09:00:00.000Z'), assignee: 3, responseMinutes: 60, status: 'spam' }),
      ],
      { weeks: 2, now: NOW, timeZone: 'UTC' },
    )
    expect(responseTimes.perWeek).toEqual([
      { week: Date.UTC(2026, 10, 9), answered: 2, median: 122.5, p90: 216.5 },
      { week: Date.UTC(2026, 10, 16), answered: 2, median: 20, p90: 28 },
    ])
    expect(responseTimes.perAssignee).toEqual([
      { assignee: 1, answered: 2, median: 20, p90: 28 },
      { assignee: 2, answered: 1, median: 240, p90: 240 },
      { assignee: null, answered: 1, median: 5, p90: 5 },
    ])
    expect(responseTimes.all.answered).toBe(4)
  })
})

describe('answers within the target', () => {
  const due = '2026-11-20T12:00:00.000Z'

  it('counts answers by the deadline out of the leads answered or already overdue', () => {
    const share = targetShare(
      [
        lead({ responseDueAt: due, firstResponseAt: '2026-11-20T11:00:00.000Z' }),
        lead({ responseDueAt: due, firstResponseAt: due, status: 'contacted' }),
        lead({ responseDueAt: due, firstResponseAt: '2026-11-20T12:01:00.000Z', status: 'closed' }),
        lead({ responseDueAt: due }),
        // Not due yet, no deadline, or no longer waiting: not counted.
        lead({ responseDueAt: '2026-11-23T09:00:00.000Z' }),
        lead(),
        lead({ responseDueAt: due, status: 'closed' }),
      ],
      NOW,
    )
    expect(share).toEqual({ inTime: 2, late: 1, overdue: 1, counted: 4, share: 0.5 })
  })

  it('has no share when nothing counts yet, and leaves spam out', () => {
    expect(targetShare([lead({ responseDueAt: '2026-11-23T09:00:00.000Z' })], NOW).share).toBeNull()
    const { target } = leadMetrics(
      [lead({ responseDueAt: due, firstResponseAt: due }), lead({ responseDueAt: due, status: 'spam' })],
      { weeks: 8, now: NOW, timeZone: 'UTC' },
    )
    expect(target).toEqual({ inTime: 1, late: 0, overdue: 0, counted: 1, share: 1 })
  })
})

describe('leads overdue now', () => {
  it('lists the unanswered open leads past their deadline, the most overdue first', () => {
    const overdue = overdueNow(
      [
        { id: 1, status: 'new', responseDueAt: '2026-11-21T10:00:00.000Z', firstResponseAt: null },
        { id: 2, status: 'qualified', responseDueAt: '2026-11-19T10:00:00.000Z', firstResponseAt: null },
        { id: 3, status: 'new', responseDueAt: '2026-11-22T13:00:00.000Z', firstResponseAt: null },
        { id: 4, status: 'new', responseDueAt: '2026-11-18T10:00:00.000Z', firstResponseAt: '2026-11-19T10:00:00Z' },
        { id: 5, status: 'closed', responseDueAt: '2026-11-18T10:00:00.000Z', firstResponseAt: null },
        { id: 6, status: 'spam', responseDueAt: '2026-11-18T10:00:00.000Z', firstResponseAt: null },
        { id: 7, status: 'contacted', responseDueAt: null, firstResponseAt: null },
        { id: 8, status: 'contacted', responseDueAt: '2026-11-20T10:00:00.000Z', firstResponseAt: null },
      ] as const,
      NOW,
    )
    expect(overdue.map((lead) => lead.id)).toEqual([2, 8, 1])
  })
})
