import { isDatabaseUnavailable } from '@/operations/database-unavailable'

import { errorAnswer, TOO_MANY_REQUESTS } from '../_lib/answers'
import { logger } from '@/observability/logger.server'

export const tooMany = (retryAfterSeconds: number, headers: Record<string, string>) =>
  errorAnswer(429, TOO_MANY_REQUESTS, undefined, {
    ...headers,
    'Retry-After': String(retryAfterSeconds),
  })

/** A failure never leaks details: 503 when the database is away (nothing was stored), else 500. */
export function answerFailure(error: unknown, call: string, headers: Record<string, string>, stored = false) {
  logger().error({ err: error, call }, 'api call failed')
  return stored || !isDatabaseUnavailable(error)
    ? errorAnswer(500, 'Something went wrong on our side. Please try again.', undefined, headers)
    : errorAnswer(503, 'The service is briefly unavailable. Please try again.', undefined, {
        ...headers,
        'Retry-After': '5',
      })
}
