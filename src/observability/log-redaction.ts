/**
 * What a log line may never carry (docs/product.md §20, §21): secrets, and anything a visitor typed into a form.
 * Keys are matched by name at any depth and their values replaced; error messages lose the query parameters a
 * database driver appends to them (they hold the row being written).
 */
export const REDACTED = '[redacted]'

const SECRET_KEY = /pass(word)?|secret|token|authori[sz]ation|cookie|api-?key|captcha|answer|signature/i

/** The fields of the lead forms, the booking form and a mail: what a visitor wrote or a mail says. */
const CONTENT_KEYS = new Set([
  'name',
  'email',
  'contactnumber',
  'phone',
  'organization',
  'city',
  'message',
  'notes',
  'currentlypursuing',
  'previousscore',
  'preferredcourse',
  'fields',
  'body',
  'values',
  'to',
  'subject',
  'text',
  'html',
])

/** Keys whose values are errors: serialised by `redactedError`, not walked here. */
const ERROR_KEYS = new Set(['err', 'error'])

export function isRedactedKey(key: string): boolean {
  const known = verdicts.get(key)
  if (known !== undefined) return known
  const redacted = SECRET_KEY.test(key) || CONTENT_KEYS.has(key.toLowerCase())
  // Log lines repeat a few dozen keys: each is judged once (every request's line walks its keys), up to a bound.
  if (verdicts.size < MAX_VERDICTS) verdicts.set(key, redacted)
  return redacted
}

const MAX_VERDICTS = 1000
const verdicts = new Map<string, boolean>()

/** A copy of a log line's fields with every secret and form value replaced. */
export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  return walk(fields, 0) as Record<string, unknown>
}

function walk(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error) return value
  if (depth > 6) return '[deep]'
  if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (ERROR_KEYS.has(key)) out[key] = item
    else out[key] = isRedactedKey(key) ? REDACTED : walk(item, depth + 1)
  }
  return out
}

/** Drops what a driver appends after the SQL: `params: …` holds the values being written. */
export function redactErrorMessage(message: string): string {
  return message.replace(/\n?[ \t]*params:[\s\S]*?(?=\n\s+at\s|$)/i, '').slice(0, 4000)
}

type SerialisedError = { type: string; message: string; stack?: string; code?: unknown; cause?: SerialisedError }

/** An error as a log line keeps it: its kind, its message without written values, its stack, its cause. */
export function redactedError(error: unknown, depth = 0): SerialisedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactErrorMessage(error) : error
  const code = (error as { code?: unknown }).code
  const serialised: SerialisedError = {
    type: error.name,
    message: redactErrorMessage(error.message),
    ...(error.stack ? { stack: redactErrorMessage(error.stack) } : {}),
    ...(code !== undefined ? { code } : {}),
  }
  if (error.cause && depth < 3) serialised.cause = redactedError(error.cause, depth + 1) as SerialisedError
  return serialised
}
