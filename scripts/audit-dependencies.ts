import { spawnSync } from 'node:child_process'

import { describeFinding, readAudit } from './lib/dependency-audit-report'

// The dependencies the server runs with must have no high or critical advisory (npm test runs this). When the
// advisory service cannot be reached, nothing can be said: that is reported, and does not fail the run.

const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
const audit = readAudit(result.stdout ?? '', 'high')

if (!audit.ok) {
  console.warn(`Dependency audit not done: the advisory service did not answer (${audit.reason}).`)
} else if (audit.findings.length > 0) {
  console.error(`Dependency audit: ${audit.findings.length} package(s) with a high or critical advisory:`)
  for (const finding of audit.findings) console.error(`  ${describeFinding(finding)}`)
  process.exit(1)
} else {
  console.log('Dependency audit: no high or critical advisory in the production dependencies.')
}
