import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll } from 'vitest'

import { closeDatabase } from '@/database/database.server'
import { migrate } from '@/cms/migrations'

/** The Local API on this test file's fresh database, with every migration applied; closed after the file. */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await migrate(payload)
  afterAll(async () => {
    await payload.destroy().catch(() => {})
    await closeDatabase(payload.db)
  })
  return payload
}
