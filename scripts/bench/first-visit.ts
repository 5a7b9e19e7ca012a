import { get } from 'node:http'

import { median } from '../lib/median'
import { headersFor, type Target } from './targets'

// The first visit after a quiet minute (issue "fast on the phones our visitors hold", item 4): a consultancy's site
// is visited a few times a minute, so most visits come after the kept copy's time has passed. Each page's time to
// first byte then, beside a kept page's, as a new visitor's browser asks for it: on a connection of its own. The
// static server serving the same bytes is asked the same way after a quiet minute of its own: the first answer after
// any pause costs this machine a few milliseconds whatever serves it (docs/decisions/0212).

/** How many visits a kept page's time is the median of: one visit's time moves by a millisecond or two here. */
export const KEPT_VISITS = 9

export type FirstVisit = { name: string; afterIdleMs: number; keptMs: number }
/** One page's first visits: the app's, and the static server's where there is one. */
export type FirstVisitRow = { name: string; app: FirstVisit; reference?: FirstVisit }

/** Milliseconds from sending the request, on a new connection, to the first byte of the answer's body. */
function timeToFirstByte(url: string, target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = get(
      url,
      { agent: false, headers: { 'accept-encoding': 'br', ...headersFor(target) } },
      (answer) => {
        answer.once('data', () => {
          const elapsed = performance.now() - started
          answer.resume()
          answer.once('end', () => resolve(elapsed))
        })
        answer.once('error', reject)
      },
    )
    request.once('error', reject)
  })
}

/**
 * Visits each page once unmeasured, waits `idleMs` with no request, then visits each page once, then KEPT_VISITS
 * times more (the kept copy). The visits before the wait ready this process's own client: its first request through
 * `node:http` took 7–9 ms longer than the next ones, and the first page after the wait carried all of it.
 */
export async function visitsAfterIdle(base: string, pages: Target[], idleMs: number): Promise<FirstVisit[]> {
  for (const page of pages) await timeToFirstByte(`${base}${page.path}`, page)
  await new Promise((resolve) => setTimeout(resolve, idleMs))
  const visits: FirstVisit[] = []
  for (const page of pages) {
    const url = `${base}${page.path}`
    const afterIdleMs = await timeToFirstByte(url, page)
    const kept: number[] = []
    for (let visit = 0; visit < KEPT_VISITS; visit++) kept.push(await timeToFirstByte(url, page))
    visits.push({ name: page.name, afterIdleMs, keptMs: median(kept) })
  }
  return visits
}

/** The app's pages after a quiet minute, then the static server's after one of its own. */
export async function firstVisitsAfterIdle(
  app: string,
  reference: string | undefined,
  pages: Target[],
  idleMs: number,
): Promise<FirstVisitRow[]> {
  const ours = await visitsAfterIdle(app, pages, idleMs)
  const theirs = reference === undefined ? [] : await visitsAfterIdle(reference, pages, idleMs)
  return ours.map((visit, index) => ({ name: visit.name, app: visit, reference: theirs[index] }))
}

const ratioOf = ({ afterIdleMs, keptMs }: FirstVisit) => afterIdleMs / Math.max(keptMs, 0.1)
const figures = (visit: FirstVisit) =>
  `${visit.afterIdleMs.toFixed(1).padStart(5)} ms after idle, ${visit.keptMs.toFixed(1).padStart(5)} ms kept, ` +
  `${ratioOf(visit).toFixed(1)}×`

export function printFirstVisits(rows: FirstVisitRow[], idleSeconds: number) {
  console.log(
    `\nFirst visit after ${idleSeconds} s with no visitor (time to first byte, each visit on a new connection; kept: ` +
      `the median of ${KEPT_VISITS} visits just after; target: at most twice a kept page's):`,
  )
  for (const { name, app, reference } of rows) {
    const over = ratioOf(app) > 2 ? '  (over)' : ''
    const theirs = reference ? `   static: ${figures(reference)}` : ''
    console.log(`  ${name.padEnd(16)} app: ${figures(app)}${over}${theirs}`)
  }
}
