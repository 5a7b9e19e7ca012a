import { get } from 'node:http'

import { median } from '../lib/median'
import { headersFor, type Target } from './targets'

// The first visit after a quiet minute (issue "fast on the phones our visitors hold", item 4): a consultancy's site
// is visited a few times a minute, so most visits come after the kept copy's time has passed. Each page's time to
// first byte then, beside a kept page's, as a new visitor's browser asks for it: on a connection of its own. The
// first answer after any pause costs this machine a few milliseconds whatever serves it (docs/decisions/0212), and
// the page asked first carries it: so there are as many quiet minutes as pages, each page comes first after one of
// them, and its time after idle is the median of its first visits (docs/decisions/0213). The static server serving
// the same bytes is asked the same way after quiet minutes of its own.

/**
 * How many visits a kept page's time is the median of, in each round: one visit's time moves by a millisecond or two
 * here.
 */
export const KEPT_VISITS = 9

export type FirstVisit = {
  name: string
  /** The median of the page's first visits, one after each quiet minute. */
  afterIdleMs: number
  /** Those first visits, one a round; in round k the list's k-th page came first. */
  afterIdleRounds: number[]
  keptMs: number
}
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

/** The pages in the order of round `round`: the list turned so that its `round`-th page comes first. */
export function roundOrder<T>(pages: T[], round: number): T[] {
  const first = round % pages.length
  return [...pages.slice(first), ...pages.slice(0, first)]
}

/**
 * Visits each page once unmeasured, then, once for each page, waits `idleMs` with no request and visits every page
 * once (the round's first visits), the round's first page in turn, then each KEPT_VISITS times more (the kept copy).
 * The visits before the first wait ready this process's own client: its first request through `node:http` took 7–9
 * ms longer than the next ones, and the first page after the wait carried all of it.
 */
export async function visitsAfterIdle(base: string, pages: Target[], idleMs: number): Promise<FirstVisit[]> {
  const urlOf = (page: Target) => `${base}${page.path}`
  for (const page of pages) await timeToFirstByte(urlOf(page), page)
  const afterIdle = new Map<Target, number[]>(pages.map((page) => [page, []]))
  const kept = new Map<Target, number[]>(pages.map((page) => [page, []]))
  for (let round = 0; round < pages.length; round++) {
    await new Promise((resolve) => setTimeout(resolve, idleMs))
    const order = roundOrder(pages, round)
    for (const page of order) afterIdle.get(page)!.push(await timeToFirstByte(urlOf(page), page))
    for (const page of order) {
      for (let visit = 0; visit < KEPT_VISITS; visit++) kept.get(page)!.push(await timeToFirstByte(urlOf(page), page))
    }
  }
  return pages.map((page) => ({
    name: page.name,
    afterIdleMs: median(afterIdle.get(page)!),
    afterIdleRounds: afterIdle.get(page)!,
    keptMs: median(kept.get(page)!),
  }))
}

/** The app's pages after its quiet minutes, then the static server's after quiet minutes of its own. */
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
  `${visit.afterIdleMs.toFixed(1).padStart(5)} ms after idle ` +
  `(${visit.afterIdleRounds.map((ms) => ms.toFixed(1)).join(', ')}), ${visit.keptMs.toFixed(1).padStart(5)} ms kept, ` +
  `${ratioOf(visit).toFixed(1)}×`

export function printFirstVisits(rows: FirstVisitRow[], idleSeconds: number) {
  console.log(
    `\nFirst visit after ${idleSeconds} s with no visitor, time to first byte, each visit on a new connection. After ` +
      `idle: the median of ${rows.length} rounds, each page first after one of the quiet minutes (each round's ` +
      `visit in brackets; in round k the k-th page came first). Kept: the median of ${KEPT_VISITS} visits a round ` +
      `just after. Target: at most twice a kept page's.`,
  )
  for (const { name, app, reference } of rows) {
    const over = ratioOf(app) > 2 ? '  (over)' : ''
    const theirs = reference ? `   static: ${figures(reference)}` : ''
    console.log(`  ${name.padEnd(16)} app: ${figures(app)}${over}${theirs}`)
  }
}
