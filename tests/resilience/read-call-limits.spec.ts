import { expect, test } from '@playwright/test'

import { API_PATHS } from '../../src/contract/api-paths'
import { SUBMISSION_TEXT } from '../../src/schema/messages'
import { startApp } from '../support/app-process'
import { freshSqlite } from '../support/test-databases'

// Read calls answered from the response cache still count against the per-address limit of reads
// (docs/decisions/0051, 0133): a cached answer is no way around it, and a miss is not counted twice.

const PORT = 3364
const LIMIT = 5

test('the read limit counts every read call once, answered from the cache or not', async () => {
  test.setTimeout(360_000)
  const server = await startApp({
    port: PORT,
    ...(await freshSqlite('read-call-limits')),
    env: { RATE_LIMIT_READS_PER_MINUTE: String(LIMIT) },
  })
  const ask = (ip: string) =>
    fetch(server.baseURL + API_PATHS.newsList, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ pageIndex: 1, pageSize: 9 }),
    })
  try {
    const answers = []
    for (let i = 0; i < LIMIT; i++) answers.push(await ask('10.9.8.7'))
    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200))
    expect(answers.map((answer) => answer.headers.get('x-response-cache'))).toEqual([
      'MISS',
      ...Array(LIMIT - 1).fill('HIT'),
    ])

    const limited = await ask('10.9.8.7')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ error: { message: SUBMISSION_TEXT.tooMany } })

    const other = await ask('10.9.8.8')
    expect(other.status).toBe(200)
    expect(other.headers.get('x-response-cache')).toBe('HIT')
  } finally {
    await server.stop()
  }
})
