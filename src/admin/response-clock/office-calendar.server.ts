import type { Payload } from 'payload'
import { cache } from 'react'

import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'

/** The follow-up settings, read once per admin request however many cards, clocks and views ask for them. */
export const requestFollowUpSettings = cache((payload: Payload) => followUpSettings(payload))

/** The office's working calendar, from the same single read. */
export const officeCalendar = async (payload: Payload) => (await requestFollowUpSettings(payload)).calendar
