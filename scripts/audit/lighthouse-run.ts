import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium'
import type { Figures } from './budgets'

// Lighthouse's default configuration is the mobile one with simulated throttling: the budgets of docs/product.md §18.
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/**
 * AUDIT_CPU_SLOWDOWN stands in for a slower machine (issue #40: a CPU index of about 1,200): Lighthouse's simulated
 * CPU slowdown, 4 by default, is set to it; the report then gives the CPU index the run stood for.
 */
export const CPU_SLOWDOWN = Number(process.env.AUDIT_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier)

export type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    // Lighthouse can finish with null scores when the page did not load: that is a failure, not a zero.
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100)
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN

function scriptBytes(result: Result): number {
  const details = result.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined
  return details?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0
}

function mainThreadMs(result: Result, groups: string[]): number {
  const details = result.audits['mainthread-work-breakdown']?.details as
    { items: { group: string; duration: number }[] } | undefined
  return (details?.items ?? [])
    .filter((item) => groups.includes(item.group))
    .reduce((sum, item) => sum + item.duration, 0)
}

type NetworkRow = {
  resourceType: string
  priority?: string
  transferSize: number
  networkEndTime?: number
}
type ObservedMetrics = {
  observedTimeOriginTs: number
  observedFirstContentfulPaint: number
  observedLargestContentfulPaint: number
}

const observed = (result: Result) =>
  (result.audits.metrics?.details as { items: ObservedMetrics[] } | undefined)?.items[0]

/**
 * The bytes Lighthouse's LCP estimate downloads over its simulated network: Lantern keeps in that graph every request
 * that ended before the largest paint it observed unthrottled, whatever its priority, except low-priority images. A
 * script that arrived before the page's first paint therefore counts, even when it only runs after it.
 */
function bytesBeforeLcp(result: Result, metrics: ObservedMetrics | undefined): number {
  const details = result.audits['network-requests']?.details as
    { items: NetworkRow[]; debugData?: { networkStartTimeTs?: number } } | undefined
  if (!metrics || !details?.debugData?.networkStartTimeTs) return Number.NaN
  // The table's times count from its first request; the metrics count from the navigation.
  const offsetMs = (details.debugData.networkStartTimeTs - metrics.observedTimeOriginTs) / 1000
  const lowImage = (row: NetworkRow) => row.resourceType === 'Image' && /^(Low|VeryLow)$/.test(row.priority ?? '')
  return details.items
    .filter(
      (row) =>
        row.networkEndTime !== undefined && row.networkEndTime + offsetMs <= metrics.observedLargestContentfulPaint,
    )
    .filter((row) => !lowImage(row))
    .reduce((sum, row) => sum + row.transferSize, 0)
}

export function figuresOf(result: Result): Figures {
  const metrics = observed(result)
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    cls: numeric(result, 'cumulative-layout-shift'),
    tbtMs: numeric(result, 'total-blocking-time'),
    scriptBytes: scriptBytes(result),
    styleLayoutMs: mainThreadMs(result, ['styleLayout']),
    scriptMs: mainThreadMs(result, ['scriptEvaluation', 'scriptParseCompile']),
    observedPaintMs: metrics?.observedFirstContentfulPaint ?? Number.NaN,
    bytesBeforeLcp: bytesBeforeLcp(result, metrics),
    // The machine's index, scaled as the slowdown scales it: 4 is Lighthouse's own setting.
    cpuIndex: (result.environment.benchmarkIndex * throttling.mobileSlow4G.cpuSlowdownMultiplier) / CPU_SLOWDOWN,
  }
}

/** One run, tried again when Lighthouse's trace of the load failed (it does, now and then, on a busy machine). */
async function runWithRetry(url: string, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(`  run failed, trying again: ${(error as Error).message}`)
    }
  }
}

/**
 * One unmeasured load with the measured settings, so the measured runs find what a live site has ready after its
 * first visitor: the page's content cache, and the image renditions of the phone's width and pixel density, which
 * the server otherwise makes (with sharp) during the first measured load, on the cores the browser is measured on.
 */
export async function warmUp(url: string): Promise<void> {
  await runWithRetry(url)
}

/** One measured load of `url`. */
export const auditOnce = (url: string): Promise<Result> => runWithRetry(url)

/** The median of several runs of one page (Lighthouse's own choice of median run). */
export const medianFigures = (results: Result[]): Figures => figuresOf(computeMedianRun(results) as Result)
