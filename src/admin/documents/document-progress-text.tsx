import type { DocumentProgress } from '@/documents/document-progress.server'
import { documentProgress } from '@/schema/student-documents'

/** "7 of 10 approved, 2 overdue": an application's documents on the board and the student's page. */
export function DocumentProgressText({ progress }: { progress: DocumentProgress }) {
  return (
    <>
      {progress.required ? documentProgress(progress.approved, progress.required) : 'None required'}
      {progress.overdue ? (
        <span className="documents-flag documents-flag--overdue">, {progress.overdue} overdue</span>
      ) : null}
    </>
  )
}
