import path from 'node:path'

import { z } from 'zod'

import { isTimeZone } from '@/calendar/time-zone'

import { STAFF_PASSWORD_MIN_LENGTH, isLongEnoughStaffPassword } from '@/schema/staff-password'

/** Unset and empty mean the same: the default applies. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const databaseUrl = z.string().refine((value) => /^file:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value), {
  message: 'must be a file: URL (SQLite, e.g. file:./data/site.db) or a postgres:// URL (PostgreSQL)',
})

const boolFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === '1' || value === 'true' || value === 'yes')

const KEY_ID = /^[a-z0-9-]{1,20}$/
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/

/** One key of DOCUMENT_KEYS, `id:base64key`; the error never repeats the key itself. */
export type DocumentKey = { id: string; key: Buffer }

const documentKeyList = z.string().transform((value, context): DocumentKey[] => {
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  const keys: DocumentKey[] = []
  for (const [index, entry] of value.split(',').entries()) {
    const place = `entry ${index + 1}`
    const colon = entry.indexOf(':')
    if (colon < 0) return fail(`${place} must be id:base64key (the id, a colon, then the key)`)
    const id = entry.slice(0, colon).trim()
    const encoded = entry.slice(colon + 1).trim()
    if (!KEY_ID.test(id)) return fail(`${place} needs an id of 1 to 20 lowercase letters, digits or dashes`)
    if (keys.some((key) => key.id === id)) return fail(`names the key id ${id} twice`)
    const key = BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : null
    if (key?.length !== 32) {
      return fail(`key ${id} must be 32 bytes in base64 (openssl rand -base64 32)`)
    }
    keys.push({ id, key })
  }
  return keys
})

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  DATABASE_URL: optional(databaseUrl).default('file:./data/site.db'),
  PAYLOAD_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  SITE_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)),
  // The time zone of the staff: times in their mail are given in it (the office is in India).
  STAFF_TIME_ZONE: optional(
    z.string().refine(isTimeZone, { message: 'must be an IANA time zone, such as Asia/Kolkata' }),
  ).default('Asia/Kolkata'),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' })),
  CORS_ORIGINS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, message: 'must be a comma-separated list of http(s) origins' }))),
  ).default([]),
  // FULL syncs the disk at every commit, so an answered lead survives a power cut; NORMAL (WAL) syncs only at
  // checkpoints: a server crash still loses nothing, a power cut may lose the last moments (decision 0085).
  SQLITE_SYNCHRONOUS: optional(z.enum(['NORMAL', 'FULL'])).default('FULL'),
  UPLOADS_DIR: optional(z.string().min(1)).default('./data/uploads'),
  // Uploads in S3-compatible object storage instead of UPLOADS_DIR, when a bucket is named (decision 0141).
  S3_BUCKET: optional(z.string().min(3)),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  S3_REGION: optional(z.string().min(1)).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(boolFlag).default(false),
  // Students' private documents, encrypted, never served by a public route (decision 0187); outside UPLOADS_DIR.
  PRIVATE_FILES_DIR: optional(z.string().min(1)).default('./data/private-files'),
  // The keys that encrypt them, `id:base64key,...`: the first seals new files, every one opens (decision 0186).
  DOCUMENT_KEYS: optional(documentKeyList),
  // Where `npm run backup` writes its dated folders (docs/decisions/0131-backup-and-restore.md).
  BACKUP_DIR: optional(z.string().min(1)).default('./backups'),
  ADMIN_EMAIL: optional(z.email({ message: 'must be an email address' })),
  ADMIN_PASSWORD: optional(
    z
      .string()
      .refine(isLongEnoughStaffPassword, { message: `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters` }),
  ),
  // Leads and spam protection (docs/decisions/0050-lead-intake.md).
  CAPTCHA_REQUIRED: optional(boolFlag).default(true),
  MIN_FILL_MS: optional(z.coerce.number().int().min(0).max(600_000)).default(2000),
  // The share of page views that send their Web Vitals (docs/decisions/0183): 1 all, 0 none.
  WEB_VITALS_SAMPLE_RATE: optional(z.coerce.number().min(0).max(1)).default(1),
  RATE_LIMIT_SUBMISSIONS: optional(z.coerce.number().int().min(0)).default(20),
  RATE_LIMIT_READS_PER_MINUTE: optional(z.coerce.number().int().min(0)).default(600),
  // Mail queue: how often the server runs queued jobs, and the first retry delay (doubling each time).
  JOBS_INTERVAL_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).default(10),
  MAIL_RETRY_BASE_MS: optional(z.coerce.number().int().min(100)).default(30_000),
  MAIL_ACKNOWLEDGE_VISITORS: optional(boolFlag).default(false),
  // How often the outbox sweep mends what a crash left half-done (docs/decisions/0056-outbox-sweep.md).
  OUTBOX_SWEEP_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).default(60),
  // More enquiries and consultations than this in a second on one server go to the intake queue (decision 0102).
  INTAKE_SURGE_ABOVE: optional(z.coerce.number().int().min(0)).default(50),
  // How long a rendered public page is answered from memory; 0 renders every request (docs/decisions/0084).
  PAGE_CACHE_SECONDS: optional(z.coerce.number().int().min(0).max(3600)).default(10),
  // Logs (docs/operations.md): JSON lines, or readable lines; by default readable only when stdout is a terminal.
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace'])).default('info'),
  // GET /api/metrics answers only with this bearer token; unset, the call does not exist (404).
  METRICS_TOKEN: optional(z.string().min(16, { message: 'must be at least 16 characters' })),
  /** Only for the test server: lets a request header make lead storage fail (docs/decisions/0053). */
  TEST_FAILURE_SWITCH: optional(boolFlag).default(false),
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Validates the environment; the error names the first bad variable in one line. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const variable = String(issue.path[0] ?? 'environment')
    throw new EnvError(`Invalid environment: ${variable} ${issue.message}`)
  }
  const env = result.data
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new EnvError('Invalid environment: ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new EnvError('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    throw new EnvError('Invalid environment: S3_BUCKET must be set when other S3_ settings are')
  }
  const { PRIVATE_FILES_DIR: privateFiles, UPLOADS_DIR: uploads } = env
  // A folder of its own: a backup copies it apart, and a restore replaces it whole.
  if (
    insideFolder(privateFiles, uploads) ||
    insideFolder(uploads, privateFiles) ||
    insideFolder(privateFiles, 'public')
  ) {
    throw new EnvError(
      'Invalid environment: PRIVATE_FILES_DIR must be a folder of its own, outside UPLOADS_DIR and public/',
    )
  }
  return env
}

/** True when `folder` is `parent` or inside it. */
function insideFolder(folder: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(folder))
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv()
  return cached
}

/** True while the site is not deployed publicly: no SITE_URL, or one on this machine. */
export function isLocalSite(siteUrl: string | undefined): boolean {
  if (!siteUrl) return true
  const host = new URL(siteUrl).hostname
  return (
    host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]' || host.endsWith('.localhost')
  )
}

export function siteUrl(): string {
  const { SITE_URL, PORT } = env()
  return (SITE_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '')
}

/** The host name of SITE_URL (or localhost). */
export const siteHost = (): string => new URL(siteUrl()).hostname
