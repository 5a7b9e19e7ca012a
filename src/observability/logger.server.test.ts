import { PassThrough } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { REDACTED } from './log-redaction'
import { createLogger, defaultLogFormat, isoTime } from './logger.server'
import { withRequestContext } from './request-context'

function jsonLogger() {
  const stream = new PassThrough()
  let text = ''
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const log = createLogger({ format: 'json', level: 'info', destination: stream })
  const lines = () =>
    text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  return { log, lines, text: () => text }
}

describe('the logger', () => {
  it('writes JSON lines carrying the id of the request being handled', () => {
    const { log, lines } = jsonLogger()
    withRequestContext({ requestId: 'req-42' }, () => log.info({ call: '/api/x' }, 'api call failed'))
    log.info('outside any request')
    const [inside, outside] = lines()
    expect(inside).toMatchObject({ level: 30, msg: 'api call failed', call: '/api/x', requestId: 'req-42' })
    expect(typeof inside!.time).toBe('string')
    expect(outside).not.toHaveProperty('requestId')
  })

  it('stamps each line with the ISO time of its own millisecond', () => {
    const first = Date.UTC(2026, 10, 29, 9, 30, 0, 123)
    expect(isoTime(first)).toBe(',"time":"2026-11-29T09:30:00.123Z"')
    expect(isoTime(first)).toBe(',"time":"2026-11-29T09:30:00.123Z"')
    expect(isoTime(first + 1)).toBe(',"time":"2026-11-29T09:30:00.124Z"')
    const { log, lines } = jsonLogger()
    log.info('now')
    const written = Date.parse(lines()[0]!.time as string)
    expect(Math.abs(written - Date.now())).toBeLessThan(5_000)
  })

  it('never writes a secret or what a visitor typed, at any depth', () => {
    const { log, lines, text } = jsonLogger()
    // Twice: the second line's keys are judged from what the first taught the redaction.
    for (let time = 0; time < 2; time++) {
      log.warn(
        {
          collection: 'enquiries',
          password: 'hunter2-secret',
          headers: { authorization: 'Bearer abc.def', cookie: 'payload-token=xyz' },
          body: { name: 'Asha Verma', email: 'asha@example.com' },
          lead: { contactNumber: '9876543210', captchaAnswer: '12', resetPasswordToken: 'tok-123' },
        },
        'something to look at',
      )
    }
    for (const value of ['hunter2', 'abc.def', 'xyz', 'Asha', 'asha@', '9876543210', 'tok-123']) {
      expect(text()).not.toContain(value)
    }
    expect(lines()).toHaveLength(2)
    for (const line of lines()) {
      expect(line).toMatchObject({ collection: 'enquiries', password: REDACTED, body: REDACTED })
      expect(line.lead).toMatchObject({ contactNumber: REDACTED, captchaAnswer: REDACTED })
    }
  })

  it('keeps an error’s kind, message and stack, without the values a driver appends', () => {
    const { log, lines, text } = jsonLogger()
    const error = new Error(
      'Failed query: insert into "enquiries" ("name", "email") values ($1, $2)\nparams: Asha Verma,asha@example.com',
    )
    log.error({ err: error }, 'api call failed')
    expect(text()).not.toContain('asha@example.com')
    const [line] = lines()
    expect(line!.err).toMatchObject({ type: 'Error', message: expect.stringContaining('insert into "enquiries"') })
    expect((line!.err as { stack: string }).stack).toContain('logger.server.test.ts')
  })

  it('is readable in a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(defaultLogFormat(undefined, true)).toBe('pretty')
    expect(defaultLogFormat(undefined, false)).toBe('json')
    expect(defaultLogFormat('json', true)).toBe('json')
    expect(defaultLogFormat('pretty', false)).toBe('pretty')
  })

  it('writes readable lines in the pretty format', async () => {
    const stream = new PassThrough()
    let text = ''
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
    const log = createLogger({ format: 'pretty', level: 'info', destination: stream })
    withRequestContext({ requestId: 'req-7' }, () => log.info({ email: 'asha@example.com' }, 'serving'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(text).toMatch(/INFO.*serving/)
    expect(text).toContain('req-7')
    expect(text).not.toContain('asha@example.com')
    expect(() => JSON.parse(text)).toThrow()
  })
})
