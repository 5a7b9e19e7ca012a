import { test } from '@playwright/test'

import { crashDuringBurst } from '../support/crash-during-burst'
import { freshPostgres } from '../support/test-databases'

test('PostgreSQL: a SIGKILL in the middle of a burst of submissions loses none that were answered 2xx', async () => {
  const database = await freshPostgres('crash')
  try {
    await crashDuringBurst({ port: 3331, ...database })
  } finally {
    await database.drop()
  }
})
