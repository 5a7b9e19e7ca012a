import { format } from 'node:util'

import { logger } from './logger.server'

const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const

/**
 * Sends what the framework and libraries write with `console` through the server's logger, so every line of the
 * server's output is a log line of one format with its request id. An error passed first keeps its stack.
 */
export function routeConsoleToLogger(): void {
  for (const [method, level] of Object.entries(LEVELS) as [
    keyof typeof LEVELS,
    (typeof LEVELS)[keyof typeof LEVELS],
  ][]) {
    console[method] = (...args: unknown[]) => {
      const [first, ...rest] = args
      if (first instanceof Error) logger()[level]({ err: first }, rest.length ? format(...rest) : first.message)
      else logger()[level](format(...args))
    }
  }
}
