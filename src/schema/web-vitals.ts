/**
 * Real visitors' Web Vitals (issue "fast on the phones our visitors hold"): what a beacon may carry, how its values
 * are kept as a histogram, and Google's thresholds the dashboard rates them by. One module for the page's script, the
 * endpoint and the dashboard.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

/** Good up to the first, poor above the second (web.dev's thresholds, at the 75th percentile). */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
}

/** The largest value believed: a page open for a minute is not a paint; anything above is refused. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 60_000, INP: 30_000, CLS: 10, FCP: 60_000, TTFB: 60_000 }

export const VITAL_UNITS: Record<VitalMetric, 'ms' | ''> = { LCP: 'ms', INP: 'ms', CLS: '', FCP: 'ms', TTFB: 'ms' }

export type VitalRating = 'good' | 'needs-improvement' | 'poor'
export const rateVital = (metric: VitalMetric, value: number): VitalRating =>
  value <= VITAL_THRESHOLDS[metric][0] ? 'good' : value <= VITAL_THRESHOLDS[metric][1] ? 'needs-improvement' : 'poor'

/** The page templates figures are kept for: each public route's kind, never its address (which could name a person). */
export const PAGE_TEMPLATES = [
  'home',
  'blog-list',
  'blog',
  'news-list',
  'news',
  'contact',
  'team',
  'testimonials',
  'announcements',
  'booking',
  'search',
  'events',
  'event',
  'portal',
  'page',
] as const
export type PageTemplate = (typeof PAGE_TEMPLATES)[number]

const FIRST_SEGMENT: Record<string, PageTemplate> = {
  contact: 'contact',
  team: 'team',
  testimonials: 'testimonials',
  announcements: 'announcements',
  book: 'booking',
  consultation: 'booking',
  search: 'search',
  portal: 'portal',
}

/** The template of a public page from its path: `/blogs/x` is a blog, `/blogs` the list, an unknown root a CMS page. */
export function templateOf(pathname: string): PageTemplate {
  const [first, second] = pathname.split('/').filter(Boolean)
  if (!first) return 'home'
  if (first === 'blogs') return second ? 'blog' : 'blog-list'
  if (first === 'newsroom') return second ? 'news' : 'news-list'
  if (first === 'events') return second ? 'event' : 'events'
  return FIRST_SEGMENT[first] ?? 'page'
}

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]
/** The device class from the viewport's width in CSS pixels: nothing more about the device is read. */
export const deviceClassOf = (width: number): DeviceClass =>
  width < 600 ? 'phone' : width < 1024 ? 'tablet' : 'desktop'

export const CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const

/**
 * Values are counted in buckets 4 % wide (a logarithmic histogram, as HdrHistogram and Prometheus's native
 * histograms keep them), so a day's figures are a few hundred counters whatever the traffic, and a percentile read
 * back from them is within 2 % of the exact one. CLS, a score, is counted in thousandths.
 */
const GROWTH = 1.04
const scaleOf = (metric: VitalMetric) => (metric === 'CLS' ? 1000 : 1)

export const bucketOf = (metric: VitalMetric, value: number): number =>
  Math.floor(Math.log1p(value * scaleOf(metric)) / Math.log(GROWTH))

/** The value a bucket stands for: the middle of its range, back in the metric's unit. */
export const bucketValue = (metric: VitalMetric, bucket: number): number =>
  (Math.sqrt(GROWTH ** bucket * GROWTH ** (bucket + 1)) - 1) / scaleOf(metric)

/** The `p` percentile (0-1) of a histogram given as bucket → count; null when it is empty. */
export function percentileOf(metric: VitalMetric, counts: Map<number, number>, p: number): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
  if (total === 0) return null
  const rank = Math.ceil(p * total)
  let seen = 0
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!
    if (seen >= rank) return bucketValue(metric, bucket)
  }
  return null
}

/** Where pages send their beacons. */
export const VITALS_API_PATH = '/api/vitals'
/** Where the production server's front hands the counters it gathered to the app; nobody else may call it. */
export const VITALS_BATCH_PATH = '/api/vitals/batch'
