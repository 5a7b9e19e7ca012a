import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The server's Prometheus metrics (docs/operations.md): one registry per process, scraped at GET /api/metrics. Each
 * instance counts its own requests; the gauges read from the database (the outbox, the jobs, the intake queue) are
 * the same on every instance.
 */
export type SiteMetrics = {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status'>
  requestDuration: Histogram<'method' | 'route' | 'status'>
  leadsStored: Counter<'form'>
  spamCaught: Counter<'form' | 'reason'>
  mailFailures: Counter
  intakeQueueDepth: Gauge
  outboxMessages: Gauge<'status'>
  jobsWaiting: Gauge
  databaseUp: Gauge
}

/** The forms a lead comes from, as metrics name them. */
export type LeadForm = 'enquiry' | 'consultation' | 'newsletter'

const LEAD_FORMS: LeadForm[] = ['enquiry', 'consultation', 'newsletter']

function createMetrics(): SiteMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  const registers = [registry]
  const siteMetrics: SiteMetrics = {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    leadsStored: new Counter({
      name: 'site_leads_stored_total',
      help: 'Leads stored (spam excluded), by the form they came from.',
      labelNames: ['form'],
      registers,
    }),
    spamCaught: new Counter({
      name: 'site_spam_caught_total',
      help: 'Submissions stored as spam, by form and by what gave them away.',
      labelNames: ['form', 'reason'],
      registers,
    }),
    mailFailures: new Counter({
      name: 'site_mail_failures_total',
      help: 'Attempts to send an outbox message that the mail server refused or that failed.',
      registers,
    }),
    intakeQueueDepth: new Gauge({
      name: 'site_intake_queue_depth',
      help: 'Checked submissions waiting in the intake queue to become leads.',
      registers,
    }),
    outboxMessages: new Gauge({
      name: 'site_outbox_messages',
      help: 'Outbox messages, by status.',
      labelNames: ['status'],
      registers,
    }),
    jobsWaiting: new Gauge({
      name: 'site_jobs_waiting',
      help: 'Queued jobs (mail, reminders, checks) not yet completed.',
      registers,
    }),
    databaseUp: new Gauge({
      name: 'site_database_up',
      help: '1 while the database answers the health check, else 0.',
      registers,
    }),
  }
  // Every form's series exists from the start at 0, so "no lead in 24 hours" holds after a restart too.
  for (const form of LEAD_FORMS) siteMetrics.leadsStored.inc({ form }, 0)
  return siteMetrics
}

// On globalThis: the production server counts requests and the route bundles count leads, in one registry.
const METRICS = Symbol.for('site.metrics')
const holder = globalThis as { [METRICS]?: SiteMetrics }

export function metrics(): SiteMetrics {
  return (holder[METRICS] ??= createMetrics())
}
