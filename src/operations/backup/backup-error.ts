/** A problem the operator must fix, said in one message: the backup and restore commands print it and exit 1. */
export class BackupError extends Error {
  override name = 'BackupError'
}
