import type { Payload } from 'payload'
import { cache } from 'react'

import { followUpSettings } from '../../globals/site-settings/follow-up-settings.server'

/** The office's working calendar, read once per admin request however many clocks a page shows. */
export const officeCalendar = cache(async (payload: Payload) => (await followUpSettings(payload)).calendar)
