// npm run portal:link -- EMAIL [--force]
// Prints a sign-in link to the student portal for the student (or guardian) of EMAIL, without mailing it: how a
// newcomer signs in to the local demo as its demo student. Refused on a public SITE_URL unless --force is given.
import { parseArgs } from 'node:util'

import { SIGN_IN_LINK_MINUTES } from '../src/students/portal-sign-in.server'
import { portalLink } from '../src/operations/portal-link.server'
import { fail, withPayload } from './lib/cli'

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
const email = positionals[0]
if (!email) fail('portal:link: give the address of a student file, e.g. npm run portal:link -- student@example.com')

try {
  const outcome = await withPayload((payload, env) => portalLink(payload, env, email, { force: values.force }))
  if (outcome.kind === 'not-local')
    fail('portal:link: SITE_URL is a public address; a link is a key to a student’s file. Add --force to make one.')
  if (outcome.kind === 'no-account') fail(`portal:link: no student file or guardian has the address ${email}.`)
  console.log(
    `Open this link to sign in to the portal as ${email} (it works once, for ${SIGN_IN_LINK_MINUTES} minutes):`,
  )
  console.log(outcome.url)
  process.exit(0)
} catch (error) {
  fail(`portal:link failed: ${(error as Error).message}`)
}
