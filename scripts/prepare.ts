// Migrates, ensures an admin and seeds a new database. Run by `npm start` and `npm run dev` before serving.
import { writeFileSync } from 'node:fs'

import { documentKeys } from '../src/config/document-keys.server'
import { prepareDatabase } from '../src/operations/prepare-database.server'
import { fail, withPayload } from './lib/cli'

const outcomeFile = process.env.PREPARE_OUTCOME_FILE

try {
  // The documents' keys are checked (or the local demo's made) before serving, not at the first upload.
  documentKeys()
  const outcome = await withPayload((payload, env) =>
    prepareDatabase(payload, env, { seed: 'when-empty', log: (line) => console.log(line) }),
  )
  if (outcomeFile) writeFileSync(outcomeFile, JSON.stringify(outcome))
  process.exit(0)
} catch (error) {
  fail(`Preparing the database failed: ${(error as Error).message}`)
}
