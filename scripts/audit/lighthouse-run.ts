import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium'
import type { Figures } from './budgets'
import { cpuIndexOf, DEFAULT_SLOWDOWN, machineIndex, slowdownFor } from './cpu-index'

// Lighthouse's default configuration is the mobile one with simulated throttling: the budgets of docs/product.md §18.
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/**
 * A slower machine (issue #40: a CPU index of about 1,200), in one of two ways. AUDIT_CPU_INDEX: before each page's
 * runs the machine's benchmark index is measured, and Lighthouse's simulated CPU slowdown for those runs and the
 * floor's in turns with them set so that they stand for that index (docs/decisions/0213). AUDIT_CPU_SLOWDOWN: one
 * slowdown for every run, 4 by default. The report gives the CPU index each run stood for.
 */
const TARGET_INDEX = positiveSetting('AUDIT_CPU_INDEX')
const CPU_SLOWDOWN = positiveSetting('AUDIT_CPU_SLOWDOWN') ?? DEFAULT_SLOWDOWN
if (TARGET_INDEX !== undefined && process.env.AUDIT_CPU_SLOWDOWN) {
  throw new Error('Set AUDIT_CPU_INDEX or AUDIT_CPU_SLOWDOWN, not both: each sets the simulated CPU slowdown')
}

function positiveSetting(name: string): number | undefined {
  const text = process.env[name]
  if (!text) return undefined
  const value = Number(text)
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${text}"`)
  return value
}

/** The machine's index is the median of this many of Lighthouse's one-second benchmarks (docs/decisions/0213). */
const INDEX_SAMPLES = 9

export type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const launchChromium = () => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS })

/** The simulated CPU slowdown of the next page's runs: AUDIT_CPU_SLOWDOWN's, or AUDIT_CPU_INDEX's at this moment. */
export async function cpuSlowdown(): Promise<number> {
  if (TARGET_INDEX === undefined) return CPU_SLOWDOWN
  const chrome = await launchChromium()
  try {
    return slowdownFor(await machineIndex(chrome.port, INDEX_SAMPLES), TARGET_INDEX)
  } finally {
    chrome.kill()
  }
}

async function runOnce(url: string, slowdown: number): Promise<Result> {
  const chrome = await launchChromium()
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
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
    cpuIndex: cpuIndexOf(result.environment.benchmarkIndex, result.configSettings.throttling.cpuSlowdownMultiplier),
  }
}

/** One run, tried again when Lighthouse's trace of the load failed (it does, now and then, on a busy machine). */
async function runWithRetry(url: string, slowdown: number, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, slowdown)
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
  await runWithRetry(url, CPU_SLOWDOWN)
}

/** One measured load of `url` with Lighthouse's CPU slowdown set to `slowdown`. */
export const auditOnce = (url: string, slowdown: number): Promise<Result> => runWithRetry(url, slowdown)

/** The median of several runs of one page (Lighthouse's own choice of median run). */
export const medianFigures = (results: Result[]): Figures => figuresOf(computeMedianRun(results) as Result)
