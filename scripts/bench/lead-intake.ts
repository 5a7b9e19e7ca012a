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

/** Enquiries sent over `connections` at once: as fast as the server answers, or `perSecond` when given. */
export type Run = { connections: number; leads: number; perSecond?: number }

/**
 * `stored`: enquiries of the runs in the database as leads; `storedAfter`: seconds from the last answer until the
 * last of them was a lead (those the server took into its intake queue during a surge become leads moments later);
 * `steady`: the figures of the steady run sent right after the first.
 */
export type Intake = Figures & { stored: number; leads: number; storedAfter: number; steady: Figures }

/** How long the count of stored leads may stand still before the bench stops waiting for the rest. */
const STORED_WAIT_MS = 30_000

/**
 * A fixed number of valid enquiries, each from a new address, over concurrent connections, then a steady run
 * right after it, as visitors keep coming once a surge is over. A number rather than a duration, so no
 * request is cut off in flight and every 2xx answer can be matched with a stored lead.
 */
export async function leadIntake(base: string, surge: Run, steady: Run): Promise<Intake> {
  const sending = { tag: newTag(), sequence: 0, lastAnswer: 0 }
  const answered = await send(base, surge, sending)
  const steadyFigures = await send(base, steady, sending)
  const { stored, at } = await waitForStored(base, sending.tag, answered.ok + steadyFigures.ok)
  return {
    ...answered,
    steady: steadyFigures,
    stored,
    leads: surge.leads + steady.leads,
    storedAfter: Math.max(0, (at - sending.lastAnswer) / 1000),
  }
}

async function send(
  base: string,
  { connections, leads, perSecond }: Run,
  sending: { tag: string; sequence: number; lastAnswer: number },
): Promise<Figures> {
  const started = performance.now()
  let lastAnswer = started
  const result = await autocannon({
    url: `${base}${API_PATHS.contactUs}`,
    connections,
    amount: leads,
    overallRate: perSecond,
    // A client that gives up on a slow answer would count a stored lead as unanswered: wait for every answer.
    timeout: 120,
    requests: [
      {
        method: 'POST',
        headers: jsonHeader,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(enquiry(sending.tag, ++sending.sequence)) }),
        onResponse: () => void (lastAnswer = performance.now()),
      },
    ],
  })
  sending.lastAnswer = lastAnswer
  // autocannon reports an amount-bounded run at its next whole second; the rate uses the last answer's time.
  return figures(result, (lastAnswer - started) / 1000)
}

/** Counts the run's stored leads until every 2xx is one, or the count stands still for STORED_WAIT_MS. */
async function waitForStored(base: string, tag: string, answered: number): Promise<{ stored: number; at: number }> {
  const token = await signIn(base)
  let stored = -1
  let at = performance.now()
  for (;;) {
    const count = await countStored(base, token, tag)
    if (count !== stored) [stored, at] = [count, performance.now()]
    if (stored >= answered || performance.now() - at > STORED_WAIT_MS) return { stored, at }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: jsonHeader,
    body: JSON.stringify({
      email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@example.com',
      password: process.env.BENCH_ADMIN_PASSWORD ?? 'demo-admin-password',
    }),
  })
  if (!login.ok) throw new Error(`could not sign in to count the stored leads (${login.status})`)
  return ((await login.json()) as { token: string }).token
}

/** How many enquiries of this run the database holds, read as staff through Payload's REST API. */
async function countStored(base: string, token: string, tag: string): Promise<number> {
  const answer = await fetch(`${base}/cms-api/enquiries?limit=1&depth=0&where[organization][equals]=${tag}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return ((await answer.json()) as { totalDocs: number }).totalDocs
}
