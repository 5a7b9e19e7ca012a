import { STAGE_LABELS, type ApplicationStage } from '@/schema/application-stages'

type Person = number | { id: number; name?: string | null; email?: string } | null | undefined

export type HistoryApplication = {
  id: number
  programme: string
  university: string
  stageHistory?:
    | {
        stage?: ApplicationStage | null
        from?: ApplicationStage | null
        reason?: string | null
        by?: Person
        at?: string | null
      }[]
    | null
}
export type HistoryNote = { text: string; author?: Person; at?: string | null }

/** One line of a student's history: a stage change of one of their applications, or a note on their file. */
export type HistoryEntry = {
  at: string
  kind: 'stage' | 'note'
  application: number | null
  text: string
  reason: string | null
  by: string | null
}

const nameOf = (person: Person): string | null =>
  person && typeof person === 'object' ? person.name || person.email || null : null

/**
 * A student's history on one list, the newest first: every stage change across their applications (what moved, from
 * where, why and by whom) and the notes on their file.
 */
export function studentHistory(
  applications: readonly HistoryApplication[],
  notes: readonly HistoryNote[],
): HistoryEntry[] {
  const changes = applications.flatMap((application) =>
    (application.stageHistory ?? []).flatMap((change) =>
      change.at && change.stage
        ? [
            {
              at: change.at,
              kind: 'stage' as const,
              application: application.id,
              text: `${application.programme}, ${application.university}: ${
                change.from
                  ? `${STAGE_LABELS[change.from]} → ${STAGE_LABELS[change.stage]}`
                  : `added as ${STAGE_LABELS[change.stage]}`
              }`,
              reason: change.reason || null,
              by: nameOf(change.by),
            },
          ]
        : [],
    ),
  )
  const written = notes.flatMap((note) =>
    note.at
      ? [
          {
            at: note.at,
            kind: 'note' as const,
            application: null,
            text: note.text,
            reason: null,
            by: nameOf(note.author),
          },
        ]
      : [],
  )
  return [...changes, ...written].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}
