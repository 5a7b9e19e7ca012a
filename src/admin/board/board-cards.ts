import {
  EXIT_STAGES,
  PROGRESS_STAGES,
  STAGE_LABELS,
  isExitStage,
  type ApplicationStage,
} from '@/schema/application-stages'

const DAY_MS = 86_400_000

/** An application as the board reads it (depth 1: its student and university are objects, or ids when not readable). */
export type BoardRow = {
  id: number
  programme: string
  intake: string
  stage: ApplicationStage
  stageChangedAt?: string | null
  nextDeadlineAt?: string | null
  createdAt: string
  student: number | { id: number; name: string } | null
  university: number | { id: number; name: string; country?: string | null } | null
}

/** One card: what the board shows of an application. */
export type BoardCard = {
  id: number
  stage: ApplicationStage
  student: { id: number; name: string } | null
  university: string
  programme: string
  intake: string
  nextDeadlineAt: string | null
  daysInStage: number
}

/** The progress stages' columns, then one column for every application that left the pipeline. */
export const CLOSED_COLUMN = 'closed'
export type ColumnKey = (typeof PROGRESS_STAGES)[number] | typeof CLOSED_COLUMN
export type BoardColumn = { key: ColumnKey; label: string; cards: BoardCard[] }

export const columnOf = (stage: ApplicationStage): ColumnKey =>
  isExitStage(stage) ? CLOSED_COLUMN : (stage as ColumnKey)

export const CLOSED_LABEL = `Closed (${EXIT_STAGES.map((stage) => STAGE_LABELS[stage].toLowerCase()).join(', ')})`

/** Whole days since the application came into its stage (its creation when it never moved). */
export function daysInStage(row: Pick<BoardRow, 'stageChangedAt' | 'createdAt'>, now: Date): number {
  const since = Date.parse(row.stageChangedAt ?? row.createdAt)
  return Math.max(0, Math.floor((now.getTime() - since) / DAY_MS))
}

export const daysLabel = (days: number): string =>
  days === 0 ? 'In this stage since today' : `${days} day${days === 1 ? '' : 's'} in this stage`

export function toCard(row: BoardRow, now: Date): BoardCard {
  return {
    id: row.id,
    stage: row.stage,
    student: row.student && typeof row.student === 'object' ? { id: row.student.id, name: row.student.name } : null,
    university: row.university && typeof row.university === 'object' ? row.university.name : '',
    programme: row.programme,
    intake: row.intake,
    nextDeadlineAt: row.nextDeadlineAt ?? null,
    daysInStage: daysInStage(row, now),
  }
}

/**
 * The board's columns in the stages' order, each card in its stage's column (the exits in the last), the longest
 * waiting first: the card that has sat longest is the one to look at.
 */
export function boardColumns(cards: readonly BoardCard[]): BoardColumn[] {
  const columns: BoardColumn[] = [
    ...PROGRESS_STAGES.map((stage) => ({ key: stage as ColumnKey, label: STAGE_LABELS[stage], cards: [] })),
    { key: CLOSED_COLUMN, label: CLOSED_LABEL, cards: [] },
  ]
  const byKey = new Map(columns.map((column) => [column.key, column]))
  for (const card of cards) byKey.get(columnOf(card.stage))!.cards.push(card)
  for (const column of columns) column.cards.sort((a, b) => b.daysInStage - a.daysInStage || a.id - b.id)
  return columns
}
