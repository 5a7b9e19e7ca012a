import autocannon from 'autocannon'

import { API_PATHS } from '../../src/contract/api-paths'
import { type Figures, figures } from './load'
import { jsonHeader, type Target } from './targets'

const enquiry = (tag: string, sequence: number) => ({
  name: `Bench visitor ${sequence}`,
  organization: tag,
  city: 'Noida',
  email: `visitor${sequence}.${tag}@example.com`,
  contactNumber: '9810000001',
})

const newTag = () => `bench-${Date.now().toString(36)}`

/** One enquiry, for the static reference and its bytes; the app stores it under its own tag. */
export const sampleEnquiry = (): Target => ({
  name: API_PATHS.contactUs.replace(/^\/api\//, ''),
  method: 'POST',
  path: API_PATHS.contactUs,
  body: enquiry(`${newTag()}-sample`, 0),
})

export type Intake = Figures & { stored: number; leads: number }

/**
 * A fixed number of valid enquiries, each from a new address, over concurrent connections. A number rather
 * than a duration, so no request is cut off in flight and every 2xx answer can be matched with a stored lead.
 */
export async function leadIntake(base: string, connections: number, leads: number): Promise<Intake> {
  const tag = newTag()
  let sequence = 0
  let lastAnswer = 0
  const started = performance.now()
  const result = await autocannon({
    url: `${base}${API_PATHS.contactUs}`,
    connections,
    amount: leads,
    // A client that gives up on a slow answer would count a stored lead as unanswered: wait for every answer.
    timeout: 120,
    requests: [
      {
        method: 'POST',
        headers: jsonHeader,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(enquiry(tag, ++sequence)) }),
        onResponse: () => void (lastAnswer = performance.now()),
      },
    ],
  })
  // autocannon reports an amount-bounded run at its next whole second; the rate uses the last answer's time.
  const seconds = (lastAnswer - started) / 1000
  return { ...figures(result, seconds), stored: await countStored(base, tag), leads }
}

/** How many enquiries of this run the database holds, read as staff through Payload's REST API. */
async function countStored(base: string, tag: string): Promise<number> {
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: jsonHeader,
    body: JSON.stringify({
      email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@example.com',
      password: process.env.BENCH_ADMIN_PASSWORD ?? 'demo-admin-password',
    }),
  })
  if (!login.ok) throw new Error(`could not sign in to count the stored leads (${login.status})`)
  const { token } = (await login.json()) as { token: string }
  const answer = await fetch(`${base}/cms-api/enquiries?limit=1&depth=0&where[organization][equals]=${tag}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return ((await answer.json()) as { totalDocs: number }).totalDocs
}
