import { expect, test } from '@playwright/test'

import { API_PATHS } from '../../src/contract/api-paths'
import { startApp } from '../support/app-process'
import { freshSqlite } from '../support/test-databases'

// The server's log as an operator reads it (docs/operations.md): one JSON line per request with the id its answer
// carried, every line written while handling the request carrying that id, and never a secret or a form value.

const PORT = 3361
/** Values no log line may hold: what the visitor typed, and a password tried at the admin's sign-in. */
const TYPED = {
  name: 'Zephyrine Quillfeather',
  organization: 'Marrowgate Academy',
  city: 'Ulverstonbury',
  email: 'zephyrine.quill@example.com',
  contactNumber: '9123456780',
}
const PASSWORD = 'Correct-Horse-Battery-7741'

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string }

const jsonLines = (output: string): LogLine[] =>
  output.split('\n').flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line)
      return parsed && typeof parsed === 'object' ? [parsed as LogLine] : []
    } catch {
      return []
    }
  })

test('request logs: one JSON line per request with its id, the id in every line and in a 5xx, no form value', async () => {
  test.setTimeout(360_000)
  const server = await startApp({
    port: PORT,
    ...(await freshSqlite('request-logs')),
    // JSON lines (the server's output is not a terminal), the test's failure switch on, no metrics token.
    env: { TEST_FAILURE_SWITCH: '1', LOG_FORMAT: '' },
  })
  const linesOf = (requestId: string | null) =>
    jsonLines(server.output()).filter((line) => requestId && line.requestId === requestId)
  try {
    await test.step('a failing submission: its id in the answer and in its two lines, no form value', async () => {
      const answer = await fetch(server.baseURL + API_PATHS.contactUs, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-test-fail-store': '1' },
        body: JSON.stringify(TYPED),
      })
      expect(answer.status).toBe(503)
      const requestId = answer.headers.get('x-request-id')
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
      const body = (await answer.json()) as { error: { message: string; requestId?: string } }
      expect(body.error.requestId, 'the visitor can quote the id').toBe(requestId)

      await expect.poll(() => linesOf(requestId).length).toBe(2)
      const lines = linesOf(requestId)
      expect(lines.filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({
          level: 50,
          method: 'POST',
          path: API_PATHS.contactUs,
          route: API_PATHS.contactUs,
          status: 503,
          durationMs: expect.any(Number),
        }),
      ])
      expect(lines.find((line) => line.msg === 'api call failed')).toMatchObject({
        level: 50,
        call: API_PATHS.contactUs,
        err: expect.objectContaining({ message: expect.stringContaining('test failure switch') }),
      })
      for (const value of Object.values(TYPED)) expect(server.output()).not.toContain(value)
    })

    await test.step('a sane incoming request id is kept; an odd one is replaced', async () => {
      const kept = await fetch(`${server.baseURL}/api/health`, { headers: { 'x-request-id': 'lb-7f3a.42' } })
      expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42')
      const replaced = await fetch(`${server.baseURL}/api/health`, { headers: { 'x-request-id': 'two words' } })
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      await expect.poll(() => linesOf('lb-7f3a.42').filter((line) => line.msg === 'request').length).toBe(1)
    })

    await test.step('a page gets its line; a stylesheet of the build gets none', async () => {
      const page = await fetch(`${server.baseURL}/contact`)
      expect(page.status).toBe(200)
      const pageId = page.headers.get('x-request-id')
      const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(await page.text())?.[1]
      expect(stylesheet).toBeTruthy()
      const file = await fetch(server.baseURL + stylesheet!)
      expect(file.status).toBe(200)
      const fileId = file.headers.get('x-request-id')
      expect(fileId).toBeTruthy()
      await expect
        .poll(() => linesOf(pageId).filter((line) => line.msg === 'request'))
        .toEqual([expect.objectContaining({ level: 30, method: 'GET', path: '/contact', status: 200 })])
      expect(linesOf(fileId)).toEqual([])
    })

    await test.step('a password tried at the sign-in never reaches the log', async () => {
      const answer = await fetch(`${server.baseURL}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: PASSWORD }),
      })
      expect(answer.status).toBe(401)
      const requestId = answer.headers.get('x-request-id')
      await expect.poll(() => linesOf(requestId).some((line) => line.msg === 'request')).toBe(true)
      expect(server.output()).not.toContain(PASSWORD)
      expect(server.output()).not.toContain('nobody@example.com')
    })

    await test.step('without METRICS_TOKEN there is no metrics call', async () => {
      const answer = await fetch(`${server.baseURL}/api/metrics`, { headers: { Authorization: 'Bearer anything' } })
      expect(answer.status).toBe(404)
    })
  } finally {
    await server.stop()
  }
})
