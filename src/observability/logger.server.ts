import { createRequire } from 'node:module'

import { pino, type Logger } from 'pino'

import { env } from '@/config/env.server'

import { redactedError, redactFields } from './log-redaction'
import { currentRequestId } from './request-context'

export type LogFormat = 'json' | 'pretty'

/** JSON lines for a log collector; readable lines when a person watches the server in a terminal. */
export function defaultLogFormat(configured: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return configured ?? (isTerminal ? 'pretty' : 'json')
}

let lastMs = Number.NaN
let lastTime = ''

/**
 * pino's ISO time, written once a millisecond: a busy server logs several requests a millisecond, and making the
 * date's text was a few percent of answering a cached call.
 */
export function isoTime(now = Date.now()): string {
  if (now !== lastMs) {
    lastMs = now
    lastTime = `,"time":"${new Date(now).toISOString()}"`
  }
  return lastTime
}

type LoggerOptions = { format: LogFormat; level: string; destination?: NodeJS.WritableStream }

/** The server's one logger (Payload's is this one): each line carries the request id of the request it serves. */
export function createLogger({ format, level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    timestamp: isoTime,
    mixin: () => {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
    formatters: { log: redactFields },
    serializers: { err: redactedError, error: redactedError },
  }
  const prettyStream = format === 'pretty' ? loadPretty() : undefined
  if (prettyStream) {
    const pretty = prettyStream({
      colorize: !destination,
      ignore: 'pid,hostname',
      translateTime: 'SYS:HH:MM:ss',
      sync: true,
      ...(destination ? { destination } : { destination: 1 }),
    })
    return pino(options, pretty)
  }
  return destination ? pino(options, destination) : pino(options)
}

/** pino-pretty, loaded only for a person's terminal (production and the tests write JSON); JSON if it cannot load. */
function loadPretty(): (typeof import('pino-pretty'))['build'] | undefined {
  try {
    return (createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty')).build
  } catch {
    return undefined
  }
}

// On globalThis: the production server and every route bundle share one logger, as they share one process.
const LOGGER = Symbol.for('site.logger')
const holder = globalThis as { [LOGGER]?: Logger }

export function logger(): Logger {
  if (!holder[LOGGER]) {
    const { LOG_FORMAT, LOG_LEVEL } = env()
    holder[LOGGER] = createLogger({
      format: defaultLogFormat(LOG_FORMAT, Boolean(process.stdout.isTTY)),
      level: LOG_LEVEL,
    })
  }
  return holder[LOGGER]
}
