// npm run documents:rotate-key: seals again, with the first key of DOCUMENT_KEYS, every student document sealed with
// another, while the site runs; afterwards the old key can be removed (README, "Documents' encryption key"; decision
// 0186).
import { documentKeys } from '../src/config/document-keys.server'
import { EnvError } from '../src/config/env.server'
import { privateFiles } from '../src/database/private-files.server'
import { rotateDocumentKey } from '../src/operations/rotate-document-key.server'
import { fail, loadEnv } from './lib/cli'

if (process.argv.length > 2) fail('Usage: npm run documents:rotate-key (it seals with the first key of DOCUMENT_KEYS)')

const env = loadEnv()

try {
  const { current } = documentKeys()
  console.log(
    `Sealing every document with the key ${current.id} (${env.S3_BUCKET ? `bucket ${env.S3_BUCKET}` : env.PRIVATE_FILES_DIR})…`,
  )
  const counts = await rotateDocumentKey(privateFiles(), (line) => console.log(line))
  console.log(
    `${counts.resealed} sealed again with ${current.id}, ${counts.current} already were, ` +
      `${counts.gone} deleted meanwhile, ${counts.unreadable.length} could not be opened.`,
  )
  if (counts.unreadable.length > 0) {
    for (const { name, problem } of counts.unreadable.slice(0, 20)) console.error(`  ${name}: ${problem}`)
    fail('Keep the old keys in DOCUMENT_KEYS until these files are opened or deleted.')
  }
  console.log('Every document is sealed with the current key: the other keys may now be removed from DOCUMENT_KEYS.')
  process.exit(0)
} catch (error) {
  if (error instanceof EnvError) fail(error.message)
  console.error(error)
  fail(`Rotating the documents' key failed: ${(error as Error).message}`)
}
