// npm run bench: requests per second and p99 latency of the production server's pages and §7 list calls, and
// a lead-intake run (every 2xx answer must be a stored lead), each beside the same figures for nginx serving
// the same bytes, measured in the same run. Builds nothing; see docs/decisions/0075-bench-against-a-static-server.md.
import { startBenchServer } from './bench/app-server'
import type { AppServer } from './lib/app-server'
import { firstVisitsAfterIdle, printFirstVisits } from './bench/first-visit'
import { leadIntake, sampleEnquiry } from './bench/lead-intake'
import { measure, measureInTurns } from './bench/load'
import { pageWeight, printPageWeights } from './bench/page-weight'
import { findNginx, NGINX_MISSING, startStaticServer, type StaticServer } from './bench/static-server'
import { printTable, type Row } from './bench/table'
import { readAnswer, readTargets, type Answer } from './bench/targets'

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of 1 or more (got ${process.env[name]})`)
    process.exit(1)
  }
  return value
}

const SECONDS = setting('BENCH_SECONDS', 5)
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 2)
/** The app and the static server take turns in this many slices of each run (docs/decisions/0152). */
const SLICES = setting('BENCH_SLICES', 5)
const CONNECTIONS = setting('BENCH_CONNECTIONS', 10)
const LEADS = setting('BENCH_LEADS', 500)
const INTAKE_CONNECTIONS = 50
const STEADY_RATE = setting('BENCH_STEADY_RATE', 25)
const STEADY_SECONDS = setting('BENCH_STEADY_SECONDS', 10)
const STEADY_CONNECTIONS = 10
const IDLE_SECONDS = setting('BENCH_IDLE_SECONDS', 60)
const PORT = setting('BENCH_PORT', 3200)
const STATIC_PORT = setting('BENCH_STATIC_PORT', 3280)

let app: AppServer | undefined
let reference: StaticServer | undefined
const stopAll = () => (reference?.stop(), app?.stop())
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopAll(), process.exit(130)))

const started = Date.now()
try {
  const given = process.env.BENCH_URL?.replace(/\/$/, '')
  app = given ? { url: given, stop: () => {} } : await startBenchServer(PORT)
  console.log(`The app answers (after ${Math.round((Date.now() - started) / 1000)} s).`)
  const targets = await readTargets(app.url)
  const intakeTarget = sampleEnquiry()
  // The first answer of each target also fills the content cache.
  const answers: Answer[] = []
  for (const target of [...targets, intakeTarget]) answers.push(await readAnswer(app.url, target))

  const nginx = findNginx()
  if (!nginx) console.log(NGINX_MISSING)
  else {
    reference = await startStaticServer(nginx, STATIC_PORT, [...targets, intakeTarget], answers).catch(
      (error: Error) => void console.log(`No static reference: ${error.message}; printing the app’s figures only.`),
    )
  }

  console.log(`Measuring ${targets.length + 1} targets, ${SECONDS} s per run…`)
  const rows: Row[] = []
  for (const target of targets) {
    await measure(app.url, target, CONNECTIONS, WARMUP_SECONDS)
    const [appFigures, staticFigures] = await measureInTurns(
      reference ? [app.url, reference.url] : [app.url],
      target,
      CONNECTIONS,
      SECONDS,
      SLICES,
    )
    rows.push({ target: target.name, connections: CONNECTIONS, app: appFigures!, static: staticFigures })
    console.log(`  ${target.name}`)
  }
  // The first visits after a quiet minute come before the lead intake: the mail of its enquiries is swept from the
  // outbox for over a minute after it, and a minute with that running is not a quiet one (docs/decisions/0212).
  const pages = targets.filter((target, index) => answers[index]!.contentType.startsWith('text/html'))
  console.log(
    `Waiting ${IDLE_SECONDS} s with no visitor, ${pages.length} times` +
      `${reference ? ' for the app, then as many for the static server' : ''}…`,
  )
  const firstVisits = await firstVisitsAfterIdle(app.url, reference?.url, pages, IDLE_SECONDS * 1000)
  // The surge, then visitors at a steady rate below the surge threshold (INTAKE_SURGE_ABOVE): the queue the surge
  // left drains while they are answered.
  const intake = await leadIntake(
    app.url,
    { connections: INTAKE_CONNECTIONS, leads: LEADS },
    { connections: STEADY_CONNECTIONS, leads: STEADY_RATE * STEADY_SECONDS, perSecond: STEADY_RATE },
  )
  rows.push({
    target: `${intakeTarget.name} (lead intake)`,
    connections: INTAKE_CONNECTIONS,
    app: intake,
    static: reference && (await measure(reference.url, intakeTarget, INTAKE_CONNECTIONS, SECONDS)),
  })
  rows.push({
    target: `${intakeTarget.name} (then ${STEADY_RATE}/s)`,
    connections: STEADY_CONNECTIONS,
    app: intake.steady,
  })

  console.log(
    `\nApp: the production server at ${app.url}. Static: ${reference ? `${nginx!.version}, one worker, at ${reference.url}, serving the bytes the app answered` : 'none'}.`,
  )
  console.log(
    `Each run ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up of the app, the app and the static server taking turns ` +
      `in ${SLICES} slices; lead intake: ${LEADS} enquiries for the app, ` +
      `${SECONDS} s for the static server. Pages come from the page cache (PAGE_CACHE_SECONDS), rendered again when it expires.`,
  )
  for (const target of targets) if (target.name.includes('{')) console.log(`${target.name} is ${target.path}.`)
  console.log('')
  printTable(rows)
  printPageWeights(
    targets.flatMap((target, index) =>
      answers[index]!.contentType.startsWith('text/html')
        ? [{ name: target.name, weight: pageWeight(answers[index]!.body) }]
        : [],
    ),
  )
  printFirstVisits(firstVisits, IDLE_SECONDS)
  const answered = intake.ok + intake.steady.ok
  console.log(
    `\nLead intake: ${LEADS} enquiries as fast as the server answers, then ${STEADY_RATE * STEADY_SECONDS} at ` +
      `${STEADY_RATE} a second; ${answered} answered 2xx, ${intake.stored} stored ` +
      `(${intake.non2xx + intake.steady.non2xx} non-2xx, ${intake.errors + intake.steady.errors} errors). ` +
      `The last was a lead ${intake.storedAfter.toFixed(1)} s after the last answer (leads taken into the intake ` +
      'queue during the surge become leads while the steady ones are answered).',
  )
  console.log(`The bench took ${Math.round((Date.now() - started) / 1000)} s.`)
  if (intake.stored !== answered) throw new Error(`lead intake: ${answered} answered 2xx but ${intake.stored} stored`)
  const failed = rows.filter((row) => row.app.ok === 0)
  if (failed.length) throw new Error(`no request succeeded on ${failed.map((row) => row.target).join(', ')}`)
} catch (error) {
  console.error(`Benchmark failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  stopAll()
}
