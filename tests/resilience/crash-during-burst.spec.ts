import { test } from '@playwright/test'

import { crashDuringBurst } from '../support/crash-during-burst'
import { freshSqlite } from '../support/test-databases'

test('SQLite: a SIGKILL in the middle of a burst of submissions loses none that were answered 2xx', async () => {
  await crashDuringBurst({ port: 3330, ...(await freshSqlite('crash')) })
})
