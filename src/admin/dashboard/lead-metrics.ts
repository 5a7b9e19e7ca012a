import { lastWeeks, weekStart } from './weeks'

/** The forms a lead comes from: the enquiry popup, the contact page, the free consultation, an event's registration. */
export const FORMS = ['popup', 'contact', 'consultation', 'event'] as const
export type Form = (typeof FORMS)[number]

/** The stages of the funnel, in order; 'closed' is a way out of it, not a stage. */
export const STAGES = ['new', 'contacted', 'qualified', 'enrolled'] as const
export type Stage = (typeof STAGES)[number]
export type LeadStatus = Stage | 'closed' | 'spam'

/** Statuses in which a lead still waits to be worked: only these can be overdue. */
const OPEN: readonly LeadStatus[] = ['new', 'contacted', 'qualified']

/** One lead as the dashboard counts it, whichever form it came from. */
export type MetricLead = {
  form: Form
  status: LeadStatus
  createdAt: string
  assignee: number | null
  responseDueAt: string | null
  firstResponseAt: string | null
  /** Working minutes from arrival to the first answer; null until answered. */
  responseMinutes: number | null
  /** The statuses of its status history, oldest first. */
  history: readonly (LeadStatus | null | undefined)[]
  utmSource: string | null
  utmCampaign: string | null
}

export type WeekCounts = { week: number; counts: Record<Form, number>; total: number }
export type FunnelStep = { stage: Stage; reached: number; onward: number | null }
export type SourceCount = { label: string; count: number }
export type ResponseStats = { answered: number; median: number | null; p90: number | null }
export type TargetShare = { inTime: number; late: number; overdue: number; counted: number; share: number | null }

export const OTHER_SOURCES = 'Other'
const TOP_SOURCES = 8

/** The value below which the share `p` (0–1) of the values lie, interpolated between neighbours (as spreadsheets do). */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = (sorted.length - 1) * p
  const below = Math.floor(rank)
  const above = Math.min(below + 1, sorted.length - 1)
  return sorted[below]! + (rank - below) * (sorted[above]! - sorted[below]!)
}

export function responseStats(leads: readonly MetricLead[]): ResponseStats {
  const minutes = leads.flatMap((lead) => (lead.responseMinutes === null ? [] : [lead.responseMinutes]))
  return { answered: minutes.length, median: percentile(minutes, 0.5), p90: percentile(minutes, 0.9) }
}

const inWeek = (lead: MetricLead, week: number, timeZone: string) =>
  weekStart(Date.parse(lead.createdAt), timeZone) === week

/** Leads per week of arrival and per form, for the given weeks. */
export function leadsPerWeek(leads: readonly MetricLead[], weeks: readonly number[], timeZone: string): WeekCounts[] {
  return weeks.map((week) => {
    const counts: Record<Form, number> = { popup: 0, contact: 0, consultation: 0, event: 0 }
    for (const lead of leads) if (inWeek(lead, week, timeZone)) counts[lead.form] += 1
    return { week, counts, total: FORMS.reduce((sum, form) => sum + counts[form], 0) }
  })
}

const rank = (status: LeadStatus | null | undefined) => STAGES.indexOf(status as Stage)

/**
 * How many leads reached each stage, and the share of those that went on to the next. A lead reached a stage when
 * its history or its status is that stage or a later one; every lead arrives as New, so all of them reached New.
 */
export function funnel(leads: readonly MetricLead[]): FunnelStep[] {
  const furthest = leads.map((lead) => Math.max(0, rank(lead.status), ...lead.history.map(rank)))
  const reached = STAGES.map((_, stage) => furthest.filter((step) => step >= stage).length)
  return STAGES.map((stage, index) => ({
    stage,
    reached: reached[index]!,
    onward: index < STAGES.length - 1 && reached[index]! > 0 ? reached[index + 1]! / reached[index]! : null,
  }))
}

const utm = (value: string | null, empty: string) => value?.trim() || empty

/** Leads per UTM source and campaign, the most first; beyond the top eight, the rest are summed as Other. */
export function bySource(leads: readonly MetricLead[]): SourceCount[] {
  const counts = new Map<string, number>()
  for (const lead of leads) {
    const label = `${utm(lead.utmSource, 'direct')} / ${utm(lead.utmCampaign, '(none)')}`
    counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  const sorted = [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
  const rest = sorted.slice(TOP_SOURCES).reduce((sum, source) => sum + source.count, 0)
  return [...sorted.slice(0, TOP_SOURCES), ...(rest ? [{ label: OTHER_SOURCES, count: rest }] : [])]
}

export function responseTimesPerWeek(leads: readonly MetricLead[], weeks: readonly number[], timeZone: string) {
  return weeks.map((week) => ({ week, ...responseStats(leads.filter((lead) => inWeek(lead, week, timeZone))) }))
}

/** Response times per current assignee (null: nobody), the most answered first. */
export function responseTimesPerAssignee(leads: readonly MetricLead[]) {
  const assignees = [...new Set(leads.map((lead) => lead.assignee))]
  return assignees
    .map((assignee) => ({ assignee, ...responseStats(leads.filter((lead) => lead.assignee === assignee)) }))
    .sort((a, b) => Number(a.assignee === null) - Number(b.assignee === null) || b.answered - a.answered)
}

export type OverdueCandidate = { status: LeadStatus; responseDueAt?: string | null; firstResponseAt?: string | null }

/** Unanswered, still open, and past the deadline of its first answer. */
export const isOverdue = (lead: OverdueCandidate, now: number) =>
  !lead.firstResponseAt &&
  OPEN.includes(lead.status) &&
  Boolean(lead.responseDueAt) &&
  Date.parse(lead.responseDueAt!) < now

/**
 * The leads overdue now, the most overdue first. The deadline is in working time, so the earliest deadline has
 * the most working minutes behind it.
 */
export function overdueNow<T extends OverdueCandidate>(leads: readonly T[], now: number): T[] {
  return leads
    .filter((lead) => isOverdue(lead, now))
    .sort((a, b) => Date.parse(a.responseDueAt!) - Date.parse(b.responseDueAt!))
}

/** Of the leads with a deadline that are answered or already overdue, the share answered by the deadline. */
export function targetShare(leads: readonly MetricLead[], now: number): TargetShare {
  let inTime = 0
  let late = 0
  let overdue = 0
  for (const lead of leads) {
    if (!lead.responseDueAt) continue
    if (lead.firstResponseAt) {
      if (Date.parse(lead.firstResponseAt) <= Date.parse(lead.responseDueAt)) inTime += 1
      else late += 1
    } else if (isOverdue(lead, now)) overdue += 1
  }
  const counted = inTime + late + overdue
  return { inTime, late, overdue, counted, share: counted ? inTime / counted : null }
}

/** Everything the dashboard shows of the leads that arrived in the last `weeks` weeks, spam left out. */
export function leadMetrics(
  leads: readonly MetricLead[],
  { weeks: count, now, timeZone }: { weeks: number; now: number; timeZone: string },
) {
  const weeks = lastWeeks(now, count, timeZone)
  const shown = leads.filter((lead) => lead.status !== 'spam' && Date.parse(lead.createdAt) >= weeks[0]!)
  return {
    weeks,
    total: shown.length,
    perWeek: leadsPerWeek(shown, weeks, timeZone),
    funnel: funnel(shown),
    sources: bySource(shown),
    responseTimes: {
      all: responseStats(shown),
      perWeek: responseTimesPerWeek(shown, weeks, timeZone),
      perAssignee: responseTimesPerAssignee(shown),
    },
    target: targetShare(shown, now),
  }
}

export type LeadMetrics = ReturnType<typeof leadMetrics>
