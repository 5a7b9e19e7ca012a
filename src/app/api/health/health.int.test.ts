import { describe, expect, it } from 'vitest'

import { closeDatabase } from '@/database/database.server'

import { migratedPayload } from '../../../../tests/support/payload'
import { GET } from './route'

describe('GET /api/health', () => {
  it('answers 200 while the database answers, then 503 once it is gone', async () => {
    const payload = await migratedPayload()

    const up = await GET()
    expect(up.status).toBe(200)
    expect(await up.json()).toEqual({ status: 'ok', db: 'ok' })
    expect(up.headers.get('cache-control')).toBe('no-store')

    await closeDatabase(payload.db)
    const down = await GET()
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'unavailable', db: 'unavailable' })
  })
})
