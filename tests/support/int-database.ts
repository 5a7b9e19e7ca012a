// Gives each integration test file its own fresh database and upload folder, never data/.
// tests/support/int-global.ts removes them after the run.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

const runId = process.env.TEST_RUN_ID ?? 'adhoc'
const fileId = randomBytes(4).toString('hex')
const root = path.resolve('.test-data', 'int', runId, fileId)
mkdirSync(root, { recursive: true })

process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
process.env.UPLOADS_DIR = path.join(root, 'uploads')
process.env.PRIVATE_FILES_DIR = path.join(root, 'private-files')
// A fixed documents' key, so no test makes data/.document-key.
process.env.DOCUMENT_KEYS = `test:${Buffer.alloc(32, 'integration-test-document-key').toString('base64')}`
delete process.env.SITE_URL
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD

if (process.env.TEST_DIALECT === 'postgres') {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/it_${runId}_${fileId}` // Payload creates the database on first connect
  process.env.DATABASE_URL = url.toString()
} else {
  process.env.DATABASE_URL = `file:${path.join(root, 'site.db')}`
}
