// The content reads' data cache (Next's fetch cache under .next/cache), emptied when a server starts because the
// database may have changed while it was stopped.
import { renameSync, rmSync } from 'node:fs'

const DATA_CACHE_DIR = '.next/cache/fetch-cache'
const DELETE_ATTEMPTS = 5

/**
 * Empties the data cache at `dir`. Other servers of the same checkout may be writing into it (the tests run several
 * at once), so a recursive delete in place can fail with ENOTEMPTY when a file appears behind it: the directory is
 * moved aside first, which is atomic, and then deleted. A cache left behind only costs freshness, never a start:
 * entries expire within a minute (docs/decisions/0011), so a failure is reported and the start goes on.
 */
export function emptyDataCache(dir = DATA_CACHE_DIR, warn: (message: string) => void = console.warn): void {
  const aside = `${dir}.old-${process.pid}-${Date.now()}`
  try {
    renameSync(dir, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    warn(`The data cache was not emptied (${(error as Error).message}); its entries expire within a minute.`)
    return
  }
  // A write whose path was resolved just before the move can still land in the moved directory after the delete
  // has listed it (ENOTEMPTY): each new attempt lists the directory again.
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(aside, { recursive: true, force: true })
      return
    } catch (error) {
      if (attempt === DELETE_ATTEMPTS) {
        warn(`The old data cache at ${aside} was not deleted (${(error as Error).message}).`)
        return
      }
    }
  }
}
