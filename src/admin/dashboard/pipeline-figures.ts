import {
  APPLICATION_STAGES,
  PROGRESS_STAGES,
  isExitStage,
  type ApplicationStage,
  type CommissionStatus,
} from '@/schema/application-stages'

const DAY_MS = 86_400_000

/** An application as the pipeline reads it. */
export type PipelineRow = {
  intake: string
  stage: ApplicationStage
  university: { id: number; name: string } | null
  /** The student's counsellors. */
  counsellors: number[]
  stageHistory: { stage?: ApplicationStage | null; at?: string | null }[]
  commission: {
    expectedAmount?: number | null
    currency?: string | null
    status?: CommissionStatus | null
    receivedAmount?: number | null
  } | null
}

export type Rate = { count: number; of: number; percent: number | null }
export type Money = { currency: string; expected: number; received: number }
export type CommissionLine = { key: string; label: string; money: Money[] }

export type PipelineFigures = {
  intakes: string[]
  /** Applications by stage for each intake: `byStage[stage][intake]`. */
  byStage: Record<ApplicationStage, Record<string, number>>
  offerRate: Rate
  visaRate: Rate
  /** The median of the whole days an application spent in each stage it left, and how many stays it is made of. */
  medianDays: { stage: ApplicationStage; days: number | null; stays: number }[]
  enrolments: { counsellor: number; count: number }[]
  commissionByIntake: CommissionLine[]
  commissionByUniversity: CommissionLine[]
}

const progressIndex = (stage: ApplicationStage) => (PROGRESS_STAGES as readonly string[]).indexOf(stage)
const at = (stage: (typeof PROGRESS_STAGES)[number]) => progressIndex(stage)

/**
 * How far along the progress stages an application ever got, from its history and its stage: an application that
 * had an offer and was then withdrawn still had an offer. A rejection means it was submitted, a refused visa that it
 * was applied for.
 */
export function furthest(row: Pick<PipelineRow, 'stage' | 'stageHistory'>): number {
  const stages = [row.stage, ...row.stageHistory.map((change) => change.stage)].filter(
    (stage): stage is ApplicationStage => Boolean(stage),
  )
  const implied = stages.map((stage) =>
    stage === 'rejected' ? at('submitted') : stage === 'visa-refused' ? at('visa-applied') : progressIndex(stage),
  )
  return Math.max(-1, ...implied)
}

const rate = (count: number, of: number): Rate => ({
  count,
  of,
  percent: of === 0 ? null : Math.round((count / of) * 1000) / 10,
})

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Sums of money per currency, never mixing two: expected unless written off or closed by an exit, received as paid. */
function commissionLines(rows: readonly PipelineRow[], keyOf: (row: PipelineRow) => [string, string] | null) {
  const lines = new Map<string, { label: string; money: Map<string, Money> }>()
  for (const row of rows) {
    const key = keyOf(row)
    const commission = row.commission
    if (!key || !commission?.currency) continue
    const expected =
      commission.status !== 'written-off' && !isExitStage(row.stage) ? (commission.expectedAmount ?? 0) : 0
    const received =
      commission.status === 'received' ? (commission.receivedAmount ?? commission.expectedAmount ?? 0) : 0
    if (!expected && !received) continue
    const line = lines.get(key[0]) ?? { label: key[1], money: new Map() }
    const money = line.money.get(commission.currency) ?? { currency: commission.currency, expected: 0, received: 0 }
    money.expected += expected
    money.received += received
    line.money.set(commission.currency, money)
    lines.set(key[0], line)
  }
  return [...lines.entries()].map(([key, line]) => ({
    key,
    label: line.label,
    money: [...line.money.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  }))
}

/**
 * The owner's pipeline (docs/product.md §15): applications by stage for each intake; the offer rate (applications that
 * reached a conditional or unconditional offer or beyond, of those submitted or beyond); the visa success rate
 * (granted, of granted and refused); the median days in each stage, from the stage histories; enrolments per
 * counsellor; commission expected against received per intake and per university, per currency.
 */
export function pipelineFigures(rows: readonly PipelineRow[]): PipelineFigures {
  const intakes = [...new Set(rows.map((row) => row.intake))].sort()
  const byStage = Object.fromEntries(
    APPLICATION_STAGES.map((stage) => [stage, Object.fromEntries(intakes.map((intake) => [intake, 0]))]),
  ) as PipelineFigures['byStage']
  for (const row of rows) byStage[row.stage][row.intake]! += 1

  const reached = rows.map(furthest)
  const offered = reached.filter((index) => index >= at('conditional-offer')).length
  const submitted = reached.filter((index) => index >= at('submitted')).length
  const granted = reached.filter((index) => index >= at('visa-granted')).length
  const refused = rows.filter((row) => row.stage === 'visa-refused').length

  const stays = new Map<ApplicationStage, number[]>()
  for (const row of rows) {
    const changes = row.stageHistory.filter((change) => change.stage && change.at)
    for (let index = 0; index + 1 < changes.length; index += 1) {
      const days = Math.floor((Date.parse(changes[index + 1]!.at!) - Date.parse(changes[index]!.at!)) / DAY_MS)
      const stage = changes[index]!.stage!
      stays.set(stage, [...(stays.get(stage) ?? []), Math.max(0, days)])
    }
  }

  const enrolments = new Map<number, number>()
  for (const row of rows) {
    if (row.stage !== 'enrolled') continue
    for (const counsellor of row.counsellors) enrolments.set(counsellor, (enrolments.get(counsellor) ?? 0) + 1)
  }

  return {
    intakes,
    byStage,
    offerRate: rate(offered, submitted),
    visaRate: rate(granted, granted + refused),
    medianDays: PROGRESS_STAGES.filter((stage) => stage !== 'enrolled').map((stage) => ({
      stage,
      days: median(stays.get(stage) ?? []),
      stays: stays.get(stage)?.length ?? 0,
    })),
    enrolments: [...enrolments.entries()]
      .map(([counsellor, count]) => ({ counsellor, count }))
      .sort((a, b) => b.count - a.count || a.counsellor - b.counsellor),
    commissionByIntake: commissionLines(rows, (row) => [row.intake, row.intake]).sort((a, b) =>
      a.key.localeCompare(b.key),
    ),
    commissionByUniversity: commissionLines(rows, (row) =>
      row.university ? [String(row.university.id), row.university.name] : null,
    ).sort((a, b) => a.label.localeCompare(b.label)),
  }
}
